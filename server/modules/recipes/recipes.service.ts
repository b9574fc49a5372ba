/**
 * Site recipes: each tenant's book the engine reads and learns through (engine/recipes/recipe-book.ts),
 * and listing, showing, deleting and pinning them.
 */
import { AppError, echoed } from '../../contract/errors';
import type { List } from '../../contract/common';
import type { Recipe, RecipeQuery } from '../../contract/recipes';
import type { FieldRecipe, RecipeBook } from '../../engine/recipes/recipe-book';
import type { JsonSchema } from '../../engine/types';
import { newId, nowIso } from '../../ids';
import type { RecipeRow, RecipesStore } from './recipes.store';
import { DEFAULT_PAGE_LIMIT } from '../../contract/values';

function view(r: RecipeRow): Recipe {
  return {
    id: r.id,
    site: r.site,
    schema_hash: r.schema_hash,
    template: r.template,
    schema: JSON.parse(r.schema),
    fields: JSON.parse(r.fields),
    learnt_from: r.learnt_from,
    learnt: r.learnt,
    pinned: r.pinned === 1,
    uses: r.uses,
    learn_tokens: r.learn_tokens,
    tokens_saved: r.tokens_saved,
    created_at: r.created_at,
    updated_at: r.updated_at,
    last_used_at: r.last_used_at,
  };
}

const asRecipe = (r: RecipeRow) => ({
  id: r.id,
  fields: JSON.parse(r.fields) as Record<string, FieldRecipe>,
  pinned: r.pinned === 1,
  uses: r.uses,
  learnTokens: r.learn_tokens,
});

/** Creates the recipes service. */
export function createRecipesService(store: RecipesStore) {
  async function found(tenantId: string, id: string): Promise<RecipeRow> {
    const r = await store.get(tenantId, id);
    if (!r) throw new AppError('not_found', `Recipe ${echoed(id)} not found`);
    return r;
  }

  return {
    /** The tenant's recipes for one schema, as the engine reads and learns them on `url`'s pages. */
    bookFor(tenantId: string, schema: JsonSchema, url: string): RecipeBook {
      return {
        async find(key) {
          const r = await store.byKey({ tenant_id: tenantId, site: key.site, schema_hash: key.schemaHash, template: key.template });
          return r && asRecipe(r);
        },
        async learn(key, fields, learnTokens) {
          const at = nowIso();
          const row = await store.learn({
            id: newId('rcp'),
            tenant_id: tenantId,
            site: key.site,
            schema_hash: key.schemaHash,
            template: key.template,
            schema: JSON.stringify(schema),
            fields: JSON.stringify(fields),
            learnt_from: url,
            learnt: 1,
            pinned: 0,
            uses: 0,
            learn_tokens: learnTokens,
            tokens_saved: 0,
            created_at: at,
            updated_at: at,
            last_used_at: null,
          });
          return asRecipe(row);
        },
        used: (id, tokensSaved) => store.used(id, tokensSaved, nowIso()),
      };
    },

    async list(tenantId: string, q: RecipeQuery): Promise<List<Recipe>> {
      return { items: (await store.list(tenantId, { limit: q.limit ?? DEFAULT_PAGE_LIMIT, site: q.site })).map(view), next_cursor: null };
    },

    async get(tenantId: string, id: string): Promise<Recipe> {
      return view(await found(tenantId, id));
    },

    async remove(tenantId: string, id: string): Promise<void> {
      if (!(await store.delete(tenantId, id))) throw new AppError('not_found', `Recipe ${echoed(id)} not found`);
    },

    async pin(tenantId: string, id: string, pinned: boolean): Promise<Recipe> {
      if (!(await store.pin(tenantId, id, pinned, nowIso()))) throw new AppError('not_found', `Recipe ${echoed(id)} not found`);
      return view(await found(tenantId, id));
    },

    /** Tokens the tenant's recipes saved. */
    tokensSaved: (tenantId: string) => store.tokensSaved(tenantId),
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
