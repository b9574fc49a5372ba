/**
 * Site recipes as the CLI prints them.
 */
import type { Recipe } from '../server/contract/recipes';
import { summary, table, when } from './output';

/** How a field's value is read, in words: `number #1`, `text after "Brand: "`, `attribute content`. */
function reading(r: Recipe['fields'][string]['reading']): string {
  switch (r.kind) {
    case 'number':
      return `number #${r.index + 1}`;
    case 'attribute':
      return `attribute ${r.name}`;
    case 'currency':
      return 'currency of the money';
    case 'text':
      return r.prefix || r.suffix ? `text${r.prefix ? ` after "${r.prefix}"` : ''}${r.suffix ? ` before "${r.suffix}"` : ''}` : 'text';
    default:
      return r.kind;
  }
}

/** One recipe: its key and counts, then each field's selector and reading. */
export function renderRecipe(r: Recipe): string {
  const head = summary([
    ['Id', r.id],
    ['Site', r.site],
    ['Template', r.template],
    ['Schema', r.schema_hash],
    ['Learnt from', r.learnt_from],
    ['Learnt', `${r.learnt} time${r.learnt === 1 ? '' : 's'}, last ${when(r.updated_at)}`],
    ['Pinned', r.pinned ? 'yes' : 'no'],
    ['Uses', r.uses],
    ['Tokens saved', r.tokens_saved],
  ]);
  const fields = table(Object.entries(r.fields), [
    { header: 'Field', value: ([pointer]) => pointer },
    { header: 'Selector', value: ([, f]) => f.selector || '—', max: 70 },
    { header: 'Reading', value: ([, f]) => reading(f.reading) },
  ]);
  return `${head}\n\n${fields}`;
}

/** Recipes as a table. */
export function renderRecipeList(items: Recipe[]): string {
  return table(
    items,
    [
      { header: 'Recipe', value: (r) => r.id },
      { header: 'Site', value: (r) => r.site },
      { header: 'Template', value: (r) => r.template },
      { header: 'Fields', value: (r) => Object.keys(r.fields).length },
      { header: 'Uses', value: (r) => r.uses },
      { header: 'Saved', value: (r) => r.tokens_saved },
      { header: 'Pinned', value: (r) => (r.pinned ? 'yes' : '') },
      { header: 'Learnt', value: (r) => when(r.updated_at) },
    ],
    'No recipes.',
  );
}
