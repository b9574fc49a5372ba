/**
 * Stage 2 of the engine: HTML → PageModel, the plain data every extractor reads.
 */
import * as cheerio from 'cheerio';
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { capDepth, closestWhere, firstElement, isChromeTag, isElement, isTag, isVisuallyHidden, removeWhere, textHead, textOf, walkElements } from './dom';
import { isDialog } from './dialogs';
import { findLabels, type LabelledValue } from './labels';
import { toMarkdown } from './markdown';
import { findNextLinks, type NextLink } from './next-links';
import { findRecordGroups, type RecordGroup } from './records';
import { readJsonLd, readMeta, readMicrodata, type Entity } from './structured-data';
import { readTables, type Table } from './tables';
import { pageLocale } from './locale';
import { squash } from './text';

/** Everything the extractors need to know about one page. */
export interface PageModel {
  /** Final URL (after redirects); relative links resolve against it. */
  url: string;
  /** The HTML the model was built from, so a reader on another thread builds the same model (extraction-threads.ts). */
  html: string;
  title: string;
  lang?: string;
  /** The language tag with the country the address's domain names where the tag names none (page/locale.ts). */
  locale?: string;
  /** `<meta name|property>` → content, lowercased keys (OpenGraph, Twitter, article:*, description…). */
  meta: Record<string, string>;
  /** JSON-LD entities, `@graph` flattened and `@id` references resolved. */
  jsonLd: Entity[];
  /** Microdata items in the same shape as JSON-LD entities. */
  microdata: Entity[];
  /** Label/value pairs from dt/dd, th/td and "Label: value" text. */
  labels: LabelledValue[];
  tables: Table[];
  /** Groups of sibling nodes of one shape (product cards, search results, rows). */
  records: RecordGroup[];
  /** Next-page candidates, best first. */
  nextLinks: NextLink[];
  /** Text of the main content region. */
  mainText: string;
  /** Compact markdown of the main content, for LLM providers. */
  markdown: string;
  /** The cleaned DOM (scripts, styles and hidden nodes removed) for class/itemprop lookups. */
  $: CheerioAPI;
}

// Content that is never data: removed before anything reads the DOM.
const NOISE_TAGS = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'svg', 'canvas']);
// aria-hidden hides from screen readers only: on an icon or a decorative copy it marks noise, but a
// page saved with a dialog open has its whole content aria-hidden (or the part under the dialog: the
// description and spec tables), and that content is the page.
const CONTENT_TAGS = new Set(['h1', 'main', 'form', 'table', 'dl']);
const holdsContent = (el: Element) => !!firstElement(el, (d) => CONTENT_TAGS.has(d.tagName));
// An image drawn in text ("<span role=img aria-label='329 reais com 90 centavos'>") hides its parts from screen readers,
// which read its label: the parts are what the page shows (Mercado Libre's price: symbol, amount and cents).
const drawsImage = (el: Element) => !!el.parent && isElement(el.parent) && el.parent.attribs.role === 'img';
// WooCommerce hides its struck and current prices from screen readers ("<del aria-hidden>", "<ins aria-hidden>") and reads
// them a sentence instead ("Current price is: 46,67 €."), which themes may leave out: the prices are what the page shows.
const EDITS = new Set(['del', 'ins']);
// So does a text hidden from screen readers beside the sentence they read instead, which the eye does not see (Best Buy's
// "<span aria-hidden>$499.99</span><span class=sr-only>Your price for this item is $499.99</span>").
const besideReadAloud = (el: Element) => !!el.parent && el.parent.children.some((c) => c !== el && isElement(c) && isVisuallyHidden(c));
const isNoise = (el: Element) =>
  NOISE_TAGS.has(el.tagName) ||
  el.attribs.hidden !== undefined ||
  (el.attribs['aria-hidden'] === 'true' && !holdsContent(el) && !drawsImage(el) && !EDITS.has(el.tagName) && !besideReadAloud(el));

// Chromium's parser nests elements no deeper than this (its kMaximumHTMLParserDOMTreeDepth); the HTTP path's pages are
// read as deep as the browser's.
const MAX_DEPTH = 512;

// The main region of each parsed page, found once: several stages and extractor fallbacks ask for it.
const MAIN = new WeakMap<CheerioAPI, Cheerio<AnyNode>>();

// A box named "content" inside a consent bar, a dialog, the page's header or footer or a promotion's banner over the page is
// theirs (nopCommerce's cookie bar: "<div class="eu-cookie-bar-notification"><div class="content">", a shop's "<div
// class="header-banner"><div class="content"><p>Free delivery over £29 · …"), not the page's content.
const BANNER = /(^|[\s_-])(banner|announcement|promo|topbar)([\s_-]|$)/i;
const isFurniture = (el: Element) => isChromeTag(el) || isDialog(el) || BANNER.test(el.attribs.class ?? '');
// A box named for the page's content: #content/.content/#main, outside the page's furniture.
const namedContent = (el: Element) =>
  (el.attribs.id === 'content' || el.attribs.id === 'main' || /(^|\s)content(\s|$)/.test(el.attribs.class ?? '')) && !closestWhere(el, isFurniture);
// Main-region candidates, best first: <main>, [role=main], the page's <article> (pageArticle), a box named for the content.
const MAIN_TESTS: ((el: Element) => boolean)[] = [(el) => el.tagName === 'main', (el) => el.attribs.role === 'main', namedContent];
// An <article> is as often one card of many (a review, a product tile, a teaser) as the page's story: it is the main
// region where it holds the page's first heading, or where it is the longest and holds this share of the page's text.
const ARTICLE_SHARE = 0.2;

/** The <article> that is the page's own, of those in it; undefined when each is a card of a list. */
function pageArticle(body: ParentNode): Element | undefined {
  const articles: Element[] = [];
  let heading: Element | undefined;
  walkElements(body, (el) => {
    if (el.tagName === 'article') articles.push(el);
    if (!heading && el.tagName === 'h1') heading = el;
  });
  const holding = heading && articles.find((a) => closestWhere(heading!, (e) => e === a));
  if (holding) return holding;
  const lengths = articles.map((a) => squash(textOf(a)).length);
  const longest = lengths.indexOf(Math.max(...lengths));
  return longest >= 0 && lengths[longest] >= ARTICLE_SHARE * squash(textOf(body)).length ? articles[longest] : undefined;
}

/** The page's <body>, or the root of a fragment that has none. */
export function bodyOf($: CheerioAPI): ParentNode {
  return firstElement($.root()[0], isTag('body')) ?? $.root()[0];
}

/** Picks the main content region: <main>, [role=main], the page's <article>, #content, else the body. */
export function mainRegion($: CheerioAPI): Cheerio<AnyNode> {
  let main = MAIN.get($);
  if (!main) {
    // One walk finds the first element of each kind; the first kind with real text wins.
    const firsts: (Element | undefined)[] = MAIN_TESTS.map(() => undefined);
    let heading: Element | undefined;
    walkElements($.root()[0], (el) => {
      MAIN_TESTS.forEach((test, i) => {
        if (!firsts[i] && test(el)) firsts[i] = el;
      });
      if (!heading && el.tagName === 'h1') heading = el;
    });
    const holdsText = (el: Element | undefined) => !!el && textHead(el, 41).length > 40;
    const [tagged, role, named] = firsts;
    // A box merely named "content" is the page's where it holds the page's heading: a review's "<div class="content">" is not,
    // and the one around the heading is.
    const namedMain = !heading || !named || closestWhere(heading, (e) => e === named) ? named : closestWhere(heading, namedContent);
    const found = [tagged, role].find(holdsText) ?? [pageArticle(bodyOf($)), namedMain].find(holdsText);
    main = found ? $(found) : $(bodyOf($));
    MAIN.set($, main);
  }
  return main;
}

/**
 * Parses HTML fetched from `url` into a PageModel; each part, the parse itself included, is computed on first use, so a
 * reader pays only for what it reads (the server's thread, when extraction threads read the page, often nothing).
 */
export function buildPageModel(html: string, url: string): PageModel {
  const memo = new Map<string, unknown>();
  const once =
    <T>(key: string, fn: () => T) =>
    (): T => {
      if (!memo.has(key)) memo.set(key, fn());
      return memo.get(key) as T;
    };
  const dom = once('dom', () => {
    // htmlparser2, not parse5: three times faster on a large page, and the walks below never rely
    // on the implied <html>/<body>/<tbody> parse5 would add (`bodyOf` falls back to the root).
    const $ = cheerio.load(html, { xml: { xmlMode: false } });
    // JSON-LD lives in <script>, so it is read before the noise goes.
    const jsonLd = readJsonLd($);
    removeWhere($.root()[0], isNoise);
    capDepth($.root()[0], MAX_DEPTH);
    return { $, jsonLd };
  });
  const $ = () => dom().$;
  const root = () => $().root()[0];
  const main = once('main', () => mainRegion($()));
  const parts = {
    $,
    jsonLd: () => dom().jsonLd,
    title: once('title', () => squash(textOf(firstElement(root(), isTag('title')))) || squash(textOf(firstElement(root(), isTag('h1'))))),
    lang: once('lang', () => firstElement(root(), isTag('html'))?.attribs.lang || undefined),
    locale: once('locale', () => pageLocale(model.lang, url, () => squash(textOf(bodyOf($()))))),
    meta: once('meta', () => readMeta($())),
    microdata: once('microdata', () => readMicrodata($(), url)),
    labels: once('labels', () => findLabels($())),
    tables: once('tables', () => readTables($())),
    records: once('records', () => findRecordGroups($(), url)),
    nextLinks: once('nextLinks', () => findNextLinks($(), url)),
    mainText: once('mainText', () => squash(main().text())),
    markdown: once('markdown', () => toMarkdown($(), main(), url)),
  };
  const model = { url, html } as PageModel;
  for (const [key, get] of Object.entries(parts)) Object.defineProperty(model, key, { get, enumerable: true });
  return model;
}
