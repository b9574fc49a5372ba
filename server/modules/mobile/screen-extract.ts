/**
 * Extraction from what a device shows (POST /v1/mobile/sessions/{id}/extract): the window hierarchy
 * (`uiautomator dump`) and a screenshot read as the page of an ordinary run — the same engine,
 * providers, validation, usage and history (mode `mobile`), the screenshot kept as its evidence.
 */
import type { ExtractResult } from '../../contract/extract';
import type { ScreenExtractRequest } from '../../contract/mobile';
import type { FetchedPage } from '../../engine/fetch/fetched-page';
import { readUiHierarchy } from '../../engine/page/ui-hierarchy';
import { ExtractionError } from '../../engine/types';
import type { ExtractService } from '../extract/extract.service';
import type { UsageService } from '../usage/usage.service';
import type { DeviceControl } from '../../engine/mobile/device-backend';
import type { SessionRow } from './mobile.store';

/** What screen extraction needs. */
export interface ScreenExtractDeps {
  extract: ExtractService;
  usage: UsageService;
}

/** Reads the device's screen as a fetched page. */
async function readScreen(control: DeviceControl, s: SessionRow): Promise<FetchedPage> {
  const t0 = performance.now();
  let xml: string;
  let png: Buffer;
  try {
    [xml, png] = await Promise.all([control.uiDump(s.device_id), control.screencap(s.device_id)]);
  } catch (err) {
    throw new ExtractionError('upstream_failed', `Could not read the screen of ${s.platform} device ${s.device_id}: ${(err as Error).message}`, 'network');
  }
  let ui;
  try {
    ui = readUiHierarchy(xml);
  } catch (err) {
    throw new ExtractionError('upstream_failed', `The window hierarchy of device ${s.device_id} could not be read: ${(err as Error).message}`, 'content', {
      raw: xml.slice(0, 2000),
    });
  }
  return {
    url: `android://${s.device_id}/${ui.package}`,
    status: 200,
    headers: {},
    html: ui.html,
    ms: Math.round(performance.now() - t0),
    engine: 'device',
    evidence: png,
    screen: { outline: ui.outline, png },
  };
}

/** Runs one extraction from the screen of session `s` for its tenant. */
export async function extractScreen(
  deps: ScreenExtractDeps,
  control: DeviceControl,
  s: SessionRow,
  req: ScreenExtractRequest,
  signal?: AbortSignal,
): Promise<ExtractResult> {
  await deps.usage.assertQuota(s.tenant_id);
  const url = `android://${s.device_id}`;
  const job = deps.extract.prepareFrom(url, req);
  const { ids, remaining } = await deps.usage.reserve(s.tenant_id, [
    { tenantId: s.tenant_id, mode: 'mobile', url, request: { url, session_id: s.id, ...req } },
  ]);
  const r = await deps.extract.runJob(s.tenant_id, ids[0], job, signal, undefined, () => readScreen(control, s));
  return deps.extract.resultOf(ids[0], r, remaining);
}
