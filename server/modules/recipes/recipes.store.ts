/**
 * What the recipes module needs from storage: one row per tenant, site, schema hash and template.
 * Implemented by `db/stores/recipes.ts`.
 */

/** A recipe row as stored. */
export interface RecipeRow {
  id: string;
  tenant_id: string;
  site: string;
  schema_hash: string;
  template: string;
  /** JSON of the schema. */
  schema: string;
  /** JSON of the fields (pointer → selector and reading). */
  fields: string;
  learnt_from: string;
  learnt: number;
  pinned: number;
  uses: number;
  learn_tokens: number;
  tokens_saved: number;
  created_at: string;
  updated_at: string;
  last_used_at: string | null;
}

/** The key a page asks for. */
export interface RecipeRowKey {
  tenant_id: string;
  site: string;
  schema_hash: string;
  template: string;
}

export interface RecipesStore {
  byKey(key: RecipeRowKey): Promise<RecipeRow | undefined>;
  /** Inserts the recipe, or replaces the fields of the key's recipe unless it is pinned; returns the key's row. */
  learn(row: RecipeRow): Promise<RecipeRow>;
  /** Counts one use and the tokens it saved. */
  used(id: string, tokensSaved: number, at: string): Promise<void>;
  get(tenantId: string, id: string): Promise<RecipeRow | undefined>;
  list(tenantId: string, q: { limit: number; site?: string }): Promise<RecipeRow[]>;
  delete(tenantId: string, id: string): Promise<boolean>;
  pin(tenantId: string, id: string, pinned: boolean, at: string): Promise<boolean>;
  /** Tokens the tenant's recipes saved, all recipes together. */
  tokensSaved(tenantId: string): Promise<number>;
}
