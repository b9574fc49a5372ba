/**
 * What the engine is configured with: a plain object built from ServerOptions by engineOptionsFrom.
 */
import type { EvidencePolicy } from './types';

/** Engine configuration. */
export interface EngineOptions {
  /** Fetch path: auto (browser, falling back to HTTP), browser only, or HTTP only. */
  engine: 'auto' | 'browser' | 'http';
  /** Chromium/Chrome binary; else auto-detected. */
  browserPath?: string;
  /** A remote browser's WebSocket endpoint, used instead of launching one. */
  browserWs?: string;
  /** Contexts kept warm in the browser pool. */
  browserPoolSize: number;
  /** Allow fetches to private, loopback and link-local addresses. */
  allowPrivateNetwork: boolean;
  /** Default extraction provider. */
  llmProvider: 'builtin' | 'openai' | 'anthropic';
  /** Default model of the default provider; else the provider's own default. */
  model?: string;
  /** OpenAI-compatible endpoint base (…/v1). */
  openaiBaseUrl?: string;
  openaiApiKey?: string;
  /** Anthropic Messages API base (with or without /v1). */
  anthropicBaseUrl?: string;
  anthropicApiKey?: string;
  /** Service default and ceiling for one extraction, seconds. */
  extractTimeoutSeconds: number;
  /** Evidence screenshots of browser-backed runs. */
  evidenceScreenshots: EvidencePolicy;
  /** The SSRF guard, called before every fetch and on every redirect; throws to refuse. */
  assertPublicUrl: (url: string, allowPrivate: boolean) => Promise<void>;
}
