/**
 * refLoopProblem: references that come back to the same value with nothing consumed in between are
 * found wherever they sit; recursion through a property or an item (a tree) is a schema like any other.
 */
import { expect, test } from '@playwright/test';
import { refLoopProblem } from '../../server/engine/validate/ref-loops';

const LOOPS: [string, Record<string, unknown>][] = [
  ['a property naming itself', { type: 'object', properties: { a: { $ref: '#/properties/a' } } }],
  ['the root through allOf', { type: 'object', allOf: [{ $ref: '#' }] }],
  [
    'two definitions naming each other',
    { type: 'object', properties: { a: { $ref: '#/$defs/x' } }, $defs: { x: { $ref: '#/$defs/y' }, y: { anyOf: [{ $ref: '#/$defs/x' }] } } },
  ],
  ['a loop through not', { type: 'object', properties: { a: { not: { $ref: '#/properties/a' } } } }],
];

const TREES: [string, Record<string, unknown>][] = [
  ['children as items of the root', { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#' } } } }],
  ['a parent property of the root', { type: 'object', properties: { name: { type: 'string' }, parent: { $ref: '#' } } }],
  [
    'a definition used twice',
    { type: 'object', properties: { a: { $ref: '#/$defs/x' }, b: { allOf: [{ $ref: '#/$defs/x' }] } }, $defs: { x: { type: 'string' } } },
  ],
];

for (const [name, schema] of LOOPS) {
  test(`a loop is found: ${name}`, () => {
    expect(refLoopProblem(schema)).toMatch(/never end/);
  });
}

for (const [name, schema] of TREES) {
  test(`no loop in ${name}`, () => {
    expect(refLoopProblem(schema)).toBeUndefined();
  });
}
