/**
 * Visual extraction rules around the engine: request checks, quota, the history row (mode
 * `visual`), the retained annotated PNG and evidence screenshot, and the response shape.
 */
import { AppError } from '../../contract/errors';
import type { VisualRequest, VisualResponse } from '../../contract/features';
import type { Engine, EvidencePolicy } from '../../engine/types';
import type { ArtifactFiles } from '../../artifacts/artifact-files';
import type { Logger } from '../../logger';
import { parseHttpUrl } from '../../net/http-url';
import { recordAbandoned, recordFailure } from '../extractions/record-failure';
import type { ExtractionsService } from '../extractions/extractions.service';
import type { UsageService } from '../usage/usage.service';

/** What the visual service needs. */
export interface VisualDeps {
  engine: Engine;
  extractions: ExtractionsService;
  usage: UsageService;
  artifacts: ArtifactFiles;
  log: Logger;
  evidence: EvidencePolicy;
  /** The egress check of a submitted URL (net/egress-policy): 400 naming the field when it may not be fetched. */
  checkUrl: (url: string) => Promise<void>;
}

/** Creates the visual service. */
export function createVisualService(deps: VisualDeps) {
  const { engine, extractions, usage, artifacts, log } = deps;
  return {
    /** POST /v1/visual: runs in the browser and records a `visual` history row. */
    async run(tenantId: string, req: VisualRequest, signal?: AbortSignal): Promise<VisualResponse> {
      const url = parseHttpUrl(req.url).toString();
      // Refused before a history row exists: a deployment without a browser records nothing.
      if (!(await engine.browserAvailable())) {
        throw new AppError('browser_unavailable', 'Visual extraction needs a browser, and this deployment has none (engine mode http, or no Chromium found)');
      }
      await usage.assertQuota(tenantId);
      await deps.checkUrl(url);
      const {
        ids: [rowId],
        remaining,
      } = await usage.reserve(tenantId, [{ tenantId, mode: 'visual', url, request: { ...req } }]);
      const t0 = performance.now();
      try {
        const r = await engine.visual({ url, instruction: req.instruction }, signal);
        // A client that left while the page was read is not charged for it.
        signal?.throwIfAborted();
        const visualPath = await artifacts.write(tenantId, 'visual_image', `${rowId}-visual.png`, r.annotated);
        const evidencePath = deps.evidence === 'always' ? await artifacts.write(tenantId, 'screenshot', `${rowId}-evidence.png`, r.raw) : undefined;
        const { elements, width, height, viewport, title, url: finalUrl } = r.inventory;
        // Partial when anything the instruction names was not found; the reason says what and why.
        const status = r.selected.length > 0 && r.completeness === 1 ? ('completed' as const) : ('partial' as const);
        const metadata = {
          completeness: r.completeness,
          ...(status === 'partial' ? { reason: r.reason ?? 'No element on the page matched the instruction' } : {}),
          duration_ms: r.duration_ms,
          elements: elements.length,
          selected: r.selected.length,
          engine: 'browser',
          provider: r.provider,
          model: r.model,
          tokens: r.tokens,
          cost: r.cost,
          pages: 1,
          url: finalUrl,
          title,
          page: { width, height },
          viewport,
        };
        await extractions.succeed(rowId, {
          status,
          result: { status, data: { elements, selected: r.selected }, metadata },
          engine: 'browser',
          provider: r.provider,
          model: r.model,
          duration_ms: r.duration_ms,
          tokens: r.tokens,
          cost: r.cost,
          pages: 1,
          completeness: metadata.completeness,
          sync_retries: 0,
          cached: false,
          evidencePath,
          visualImagePath: visualPath,
        });
        const row = await extractions.row(tenantId, rowId);
        return {
          id: rowId,
          status,
          data: {
            elements,
            selected: r.selected,
            ...(req.include_screenshot ? { screenshot: { mime: 'image/png' as const, base64: r.annotated.toString('base64'), width, height } } : {}),
          },
          metadata,
          visual_image_path: row.visual_image_path as string,
          ...(row.evidence_screenshot_path ? { evidence_screenshot_path: row.evidence_screenshot_path } : {}),
          free_tier_remaining: remaining,
        };
      } catch (err) {
        if (signal?.aborted) throw await recordAbandoned({ extractions, log }, rowId, 'Visual extraction');
        throw await recordFailure({ extractions, artifacts, log }, tenantId, rowId, err, performance.now() - t0, 'Visual extraction');
      }
    },
  };
}

export type VisualService = ReturnType<typeof createVisualService>;
