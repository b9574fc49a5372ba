/**
 * The data folder is the server user's alone: created 0700, an existing open one tightened; the
 * database, its WAL and shared-memory files, artifacts and the secret key file are 0600.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createArtifactFiles } from '../../server/artifacts/artifact-files';
import { expect, scaleBackend, startTestServer, tempDir, test } from '../support/server';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

test.skip(() => scaleBackend(), 'the SQLite files are what is checked');

test('a new data folder is 0700 and the database, WAL, shared memory and key file are 0600', async () => {
  const dataDir = path.join(tempDir(), 'data');
  const server = await startTestServer({ dataDir });
  try {
    // A stored credential makes the key file; an extraction row goes through the WAL.
    await server.admin.raw('POST', '/v1/auth/credentials', { name: 'site', login_url: 'http://127.0.0.1:9/login', username: 'u', password: 'p' });
    await server.admin.raw('POST', '/v1/extract', { url: 'http://127.0.0.1:9/', prompt: 'the title' });
    expect(modeOf(dataDir)).toBe('700');
    for (const name of ['pluck.db', 'pluck.db-wal', 'pluck.db-shm', 'secret.key']) expect(modeOf(path.join(dataDir, name)), name).toBe('600');
  } finally {
    await server.close();
  }
});

test('an existing folder and database other users could read are tightened at start', async () => {
  const dataDir = path.join(tempDir(), 'data');
  await (await startTestServer({ dataDir })).close();
  fs.chmodSync(dataDir, 0o755);
  fs.chmodSync(path.join(dataDir, 'pluck.db'), 0o644);
  const lines: string[] = [];
  const server = await startTestServer({ dataDir, log: true, logStream: { write: (l) => void lines.push(l) } });
  try {
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'pluck.db'))).toBe('600');
    expect(lines.join('')).toContain('the data folder was readable by other users (mode 755); its mode is now 700');
  } finally {
    await server.close();
  }
});

test('artifacts are written 0600 in 0700 folders', async () => {
  const files = createArtifactFiles(tempDir());
  const rel = await files.write('default', 'screenshot', 'ext_1-evidence.png', Buffer.from('png'));
  expect(modeOf(files.resolve(rel))).toBe('600');
  expect(modeOf(path.dirname(files.resolve(rel)))).toBe('700');
});
