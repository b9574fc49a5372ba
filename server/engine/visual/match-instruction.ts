/**
 * The builtin element picker: splits the instruction into the things it names ("the search box",
 * "the submit button") and picks, for each, the element whose role, text, labels and attribute
 * words fit best. Deterministic, offline and free.
 */
import type { Box, VisualElement } from './types';

/** Words naming a kind of element, mapped to the roles that satisfy them. */
const ROLE_WORDS: Record<string, string[]> = {
  button: ['button'],
  btn: ['button'],
  link: ['link'],
  anchor: ['link'],
  box: ['textbox', 'searchbox', 'combobox'],
  field: ['textbox', 'searchbox', 'combobox', 'spinbutton'],
  input: ['textbox', 'searchbox', 'combobox', 'spinbutton', 'checkbox', 'radio'],
  textbox: ['textbox', 'searchbox'],
  searchbox: ['searchbox'],
  bar: ['searchbox', 'textbox'],
  dropdown: ['combobox'],
  select: ['combobox'],
  menu: ['combobox', 'menuitem'],
  checkbox: ['checkbox'],
  radio: ['radio'],
  heading: ['heading'],
  headline: ['heading'],
  title: ['heading'],
  image: ['img'],
  picture: ['img'],
  photo: ['img'],
  logo: ['img'],
  paragraph: ['paragraph'],
  item: ['listitem', 'menuitem', 'option'],
  tab: ['tab'],
  cell: ['cell', 'columnheader'],
};

const STOP = new Set(['main', 'primary', 'first', 'top', 'big', 'large', 'the', 'a', 'an', 'and', 'or', 'of', 'to', 'for', 'on', 'in', 'with', 'me', 'find', 'select', 'get', 'show', 'return', 'give', 'all', 'every', 'each', 'that', 'which', 'is', 'are', 'this', 'these', 'those', 'page', 'its', 'their', 'please', 'element', 'elements']);

const PLURAL_ALL = /\b(all|every|each)\b/;

function stem(w: string): string {
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Lower-case word stems of a text, split on non-letters and camel/kebab/snake boundaries. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

/** The phrases of an instruction: each names one thing (or one kind of thing). */
export function phrasesOf(instruction: string): string[] {
  return instruction
    .split(/\s*(?:,|;|\band\b|&|\bplus\b|\bas well as\b|\balso\b|\bthen\b)\s*/i)
    .map((p) => p.trim())
    .filter((p) => wordsOf(p).some((w) => !STOP.has(w)));
}

interface Scored {
  el: VisualElement;
  score: number;
  /** Content words of the phrase found on the element. */
  hits: number;
}

function scoreOf(el: VisualElement, roles: Set<string>, content: string[]): Scored {
  const textWords = new Set([...wordsOf(el.text), ...wordsOf(el.name)]);
  const attrWords = new Set(Object.entries(el.attributes).flatMap(([k, v]) => (k === 'href' || k === 'src' ? wordsOf(v.replace(/^https?:\/\/[^/]+/, '')) : wordsOf(v))));
  let score = 0;
  let hits = 0;
  if (roles.size > 0) score += roles.has(el.role) ? 4 : -3;
  for (const w of content) {
    const before = score;
    if (textWords.has(w)) score += 3;
    else if (attrWords.has(w)) score += 2;
    // "search box" names an input of role searchbox even when no word on it says "search".
    else if (el.role.includes(w)) score += 2;
    if (score > before) hits++;
  }
  const phrase = content.join(' ');
  if (phrase && wordsOf(el.name).join(' ') === phrase) score += 2;
  if (el.kind === 'interactive') score += 0.5;
  return { el, score, hits };
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

/** Picks the labels the instruction asks for, in the order it names them. */
export function matchInstruction(instruction: string, elements: VisualElement[]): number[] {
  const picks: { best: Scored[]; all: boolean }[] = [];
  for (const phrase of phrasesOf(instruction)) {
    const words = wordsOf(phrase).filter((w) => !STOP.has(w));
    const roles = new Set(words.flatMap((w) => ROLE_WORDS[w] ?? []));
    const content = words.filter((w) => !ROLE_WORDS[w]);
    // "all links", "the buttons": a plural kind with nothing more specific selects every element of it.
    const raw = phrase.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
    const pluralKind = content.length === 0 && raw.some((t) => stem(t) !== t && ROLE_WORDS[stem(t)]);
    const plural = PLURAL_ALL.test(phrase.toLowerCase()) || pluralKind;
    const scored = elements.map((el) => scoreOf(el, roles, content));
    // Something the phrase names must be on the element: a content word, or the kind when that is all it says.
    const fits = scored.filter((s) => (content.length > 0 ? s.hits > 0 && s.score >= 3 : s.score >= 4));
    if (fits.length === 0) continue;
    const top = Math.max(...fits.map((s) => s.score));
    picks.push({ best: plural ? fits : fits.filter((s) => s.score === top), all: plural });
  }
  const chosen: VisualElement[] = [];
  for (const p of picks) {
    if (p.all) {
      for (const s of p.best) if (!chosen.includes(s.el)) chosen.push(s.el);
      continue;
    }
    // Ties go to the element of the same form as, or nearest to, the others picked (the search form's submit), then document order.
    const open = p.best.filter((s) => !chosen.includes(s.el));
    if (open.length === 0) continue;
    const settled = chosen.slice();
    open.sort((a, b) => remoteness(a.el, settled) - remoteness(b.el, settled) || a.el.label - b.el.label);
    chosen.push(open[0].el);
  }
  return chosen.map((el) => el.label);
}
