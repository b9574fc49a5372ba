/**
 * The one registry of providers of every kind: which are present in this deployment, which are
 * not and why. /health, GET /v1/providers and the `<feature>_unavailable` routes read it; a
 * provider module registers its entry when it is wired (and may re-register when its state changes).
 */

/** Every kind of provider (docs/decisions.md#providers). */
export const PROVIDER_KINDS = ['llm', 'browser', 'audio_capture', 'transcription', 'mobile_adb', 'mobile_ios', 'mobile_workers', 'credentials'] as const;

/** One kind of provider. */
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** A model an LLM provider serves, with its list prices (USD per million tokens). */
export interface ProviderModel {
  id: string;
  default: boolean;
  input_price_per_mtok: number;
  output_price_per_mtok: number;
}

/** One provider and whether it can serve here. */
export interface ProviderEntry {
  kind: ProviderKind;
  id: string;
  /** Human name. */
  name: string;
  available: boolean;
  /** Why not available, naming what would turn it on (e.g. "OPENAI_API_KEY is unset"). */
  reason?: string;
  /** The deployment's default of its kind (LLM providers). */
  default?: boolean;
  /** LLM providers: the models and their prices. */
  models?: ProviderModel[];
}

/** Whether a kind of provider is present, and why not. */
export interface KindAvailability {
  available: boolean;
  /** Every entry's reason, when none of the kind is available. */
  reason?: string;
}

/** The registry. */
export interface ProviderRegistry {
  /** Adds an entry, replacing the one of the same kind and id. */
  register(entry: ProviderEntry): void;
  /** Entries in registration order, of one kind when given. */
  list(kind?: ProviderKind): ProviderEntry[];
  /** A kind is available when any of its entries is. */
  availability(kind: ProviderKind): KindAvailability;
}

/** Creates an empty registry. */
export function createProviderRegistry(): ProviderRegistry {
  const entries = new Map<string, ProviderEntry>();
  const list = (kind?: ProviderKind) => [...entries.values()].filter((e) => !kind || e.kind === kind);
  return {
    register(entry) {
      entries.set(`${entry.kind}/${entry.id}`, entry);
    },
    list,
    availability(kind) {
      const of = list(kind);
      if (of.some((e) => e.available)) return { available: true };
      const reasons = of.map((e) => e.reason).filter((r): r is string => !!r);
      return { available: false, reason: reasons.length ? reasons.join('; ') : `no ${kind} provider is registered` };
    },
  };
}
