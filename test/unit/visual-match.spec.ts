/**
 * The builtin visual picker: phrases of an instruction, role and word matching, plural kinds, and
 * tie-breaks by nearness to what else was picked.
 */
import { test, expect } from '@playwright/test';
import { matchInstruction, phrasesOf } from '../../server/engine/visual/match-instruction';
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

const named = (labels: number[]) => labels.map((l) => page[l - 1].name || page[l - 1].text);

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
