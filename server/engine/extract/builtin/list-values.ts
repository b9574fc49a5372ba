/**
 * Arrays of objects: the builtin picks the best repeated source on the page — entity lists
 * (JSON-LD ItemList, several same-typed entities), repeated record groups, data tables — and maps
 * each record onto the item schema.
 */
import { typesOf, type Entity } from '../../page/structured-data';
import type { PageModel } from '../../page/page-model';
import { words } from '../../page/text';
import type { JsonSchema } from '../../types';
import { cleanValue } from './clean-value';
import { conceptFor, keyWords } from './concepts';
import { entityValues, isBoring, scalarOf, searchKey } from './entity-values';
import { recordValue } from './record-values';
import { promptMatches, promptWords } from './prompt-guide';
import { propertiesOf } from './schema-shape';

type Row = Record<string, unknown>;

// Items without declared properties still get the fields every record has.
const DEFAULT_ITEM_FIELDS = ['title', 'url'];

function entityLists(page: PageModel, fieldName: string, primary?: Entity): Entity[][] {
  const all = [...page.jsonLd, ...page.microdata];
  const lists: Entity[][] = [];
  for (const e of all) {
    if (!typesOf(e).includes('itemlist') || !Array.isArray(e.itemListElement)) continue;
    const items = (e.itemListElement as Entity[]).map((x) => (x && typeof x.item === 'object' ? (x.item as Entity) : x));
    lists.push(items.filter((x) => x && typeof x === 'object'));
  }
  const byType = new Map<string, Entity[]>();
  for (const e of all) {
    if (isBoring(e)) continue;
    const t = typesOf(e).join(',');
    byType.set(t, [...(byType.get(t) ?? []), e]);
  }
  for (const group of byType.values()) if (group.length >= 2) lists.push(group);
  // A list inside the main entity under the field's own name ("reviews" → review[]).
  if (primary) {
    const nested = searchKey(primary, fieldName).filter((x): x is Entity => !!x && typeof x === 'object');
    if (nested.length) lists.push(nested);
  }
  return lists;
}

function fromEntity(e: Entity, props: string[]): Row {
  return Object.fromEntries(
    props.map((p) => {
      const v = entityValues(e, p)
        .map((x) => cleanValue(scalarOf(x), conceptFor(p)))
        .find((x) => x !== undefined);
      return [p, v];
    }),
  );
}

function fromTable(headers: string[], row: string[], props: string[]): Row {
  return Object.fromEntries(
    props.map((p) => {
      const want = keyWords(p);
      const concept = conceptFor(p);
      const i = headers.findIndex((h) => {
        const hw = words(h);
        return want.every((w) => hw.includes(w)) || (concept?.names.includes(hw.join(' ')) ?? false);
      });
      return [p, i >= 0 && row[i] ? cleanValue(row[i], concept) : undefined];
    }),
  );
}

function fill(rows: Row[], props: string[]): number {
  if (!rows.length) return 0;
  const filled = rows.reduce((n, r) => n + props.filter((p) => r[p] !== undefined && r[p] !== '').length, 0);
  return filled / (rows.length * props.length);
}

/**
 * Fills an array-of-objects field from the page's best repeated source; [] when there is none.
 * `prompt` words that name a list (its heading, its container's class) pick it among others.
 */
export function listOfObjects(page: PageModel, fieldName: string, itemSchema: JsonSchema, primary?: Entity, prompt?: string): Row[] {
  const hints = promptWords(prompt);
  const declared = Object.keys(propertiesOf(itemSchema));
  const props = declared.length ? declared : DEFAULT_ITEM_FIELDS;
  const singular = words(fieldName).map((w) => w.replace(/(ies|s)$/, (m) => (m === 'ies' ? 'y' : '')));
  const options: { rows: Row[]; score: number }[] = [];
  for (const list of entityLists(page, fieldName, primary)) {
    const rows = list.map((e) => fromEntity(e, props));
    // Structured data is declared by the site, so it wins a tie with scraped cards.
    options.push({ rows, score: fill(rows, props) + 0.05 });
  }
  for (const g of page.records) {
    const rows = g.items.map((item) => Object.fromEntries(props.map((p) => [p, recordValue(item, p)])));
    const named = singular.some((w) => g.signature.toLowerCase().includes(w));
    // A list of one is an answer when nothing repeated answers better.
    const guided = 1 + 0.5 * promptMatches(hints, g.context);
    const score = fill(rows, props) * (g.chrome ? 0.3 : 1) * (named ? 1.3 : 1) * (g.lone ? 0.5 : 1) * guided + Math.min(rows.length, 20) / 1000;
    options.push({ rows, score });
  }
  for (const t of page.tables) {
    const rows = t.rows.map((r) => fromTable(t.headers, r, props));
    options.push({ rows, score: fill(rows, props) });
  }
  const best = options.filter((o) => o.score > 0.01).sort((a, b) => b.score - a.score)[0];
  return best ? best.rows.filter((r) => Object.values(r).some((v) => v !== undefined)) : [];
}
