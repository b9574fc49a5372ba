/**
 * Extractions through the real API: a server from startServer() with the defaults, on one fetch
 * path, reading pages from the loopback corpus site (allowed by `allowNetworks`, as an operator
 * would allow a lab host; every other private address stays refused).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '../../server/client/index';
import type { ExtractResult } from '../../server/contract/extract';
import { startServer } from '../../server/index';

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
  jobs: { url: string; schema: Record<string, unknown> }[],
  concurrency: number,
): Promise<Answer[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-quality-'));
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
            const result = await client.extract({ url: jobs[i].url, schema: jobs[i].schema });
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
