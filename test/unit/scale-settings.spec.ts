import { expect, test } from '@playwright/test';
import { defaultOptions, optionsFromEnv } from '../../server/options';
import { settingsBanner } from '../../server/settings-banner';

test('the scale-out settings are read from the environment; a bad role is refused by name', () => {
  const o = optionsFromEnv({
    PLUCK_DATABASE_URL: 'postgres://p@db/pluck',
    PLUCK_REDIS_URL: 'redis://r:6379',
    PLUCK_REDIS_PREFIX: 'acme',
    PLUCK_ROLE: 'worker',
  });
  expect(o).toMatchObject({ databaseUrl: 'postgres://p@db/pluck', redisUrl: 'redis://r:6379', redisPrefix: 'acme', role: 'worker' });
  const embedded = optionsFromEnv({});
  expect([embedded.databaseUrl, embedded.redisUrl, embedded.redisPrefix, embedded.role]).toEqual([undefined, undefined, 'pluck', 'all']);
  expect(() => optionsFromEnv({ PLUCK_ROLE: 'both' })).toThrow(/PLUCK_ROLE must be one of api, worker, all/);
});

test('the start banner shows database and Redis URLs with their passwords masked', () => {
  const banner = settingsBanner({ ...defaultOptions(), databaseUrl: 'postgres://pluck:s3cret-pw@db:5432/pluck', redisUrl: 'redis://:r3dis-pw@cache:6379' });
  expect(banner).toContain('postgres://pluck:****@db:5432/pluck');
  expect(banner).toContain('redis://:****@cache:6379');
  expect(banner).not.toMatch(/s3cret-pw|r3dis-pw/);
});
