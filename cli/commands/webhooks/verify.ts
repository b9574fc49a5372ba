import fs from 'node:fs';
import { Args, Flags } from '@oclif/core';
import { WEBHOOK_TOLERANCE_SECONDS, verifyWebhookSignature } from '../../../server/index';
import { BaseCommand } from '../../base-command';
import { EXIT } from '../../exit-codes';
import { when } from '../../output';
import { parseSavedRequest } from '../../saved-request';

/** `pluck webhooks verify FILE --secret S`. */
export default class WebhooksVerify extends BaseCommand {
  static override summary = 'Check the Pluck-Signature of a saved webhook request against its secret.';
  static override description =
    'FILE is the raw HTTP request as your receiver got it: an optional request line, the headers, an empty line, ' +
    'then the body exactly as received (- reads stdin). The signature is t=<unix>,v1=<hex HMAC-SHA256(secret, ' +
    '"<t>.<body>")>; a signed time further than --tolerance seconds from now is refused (replay). Exit 0 when valid, 1 when not.';
  static override examples = [
    '<%= config.bin %> webhooks verify request.txt --secret whsec_…',
    'nc -l 9000 > request.txt   # then: <%= config.bin %> webhooks verify request.txt --secret whsec_… --tolerance 86400',
  ];
  static override args = { file: Args.string({ description: 'Saved request (- for stdin).', required: true, ignoreStdin: true }) };
  static override flags = {
    secret: Flags.string({ description: 'The monitor’s webhook secret (whsec_…), shown when it was created.', required: true }),
    tolerance: Flags.integer({ description: 'Seconds the signed time may be from now.', default: WEBHOOK_TOLERANCE_SECONDS, min: 0 }),
  };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(WebhooksVerify);
    let text: string;
    try {
      text = fs.readFileSync(args.file === '-' ? 0 : args.file, 'utf8');
    } catch (err) {
      this.error(`Cannot read ${args.file}: ${(err as Error).message}`, { exit: EXIT.usage });
    }
    let req;
    try {
      req = parseSavedRequest(text);
    } catch (err) {
      this.error(`${args.file}: ${(err as Error).message}`, { exit: EXIT.usage });
    }
    const eventId = req.headers['pluck-event-id'] ?? null;
    const v = verifyWebhookSignature(req.headers['pluck-signature'], req.body, flags.secret, flags.tolerance);
    if (v.ok) {
      this.emit(
        { valid: true, event_id: eventId, signed_at: new Date(v.timestamp * 1000).toISOString() },
        () => `Signature valid: event ${eventId ?? '(no Pluck-Event-Id)'}, signed ${when(new Date(v.timestamp * 1000).toISOString())}.`,
      );
      return;
    }
    if (this.jsonMode) this.emit({ valid: false, event_id: eventId, reason: v.reason }, () => '');
    else process.stderr.write(`Signature NOT valid: ${v.reason}.\n`);
    this.exit(EXIT.other);
  }
}
