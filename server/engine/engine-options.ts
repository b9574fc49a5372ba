/**
 * What the engine is built from: its own settings plus the ports it declares and the composition
 * root fills with concrete providers (server/providers/wire-engine.ts). The engine imports none of them.
 */
import type { Page } from 'puppeteer-core';
import type { Extractor, ExtractorId } from './extract/extractor';
import type { FetchedPage } from './fetch/fetched-page';
import type { HttpDispatchers, HttpLimits } from './fetch/http-fetch';
import type { EvidencePolicy } from './types';
import type { LabelPicker } from './visual/run-visual';

/** Fetch path: auto (browser, falling back to HTTP), browser only, or HTTP only. */
export type EngineMode = 'auto' | 'browser' | 'http';

/** Checks a URL before it is fetched (the SSRF guard); refuses with an error whose code is EGRESS_REFUSED (fetch/fetch-failures.ts). */
export type UrlGuard = (url: string) => Promise<void>;

/** What one page may cost on the browser path; past either the fetch fails with family `limits`. */
export interface BrowserLimits {
  /** Bytes received for the page and all its sub-resources. */
  maxPageBytes: number;
  /** Elements in the loaded document. */
  maxDomNodes: number;
}

/** Every fetch limit of the deployment. */
export type FetchLimits = HttpLimits & BrowserLimits;

/** What one browser fetch needs. */
/** The attribute the browser path writes each element's box in when BrowserFetchOptions.boxes asks. */
export const BOX_ATTRIBUTE = 'data-pluck-box';

export interface BrowserFetchOptions {
  signal: AbortSignal;
  timeoutSeconds: number;
  /** Absolute deadline (performance.now() ms) shared with the rest of the run. */
  deadline: number;
  /** CSS selector, `load` or `networkIdle`. */
  waitFor?: string;
  /** SSRF guard for every request the page makes; undefined when private addresses are allowed. */
  guard?: UrlGuard;
  evidence: EvidencePolicy;
  /** Write each rendered element's box on the page into the markup read (as BOX_ATTRIBUTE="x,y,width,height"), for evidence over the screenshot. */
  boxes?: boolean;
  limits: BrowserLimits;
  /**
   * Reads a URL that served a document instead of a page (a PDF or binary file, which Chromium
   * turns into an aborted download; an image; a text file) over the SSRF-guarded HTTP path, so
   * both paths give the same result. Without it such a URL is loaded as the browser shows it.
   */
  readDocument?: (url: string) => Promise<FetchedPage>;
  /** Extra work on the loaded page before it goes back to the pool (visual extraction); its errors fail the fetch. */
  onPage?: (page: Page) => Promise<void>;
}

/** The browser fetch path, as a browser provider offers it. */
export interface BrowserPath {
  /** Loads a page; rejects with an ExtractionError (evidence attached when captured). */
  fetch(url: string, opts: BrowserFetchOptions): Promise<FetchedPage>;
  /** Starts the browser now (rejects when it cannot start). */
  start(): Promise<void>;
  /** Binary, remote endpoint and pool state for /health and metrics. */
  state(): { browser_path: string | null; remote_browser: boolean; block_lists: string[]; pool: Record<string, unknown> | null };
  /** Releases the browser; idempotent. */
  close(): Promise<void>;
}

/** One model: its provider, USD per million tokens, and context window (tokens). */
export interface ModelEntry {
  id: string;
  provider: ExtractorId;
  input: number;
  output: number;
  context: number;
}

/** The models this deployment serves and what they cost. */
export interface ModelCatalog {
  /** The model a job runs on: `requested`, else the default; throws an ExtractionError (invalid_request for unknown or unconfigured models). */
  resolve(requested?: string): ModelEntry;
  /** USD cost of a call. */
  cost(model: ModelEntry, inputTokens: number, outputTokens: number): number;
}

/** Engine configuration and the providers behind its ports. */
export interface EngineOptions {
  engine: EngineMode;
  /** Service default and ceiling for one extraction, seconds. */
  extractTimeoutSeconds: number;
  /** Evidence screenshots of browser-backed runs. */
  evidenceScreenshots: EvidencePolicy;
  /** When set, every address may be fetched, so browser pages skip the per-request guard. */
  allowPrivateNetwork: boolean;
  /** Called before every fetch and on every redirect. */
  guardUrl: UrlGuard;
  /** The browser path; undefined when this deployment has none (HTTP mode, or no browser found). */
  browser?: BrowserPath;
  models: ModelCatalog;
  extractors: Record<ExtractorId, Extractor>;
  /** Label pickers of the LLM providers (visual extraction); the builtin matches without one. */
  pickers: Partial<Record<ExtractorId, LabelPicker>>;
  /** Response size, redirect, page weight and DOM size caps. */
  limits: FetchLimits;
  /** HTTP connection pools, shared with the providers; the engine closes them. */
  dispatchers: HttpDispatchers;
}
