/**
 * The builtin visual picker: phrases of an instruction, role and word matching, plural kinds,
 * value-shaped targets (prices, dates, emails, phones, bylines), one element per thing named,
 * tie-breaks by nearness to what else was picked, and the reason when something matches nothing.
 */
import { test, expect } from '@playwright/test';
import { matchInstruction as match, phrasesOf } from '../../server/engine/visual/match-instruction';
import type { VisualElement } from '../../server/engine/visual/types';

let next = 1;
function el(role: string, tag: string, text: string, y: number, attributes: Record<string, string> = {}, name = text): VisualElement {
  const kind = ['heading', 'paragraph', 'listitem'].includes(role) ? 'text' : 'interactive';
  return { label: next++, role, tag, text, name, kind, box: { x: 40, y, width: 200, height: 30 }, selector: tag, attributes };
}

const page = (() => {
  next = 1;
  return [
    el('link', 'a', 'Lamps', 10, { href: 'http://shop/products' }),
    el('link', 'a', 'Chairs', 10, { href: 'http://shop/listing' }),
    el('button', 'button', 'Sign in', 10, { type: 'button', id: 'sign-in' }),
    el('heading', 'h1', 'Light your home', 100),
    el('label', 'label', 'Search', 200, { for: 'q' }),
    el('searchbox', 'input', '', 200, { id: 'q', type: 'search', name: 'q', placeholder: 'Lamps, chairs' }, 'Search'),
    el('combobox', 'select', 'Relevance', 200, { name: 'sort', 'aria-label': 'Sort by' }, 'Sort by'),
    el('button', 'button', 'Search', 200, { type: 'submit', id: 'search-button' }),
    el('button', 'button', 'Add to cart', 400, { type: 'button' }),
    el('textbox', 'input', '', 700, { type: 'email', name: 'email', placeholder: 'you@example.com', 'aria-label': 'Email address' }, 'Email address'),
    el('button', 'button', 'Subscribe', 700, { type: 'submit' }),
  ];
})();

const named = (labels: number[], on = page) => labels.map((l) => on[l - 1].name || on[l - 1].text);
const matchInstruction = (instruction: string, on: VisualElement[]) => match(instruction, on).labels;

test('phrases split on and, commas and plus', () => {
  expect(phrasesOf('the search box and the submit button')).toEqual(['the search box', 'the submit button']);
  expect(phrasesOf('title, price & the buy button')).toEqual(['title', 'price', 'the buy button']);
});

test('the search box and the submit button: the input and the submit of the same form', () => {
  expect(named(matchInstruction('the search box and the submit button', page))).toEqual(['Search', 'Search']);
  expect(page[matchInstruction('the search box and the submit button', page)[1] - 1].attributes.id).toBe('search-button');
});

test('words on text, labels and attributes; kinds by role; plurals select every one', () => {
  expect(named(matchInstruction('the email field', page))).toEqual(['Email address']);
  expect(named(matchInstruction('sign in button', page))).toEqual(['Sign in']);
  expect(named(matchInstruction('the sort dropdown', page))).toEqual(['Sort by']);
  expect(named(matchInstruction('the main heading', page))).toEqual(['Light your home']);
  expect(named(matchInstruction('all links', page))).toEqual(['Lamps', 'Chairs']);
  expect(named(matchInstruction('the subscribe button', page))).toEqual(['Subscribe']);
  expect(matchInstruction('the zebra carousel', page)).toEqual([]);
});

const product = (() => {
  next = 1;
  return [
    el('heading', 'h1', 'Walnut Desk Lamp', 20),
    el('generic', 'div', '$79.00', 70, { class: 'price' }),
    el('paragraph', 'p', 'Hand-finished walnut base. Free delivery on orders over $150.', 110),
    el('button', 'button', 'Add to cart', 160, { type: 'submit', class: 'add-to-cart' }),
  ];
})();

const article = (() => {
  next = 1;
  return [
    el('link', 'a', 'Metro Daily', 10, { href: 'http://news/' }),
    el('link', 'a', 'Politics', 10, { href: 'http://news/politics' }),
    el('generic', 'span', 'Politics', 60, { class: 'kicker' }),
    el('heading', 'h1', 'City council approves $2.4bn budget after late-night session', 90),
    el('paragraph', 'p', 'The spending plan adds 120 bus drivers.', 140),
    el('generic', 'div', 'By Marco Díaz, City Hall reporter', 180, { class: 'byline' }),
    el('generic', 'time', 'June 5, 2024 11:40 p.m.', 210, { class: 'timestamp', datetime: '2024-06-05T23:40:00-04:00' }),
    el('paragraph', 'p', 'Write to the desk at tips@metro.example or call +1 (555) 010-2345.', 600),
    el('link', 'a', 'tips@metro.example', 640, { href: 'mailto:tips@metro.example' }),
    el('generic', 'span', '+1 (555) 010-2345', 670, { class: 'contact' }),
  ];
})();

const shop = (() => {
  next = 1;
  return [
    el('link', 'a', 'Lamps', 10, { href: 'http://shop/lamps' }),
    el('link', 'a', 'Cart', 10, { href: 'http://shop/cart', class: 'nav-cart' }),
    el('heading', 'h2', 'Arc Floor Lamp', 100),
    el('generic', 'div', '$189.00', 130, { class: 'price' }),
    el('button', 'button', 'Add to cart', 160, { type: 'button' }),
    el('heading', 'h2', 'Linen Pendant', 100),
    el('generic', 'div', 'Now €129,00', 130, { class: 'amount' }),
    el('button', 'button', 'Add to cart', 160, { type: 'button' }),
  ];
})();

test('value-shaped targets: "label the prices" selects the amounts, not a sentence that mentions one', () => {
  expect(matchInstruction('label the prices', product)).toEqual([2]);
  expect(matchInstruction('the price', product)).toEqual([2]);
  expect(named(matchInstruction('label the prices', shop), shop)).toEqual(['$189.00', 'Now €129,00']);
  expect(named(matchInstruction('the date', article), article)).toEqual(['June 5, 2024 11:40 p.m.']);
  expect(named(matchInstruction('the email', article), article)).toEqual(['tips@metro.example']);
  expect(named(matchInstruction('the phone number', article), article)).toEqual(['+1 (555) 010-2345']);
  // The dollar figure inside the headline is not a price.
  expect(matchInstruction('the prices', article)).toEqual([]);
});

test('a conjunction selects one element per thing it names: the headline and the author', () => {
  expect(named(matchInstruction('the headline and the author', article), article)).toEqual([
    'City council approves $2.4bn budget after late-night session',
    'By Marco Díaz, City Hall reporter',
  ]);
  expect(named(matchInstruction('highlight the title, the byline and the publication date', article), article)).toEqual([
    'City council approves $2.4bn budget after late-night session',
    'By Marco Díaz, City Hall reporter',
    'June 5, 2024 11:40 p.m.',
  ]);
});

test('"the add to cart button" prefers the real button over a nav link with one of its words; plurals select each', () => {
  expect(matchInstruction('the add to cart button', shop)).toEqual([5]);
  expect(matchInstruction('find the cart link', shop)).toEqual([2]);
  expect(matchInstruction('all add to cart buttons', shop)).toEqual([5, 8]);
  expect(matchInstruction('the add to cart buttons', shop)).toEqual([5, 8]);
});

test('what matched nothing is said, with the closest candidates; the rest is still selected', () => {
  const none = match('the zebra carousel', page);
  expect(none).toMatchObject({ labels: [], asked: 1, found: 0 });
  expect(none.reason).toBe('No element looks like "zebra carousel"; closest: none of the 11 elements comes near');
  const some = match('the headline and the shopping basket', article);
  expect(some).toMatchObject({ labels: [4], asked: 2, found: 1 });
  expect(some.reason).toMatch(/^No element looks like "shopping basket"; closest: /);
  const near = match('the checkout button', shop);
  expect(near.labels).toEqual([]);
  expect(near.reason).toBe('No element looks like "checkout button"; closest: [5] button "Add to cart", [8] button "Add to cart"');
  expect(match('label', shop)).toMatchObject({ labels: [], asked: 0, reason: 'The instruction "label" names nothing to look for' });
  expect(match('the search box', page)).toEqual({ labels: [6], asked: 1, found: 1 });
});
