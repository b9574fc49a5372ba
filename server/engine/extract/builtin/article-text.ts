/**
 * The article's own text: the reader view's (readable-body.ts), else the densest content block of the page.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { closestWhere } from '../../page/dom';
import { squash } from '../../page/text';
import { isChrome } from './page-regions';
import { readableBody } from './readable-body';

// Boxes whose names say they hold no part of the article: ads, promotions, share bars, newsletters, related links, comments.
const NOISE_CLASS = /(^|[\s_-])(ad|ads|advert|advertisement|promo|share|social|newsletter|related|comments?)([\s_-]|$)/i;

/** The main text of an article by the builtin's own heuristic: paragraphs of the densest content block, ads and widgets left out. */
function contentBlockBody($: CheerioAPI): string | undefined {
  const containers = $('[class*="body"], [class*="content"], [class*="entry"], [itemprop="articleBody"], article, main')
    .toArray()
    .filter((el) => !NOISE_CLASS.test(el.attribs.class ?? '') && !closestWhere(el, isChrome));
  const blocks = containers.map((c) =>
    $(c)
      .find('p, h2, h3, li')
      .toArray()
      .filter(
        (p) =>
          !$(p)
            .parents('[class]')
            .toArray()
            .some((x) => NOISE_CLASS.test((x as Element).attribs.class ?? '')),
      )
      .filter((p) => !closestWhere(p, isChrome))
      .map((p) => squash($(p).text()))
      .filter((t) => t.length > 0),
  );
  const len = (xs: string[]) => xs.filter((t) => t.length > 40).join(' ').length;
  const most = Math.max(0, ...blocks.map(len));
  // The tightest block that still holds most of the prose: the article body, not the article with its standfirst.
  const best = blocks.filter((b) => most > 0 && len(b) >= 0.8 * most).sort((a, b) => a.length - b.length)[0] ?? [];
  return best.length ? best.join('\n\n') : undefined;
}

// The reader view's answer per parsed page: body and first paragraph both ask for it.
const READABLE = new WeakMap<CheerioAPI, string | undefined>();

/** The main text of an article: the reader view's (Readability), else the densest content block. */
export function articleBody($: CheerioAPI, url: string): string | undefined {
  if (!READABLE.has($)) READABLE.set($, readableBody($.html(), url));
  return READABLE.get($) ?? contentBlockBody($);
}
