/**
 * Upgrading in place: a data folder (SQLite) and a PostgreSQL database written by the release before
 * the one query layer (migrations 1–9, each dialect with its own list) open with the new code with
 * nothing lost, and take new writes. The fixtures were made through that release's API by
 * test/fixtures/upgrade/make-fixture.mjs; in the api-scale project the PostgreSQL one is used.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, scaleBackend, scaleEnv, startTestServer, tempDir, test } from '../support/server';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'upgrade');

interface Manifest {
  admin_key: string;
  reader_key: string;
  reader_id: string;
  sync_id: string;
  task_id: string;
  monitor_id: string;
  webhook_secret: string;
  sync_data: Record<string, unknown>;
}

/** A copy of the fixture's data folder, and on PostgreSQL a new database restored from its dump. */
async function restore(): Promise<{ dataDir: string; manifest: Manifest; databaseUrl?: string }> {
  const dataDir = tempDir();
  const from = path.join(FIXTURES, scaleBackend() ? 'postgres-0009' : 'sqlite-0009');
  for (const f of fs.readdirSync(from).filter((f) => f !== 'pluck.sql')) fs.copyFileSync(path.join(from, f), path.join(dataDir, f));
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'manifest.json'), 'utf8')) as Manifest;
  if (!scaleBackend()) return { dataDir, manifest };
  const databaseUrl = (await scaleEnv({ PLUCK_DATA_DIR: dataDir })).PLUCK_DATABASE_URL!;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(fs.readFileSync(path.join(from, 'pluck.sql'), 'utf8'));
  } finally {
    await client.end();
  }
  return { dataDir, manifest, databaseUrl };
}

test('a database the previous release wrote opens with its keys, history, tasks and monitors, and takes new writes', async () => {
  const { dataDir, manifest: m, databaseUrl } = await restore();
  const server = await startTestServer({ dataDir, adminKey: m.admin_key, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    expect((await server.admin.listKeys()).items.map((k) => k.id)).toContain(m.reader_id);
    const reader = server.client(m.reader_key);
    const history = await reader.extractions();
    expect(history.items.map((r) => r.id)).toContain(m.sync_id);
    expect(await reader.extractionResult(m.sync_id)).toMatchObject({ status: 'completed', data: m.sync_data });
    expect(await reader.task(m.task_id)).toMatchObject({ id: m.task_id, status: 'completed' });
    expect(await server.admin.monitor(m.monitor_id)).toMatchObject({ id: m.monitor_id, webhook_url: 'http://127.0.0.1:9/hook' });

    const added = await server.admin.createKey({ name: 'after the upgrade', scopes: ['read'] });
    expect((await server.admin.listKeys()).items.map((k) => k.id)).toEqual(expect.arrayContaining([m.reader_id, added.id]));
    await server.admin.revokeKey(m.reader_id);
    await expect(reader.extractions()).rejects.toMatchObject({ code: 'unauthorized' });
  } finally {
    await server.close();
  }
});
