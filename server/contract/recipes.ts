/**
 * Site recipes: GET /v1/recipes[/:id], DELETE /v1/recipes/:id, POST /v1/recipes/:id/pin. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';

export const RecipeReading = Type.Union([
  Type.Object(
    { kind: Type.Literal('text'), prefix: Type.String(), suffix: Type.String() },
    { description: "The element's text less the label before and the text after the value" },
  ),
  Type.Object({ kind: Type.Literal('number'), index: Type.Integer({ description: "Which number of the element's text" }) }),
  Type.Object({ kind: Type.Literal('currency') }, { description: 'The currency of the money the element\'s text writes ("$12" is USD)' }),
  Type.Object({ kind: Type.Literal('attribute'), name: Type.String() }),
  Type.Object({ kind: Type.Literal('list') }, { description: "Every matching element's text, one item each" }),
  Type.Object({ kind: Type.Literal('none') }, { description: 'The page the recipe was learnt from did not show the field: null' }),
]);

export const Recipe = Type.Object({
  id: Type.String(),
  site: Type.String({ description: 'The host the recipe reads' }),
  schema_hash: Type.String({ description: 'Hash of the schema (key order aside): requests with the same schema use the recipe' }),
  template: Type.String({ description: "Signature of the pages' template (their markup skeleton): each template of a site has its own recipe" }),
  schema: Type.Record(Type.String(), Type.Unknown()),
  fields: Type.Record(Type.String(), Type.Object({ selector: Type.String(), reading: RecipeReading }), {
    description: 'Per JSON pointer of a field, the element and how its value is read',
  }),
  learnt_from: Type.String({ description: 'The page the recipe was (last) learnt from' }),
  learnt: Type.Integer({ description: 'Times it was learnt: 1, plus once per relearning after a failure or a disagreeing spot check' }),
  pinned: Type.Boolean({ description: 'A pinned recipe is never learnt again: when it fails, the LLM answers and the recipe stays' }),
  uses: Type.Integer({ description: 'Pages it answered (spot checks included)' }),
  learn_tokens: Type.Integer({ description: 'Tokens the LLM spent on the page it was learnt from' }),
  tokens_saved: Type.Integer({ description: 'Tokens the pages it answered without the LLM would have cost' }),
  created_at: Type.String(),
  updated_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
});
export type Recipe = Static<typeof Recipe>;

export const RecipeQuery = Type.Object(
  { ...PageQuery, site: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: "Only this host's recipes" })) },
  { additionalProperties: false },
);
export type RecipeQuery = Static<typeof RecipeQuery>;

export const PinRequest = Type.Object({ pinned: Type.Boolean() }, { additionalProperties: false });
export type PinRequest = Static<typeof PinRequest>;
