/**
 * Labelled values: the "Label → value" pairs pages show in spec tables, definition lists and
 * "Brand: Northwind" lines.
 */
import type { CheerioAPI } from 'cheerio';
import { squash } from './text';

/** One label and its value as shown on the page. */
export interface LabelledValue {
  label: string;
  value: string;
}

// "Label: value" — a short label starting a short line; longer prose is not a label.
const LABEL_LINE = /^([A-Za-z][\w .'/#()&-]{0,40}?)\s*[:：]\s*(.{1,200})$/;

/** Finds label/value pairs in dt/dd, two-cell table rows and "Label: value" lines. */
export function findLabels($: CheerioAPI): LabelledValue[] {
  const out: LabelledValue[] = [];
  const add = (label: string, value: string) => {
    const l = squash(label).replace(/[:：]\s*$/, '');
    const v = squash(value);
    if (l && v && l.length <= 60) out.push({ label: l, value: v });
  };
  $('dl').each((_, dl) => {
    $(dl)
      .children('dt')
      .each((__, dt) => add($(dt).text(), $(dt).nextUntil('dt', 'dd').first().text()));
  });
  $('tr').each((_, tr) => {
    const cells = $(tr).children('th, td');
    if (cells.length === 2) add($(cells[0]).text(), $(cells[1]).text());
  });
  $('p, li, div, span, td').each((_, el) => {
    const $el = $(el);
    // Only leaf-ish elements: a container's text would glue several labels together.
    if ($el.children('p, li, div, table, ul, ol, dl, section').length) return;
    const text = squash($el.text());
    if (text.length > 240) return;
    const m = LABEL_LINE.exec(text);
    if (m) return add(m[1], m[2]);
    // "<b>Our price</b> $10" and "<strong>Brand</strong> Acme": a bold lead-in as the label.
    const lead = $el.children('b, strong').first();
    if (lead.length && $el.contents().first().text().trim() === '') {
      const label = squash(lead.text());
      const rest = squash(text.slice(text.indexOf(label) + label.length));
      if (label.length <= 40 && rest) add(label, rest);
    }
  });
  return out;
}
