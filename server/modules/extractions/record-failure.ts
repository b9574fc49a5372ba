/**
 * The one way a failed run is recorded: its history row gets the raw error, the API code and the
 * classified failure (plus the evidence PNG when one was captured), and the caller gets the AppError
 * to answer with. Shared by extract, task and visual runs.
 */
import { AppError } from '../../contract/errors';
import { ExtractionError } from '../../engine/types';
import { apiCodeOf } from '../extract/engine-errors';
import type { ArtifactFiles } from '../../artifacts/artifact-files';
import type { Logger } from '../../logger';
import { classifyFailure } from './classify-failure';
import type { ExtractionsService } from './extractions.service';

/** Where a failure is recorded. */
export interface FailureSinks {
  extractions: ExtractionsService;
  artifacts: ArtifactFiles;
  log: Logger;
}

/** Records `err` on row `rowId` and returns the error to throw; `what` names the run in messages. */
export async function recordFailure(sinks: FailureSinks, tenantId: string, rowId: string, err: unknown, durationMs: number, what: string): Promise<AppError> {
  const { extractions, artifacts, log } = sinks;
  const ms = Math.round(durationMs);
  if (err instanceof ExtractionError) {
    log.warn({ extraction_id: rowId, code: err.code, family: err.family, duration_ms: ms }, `${what} failed: ${err.message}`);
    const evidencePath = err.extra.evidence ? await artifacts.write(tenantId, 'screenshot', `${rowId}-evidence.png`, err.extra.evidence) : undefined;
    await extractions.fail(rowId, {
      error: err.extra.raw ?? err.message,
      errorCode: apiCodeOf(err),
      failure: classifyFailure({ family: err.family, httpStatus: err.extra.httpStatus, message: err.message }),
      durationMs,
      evidencePath,
    });
    return new AppError(apiCodeOf(err), err.message, {
      details: { extraction_id: rowId, family: err.family, ...(err.extra.httpStatus ? { http_status: err.extra.httpStatus } : {}) },
    });
  }
  if (err instanceof AppError) {
    log.warn({ extraction_id: rowId, code: err.code, duration_ms: ms }, `${what} failed: ${err.message}`);
    await extractions.fail(rowId, {
      error: err.message,
      errorCode: err.code,
      failure: classifyFailure({ family: err.code === 'invalid_request' ? 'config' : 'internal', message: err.message }),
      durationMs,
    });
    return err;
  }
  log.error({ err, extraction_id: rowId, duration_ms: ms }, `${what} crashed`);
  await extractions.fail(rowId, {
    error: String((err as Error)?.stack ?? err),
    errorCode: 'internal',
    failure: classifyFailure({ family: 'internal', message: String(err) }),
    durationMs,
  });
  return new AppError('internal', `${what} failed with an internal error`, { details: { extraction_id: rowId } });
}

/** Records a synchronous run whose client went away as `cancelled` (never charged) and returns the error to throw. */
export async function recordAbandoned(sinks: Pick<FailureSinks, 'extractions' | 'log'>, rowId: string, what: string): Promise<AppError> {
  await sinks.extractions.setStatus(rowId, 'cancelled');
  sinks.log.info({ extraction_id: rowId }, `${what} stopped: its client went away`);
  return new AppError('conflict', `The ${what.toLowerCase()} was stopped: its client went away before the answer`, { details: { extraction_id: rowId } });
}
