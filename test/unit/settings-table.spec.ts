/**
 * The settings are one table (server/settings/table.ts): the configuration reference, the reading of the
 * environment and the start banner all come from it, so what the reference says is what the server does.
 * That the committed reference is current is checked with the other generated docs (test/unit/docs.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultOptions, optionsFromEnv } from '../../server/options';
import { settingsBanner } from '../../server/settings-banner';

const committed = () => fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'configuration.md'), 'utf8');

/** The reference's rows: variable, what it accepts, and its default as written. */
function referenceRows(): { env: string; accepts: string; shownDefault: string }[] {
  return [...committed().matchAll(/^\| `([A-Z_]+)` \| (.+?) \| (.+?) \|/gm)].map(([, env, accepts, shownDefault]) => ({ env, accepts, shownDefault }));
}

/** A value the variable accepts that differs from its default. */
function otherValue({ accepts, shownDefault }: { accepts: string; shownDefault: string }): string {
  if (accepts === 'number') return '7';
  if (accepts === 'on/off') return shownDefault === 'on' ? 'off' : 'on';
  const words = [...accepts.matchAll(/`([^`]+)`/g)].map(([, w]) => w);
  return words.find((w) => `\`${w}\`` !== shownDefault) ?? 'other-value';
}

test('each variable of the configuration reference is read at start and listed by the start banner, in its order', () => {
  const rows = referenceRows();
  expect(rows.length).toBeGreaterThan(50);
  const banner = settingsBanner(defaultOptions());
  expect([...banner.matchAll(/^ {2}(\S+)/gm)].map(([, env]) => env)).toEqual(rows.map((r) => r.env));
  for (const row of rows) {
    expect(optionsFromEnv({ [row.env]: otherValue(row) }), `${row.env} is read`).not.toEqual(optionsFromEnv({}));
  }
});

test('the defaults the reference states are the ones in effect when nothing is set', () => {
  const banner = settingsBanner(optionsFromEnv({ PLUCK_DATA_DIR: '/srv/pluck' }));
  for (const { env, shownDefault } of referenceRows()) {
    // A number with a unit (15 MiB (`15728640`)) shows the number to write; words (unset, auto-detected) are not values.
    const [, whole, number] = /^`([^`]*)`$|\(`([^`]*)`\)$/.exec(shownDefault) ?? [];
    const literal = whole ?? number;
    const expected = env === 'PLUCK_DATA_DIR' ? '/srv/pluck' : shownDefault === 'on' ? 'true' : shownDefault === 'off' ? 'false' : (literal ?? '-');
    expect(banner, env).toMatch(new RegExp(`^ {2}${env} +${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
  }
});

test('a value that does not parse is refused, naming the variable and what it accepts', () => {
  expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow('PORT must be a number, got "eighty"');
  expect(() => optionsFromEnv({ PLUCK_ENGINE: 'fast' })).toThrow('PLUCK_ENGINE must be one of auto, browser, http, got "fast"');
  expect(() => optionsFromEnv({ PLUCK_LLM_PROVIDER: 'x' })).toThrow('PLUCK_LLM_PROVIDER must be one of builtin, openai, anthropic, got "x"');
  expect(() => optionsFromEnv({ PLUCK_EVIDENCE_SCREENSHOTS: 'some' })).toThrow(
    'PLUCK_EVIDENCE_SCREENSHOTS must be one of always, on_failure, never, got "some"',
  );
  expect(optionsFromEnv({ PORT: '', PLUCK_ALLOW_NETWORKS: '  ', PLUCK_LOG: '' })).toEqual(optionsFromEnv({}));
});

test('the start banner masks every key, the transcription key included', () => {
  const key = 'tk-transcribe-0123456789';
  const banner = settingsBanner(optionsFromEnv({ PLUCK_TRANSCRIBE_API_KEY: key, OPENAI_API_KEY: key, PLUCK_SECRET_KEY: key }));
  expect(banner).toMatch(/^ {2}PLUCK_TRANSCRIBE_API_KEY +\*{4}6789$/m);
  expect(banner).not.toContain(key);
});
