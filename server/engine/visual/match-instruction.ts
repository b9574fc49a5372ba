/**
 * The builtin element picker: splits the instruction into the things it names ("the headline and
 * the author" → two), and picks for each the element whose role, value shape, text, labels and
 * attribute words fit best. Deterministic, offline and free. When a named thing matches nothing,
 * it says so and names the closest candidates, so a user can see why and reword.
 */
import type { Box, VisualElement } from './types';
import { looksLike, type Shape } from './value-shapes';

/** Words naming a kind of element: the roles that satisfy them, or the shape its value has. */
const KIND_WORDS: Record<string, { roles?: string[]; shape?: Shape }> = {
  button: { roles: ['button'] },
  btn: { roles: ['button'] },
  link: { roles: ['link'] },
  anchor: { roles: ['link'] },
  box: { roles: ['textbox', 'searchbox', 'combobox'] },
  field: { roles: ['textbox', 'searchbox', 'combobox', 'spinbutton'] },
  input: { roles: ['textbox', 'searchbox', 'combobox', 'spinbutton', 'checkbox', 'radio'] },
  textbox: { roles: ['textbox', 'searchbox'] },
  searchbox: { roles: ['searchbox'] },
  bar: { roles: ['searchbox', 'textbox'] },
  dropdown: { roles: ['combobox'] },
  select: { roles: ['combobox'] },
  menu: { roles: ['combobox', 'menuitem'] },
  checkbox: { roles: ['checkbox'] },
  radio: { roles: ['radio'] },
  heading: { roles: ['heading'] },
  headline: { roles: ['heading'] },
  title: { roles: ['heading'] },
  image: { roles: ['img'] },
  picture: { roles: ['img'] },
  photo: { roles: ['img'] },
  logo: { roles: ['img'] },
  paragraph: { roles: ['paragraph'] },
  item: { roles: ['listitem', 'menuitem', 'option'] },
  tab: { roles: ['tab'] },
  cell: { roles: ['cell', 'columnheader'] },
  price: { shape: 'price' },
  cost: { shape: 'price' },
  amount: { shape: 'price' },
  date: { shape: 'date' },
  time: { shape: 'date' },
  timestamp: { shape: 'date' },
  published: { shape: 'date' },
  publication: { shape: 'date' },
  email: { shape: 'email' },
  mail: { shape: 'email' },
  phone: { shape: 'phone' },
  telephone: { shape: 'phone' },
  author: { shape: 'byline' },
  byline: { shape: 'byline' },
  writer: { shape: 'byline' },
};

/** Filler anywhere in a phrase. */
const STOP = new Set([
  'main',
  'primary',
  'first',
  'top',
  'big',
  'large',
  'the',
  'a',
  'an',
  'and',
  'or',
  'of',
  'to',
  'for',
  'on',
  'in',
  'with',
  'me',
  'us',
  'all',
  'every',
  'each',
  'that',
  'which',
  'is',
  'are',
  'this',
  'these',
  'those',
  'page',
  'its',
  'their',
  'please',
  'element',
  'elements',
]);
/** Commands at the start of a phrase ("label the prices", "find and highlight the logo"). */
const COMMANDS = new Set([
  'label',
  'highlight',
  'mark',
  'find',
  'locate',
  'show',
  'select',
  'get',
  'give',
  'pick',
  'identify',
  'outline',
  'circle',
  'annotate',
  'point',
  'out',
  'tag',
  'extract',
  'list',
  'return',
  'detect',
  'spot',
  'please',
  'me',
  'us',
  'can',
  'you',
]);
const LEADING = new Set([...COMMANDS, 'the', 'a', 'an', 'all', 'every', 'each']);

const PLURAL_ALL = /\b(all|every|each)\b/;

function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

const tokens = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Lower-case word stems of a text, split on non-letters and camel/kebab/snake boundaries. */
export function wordsOf(text: string): string[] {
  return tokens(text).map(stem);
}

/** A phrase's tokens without the command and articles it starts with. */
function withoutCommand(phrase: string): string[] {
  const t = tokens(phrase);
  let i = 0;
  while (i < t.length && LEADING.has(t[i])) i++;
  return t.slice(i);
}

/** The phrases of an instruction: each names one thing (or one kind of thing). */
export function phrasesOf(instruction: string): string[] {
  return instruction
    .split(/\s*(?:,|;|\band\b|&|\bplus\b|\bas well as\b|\balso\b|\bthen\b)\s*/i)
    .map((p) => p.trim())
    .filter((p) => withoutCommand(p).some((w) => !STOP.has(stem(w))));
}

/** What one phrase asks for. */
interface Want {
  /** The phrase as a user would recognise it, without its command ("prices", "add to cart button"). */
  text: string;
  roles: Set<string>;
  shapes: Shape[];
  kindWords: string[];
  content: string[];
  plural: boolean;
}

/** The second word of "phone number", "email address": it adds nothing to the kind before it. */
const KIND_TAILS: Record<string, string> = { number: 'phone', address: 'email' };

function wantOf(phrase: string): Want {
  const rest = withoutCommand(phrase);
  const words = rest.map(stem).filter((w, i, all) => !STOP.has(w) && !(KIND_TAILS[w] && KIND_WORDS[all[i - 1]]?.shape === KIND_TAILS[w]));
  const kindWords = words.filter((w) => KIND_WORDS[w]);
  const last = rest.filter((t) => !STOP.has(stem(t))).at(-1) ?? '';
  return {
    text: rest.join(' '),
    roles: new Set(kindWords.flatMap((w) => KIND_WORDS[w].roles ?? [])),
    shapes: [...new Set(kindWords.flatMap((w) => KIND_WORDS[w].shape ?? []))],
    kindWords,
    content: words.filter((w) => !KIND_WORDS[w]),
    // "the prices", "all links", "the add to cart buttons": the thing named last is plural.
    plural: PLURAL_ALL.test(phrase.toLowerCase()) || stem(last) !== last,
  };
}

interface Scored {
  el: VisualElement;
  score: number;
  /** Content words of the phrase found on the element. */
  hits: number;
  /** The element is of the kind the phrase names (its role, its value shape), or no kind was named. */
  kindOk: boolean;
}

function scoreOf(el: VisualElement, want: Want): Scored {
  const textWords = new Set([...wordsOf(el.text), ...wordsOf(el.name)]);
  const attrWords = new Set(
    Object.entries(el.attributes).flatMap(([k, v]) => (k === 'href' || k === 'src' ? wordsOf(v.replace(/^https?:\/\/[^/]+/, '')) : wordsOf(v))),
  );
  let score = 0;
  let hits = 0;
  const roleOk = want.roles.size === 0 || want.roles.has(el.role);
  const shapeOk = want.shapes.every((s) => looksLike(el, s));
  if (want.roles.size > 0) {
    // A link styled as a button (class "btn") is a weaker match than a real button, but still one.
    const styled = want.kindWords.some((w) => KIND_WORDS[w].roles && attrWords.has(w));
    score += roleOk ? 4 : styled ? 1 : -3;
  }
  if (want.shapes.length > 0) score += shapeOk ? 4 : -6;
  // The page's own word for the kind ("price" in a class) settles ties between look-alikes.
  if (want.kindWords.some((w) => attrWords.has(w) || textWords.has(w))) score += 1;
  if (want.roles.has('heading') && el.tag === 'h1') score += 1;
  for (const w of want.content) {
    const before = score;
    if (textWords.has(w)) score += 3;
    else if (attrWords.has(w)) score += 2;
    // "search box" names an input of role searchbox even when no word on it says "search".
    else if (el.role.includes(w)) score += 2;
    if (score > before) hits++;
  }
  if (want.content.length > 0 && hits === want.content.length) score += 2;
  if (el.kind === 'interactive') score += 0.5;
  return { el, score, hits, kindOk: roleOk && shapeOk };
}

/**
 * Something the phrase names must be on the element. A value shape is enough by itself (the words
 * around it, "the publication date", only rank the look-alikes); a role is not ("the checkout
 * button" is not any button), so then a content word must be on it.
 */
function fits(s: Scored, want: Want): boolean {
  if (want.shapes.length > 0) return s.kindOk;
  return want.content.length > 0 ? s.hits > 0 && s.score >= 3 : s.kindOk;
}

/** Gap between two boxes, 0 when they touch or overlap. */
function gap(a: Box, b: Box): number {
  const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width));
  const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height));
  return Math.hypot(dx, dy);
}

/** How far a candidate is from what was already picked: another form counts as far away. */
function remoteness(el: VisualElement, picked: VisualElement[]): number {
  if (picked.length === 0) return 0;
  const sameForm = el.attributes.form !== undefined && picked.some((p) => p.attributes.form === el.attributes.form);
  return (sameForm ? 0 : 1e6) + Math.min(...picked.map((p) => gap(el.box, p.box)));
}

const describe = (el: VisualElement) => `[${el.label}] ${el.role} "${(el.text || el.name).slice(0, 40)}"`;

/** Why a phrase matched nothing, with the elements that came nearest. */
function whyNot(want: Want, scored: Scored[]): string {
  const near = scored
    .filter((s) => s.hits > 0 || (want.roles.size > 0 && want.roles.has(s.el.role)))
    .sort((a, b) => b.score - a.score || a.el.label - b.el.label)
    .slice(0, 3);
  const closest = near.length > 0 ? near.map((s) => describe(s.el)).join(', ') : `none of the ${scored.length} elements comes near`;
  return `No element looks like "${want.text}"; closest: ${closest}`;
}

/** What the builtin picker chose for an instruction. */
export interface InstructionMatch {
  /** Labels the instruction selects, in the order it names things. */
  labels: number[];
  /** How many things the instruction names, and for how many something on the page matched. */
  asked: number;
  found: number;
  /** Why a named thing matched nothing, with its closest candidates; absent when everything matched. */
  reason?: string;
}

/** Picks the labels the instruction asks for, in the order it names them. */
export function matchInstruction(instruction: string, elements: VisualElement[]): InstructionMatch {
  const wants = phrasesOf(instruction).map(wantOf);
  if (wants.length === 0) return { labels: [], asked: 0, found: 0, reason: `The instruction "${instruction}" names nothing to look for` };
  const chosen: VisualElement[] = [];
  const misses: string[] = [];
  let found = 0;
  for (const want of wants) {
    const scored = elements.map((el) => scoreOf(el, want));
    const fit = scored.filter((s) => fits(s, want));
    const open = fit.filter((s) => !chosen.includes(s.el));
    if (fit.length === 0 || open.length === 0) {
      if (fit.length === 0) misses.push(whyNot(want, scored));
      else found++;
      continue;
    }
    found++;
    if (want.plural) {
      // Every element of the kind that carries as many of the phrase's words as the best one does.
      const most = Math.max(...fit.map((s) => s.hits));
      for (const s of open) if (s.hits === most && s.kindOk) chosen.push(s.el);
      if (open.some((s) => s.hits === most && s.kindOk)) continue;
    }
    // Best score; ties go to the element of the same form as, or nearest to, the others picked
    // (the search form's submit), then document order.
    const top = Math.max(...open.map((s) => s.score));
    const best = open.filter((s) => s.score === top);
    const settled = chosen.slice();
    best.sort((a, b) => remoteness(a.el, settled) - remoteness(b.el, settled) || a.el.label - b.el.label);
    chosen.push(best[0].el);
  }
  return { labels: chosen.map((el) => el.label), asked: wants.length, found, ...(misses.length > 0 ? { reason: misses.join('. ') } : {}) };
}
