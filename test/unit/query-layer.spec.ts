import { expect, test } from '@playwright/test';
import crypto from 'node:crypto';
import path from 'node:path';
import { MIGRATIONS } from '../../server/db/migrations';
import { toPositional } from '../../server/db/postgres/pg-database';
import { pgDialect } from '../../server/db/postgres/pg-dialect';
import { openSqliteDatabase } from '../../server/db/sqlite/sqlite-database';
import { sqliteDialect } from '../../server/db/sqlite/sqlite-dialect';
import { tempDir } from '../support/server';

test('SQLite placeholders become numbered ones; a repeated name is one parameter; literals are left alone', () => {
  expect(toPositional('SELECT * FROM t WHERE a = ? AND b = ?', [1, undefined])).toEqual({ text: 'SELECT * FROM t WHERE a = $1 AND b = $2', values: [1, null] });
  expect(toPositional("UPDATE t SET x = @x WHERE (c < @bc OR (c = @bc AND id < @id)) AND s = 'a@b?'", { x: 1, bc: 'c', id: 'i', unused: 2 })).toEqual({
    text: "UPDATE t SET x = $1 WHERE (c < $2 OR (c = $2 AND id < $3)) AND s = 'a@b?'",
    values: [1, 'c', 'i'],
  });
  expect(toPositional("SELECT failure::jsonb ->> 'family' FROM t WHERE e LIKE ? ESCAPE '\\'", ['%x%']).text).toBe(
    "SELECT failure::jsonb ->> 'family' FROM t WHERE e LIKE $1 ESCAPE '\\'",
  );
});

// The checksums SQLite and PostgreSQL databases recorded for each migration when each dialect had its
// own list (version, SQLite, PostgreSQL): the one list must give each database the same text, or an
// existing database refuses to start (server/db/migrate.ts).
const SHIPPED: [number, string, string][] = [
  [1, '24b6344bbf4b1af132c05c820d8bf96bd1e5bcb64d38a41302cdf4744a1a08aa', '2fe690d0061f4097fcad67c3910bc46c113a918041c8e547afc39fa8143f5b04'],
  [2, 'b78ef246c50821ed405127f585e537263032f09fa581e1ba5c8dbfb2845f04e1', 'd6e4f4f63f3cb1f593f01c493a67f2bc4f7f6010207e7204a4db2ffff94705cd'],
  [3, '4e23911d10afd2d3fdb7b06de7f7ff3a7a68dd85ea0a90e35c888e0bc968f0fd', '5cf0535ff59acbed09bfa5b75247c2118e68f7e788e691eca35c21a04c79f461'],
  [4, '35737886c11a281233c3ca2dc6e044b1be4d94a7528ee1ecde9624dc69b798af', '35737886c11a281233c3ca2dc6e044b1be4d94a7528ee1ecde9624dc69b798af'],
  [5, 'a708d0942ac56a4762e97f65d124cacfe6fbae12d280fcf3a9c14dccd6a7a29b', '6ca95409179ca6eb7bedc8b110214ca5d7aaa49209b45caf180a9e19b262e065'],
  [6, '92b3d6a8c3628adb260eab6d08a2ebe99b8360b4eabd1d1a3ff29dbaecfd07e5', 'fdbd01672dd8ddc550b668880b000d78d03ab6f63f6e242523a98e6b9503623f'],
  [7, '8c1489194714966fedb479722669ff95387df0c4e657126fa26c67650605fecd', '8e6e963a79f7a830d1b7db2b87788e6965980072ca2c9c17bebbad36600499ad'],
  [8, '179fe0da0ec7f58164989e6f0a106de14939784aff59f914df65dd24fd616be6', '8c9961fd231cf3415b0c085ebc2a5978fc4cbabb8841eed843d56f6440860f96'],
  [9, 'c85d0eb4ed1551693c84573b8eaec534da1dd9a8dab0bed1ac390690aa920e9d', 'c85d0eb4ed1551693c84573b8eaec534da1dd9a8dab0bed1ac390690aa920e9d'],
];

test('the one migration list gives each database the text it recorded before: existing databases upgrade in place', () => {
  const sum = (sql: string) => crypto.createHash('sha256').update(sql).digest('hex');
  const now = MIGRATIONS.filter((m) => m.version <= SHIPPED.length).map((m) => [
    m.version,
    sum(sqliteDialect.migration(m.sql)),
    sum(pgDialect.migration(m.sql)),
  ]);
  expect(now).toEqual(SHIPPED);
});

test('a list parameter matches each of its items on SQLite, an empty list none, and a ? inside a literal is left alone', async () => {
  const db = await openSqliteDatabase(path.join(tempDir(), 'pluck.db'));
  try {
    await db.run("INSERT INTO tenants (id, created_at) VALUES ('a', 'x'), ('b', 'x'), ('c', 'x')");
    const rows = await db.all<{ id: string }>(`SELECT id FROM tenants WHERE ${db.dialect.inList('id', '@ids')} ORDER BY id`, { ids: ['a', 'c', "it's"] });
    expect(rows.map((r) => r.id)).toEqual(['a', 'c']);
    const sql = `SELECT id, '?' AS q FROM tenants WHERE ${db.dialect.inList('id', '?')} AND created_at = ? ORDER BY id`;
    expect(await db.all(sql, [['b', 'c'], 'x'])).toEqual([
      { id: 'b', q: '?' },
      { id: 'c', q: '?' },
    ]);
    expect(await db.all(sql, [[], 'x'])).toEqual([]);
  } finally {
    await db.close();
  }
});

test('on SQLite a statement from outside a transaction waits for it to end, and a failed transaction leaves nothing', async () => {
  const db = await openSqliteDatabase(path.join(tempDir(), 'pluck.db'));
  try {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inside = db.tx(async (q) => {
      await q.run("INSERT INTO tenants (id, created_at) VALUES ('t', 'x')");
      await gate;
      await q.run("UPDATE tenants SET created_at = 'y' WHERE id = 't'");
    });
    const outside = db.one<{ created_at: string }>("SELECT created_at FROM tenants WHERE id = 't'");
    release();
    await inside;
    expect(await outside).toEqual({ created_at: 'y' });
    await expect(
      db.tx(async (q) => {
        await q.run("INSERT INTO tenants (id, created_at) VALUES ('u', 'x')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.one("SELECT id FROM tenants WHERE id = 'u'")).toBeUndefined();
  } finally {
    await db.close();
  }
});
