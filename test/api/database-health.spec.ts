/**
 * A damaged or unusable database is said so: start refuses naming the file and the fix, and a
 * database found damaged while serving makes /health answer 503 degraded (it cannot take work).
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openSqliteDatabase } from '../../server/db/sqlite/sqlite-database';
import { createExtractionsStore } from '../../server/db/stores/extractions';
import { createExtractionsService } from '../../server/modules/extractions/extractions.service';
import { test, expect, startTestServer, scaleBackend, tempDir } from '../support/server';

test.skip(() => scaleBackend(), 'damages the SQLite file directly');

/** Overwrites pages of the file between two fractions of its length (the header page is kept). */
function damage(file: string, from: number, to: number): void {
  const bytes = fs.readFileSync(file);
  const start = Math.max(4096, Math.floor((bytes.length * from) / 4096) * 4096);
  bytes.fill(0x5a, start, Math.floor(bytes.length * to));
  fs.writeFileSync(file, bytes);
}

/** A data folder whose database holds `n` completed history rows. */
async function seeded(n: number): Promise<string> {
  const dataDir = tempDir();
  const db = await openSqliteDatabase(path.join(dataDir, 'pluck.db'));
  try {
    await db.run('INSERT INTO tenants (id, created_at) VALUES (?, ?)', ['default', new Date().toISOString()]);
    const history = createExtractionsService(createExtractionsStore(db));
    await history.startMany(
      Array.from({ length: n }, (_, i) => ({
        tenantId: 'default',
        mode: 'extract' as const,
        url: `http://example.com/${i}`,
        request: { prompt: 'x'.repeat(400) },
      })),
    );
    // Finished runs: nothing at start touches them, so their pages are read from the file only when asked for.
    await db.run("UPDATE extractions SET status = 'completed'");
  } finally {
    await db.close();
  }
  return dataDir;
}

/** The message start refused with (undefined when it started). */
function startRefusal(options: { dataDir: string }): Promise<string | undefined> {
  return startTestServer(options).then(
    async (s) => {
      await s.close();
      return undefined;
    },
    (err: Error) => err.message,
  );
}

test('start refuses a damaged database naming the file and the fix', async () => {
  const dataDir = await seeded(500);
  const file = path.join(dataDir, 'pluck.db');
  damage(file, 0.3, 0.7);
  const refusal = await startRefusal({ dataDir });
  expect(refusal).toContain(`The database ${file} is damaged`);
  expect(refusal).toMatch(/\.recover/);
  expect(refusal).toMatch(/move the file away/);
});

test('start refuses a data folder it cannot create, naming it and what to do', async () => {
  const notAFolder = path.join(tempDir(), 'file');
  fs.writeFileSync(notAFolder, 'x');
  const refusal = await startRefusal({ dataDir: path.join(notAFolder, 'data') });
  expect(refusal).toContain(`Cannot create the data folder ${path.join(notAFolder, 'data')}`);
  expect(refusal).toMatch(/set PLUCK_DATA_DIR to a writable folder/);
});

test('start refuses a database another process holds locked, saying so', async () => {
  const dataDir = await seeded(1);
  const holder = new BetterSqlite3(path.join(dataDir, 'pluck.db'));
  try {
    holder.pragma('locking_mode = EXCLUSIVE');
    holder.exec('BEGIN EXCLUSIVE');
    const refusal = await startRefusal({ dataDir });
    expect(refusal).toMatch(/^The database .*pluck\.db is locked by another process .*own PLUCK_DATA_DIR/);
  } finally {
    holder.close();
  }
});

test('a database found damaged while serving makes /health answer 503 degraded with db failing', async () => {
  const dataDir = await seeded(3000);
  const server = await startTestServer({ dataDir });
  try {
    expect((await server.client().raw('GET', '/health')).body).toMatchObject({ status: 'ok', components: { db: 'ok' } });
    const file = path.join(dataDir, 'pluck.db');
    damage(file, 0.05, 0.9);
    // Another connection's write (page 1 only) makes the server's connection drop its page cache and read the file again.
    const other = new BetterSqlite3(file);
    other.pragma('user_version = 1');
    await other.close();
    const history = await server.admin.raw('GET', '/v1/extractions?limit=500');
    expect(history.status).toBe(500);
    const health = await server.client().raw('GET', '/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', components: { db: 'failing', db_error: expect.stringMatching(/malformed/) } });
  } finally {
    await server.close();
  }
});
