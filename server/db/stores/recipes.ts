/**
 * Site recipes (SQLite or PostgreSQL, through `db/sql.ts`).
 */
import { insert, nothing, type Database } from '../sql';
import type { RecipeRow, RecipesStore } from '../../modules/recipes/recipes.store';

// A recipe learnt again keeps its id, pin and counts; a pinned one is not replaced.
const RELEARN = `ON CONFLICT (tenant_id, site, schema_hash, template) DO UPDATE SET
  fields = excluded.fields, schema = excluded.schema, learnt_from = excluded.learnt_from, learn_tokens = excluded.learn_tokens,
  updated_at = excluded.updated_at, learnt = recipes.learnt + 1
  WHERE recipes.pinned = 0`;

/** Creates the recipes store over the database. */
export function createRecipesStore(db: Database): RecipesStore {
  const byKey: RecipesStore['byKey'] = (k) =>
    db.one<RecipeRow>('SELECT * FROM recipes WHERE tenant_id = ? AND site = ? AND schema_hash = ? AND template = ?', [
      k.tenant_id,
      k.site,
      k.schema_hash,
      k.template,
    ]);
  return {
    byKey,
    async learn(row) {
      await insert(db, 'recipes', row, RELEARN);
      return (await byKey(row))!;
    },
    used: (id, tokensSaved, at) =>
      db.run('UPDATE recipes SET uses = uses + 1, tokens_saved = tokens_saved + ?, last_used_at = ? WHERE id = ?', [tokensSaved, at, id]).then(nothing),
    get: (tenantId, id) => db.one<RecipeRow>('SELECT * FROM recipes WHERE id = ? AND tenant_id = ?', [id, tenantId]),
    async list(tenantId, q) {
      const site = q.site ? 'AND site = @site' : '';
      return db.all<RecipeRow>(`SELECT * FROM recipes WHERE tenant_id = @tenantId ${site} ORDER BY updated_at DESC, id DESC LIMIT @limit`, { tenantId, ...q });
    },
    async delete(tenantId, id) {
      return (await db.run('DELETE FROM recipes WHERE id = ? AND tenant_id = ?', [id, tenantId])) > 0;
    },
    async pin(tenantId, id, pinned, at) {
      return (await db.run('UPDATE recipes SET pinned = ?, updated_at = ? WHERE id = ? AND tenant_id = ?', [pinned ? 1 : 0, at, id, tenantId])) > 0;
    },
    async tokensSaved(tenantId) {
      const r = await db.one<{ saved: number | string | null }>('SELECT SUM(tokens_saved) AS saved FROM recipes WHERE tenant_id = ?', [tenantId]);
      return Number(r?.saved ?? 0);
    },
  };
}
