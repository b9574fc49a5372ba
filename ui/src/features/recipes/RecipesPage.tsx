/**
 * Site recipes: what LLM answers taught, per site and template, with their uses and the tokens they
 * saved. A row opens the recipe.
 */
import type { Recipe } from '../../../../server/contract/recipes';
import { useQuery } from '../../api';
import { QueryTable, type Column } from '../../components/NavTable';
import { Time } from '../../components/Time';
import { navigate } from '../../router';

const COLUMNS: Column<Recipe>[] = [
  { header: 'Site', cell: (r) => r.site, className: 'grow' },
  { header: 'Template', cell: (r) => <code>{r.template}</code> },
  { header: 'Fields', cell: (r) => Object.keys(r.fields).length, className: 'num' },
  { header: 'Uses', cell: (r) => r.uses.toLocaleString(), className: 'num' },
  { header: 'Tokens saved', cell: (r) => r.tokens_saved.toLocaleString(), className: 'num' },
  { header: 'Pinned', cell: (r) => (r.pinned ? <span className="badge info">pinned</span> : '—') },
  { header: 'Learnt', cell: (r) => <Time iso={r.updated_at} />, className: 'nowrap' },
];

/** The recipes page. */
export function RecipesPage() {
  const recipes = useQuery((c) => c.recipes({ limit: 500 }), [], 10000);
  return (
    <section>
      <header className="page-head">
        <h1>Recipes</h1>
      </header>
      <p className="muted">
        After an LLM answers a schema extraction, the selectors and readings that give the same values are kept as the site&apos;s recipe; later pages of the
        same site and template with the same schema are read with it, without tokens.
      </p>
      <QueryTable
        query={recipes}
        what="recipes"
        empty="No recipes yet. Extract a page with a schema and an LLM provider: its answer teaches one."
        label="Recipes"
        testId="recipes-table"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        onOpen={(r) => navigate(`/recipes/${r.id}`)}
      />
    </section>
  );
}
