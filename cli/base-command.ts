/**
 * The base of every command: the global flags, one way to print results (human or the API's JSON),
 * and one way to fail (stderr message with the error code, exit code from cli/exit-codes.ts).
 */
import { Command, Errors, Flags, type Interfaces } from '@oclif/core';
import { AppError, createClient, NotPluckServerError, UnreachableError, type PluckClient } from '../server/client/index';
import { configPath, readConfig } from './config-file';
import { EXIT, exitCodeFor, exitForStatuses } from './exit-codes';
import { nodeFetch } from './node-fetch';
import { pretty, when } from './output';
import { reportFailure, type Failure } from './report-failure';

/** Where the CLI looks for a server when nothing says otherwise (the server's own default). */
export const DEFAULT_URL = 'http://127.0.0.1:8080';

function hintFor(err: AppError): string | undefined {
  switch (err.code) {
    case 'unauthorized':
      return 'Check the API key: pass --key, set PLUCK_API_KEY, or run "pluck login".';
    case 'forbidden':
      // A missing scope can be fixed with another key; a rule past scopes (a session another tenant holds) cannot.
      return err.details?.needed_scope ? 'This key lacks the scope this command needs; "pluck keys create" can make one that has it.' : undefined;
    case 'rate_limited':
    case 'quota_exceeded':
      return err.retryAfter ? retryHint(err.retryAfter) : undefined;
    case 'not_implemented':
      return 'This server build does not offer this feature yet.';
    default:
      return undefined;
  }
}

/** When to retry: seconds while it is soon, else the moment (a monthly quota resets in weeks). */
function retryHint(seconds: number): string {
  return seconds <= 300 ? `Retry after ${seconds} s.` : `Retry after ${when(new Date(Date.now() + seconds * 1000).toISOString())}.`;
}

/** Turns anything thrown into the code, message and exit code the user sees. */
function failureOf(err: unknown): Failure {
  if (err instanceof AppError) {
    return { code: err.code, message: err.message, exit: exitCodeFor(err.code), details: err.details, traceId: err.traceId, hint: hintFor(err) };
  }
  if (err instanceof UnreachableError) {
    return {
      code: 'unreachable',
      message: err.message,
      exit: EXIT.unavailable,
      hint: 'Is the server running? Start one with "pluck serve", or point --server, PLUCK_URL or "pluck login --server" at it.',
    };
  }
  if (err instanceof NotPluckServerError) {
    return {
      code: 'not_pluck_server',
      message: err.message,
      exit: EXIT.unavailable,
      hint: 'Point --server, PLUCK_URL or "pluck login --server" at the Pluck API; the page to extract goes in the argument or --url.',
    };
  }
  const oclifExit = (err as { oclif?: { exit?: number } }).oclif?.exit;
  if (err instanceof Errors.CLIError || typeof oclifExit === 'number') {
    const message = (err as Error).message;
    // Scripts written when --url meant the server now meet a command without that flag.
    const hint = /Nonexistent flags?: .*--url\b/.test(message)
      ? 'The Pluck server is --server (or PLUCK_URL); --url names the page in extract, visual and batch.'
      : undefined;
    return { code: 'usage', message, exit: oclifExit ?? EXIT.usage, hint };
  }
  return { code: 'internal', message: (err as Error)?.message ?? String(err), exit: EXIT.other };
}

/**
 * Commands with `--json` and the CLI's error reporting; no server connection (see ApiCommand).
 * Every command's args set `ignoreStdin`: otherwise oclif fills a missing argument from piped stdin
 * after a 10 ms race, which swallowed `--urls-file -` input and makes scripts flaky.
 */
export abstract class BaseCommand extends Command {
  static override baseFlags = {
    json: Flags.boolean({ description: 'Print the API’s JSON exactly, for scripts.', helpGroup: 'GLOBAL' }),
  };

  /** Global flags as parsed; set by parse() so helpers need not be handed them. */
  protected globals: { json?: boolean; server?: string; key?: string } = {};

  protected override async parse<F extends Interfaces.OutputFlags<any>, B extends Interfaces.OutputFlags<any>, A extends Interfaces.OutputArgs<any>>(
    options?: Interfaces.Input<F, B, A>,
    argv?: string[],
  ): Promise<Interfaces.ParserOutput<F, B, A>> {
    const out = await super.parse(options, argv);
    this.globals = out.flags as typeof this.globals;
    return out;
  }

  /** True when output is for scripts. Falls back to argv when parsing failed before flags were known. */
  protected get jsonMode(): boolean {
    return this.globals.json ?? this.argv.includes('--json');
  }

  /** Prints a result: the API body as JSON with --json, else the human rendering. */
  protected emit(body: unknown, human: () => string): void {
    process.stdout.write(`${this.jsonMode ? pretty(body) : human()}\n`);
  }

  /** Prints one page of a list and tells people how to ask for the next one (`items`: "tasks"). */
  protected emitPage(list: { next_cursor: string | null }, items: string, human: () => string): void {
    this.emit(list, human);
    if (!this.jsonMode && list.next_cursor) this.note(`More ${items}: add --cursor ${list.next_cursor}.`);
  }

  /** A line for people on stderr (progress, notices); kept out of stdout so --json stays parseable. */
  protected note(text: string): void {
    process.stderr.write(`${text}\n`);
  }

  /** A client for a server; every command's requests go through here. */
  protected connect(baseUrl: string, apiKey: string | undefined): PluckClient {
    return createClient({ baseUrl, apiKey, fetch: nodeFetch, headers: { 'User-Agent': `pluck-cli/${this.config.version}` } });
  }

  /** Ends with the exit code the printed results' statuses call for (cli/exit-codes.ts): 7 partial, 1 failed; returns on completed. */
  protected exitFor(statuses: string[]): void {
    const code = exitForStatuses(statuses);
    if (code !== EXIT.ok) this.exit(code);
  }

  /** Fails with a usage error (exit 2). */
  protected usageError(message: string): never {
    throw new Errors.CLIError(message, { exit: EXIT.usage });
  }

  protected override async catch(err: Error & { exitCode?: number }): Promise<void> {
    if (err instanceof Errors.ExitError) throw err;
    const f = failureOf(err);
    reportFailure(f, this.jsonMode);
    if (process.env.PLUCK_DEBUG && err.stack) process.stderr.write(`${err.stack}\n`);
    this.exit(f.exit);
  }
}

/**
 * Commands that talk to a server: adds --server and --key (env and `pluck login` as fallbacks) and a client.
 * The API address is --server, not --url, because --url names the page in the commands that take one.
 */
export abstract class ApiCommand extends BaseCommand {
  static override baseFlags = {
    ...BaseCommand.baseFlags,
    server: Flags.string({ description: `Pluck API address [default: from "pluck login", else ${DEFAULT_URL}]`, env: 'PLUCK_URL', helpGroup: 'GLOBAL' }),
    key: Flags.string({ description: 'API key [default: from "pluck login"]', env: 'PLUCK_API_KEY', helpGroup: 'GLOBAL' }),
  };

  private cachedClient?: PluckClient;

  /** The server and key: flags, then environment (both via oclif), then the login file, then the default URL. */
  protected get apiTarget(): { url: string; key: string | undefined } {
    const needFile = !this.globals.server || !this.globals.key;
    const file = needFile ? this.loginFile() : {};
    return { url: this.globals.server || file.url || DEFAULT_URL, key: this.globals.key || file.key };
  }

  /** The API client of `apiTarget`. */
  protected get client(): PluckClient {
    if (!this.cachedClient) {
      const { url, key } = this.apiTarget;
      this.cachedClient = this.connect(url, key);
    }
    return this.cachedClient;
  }

  private loginFile() {
    try {
      return readConfig(configPath(process.env));
    } catch (err) {
      this.usageError((err as Error).message);
    }
  }
}
