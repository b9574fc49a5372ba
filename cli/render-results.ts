/**
 * Human views of extraction results, tasks and history rows, shared by the commands that show them.
 */
import type { FieldEvidence, Task } from '../server/contract/extract';
import type { HistoryRow } from '../server/contract/history';
import { percent, pretty, summary, table, when } from './output';

function ms(value: unknown): string | undefined {
  return typeof value === 'number' ? `${Math.round(value)} ms` : undefined;
}

function cost(value: unknown): string | undefined {
  return typeof value === 'number' ? `$${value.toFixed(value && value < 0.01 ? 6 : 4)}` : undefined;
}

/** Summary of result metadata, then the data as JSON. */
export function renderResult(r: { id?: string; status: string; data: unknown; metadata: Record<string, unknown>; free_tier_remaining?: number }): string {
  const m = r.metadata ?? {};
  const head = summary([
    ['Status', r.status],
    ['Id', r.id],
    ['Completeness', percent(m.completeness)],
    ['Pages', m.pages],
    ['Tokens', m.tokens],
    ['Cost', cost(m.cost)],
    ['Duration', ms(m.duration_ms)],
    ['Missing', Array.isArray(m.missing) && m.missing.length ? m.missing : undefined],
    ['Reason', m.reason],
    ['Unverified', Array.isArray(m.unverified) && m.unverified.length ? m.unverified : undefined],
    ['Free tier left', r.free_tier_remaining],
  ]);
  const evidence = m.evidence && typeof m.evidence === 'object' ? Object.entries(m.evidence as Record<string, FieldEvidence>) : [];
  return `${head}\n\n${pretty(r.data)}${evidence.length ? `\n\n${renderEvidence(evidence)}` : ''}`;
}

/** Where each value was read, one line each (options.evidence). */
function renderEvidence(rows: [string, FieldEvidence][]): string {
  return table(rows, [
    { header: 'Value', value: ([pointer]) => pointer },
    { header: 'Source', value: ([, e]) => e.source },
    { header: 'Selector', value: ([, e]) => e.selector, max: 50 },
    { header: 'Text', value: ([, e]) => e.text, max: 60 },
  ]);
}

/** A task: its state, then its result or its failure. */
export function renderTask(t: Task): string {
  const head = summary([
    ['Task', t.id],
    ['Status', t.status],
    ['URL', t.url],
    ['Attempts', t.attempts],
    ['Created', when(t.created_at)],
    ['Updated', when(t.updated_at)],
    ['Error', t.error],
    ['Failure', t.failure ? `${t.failure.family}, retry ${t.failure.retry_class}` : undefined],
    ['Hint', t.failure?.operator_hint],
  ]);
  if (t.data === null || t.data === undefined) return head;
  return `${head}\n\n${renderResult({ status: t.status, data: t.data, metadata: t.metadata ?? {} })}`;
}

/** Several tasks, one line each. */
export function renderTaskTable(tasks: Task[]): string {
  return table(tasks, [
    { header: 'Task', value: (t) => t.id },
    { header: 'Status', value: (t) => t.status },
    { header: 'Complete', value: (t) => percent(t.metadata?.completeness) },
    { header: 'URL', value: (t) => t.url, max: 60 },
    { header: 'Error', value: (t) => t.error, max: 60 },
  ]);
}

/** History rows, one line each. */
export function renderHistoryTable(rows: HistoryRow[]): string {
  return table(
    rows,
    [
      { header: 'Id', value: (r) => r.id },
      { header: 'Created', value: (r) => when(r.created_at) },
      { header: 'Mode', value: (r) => r.mode },
      { header: 'Status', value: (r) => r.status },
      { header: 'Pages', value: (r) => r.pages },
      { header: 'Complete', value: (r) => percent(r.completeness) },
      { header: 'Duration', value: (r) => ms(r.duration_ms) },
      { header: 'Failure', value: (r) => r.failure?.family },
      { header: 'URL', value: (r) => r.url, max: 60 },
    ],
    'No extractions match.',
  );
}

/** One history row in full. */
export function renderHistoryRow(r: HistoryRow): string {
  return summary([
    ['Id', r.id],
    ['Mode', r.mode],
    ['Status', r.status],
    ['URL', r.url],
    ['Async', r.async],
    ['Task', r.task_id ?? undefined],
    ['Monitor', r.monitor_id ?? undefined],
    ['Engine', r.engine],
    ['Provider', r.provider],
    ['Model', r.model],
    ['Pages', r.pages],
    ['Completeness', percent(r.completeness)],
    ['Tokens', r.tokens],
    ['Cost', cost(r.cost)],
    ['Duration', ms(r.duration_ms)],
    ['Cached', r.cached],
    ['Attempts', r.attempts],
    ['Sync retries', r.sync_retries],
    ['Async retries', r.async_retries],
    ['Last retry reason', r.last_retry_reason ?? undefined],
    ['Error', r.error],
    ['Failure', r.failure ? `${r.failure.family}, retry ${r.failure.retry_class}${r.failure.retryable ? '' : ' (not retryable)'}` : undefined],
    ['Hint', r.failure?.operator_hint],
    ['Screenshot', r.evidence_screenshot_path ? `pluck extractions artifact ${r.id} --kind screenshot -o FILE` : undefined],
    ['Visual image', r.visual_image_path ? `pluck extractions artifact ${r.id} --kind visual-image -o FILE` : undefined],
    ['Created', when(r.created_at)],
    ['Updated', when(r.updated_at)],
  ]);
}
