/**
 * Usage totals and the monthly free-tier quota, derived from the extraction history. A run takes
 * its unit when its history row is written in flight (the reservation, atomic with the count); a
 * run that fails or is cancelled gives it back, a completed or partial one keeps it.
 */
import { AppError } from '../../contract/errors';
import type { Usage } from '../../contract/usage';
import type { ExtractionsService, RunStart } from '../extractions/extractions.service';

function monthStart(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

function nextMonthStart(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/** Creates the usage service; `tokensSaved` gives the tokens a tenant's site recipes saved (modules/recipes). */
export function createUsageService(
  extractions: ExtractionsService,
  freeTierMonthly: number,
  tokensSaved: (tenantId: string) => Promise<number> = async () => 0,
) {
  async function used(tenantId: string): Promise<number> {
    return extractions.quotaUsed(tenantId, monthStart(new Date()).toISOString());
  }
  function exceeded(left: number, n: number): AppError {
    const now = new Date();
    const retryAfter = Math.ceil((nextMonthStart(now).getTime() - now.getTime()) / 1000);
    return new AppError('quota_exceeded', `Monthly free-tier quota exceeded: ${freeTierMonthly} extractions per month, ${left} left, ${n} requested`, {
      retryAfter,
      details: { free_tier_limit: freeTierMonthly, free_tier_remaining: left },
    });
  }
  return {
    /** This month's usage of a tenant. */
    async usage(tenantId: string): Promise<Usage> {
      const now = new Date();
      const since = monthStart(now).toISOString();
      // The month's totals, its days and its quota use are one query; the recipes' savings another.
      const [days, saved] = await Promise.all([extractions.dailySince(tenantId, since), tokensSaved(tenantId)]);
      const t = days.reduce(
        (acc, d) => ({
          extractions: acc.extractions + d.extractions,
          tokens: acc.tokens + d.tokens,
          cost: acc.cost + d.cost,
          counted: acc.counted + d.counted,
        }),
        { extractions: 0, tokens: 0, cost: 0, counted: 0 },
      );
      const daily = days.filter((d) => d.extractions > 0).map(({ date, extractions, tokens, cost }) => ({ date, extractions, tokens, cost }));
      return {
        tenant: tenantId,
        month: since.slice(0, 7),
        extractions: t.extractions,
        tokens: t.tokens,
        recipe_tokens_saved: saved,
        estimated_cost: Math.round(t.cost * 1e6) / 1e6,
        free_tier_limit: freeTierMonthly,
        free_tier_remaining: Math.max(0, freeTierMonthly - t.counted),
        resets_at: nextMonthStart(now).toISOString(),
        daily,
      };
    },

    /**
     * Throws 429 quota_exceeded when fewer than `n` extractions are left this month: the early
     * refusal, before any work on the request. `reserve` is the one that holds under concurrency.
     */
    async assertQuota(tenantId: string, n = 1): Promise<void> {
      const left = Math.max(0, freeTierMonthly - (await used(tenantId)));
      if (left < n) throw exceeded(left, n);
    },

    /**
     * Records the runs' history rows in flight, reserving one unit each; 429 quota_exceeded when they do not all fit.
     * `remaining` is what the tenant has left once these are taken: the count read for the reservation, not read again.
     */
    async reserve(tenantId: string, runs: RunStart[]): Promise<{ ids: string[]; remaining: number }> {
      const since = monthStart(new Date()).toISOString();
      const { ids, used: found } = await extractions.startWithinQuota(runs, { tenantId, since, limit: freeTierMonthly });
      if (!ids) throw exceeded(Math.max(0, freeTierMonthly - found), runs.length);
      return { ids, remaining: Math.max(0, freeTierMonthly - found - runs.length) };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
