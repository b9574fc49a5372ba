import { expect, test } from '@playwright/test';
import { MIGRATIONS } from '../../server/db/migrations';
import { PG_MIGRATIONS } from '../../server/db/postgres/migrations';
import { assertInStep, toPositional } from '../../server/db/postgres/pg-database';

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

test('every SQLite migration has its PostgreSQL translation with the same number and name, and a missing one stops start', () => {
  expect(PG_MIGRATIONS.map((m) => [m.version, m.name])).toEqual(MIGRATIONS.map((m) => [m.version, m.name]));
  expect(() => assertInStep()).not.toThrow();
  expect(() => assertInStep(PG_MIGRATIONS.slice(0, -1))).toThrow(/out of step with SQLite's/);
});
