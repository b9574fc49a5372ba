/**
 * Usage and providers. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';

export const Usage = Type.Object({
  tenant: Type.String(),
  month: Type.String({ description: 'YYYY-MM (UTC)' }),
  extractions: Type.Number({ description: 'Completed and partial extractions this month' }),
  tokens: Type.Number(),
  recipe_tokens_saved: Type.Number({ description: "Tokens the tenant's site recipes saved, all months together (GET /v1/recipes has them per recipe)" }),
  estimated_cost: Type.Number({ description: 'USD, from the per-model price table' }),
  free_tier_limit: Type.Number(),
  free_tier_remaining: Type.Number(),
  resets_at: Type.String(),
  daily: Type.Array(Type.Object({ date: Type.String(), extractions: Type.Number(), tokens: Type.Number(), cost: Type.Number() })),
});
export type Usage = Static<typeof Usage>;

export const ProvidersResponse = Type.Object({
  default_provider: Type.String(),
  default_model: Type.String(),
  providers: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      available: Type.Boolean(),
      reason: Type.Optional(Type.String()),
      default: Type.Boolean(),
      models: Type.Array(
        Type.Object({
          id: Type.String(),
          default: Type.Boolean(),
          input_price_per_mtok: Type.Number(),
          output_price_per_mtok: Type.Number(),
        }),
      ),
    }),
  ),
  capabilities: Type.Array(
    Type.Object({
      kind: Type.String({ description: 'browser, audio_capture, transcription, mobile_adb, mobile_ios, mobile_workers or credentials' }),
      id: Type.String(),
      name: Type.String(),
      available: Type.Boolean(),
      reason: Type.Optional(Type.String({ description: 'Why not available, naming the setting that turns it on' })),
    }),
  ),
});
export type ProvidersResponse = Static<typeof ProvidersResponse>;
