/**
 * Compact markdown of a DOM region: headings, paragraphs, lists, links, tables and image alts —
 * what an LLM needs, at a fraction of the HTML's tokens.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { absoluteUrl, squash } from './text';

const BLOCK_SKIP = new Set(['nav', 'footer', 'form', 'button', 'select', 'input', 'head']);

/** Converts the region's DOM to markdown. */
export function toMarkdown($: CheerioAPI, region: ReturnType<CheerioAPI>, base: string): string {
  const lines: string[] = [];
  const inline = (node: AnyNode): string => {
    if (node.type === 'text') return (node as unknown as { data: string }).data;
    if (node.type !== 'tag') return '';
    const el = node as Element;
    const inner = () => el.children.map(inline).join('');
    switch (el.tagName) {
      case 'br':
        return ' ';
      case 'a': {
        const text = squash(inner());
        const href = absoluteUrl(el.attribs.href, base);
        return href && text ? `[${text}](${href})` : text;
      }
      case 'img':
        return el.attribs.alt ? `![${squash(el.attribs.alt)}]` : '';
      case 'b':
      case 'strong':
        return `**${squash(inner())}**`;
      default:
        return inner();
    }
  };
  const block = (node: AnyNode): void => {
    if (node.type === 'text') {
      const t = squash((node as unknown as { data: string }).data);
      if (t) lines.push(t);
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    const tag = el.tagName;
    if (BLOCK_SKIP.has(tag)) return;
    const h = /^h([1-6])$/.exec(tag);
    if (h) return void lines.push(`${'#'.repeat(Number(h[1]))} ${squash(inline(el))}`);
    if (tag === 'p' || tag === 'blockquote' || tag === 'figcaption' || tag === 'dt' || tag === 'dd') {
      const t = squash(inline(el));
      if (t) lines.push(tag === 'blockquote' ? `> ${t}` : t);
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      $(el)
        .children('li')
        .each((i, li) => {
          const t = squash(inline(li));
          if (t) lines.push(`${tag === 'ol' ? `${i + 1}.` : '-'} ${t}`);
        });
      return;
    }
    if (tag === 'table') {
      $(el)
        .find('tr')
        .each((i, tr) => {
          const cells = $(tr)
            .children('th, td')
            .toArray()
            .map((c) => squash(inline(c)).replace(/\|/g, '/'));
          lines.push(`| ${cells.join(' | ')} |`);
          if (i === 0) lines.push(`|${cells.map(() => ' --- ').join('|')}|`);
        });
      return;
    }
    // A container whose children are all inline renders as one line (a product card, a byline).
    const hasBlockChild = el.children.some((c) => c.type === 'tag' && !isInline((c as Element).tagName));
    if (!hasBlockChild) {
      const t = squash(inline(el));
      if (t) lines.push(t);
      return;
    }
    el.children.forEach(block);
  };
  region.each((_, el) => block(el));
  return lines.join('\n');
}

function isInline(tag: string): boolean {
  return [
    'a',
    'span',
    'b',
    'strong',
    'em',
    'i',
    'small',
    's',
    'del',
    'ins',
    'time',
    'img',
    'br',
    'sup',
    'sub',
    'abbr',
    'code',
    'mark',
    'label',
    'data',
    'meta',
    'link',
  ].includes(tag);
}
