/**
 * Extractions through the real API: a server from startServer() with the defaults, on one fetch
 * path, reading pages from the loopback corpus site (allowed by `allowNetworks`, as an operator
 * would allow a lab host; every other private address stays refused).
 */
import fs from 'node:fs';
import { createClient } from '../../server/client/index';
import type { ExtractOptions, ExtractResult } from '../../server/contract/extract';
import { startServer } from '../../server/index';
import { startCorpusSite } from './corpus-site';
import { tempDir } from '../../test/support/server';

export type FetchPath = 'http' | 'browser';

/** One extraction's answer, or its error. */
export interface Answer {
  result?: ExtractResult;
  error?: string;
  /** Round-trip time seen by the client, ms. */
  ms: number;
}

/** Runs `jobs` (url + schema) on a fresh server using `path`, `concurrency` at a time. */
export async function extractAll(
  fetchPath: FetchPath,
  jobs: { url: string; schema: Record<string, unknown>; options?: ExtractOptions }[],
  concurrency: number,
): Promise<Answer[]> {
  const dataDir = tempDir('pluck-quality-');
  const adminKey = 'pk_bench_quality_0123456789';
  const server = await startServer({ port: 0, dataDir, adminKey, log: false, engine: fetchPath, allowNetworks: ['127.0.0.1'], rateLimitPerSecond: 0 });
  const client = createClient({ baseUrl: server.url, apiKey: adminKey });
  const answers: Answer[] = new Array(jobs.length);
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < jobs.length) {
          const i = next++;
          const t = performance.now();
          try {
            const result = await client.extract({ url: jobs[i].url, schema: jobs[i].schema, options: jobs[i].options });
            answers[i] = { result, ms: performance.now() - t };
          } catch (err) {
            answers[i] = { error: (err as Error).message, ms: performance.now() - t };
          }
        }
      }),
    );
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return answers;
}

/** Serves `pages` (saved files under their original URLs) on a loopback site and extracts each with `schema` (and `options`) on `fetchPath`. */
export async function extractCorpus(
  pages: { url: string; file: string }[],
  schema: Record<string, unknown>,
  fetchPath: FetchPath,
  concurrency: number,
  options?: ExtractOptions,
): Promise<Answer[]> {
  const site = await startCorpusSite(pages);
  try {
    return await extractAll(
      fetchPath,
      pages.map((p) => ({ url: site.urlOf(p.url), schema, options })),
      concurrency,
    );
  } finally {
    await site.close();
  }
}

/** What a run over a corpus on one path counts, whatever it scores. */
export interface CorpusRun {
  /** Completed results, and those the corpus scores as holding a wrong or missing value. */
  completed: number;
  completedWrong: number;
  failed: number;
  /** Results read at the browser's settle cap (metadata.wait_cut). */
  cut: number;
  ms: number[];
  errors: string[];
}

/** A run with nothing counted yet. */
export function emptyRun(): CorpusRun {
  return { completed: 0, completedWrong: 0, failed: 0, cut: 0, ms: [], errors: [] };
}

/** Counts one answer; `wrong`: the corpus scores its result as holding a wrong or missing value. */
export function countAnswer(run: CorpusRun, a: Answer, wrong: boolean): void {
  run.ms.push(a.ms);
  if (!a.result) run.failed++;
  if (a.result?.metadata.wait_cut) run.cut++;
  if (a.result?.status === 'completed') {
    run.completed++;
    if (wrong) run.completedWrong++;
  }
}
