/**
 * The CLI copies the API's closed vocabularies to keep start-up fast; these must stay equal to the contract.
 */
import { expect, test } from '@playwright/test';
import { STATUSES as CONTRACT_STATUSES } from '../../server/contract/extract';
import { MAX_PAGES as CONTRACT_MAX_PAGES } from '../../server/contract/values';
import { MODES as CONTRACT_MODES } from '../../server/contract/history';
import { SCOPES as CONTRACT_SCOPES } from '../../server/contract/keys';
import { ERROR_STATUS } from '../../server/contract/errors';
import { EXIT_BY_CODE } from '../../cli/exit-codes';
import { MAX_PAGES, MODES, SCOPES, STATUSES } from '../../cli/vocabulary';

test('the CLI vocabularies equal the contract', () => {
  expect([...STATUSES]).toEqual([...CONTRACT_STATUSES]);
  expect([...MODES]).toEqual([...CONTRACT_MODES]);
  expect([...SCOPES]).toEqual([...CONTRACT_SCOPES]);
  expect(MAX_PAGES).toBe(CONTRACT_MAX_PAGES);
});

test('every API error code has an exit code between 1 and 6', () => {
  expect(Object.keys(EXIT_BY_CODE).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  for (const code of Object.values(EXIT_BY_CODE)) {
    expect(code).toBeGreaterThanOrEqual(1);
    expect(code).toBeLessThanOrEqual(6);
  }
});
