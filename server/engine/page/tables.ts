/**
 * Data tables: a header row and body rows, as text.
 */
import type { CheerioAPI } from 'cheerio';
import { squash } from './text';

/** A table with a header row. */
export interface Table {
  headers: string[];
  rows: string[][];
}

/** Reads tables that have a header row (th cells or a thead) and at least one body row. */
export function readTables($: CheerioAPI): Table[] {
  const tables: Table[] = [];
  $('table').each((_, t) => {
    const rows = $(t).find('tr').toArray();
    if (rows.length < 2) return;
    const first = $(rows[0]).children('th, td');
    const headed = $(rows[0]).children('th').length === first.length || $(rows[0]).parent().is('thead');
    // A table with th only in the first column is a label table, handled by labels.ts.
    if (!headed || first.length < 2) return;
    const headers = first.toArray().map((c) => squash($(c).text()));
    const body = rows.slice(1).map((r) =>
      $(r)
        .children('th, td')
        .toArray()
        .map((c) => squash($(c).text())),
    );
    tables.push({ headers, rows: body.filter((r) => r.some(Boolean)) });
  });
  return tables;
}
