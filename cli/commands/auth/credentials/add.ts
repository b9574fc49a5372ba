import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../../base-command';
import { promptSecret, readPipedLines } from '../../../prompt-secret';

/** `pluck auth credentials add NAME`. */
export default class CredentialsAdd extends ApiCommand {
  static override summary = 'Store a login for authenticated extraction; the password is encrypted and never shown again.';
  static override description =
    'POST /v1/auth/credentials. The password is asked for without echo on a terminal, or read from the first line ' +
    'of piped stdin — never from an argument, where it would land in shell history and process lists. With ' +
    '--totp, the TOTP secret is read the same way, after the password. Selectors are optional: the server finds ' +
    'the password input, its username input and the submit button itself.';
  static override examples = [
    '<%= config.bin %> auth credentials add shop --login-url https://shop.example/login --username ada@example.com',
    'printf "%s\\n" "$SHOP_PASSWORD" | <%= config.bin %> auth credentials add shop --login-url https://shop.example/login --username ada',
  ];
  static override args = { name: Args.string({ description: 'Name to refer to it by (credential_ref).', required: true, ignoreStdin: true }) };
  static override flags = {
    'login-url': Flags.string({ description: 'The login page.', required: true }),
    username: Flags.string({ description: 'Username or email.', required: true }),
    totp: Flags.boolean({ description: 'Also store a TOTP secret (base32), asked for like the password.' }),
    'username-selector': Flags.string({ description: 'CSS selector of the username input.' }),
    'password-selector': Flags.string({ description: 'CSS selector of the password input.' }),
    'submit-selector': Flags.string({ description: 'CSS selector of the submit button.' }),
    'success-selector': Flags.string({ description: 'CSS selector present only once logged in.' }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(CredentialsAdd);
    const tty = process.stdin.isTTY;
    const piped = tty ? [] : await readPipedLines();
    const password = tty ? await promptSecret(`Password for ${flags.username}: `) : piped[0];
    if (!password) this.usageError('Give the password on the prompt or as the first line of stdin.');
    let totp: string | undefined;
    if (flags.totp) totp = tty ? await promptSecret('TOTP secret (base32): ') : piped[1]?.trim();
    if (flags.totp && !totp) this.usageError('--totp: give the TOTP secret on the prompt or as the second line of stdin.');
    const cred = await this.client.createCredential({
      name: args.name,
      login_url: flags['login-url'],
      username: flags.username,
      password,
      ...(totp ? { totp_secret: totp } : {}),
      ...(flags['username-selector'] ? { username_selector: flags['username-selector'] } : {}),
      ...(flags['password-selector'] ? { password_selector: flags['password-selector'] } : {}),
      ...(flags['submit-selector'] ? { submit_selector: flags['submit-selector'] } : {}),
      ...(flags['success-selector'] ? { success_selector: flags['success-selector'] } : {}),
    });
    this.emit(cred, () => `Stored credential ${cred.name} (${cred.id}) for ${cred.username} at ${cred.login_url}.`);
  }
}
