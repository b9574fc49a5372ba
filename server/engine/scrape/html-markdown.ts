/**
 * HTML → markdown for people and models (turndown with GitHub-flavoured tables and strikethrough):
 * headings, lists (nested), fenced code, links, image alts and data tables as tables. A table used
 * for layout is unwrapped first, so its content reads as paragraphs rather than one huge row.
 */
import { gfm } from '@joplin/turndown-plugin-gfm';
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import TurndownService from 'turndown';
import { absoluteUrl } from '../page/text';

// Never content: removed before conversion.
const NOISE = 'script, style, noscript, template, iframe, canvas, svg, object, embed, head, link, meta, input, select, button, textarea';
// Inside a layout table these give it away: a data table holds values, not page structure.
const LAYOUT_INSIDE = 'table, h1, h2, h3, h4, h5, h6, ul, ol, p, div, section, article, nav, header, footer, blockquote, pre';

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
function isLayoutTable($: cheerio.CheerioAPI, table: Element): boolean {
  const role = table.attribs.role;
  if (role === 'presentation' || role === 'none') return true;
  if ($(table).find(LAYOUT_INSIDE).length > 0) return true;
  // One column: a stack of blocks, not a grid of values.
  return $(table)
    .find('tr')
    .toArray()
    .every((tr) => $(tr).children('td, th').length <= 1);
}

/** Converts an HTML fragment or document to markdown; relative links and images resolve against `base`. */
export function htmlToMarkdown(html: string, base: string): string {
  const $ = cheerio.load(html);
  $(NOISE).remove();
  // Innermost first: unwrapping an outer layout table must not hide an inner data table's test.
  for (const table of $('table').toArray().reverse()) {
    if (!isLayoutTable($, table)) continue;
    $(table)
      .find('> caption, > thead, > tbody, > tfoot, > tr, > * > tr, > tr > td, > tr > th, > * > tr > td, > * > tr > th')
      .each((_, el) => void (el.tagName = 'div'));
    table.tagName = 'div';
  }
  $('a[href]').each((_, a) => {
    const href = absoluteUrl(a.attribs.href, base);
    if (href) a.attribs.href = href;
    else delete a.attribs.href;
  });
  $('img[src]').each((_, img) => void (img.attribs.src = absoluteUrl(img.attribs.src, base) ?? ''));
  const body = $('body');
  return turndown
    .turndown(body.length ? (body.html() ?? '') : ($.root().html() ?? ''))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
