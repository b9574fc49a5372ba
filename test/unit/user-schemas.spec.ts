/**
 * Compiled user schemas are held in a bounded cache: a stream of distinct schemas does not keep
 * every compiled validator (Ajv keeps whatever it compiled, so the bound must drop whole instances).
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { test, expect } from '@playwright/test';
import { USER_SCHEMA_CACHE, userSchemaValidator } from '../../server/engine/validate/user-schemas';
import { validateData } from '../../server/engine/validate/validate';

function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

test('validators of distinct schemas are released past the cache bound', async () => {
  const refs: WeakRef<object>[] = [];
  for (let i = 0; i < 300; i++) {
    const schema = { type: 'object', properties: { [`field_${i}`]: { type: 'string', pattern: `^v${i}` } } };
    refs.push(new WeakRef(userSchemaValidator(schema)));
    // The engine validates with the validator the request check compiled.
    expect(validateData({ [`field_${i}`]: `v${i}` }, schema).status).toBe('completed');
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
  const alive = refs.filter((r) => r.deref() !== undefined).length;
  expect(alive).toBeLessThanOrEqual(USER_SCHEMA_CACHE.maxEntries);
});

test('the same schema is compiled once', () => {
  const schema = { type: 'object', properties: { title: { type: 'string' } } };
  expect(userSchemaValidator(schema)).toBe(userSchemaValidator(JSON.parse(JSON.stringify(schema))));
});
