/**
 * Validation: coercion of obvious types, null-normalization of optional properties, completeness,
 * and partial results with missing pointers.
 */
import { expect, test } from '@playwright/test';
import { coerce, parseNumber } from '../../server/engine/validate/coerce';
import { validateData } from '../../server/engine/validate/validate';
import type { JsonSchema } from '../../server/engine/types';

test('numbers: currency, thousands and decimal separators of several locales', () => {
  expect(parseNumber('$1,299.00')).toBe(1299);
  expect(parseNumber('€39,95')).toBe(39.95);
  expect(parseNumber('1.299,00 €')).toBe(1299);
  expect(parseNumber('£70,000')).toBe(70000);
  expect(parseNumber('USD 12.5')).toBe(12.5);
  expect(parseNumber('1 299,00 kr')).toBe(1299);
  expect(parseNumber('4.4 out of 5')).toBe(4.4);
  expect(parseNumber('no digits')).toBeUndefined();
  // A number followed by other text with digits stops where the number ends.
  expect(parseNumber('$150,000\n  5 days ago')).toBe(150000);
  expect(parseNumber('12 345 678 visits')).toBe(12345678);
  // Nor does a space after cents group thousands: a screen reader's amount before the shown one is two.
  expect(parseNumber('current price: $599.00 599.00')).toBe(599);
  expect(parseNumber('1 299,90 1 099,90 €')).toBe(1299.9);
});

test('coercion by schema type: number, integer, boolean, string, array, enum, date', () => {
  expect(coerce('$1,299.00', { type: 'number' })).toBe(1299);
  expect(coerce('2,204 reviews', { type: 'integer' })).toBe(2204);
  expect(coerce('In stock', { type: 'boolean' })).toBe(true);
  expect(coerce('OutOfStock', { type: 'boolean' })).toBe(false);
  expect(coerce(42, { type: 'string' })).toBe('42');
  expect(coerce('solo', { type: 'array', items: { type: 'string' } })).toEqual(['solo']);
  expect(coerce('in stock', { type: 'string', enum: ['InStock', 'OutOfStock'] })).toBe('InStock');
  expect(coerce('March 14, 2024', { type: 'string', format: 'date' })).toBe('2024-03-14');
  expect(coerce('abc', { type: 'number' })).toBeUndefined();
});

const SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number' },
    sku: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    offer: { type: 'object', properties: { currency: { type: 'string', enum: ['USD', 'EUR'] } } },
  },
  required: ['name', 'price'],
};

test('optional properties missing, blank or uncoercible become null; every property is present', () => {
  const r = validateData({ name: 'Lamp', price: '$10', sku: '   ', tags: ['desk'], offer: { currency: 'XYZ' }, extra: 1 }, SCHEMA);
  expect(r.data).toEqual({ name: 'Lamp', price: 10, sku: null, tags: ['desk'], offer: { currency: null }, extra: 1 });
  expect(r.status).toBe('completed');
  expect(r.missing).toEqual([]);
});

test('a list that came back empty is not completed: partial, naming the list (optional or not)', () => {
  const r = validateData({ name: 'Lamp', price: 10, tags: [] }, SCHEMA);
  expect(r.status).toBe('partial');
  expect(r.missing).toEqual(['/tags']);
  expect(r.problems).toContain('/tags found no items');
  // A list inside a list item is a detail of that record, not the result's.
  const list: JsonSchema = {
    type: 'object',
    properties: {
      items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } } },
    },
  };
  expect(validateData({ items: [{ name: 'A', tags: [] }] }, list).status).toBe('completed');
});

test('nothing found for a schema of optional fields is partial, not completed with completeness 0', () => {
  const schema: JsonSchema = { type: 'object', properties: { title: { type: 'string' }, author: { type: 'string' } } };
  const r = validateData({ title: null, author: '' }, schema);
  expect(r).toMatchObject({ status: 'partial', completeness: 0, missing: ['/title', '/author'] });
  expect(validateData({ title: 'T' }, schema)).toMatchObject({ status: 'completed', completeness: 0.5 });
});

test('completeness is filled leaves over all leaves, list items averaged', () => {
  expect(validateData({ name: 'Lamp', price: 10 }, SCHEMA).completeness).toBe(0.4);
  const list: JsonSchema = {
    type: 'object',
    properties: {
      items: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } } },
      title: { type: 'string' },
    },
  };
  // items: (1 + 0.5) / 2 = 0.75 of its leaf; title filled → (0.75 + 1) / 2
  expect(validateData({ items: [{ a: 'x', b: 'y' }, { a: 'x' }], title: 't' }, list).completeness).toBe(0.875);
});

test('required data missing → partial with JSON pointers, into list items too', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      title: { type: 'string' },
      items: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } }, required: ['name', 'price'] } },
    },
    required: ['title', 'items'],
  };
  const r = validateData(
    {
      title: '',
      items: [
        { name: 'A', price: '1' },
        { name: 'B', price: 'call us' },
      ],
    },
    schema,
  );
  expect(r.status).toBe('partial');
  expect(r.missing).toEqual(['/title', '/items/1/price']);
  expect(r.problems[0]).toContain('/title is required');
});

test('a required value that breaks a schema rule is reported, an optional one is dropped to null', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: { qty: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 3 } },
    required: ['qty'],
  };
  const r = validateData({ qty: 0, note: 'too long' }, schema);
  expect(r.data.note).toBeNull();
  expect(r.missing).toEqual(['/qty']);
  expect(r.status).toBe('partial');
});
