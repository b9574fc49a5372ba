/**
 * Values for one field inside one repeated record (a product card, a job card).
 */
import type { RecordField, RecordItem } from '../../page/records';
import { words } from '../../page/text';
import { cleanValue } from './clean-value';
import { conceptFor, keyWords, type Concept } from './concepts';
import { currencyOf, priceIn } from './currency';

function matches(f: RecordField, fieldName: string, concept?: Concept): boolean {
  const want = [keyWords(fieldName), ...(concept?.classes ?? []).map((c) => c.split(' '))];
  return want.some((set) => set.every((w) => f.tokens.includes(w)));
}

function fieldValue(f: RecordField, concept?: Concept): string | undefined {
  switch (concept?.id) {
    case 'url':
      return f.href;
    case 'image':
      return f.src;
    case 'date':
    case 'modified':
      return f.datetime ?? f.content ?? f.text;
    default:
      return f.content ?? f.text;
  }
}

/** A "Label: value" line inside the record whose label names the field. */
function labelled(record: RecordItem, fieldName: string, concept?: Concept): string | undefined {
  const want = keyWords(fieldName);
  for (const f of record.fields) {
    const m = /^([A-Za-z][\w .#]{0,30})[:：]\s*(.+)$/.exec(f.text);
    if (!m) continue;
    const lw = words(m[1]);
    if (concept?.label?.test(m[1]) || want.every((w) => lw.includes(w))) return m[2];
  }
  return undefined;
}

/** The value of a field in a record; undefined when the record does not show it. */
export function recordValue(record: RecordItem, fieldName: string): unknown {
  const concept = conceptFor(fieldName);
  const clean = (v: unknown) => {
    const c = cleanValue(v, concept);
    return c === '' ? undefined : c;
  };
  switch (concept?.id) {
    case 'name':
    case 'headline':
      if (record.title) return clean(record.title);
      break;
    case 'url':
      if (record.url) return record.url;
      break;
    case 'image':
      if (record.image) return record.image;
      break;
  }
  if (/^id$|_id$|Id$/.test(fieldName)) {
    const key = Object.keys(record.data).find((k) => k.endsWith('id'));
    if (key) return record.data[key];
  }
  const named = record.fields.filter((f) => matches(f, fieldName, concept));
  const dated = concept?.id === 'date' ? named.find((f) => f.datetime) : undefined;
  for (const f of dated ? [dated, ...named] : named) {
    const v = clean(fieldValue(f, concept));
    if (v !== undefined) return v;
  }
  const fromLabel = labelled(record, fieldName, concept);
  if (fromLabel) return clean(fromLabel);
  if (concept?.id === 'price') return clean(priceIn(record.text));
  if (concept?.id === 'currency') {
    const price = record.fields.find((f) => f.tokens.includes('price'))?.text ?? priceIn(record.text);
    return price ? currencyOf(price) : undefined;
  }
  return undefined;
}
