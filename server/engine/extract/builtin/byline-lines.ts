/**
 * An article's byline where the page names no element for it: a line of its own in the page's text, as templates of the
 * 2000s set it ("By Harold Jensen, Staff Writer" in a <font> under the title, Blogger's "posted by Margaret Ellison at 3:14
 * PM" under the post, a portal's "Posted By: Kelvar on 03-14-2008").
 */
import type { CheerioAPI } from 'cheerio';
import type { ChildNode, Element } from 'domhandler';
import { closestWhere, firstElement, holdsText, isBlock, isElement, textOf, walkElements } from '../../page/dom';
import { squash, words } from '../../page/text';
import { isBoilerplateLine, isBylineLine, NAME_JOINERS, PARTS } from './boilerplate-lines';
import { authorName, isPersonName } from './clean-value';
import { joinsNames, linksToWriter, listedNames } from './byline-names';
import { isComments } from './dom-values';
import { namesDesk } from './entity-values';

// Where no byline of the article stands: the page's furniture, and its forms (a comment form's "Posted by:" field). A
// footer inside the story's <article> or <main> is the story's own (PolitiFact's "By Maria Ramírez • November 6, 2025").
const NOT_TEXT = new Set(['head', 'script', 'style', 'nav', 'form', 'select', 'option', 'button', 'textarea']);
const STORY = new Set(['article', 'main']);
const pageFooter = (el: Element) => el.tagName === 'footer' && !closestWhere(el, (e) => STORY.has(e.tagName));
// A link that holds a headline is another story's card ("More in Opinion": its headline, "By Meghan Smith"): its byline is that story's.
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const storyCard = (el: Element) => el.tagName === 'a' && !!firstElement(el, (d) => HEADINGS.has(d.tagName));

// A part of a byline named for the writer's job, set against the name with no space (NU.nl's "<span
// class="author-name">Jeroen Visser</span><span class="author-role">Economieredacteur</span>").
const JOB = /(^|\s)(role|job|position)(\s|$)/;
const namesJob = (n: ChildNode) => isElement(n) && JOB.test(words(n.attribs.class ?? '').join(' '));

/**
 * An element's first line: its text up to its first <br> or block ("By Sandra Kowalczyk<br>Sentinel Education Reporter", the
 * Star Tribune's names before its "<div class="article-byline__org">Star Tribune</div>"), without its writer's job.
 */
function firstLine(el: Element): string {
  const upTo = el.children.findIndex((c) => isElement(c) && (c.tagName === 'br' || isBlock(c)));
  const line = upTo < 0 ? el.children : el.children.slice(0, upTo);
  return squash(line.map((c) => (namesJob(c) ? ' ' : textOf(c))).join(''));
}

// A block whose words all stand in inline elements is a line too (Medium's "<p><em>By </em><a><em>Laura Chen</em></a><em>,
// </em>…</p>").
const inlineOnly = (el: Element) =>
  isBlock(el) && el.children.some(isElement) && el.children.every((c) => (c.type === 'text' && !c.data.trim()) || (isElement(c) && !isBlock(c)));

// The page's byline line, found once a page: the author's sources and its co-authors' check each ask for it.
const TEXT_BYLINES = new WeakMap<CheerioAPI, { line: string | undefined }>();
/** The first byline line of the page outside its comments, as the page writes it (its label and date still on). */
export function textByline($: CheerioAPI): string | undefined {
  let known = TEXT_BYLINES.get($);
  if (!known) TEXT_BYLINES.set($, (known = { line: findTextByline($) }));
  return known.line;
}
function findTextByline($: CheerioAPI): string | undefined {
  let found: string | undefined;
  walkElements($.root()[0], (el) => {
    if (found !== undefined || NOT_TEXT.has(el.tagName) || pageFooter(el) || storyCard(el) || isComments(el)) return false;
    if (!holdsText(el) && !inlineOnly(el)) return;
    // A byline may be one part of a line of facts ("Issue #47 · by Sam Okoye · 6 min read").
    const line = firstLine(el);
    // A desk's account credited as the writer ("Written by Netflix Technology Blog" over a post that opens "By Laura Chen, …")
    // is the post's publisher: the next byline names its writers.
    found = [line, ...line.split(PARTS)].find((l) => isBylineLine(l) && !namesDesk(authorName(l) ?? ''));
  });
  return found;
}

// The names a byline lists: "A, B and C", "A, B, and C", "A & B", "A und B".
const NAME_SEPARATOR = new RegExp(`\\s*(?:,(?:\\s*(?:${NAME_JOINERS})\\s)?|&|\\s(?:${NAME_JOINERS})\\s)\\s*`, 'u');
/** The names a byline lists, each apart. */
export const bylineNames = (byline: string): string[] => byline.split(NAME_SEPARATOR).map((n) => n.trim());
/**
 * Several writers' names as one answer lists them, whether the byline joins them with "and", "und" or commas: "A, B, C", as
 * the structured data's writers are listed. A byline that names no people one by one is kept as it is ("Mac & i").
 */
export const writersListed = (byline: string): string => {
  const names = bylineNames(byline);
  return names.length > 1 && names.every((n) => isPersonName(n) || UNCASED_NAME.test(n)) ? names.join(', ') : byline;
};
// A name in a script without capitals, a few letters long ("조아름", "周俊杰", "สมชาย ใจดี").
const UNCASED_NAME = /^(?!.*\p{Script=Latin})[\p{L}\p{M}](?:[\p{L}\p{M}]|\s(?=[\p{L}\p{M}])){0,19}$/u;
/** Whether a byline lists `name` (or each of several names) and others beside them. */
export const namesWith = (byline: unknown, name: string | string[]): boolean => {
  const listed = typeof byline === 'string' ? bylineNames(byline) : [];
  const names = listed.map((n) => n.toLowerCase());
  const given = (typeof name === 'string' ? [name] : name).map((n) => n.trim().toLowerCase());
  // A capitalised word alone after a joiner is no co-author: Spanish "en" is "in" ("Publicado por Enrique Dans en General", the
  // post's category), where Dutch "en" is "and".
  const others = listed.filter((n) => !given.includes(n.toLowerCase()));
  return names.length > given.length && given.every((n) => names.includes(n)) && !others.some((n) => LONE_WORD.test(n));
};
const LONE_WORD = /^\p{Lu}\p{Ll}+$/u;

// A line of facts about the article whose parts stand in elements of their own with no mark between them, as Il Messaggero
// sets its byline, date and reading time in three <span>s of one box: "di Alessandro Conti", "Sabato 15 Marzo 2025, 06:30",
// "3 Minuti di Lettura". The text joins them into one line that no pattern reads; each part alone is a byline, a date or a
// reading time.
const FACT_PARTS = 2;
/** Drops the boxes whose inline parts are each a line about the article (a byline, a date, a reading time). */
export function dropFactLines($: CheerioAPI): void {
  $('div, p').each((_, box) => {
    const parts = box.children.filter((c) => !(c.type === 'text' && !c.data.trim()));
    if (!parts.every((c) => isElement(c) && !isBlock(c))) return;
    const texts = parts.map((c) => squash(textOf(c))).filter(Boolean);
    if (texts.length >= FACT_PARTS && texts.every((t) => isBoilerplateLine(t))) $(box).remove();
  });
}

/**
 * The writers the page's first links to writers' pages name, where no element is named for its byline and no line says "By":
 * Gannett's "<div class="gnt_ar_by"><a href="/staff/…">Duante Beddingfield</a> and <a href="/staff/…">Brian McCollum</a>
 * <div>Detroit Free Press</div></div>". Links side by side in one box with only joiners between them are one byline's names.
 */
export function linkedByline($: CheerioAPI): string | undefined {
  let found: string | undefined;
  walkElements($.root()[0], (el) => {
    if (found !== undefined || NOT_TEXT.has(el.tagName) || pageFooter(el) || storyCard(el) || isComments(el)) return false;
    if (!linksToWriter(el)) return;
    const name = squash(textOf(el));
    if (!isPersonName(name)) return false;
    const box = el.parent && isElement(el.parent) ? el.parent.children : [el];
    const [from, to] = [box.indexOf(el), box.findLastIndex((c) => isElement(c) && linksToWriter(c))];
    const run = box.slice(from, to + 1);
    const links = run.filter((c): c is Element => isElement(c) && linksToWriter(c));
    const between = run.filter((c) => !links.includes(c as Element)).map((c) => textOf(c));
    found = links.length > 1 && joinsNames(between.join(' ')) ? listedNames(links.map((a) => squash(textOf(a)))) : name;
    return false;
  });
  return found;
}
