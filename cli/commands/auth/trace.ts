import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { summary, table, when } from '../../output';

/** `pluck auth trace ID`. */
export default class AuthTrace extends ApiCommand {
  static override summary = 'Show a login trace: each step of a login, redacted (no password, code or cookie).';
  static override description = 'GET /v1/auth/traces/{id}. Trace ids come in metadata.login_trace_id, history rows and login_failed errors.';
  static override examples = ['<%= config.bin %> auth trace trc_3k9v…'];
  static override args = { id: Args.string({ description: 'Trace id (trc_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(AuthTrace);
    const t = await this.client.loginTrace(args.id);
    this.emit(t, () =>
      [
        summary([
          ['Trace', t.id],
          ['Status', t.status],
          ['Credential', t.credential_ref],
          ['Session', t.session_name],
          ['Started', when(t.started_at)],
          ['Duration', `${t.duration_ms} ms`],
          ...(t.error ? ([['Error', t.error]] as [string, unknown][]) : []),
        ]),
        '',
        table(t.steps, [
          // Steps come within seconds of each other: time since the start reads better than a date.
          { header: 'At', value: (s) => `+${Date.parse(s.at) - Date.parse(t.started_at)} ms` },
          { header: 'Action', value: (s) => s.action },
          { header: 'URL', value: (s) => s.url, max: 50 },
          { header: 'Selector', value: (s) => s.selector ?? '', max: 30 },
          { header: 'Status', value: (s) => s.status ?? '' },
          { header: 'Detail', value: (s) => s.detail ?? '', max: 60 },
        ]),
      ].join('\n'),
    );
  }
}
