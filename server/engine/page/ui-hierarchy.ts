/**
 * A device screen as the engine reads it: Android's window hierarchy (`uiautomator dump`: class,
 * text, content-desc, resource id, bounds per node) written as HTML the page model reads like a web
 * page — a two-text row as a label/value pair, the rows of a list view as list items, resource ids
 * as class names — and as an indented outline an LLM reads beside the screenshot.
 */
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { isElement } from './dom';

/** The screen, read. */
export interface UiScreen {
  html: string;
  /** One line per node that shows something: class, text, content-desc, resource id, bounds. */
  outline: string;
  /** The foreground app's package. */
  package: string;
  /** The title bar's text, else the package. */
  title: string;
}

// Views whose children are the rows of a list.
const LIST_CLASSES = /(RecyclerView|ListView|GridView)$/;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const shortClass = (cls: string) => cls.split('.').pop() ?? cls;
/** `com.example.shop:id/price` → `price`. */
const shortId = (rid: string) => rid.split('/').pop() ?? '';
const nodes = (el: Element) => el.children.filter((c): c is Element => isElement(c) && c.tagName === 'node');

/** What a leaf node shows: its text, else its content description. */
function shown(el: Element): string {
  return (el.attribs.text || el.attribs['content-desc'] || '').trim();
}

function attrs(el: Element): string {
  const rid = el.attribs['resource-id'] ?? '';
  const desc = el.attribs['content-desc'] ?? '';
  // The app's own ids name its data (price, name); the framework's (android:id/title) name the system's widgets.
  const cls = rid && !rid.startsWith('android:') ? ` class="${esc(shortId(rid))}"` : '';
  return `${cls}${rid ? ` data-rid="${esc(rid)}"` : ''}${desc && el.attribs.text ? ` aria-label="${esc(desc)}"` : ''}`;
}

function leafHtml(el: Element): string {
  const text = shown(el);
  if (!text) return '';
  const tag = /Button$/.test(el.attribs.class ?? '') ? 'button' : 'span';
  return `<${tag}${attrs(el)}>${esc(text)}</${tag}>`;
}

/** HTML of a node: `inRow` renders a list row's cells as plain spans, never as a label/value pair. */
function nodeHtml(el: Element, inRow = false): string {
  const kids = nodes(el);
  if (!kids.length) return leafHtml(el);
  const cls = el.attribs.class ?? '';
  if (LIST_CLASSES.test(cls) && kids.length > 1) {
    return `<ul${attrs(el)}>${kids
      .map(
        (k) =>
          `<li${attrs(k)}>${
            nodes(k).length
              ? nodes(k)
                  .map((c) => nodeHtml(c, true))
                  .join(' ')
              : leafHtml(k)
          }</li>`,
      )
      .join('')}</ul>`;
  }
  const texts = kids.map((k) => (nodes(k).length ? '' : shown(k)));
  if (!inRow && kids.length === 2 && texts.every(Boolean)) return `<dl${attrs(el)}><dt>${esc(texts[0])}</dt><dd${attrs(kids[1])}>${esc(texts[1])}</dd></dl>`;
  const inner = kids.map((k) => nodeHtml(k, inRow)).join(inRow ? ' ' : '');
  return inner ? `<div${attrs(el)}>${inner}</div>` : '';
}

function outlineOf(el: Element, depth: number, out: string[]): void {
  const a = el.attribs;
  const bits = [shortClass(a.class ?? 'node')];
  if (a.text) bits.push(JSON.stringify(a.text));
  if (a['content-desc']) bits.push(`desc=${JSON.stringify(a['content-desc'])}`);
  if (a['resource-id']) bits.push(`id=${a['resource-id']}`);
  if (a.clickable === 'true') bits.push('clickable');
  if (a.bounds) bits.push(a.bounds);
  out.push(`${'  '.repeat(depth)}- ${bits.join(' ')}`);
  for (const k of nodes(el)) outlineOf(k, depth + 1, out);
}

/** Reads a `uiautomator dump`. */
export function readUiHierarchy(xml: string): UiScreen {
  const $ = cheerio.load(xml, { xml: true });
  const root = $('hierarchy').get(0);
  if (!root) throw new Error('the window hierarchy has no <hierarchy> root');
  const top = nodes(root);
  const pkg = top[0]?.attribs.package ?? '';
  const titled = $('node')
    .toArray()
    .find((n) => /(:id\/(title|toolbar_title|action_bar_title))$/.test(n.attribs['resource-id'] ?? '') && n.attribs.text);
  const title = titled?.attribs.text ?? pkg;
  const outline: string[] = [];
  for (const n of top) outlineOf(n, 0, outline);
  const body = top.map((n) => nodeHtml(n)).join('');
  return {
    html: `<!doctype html><html><head><title>${esc(title)}</title></head><body><main>${body}</main></body></html>`,
    outline: outline.join('\n'),
    package: pkg,
    title,
  };
}
