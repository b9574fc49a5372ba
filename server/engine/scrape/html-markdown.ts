/**
 * HTML → markdown for people and models (turndown with GitHub-flavoured tables and strikethrough):
 * headings, lists (nested), fenced code, links, image alts and data tables as tables. A table used
 * for layout is unwrapped first, so its content reads as paragraphs rather than one huge row.
 */
import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';
import { absoluteUrl } from '../page/text';

// Never content: removed before conversion.
const NOISE = 'script, style, noscript, template, iframe, canvas, svg, object, embed, head, link, meta, input, select, button, textarea';
// Inside a layout table these give it away: a data table holds values, not page structure.
const LAYOUT_INSIDE = 'table, h1, h2, h3, h4, h5, h6, ul, ol, p, div, section, article, nav, header, footer, blockquote, pre';
const SECTIONS = new Set(['CAPTION', 'THEAD', 'TBODY', 'TFOOT']);
const ROWS = new Set(['TR']);
const CELLS = new Set(['TD', 'TH']);

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*', hr: '---' });
turndown.use(gfm);
// Without a language class turndown's fence is bare; a language-* or lang-* class names it.
turndown.addRule('fencedCodeLanguage', {
  filter: (node) => node.nodeName === 'PRE' && node.firstChild?.nodeName === 'CODE',
  replacement: (_content, node) => {
    const code = node.firstChild as HTMLElement;
    const lang =
      /(?:^|\s)(?:language|lang)-([\w+#-]+)/.exec(`${code.getAttribute('class') ?? ''} ${(node as HTMLElement).getAttribute('class') ?? ''}`)?.[1] ?? '';
    const text = (code.textContent ?? '').replace(/\n$/, '');
    const fence = text.includes('```') ? '~~~' : '```';
    return `\n\n${fence}${lang}\n${text}\n${fence}\n\n`;
  },
});
// An image keeps its alt text (what a model can use of it); one without alt is dropped.
turndown.addRule('imageAlt', {
  filter: 'img',
  replacement: (_content, node) => {
    const alt = ((node as HTMLElement).getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
    const src = (node as HTMLElement).getAttribute('src') ?? '';
    if (!alt) return '';
    const label = `![${alt.replace(/[[\]]/g, '')}]`;
    return src ? `${label}(${src})` : label;
  },
});

/** True when a table arranges the page rather than holding data. */
function isLayoutTable(table: Element): boolean {
  const role = table.getAttribute('role');
  if (role === 'presentation' || role === 'none') return true;
  if (table.querySelector(LAYOUT_INSIDE)) return true;
  // One column: a stack of blocks, not a grid of values.
  return [...table.querySelectorAll('tr')].every((tr) => [...tr.children].filter((c) => CELLS.has(c.nodeName)).length <= 1);
}

/** Puts a <div> with `el`'s attributes and children in its place. */
function toDiv(el: Element): void {
  const div = el.ownerDocument.createElement('div');
  for (const { name, value } of [...el.attributes]) div.setAttribute(name, value);
  div.append(...el.childNodes);
  el.replaceWith(div);
}

/** A layout table's own sections, rows and cells (not those of a table inside it), then the table itself. */
function layoutParts(table: Element): Element[] {
  const own = (el: Element, names: Set<string>) => [...el.children].filter((c) => names.has(c.nodeName));
  const sections = own(table, SECTIONS);
  const rows = [...own(table, ROWS), ...sections.flatMap((s) => own(s, ROWS))];
  return [...rows.flatMap((tr) => own(tr, CELLS)), ...rows, ...sections, table];
}

/**
 * Converts the content of `root` (a DOM element, taken apart on the way) to markdown; relative links
 * and images resolve against `base`.
 */
export function htmlToMarkdown(root: Element, base: string): string {
  for (const el of root.querySelectorAll(NOISE)) el.remove();
  // Innermost first: unwrapping an outer layout table must not hide an inner data table's test.
  for (const table of [...root.querySelectorAll('table')].reverse()) if (isLayoutTable(table)) layoutParts(table).forEach(toDiv);
  for (const a of root.querySelectorAll('a[href]')) {
    const href = absoluteUrl(a.getAttribute('href') ?? undefined, base);
    if (href) a.setAttribute('href', href);
    else a.removeAttribute('href');
  }
  for (const img of root.querySelectorAll('img[src]')) img.setAttribute('src', absoluteUrl(img.getAttribute('src') ?? undefined, base) ?? '');
  // Markup, not the node: turndown's own parser (domino) gives the gfm table rules the HTMLTableElement.rows linkedom
  // lacks, and its whitespace reads better (npm run bench markdown: F1 0.953 from markup, 0.944 from linkedom's node).
  return turndown
    .turndown(root.innerHTML)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
