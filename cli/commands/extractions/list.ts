import { Flags } from '@oclif/core';
import type { HistoryQuery } from '../../../server/contract/history';
import { ApiCommand } from '../../base-command';
import { renderHistoryTable } from '../../render-results';
import { MODES, STATUSES } from '../../vocabulary';
import { pageFlags } from '../../page-flags';
import { FAILURE_FAMILIES, RETRY_CLASSES } from '../../../server/contract/values';

/** `pluck extractions list`. */
export default class ExtractionsList extends ApiCommand {
  static override summary = 'List extraction history, newest first, with filters.';
  static override description =
    'GET /v1/extractions for the key’s tenant: sync, async, authenticated and visual runs. --all follows ' +
    'next_cursor to the end (its --json is one {"items": [...], "next_cursor": null}).';
  static override examples = [
    '<%= config.bin %> extractions list --status failed --since-hours 24',
    '<%= config.bin %> extractions list --failure-family network --retry-class backoff --json',
    '<%= config.bin %> extractions list --all --json | jq ".items | length"',
  ];
  static override flags = {
    status: Flags.string({ description: 'Only rows with this status.', options: [...STATUSES] }),
    mode: Flags.string({ description: 'Only this kind of run.', options: [...MODES] }),
    'monitor-id': Flags.string({ description: 'Only runs of this monitor (mon_…).' }),
    'failure-family': Flags.string({ description: 'Only failures of this family.', options: [...FAILURE_FAMILIES] }),
    'retry-class': Flags.string({ description: 'Only failures of this retry class.', options: [...RETRY_CLASSES] }),
    'since-hours': Flags.string({ description: 'Only rows from the last N hours (decimals allowed).' }),
    ...pageFlags('Rows'),
    all: Flags.boolean({ description: 'Follow next_cursor and list every matching row.' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(ExtractionsList);
    const since = flags['since-hours'] === undefined ? undefined : Number(flags['since-hours']);
    if (since !== undefined && !(since > 0)) this.usageError('--since-hours must be a number above 0');
    const query: Partial<HistoryQuery> = {
      status: flags.status as HistoryQuery['status'],
      mode: flags.mode as HistoryQuery['mode'],
      monitor_id: flags['monitor-id'],
      failure_family: flags['failure-family'] as HistoryQuery['failure_family'],
      retry_class: flags['retry-class'] as HistoryQuery['retry_class'],
      since_hours: since,
      limit: flags.limit,
      cursor: flags.cursor,
    };
    let page = await this.client.extractions(query);
    if (flags.all) {
      const items = [...page.items];
      while (page.next_cursor) {
        page = await this.client.extractions({ ...query, cursor: page.next_cursor });
        items.push(...page.items);
      }
      page = { items, next_cursor: null };
    }
    const list = page;
    this.emit(list, () => renderHistoryTable(list.items));
    if (!this.jsonMode && list.next_cursor) this.note(`More rows: add --cursor ${list.next_cursor} (or --all).`);
  }
}
