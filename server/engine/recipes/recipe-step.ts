/**
 * One page of a run through its site recipe: a recipe that fits the page answers without a model;
 * every SPOT_CHECK_EVERY-th use the model answers too and the two are compared. A recipe that fails
 * (required data missing or invalid) or disagrees is learnt again from the model's answer, unless
 * pinned. With no recipe, the model's answer teaches one when the recipe, run on the same page,
 * gives the same values.
 */
import type { RECIPE_ACTIONS } from '../../contract/values';
import type { ExtractionOutput } from '../extract/extractor';
import type { PageModel } from '../page/page-model';
import type { JsonSchema } from '../types';
import { validateData } from '../validate/validate';
import type { RecipeBook, RecipeKey } from './recipe-book';
import { applyRecipe, deriveRecipe, recipeKey, sameAnswers } from './site-recipe';

/** Every this many uses, a recipe's answer is checked against the model's on the same page. */
export const SPOT_CHECK_EVERY = 100;

/** What a run did with a recipe: used it, checked it against the model, learnt one, learnt it again, or kept a pinned one the model overruled. */
export type RecipeAction = (typeof RECIPE_ACTIONS)[number];

/** One page's answer and what became of its recipe. */
export interface RecipeRead {
  out: ExtractionOutput;
  /** True when the recipe gave the answer (no model was asked). */
  fromRecipe: boolean;
  recipe?: { id: string; action: RecipeAction };
}

/** Whether the recipe's answer holds: nothing required missing, nothing invalid. */
function holds(data: Record<string, unknown>, schema: JsonSchema): boolean {
  return validateData(data, schema).missing.length === 0;
}

/** Learns a recipe from the model's answer when it reads the same values back from the page. */
async function learn(book: RecipeBook, key: RecipeKey, page: PageModel, schema: JsonSchema, out: ExtractionOutput) {
  const fields = deriveRecipe(page, schema, out.data);
  if (!fields || !sameAnswers(validateData(applyRecipe(page, { fields }).data, schema).data, validateData(out.data, schema).data, schema)) return undefined;
  return book.learn(key, fields, out.inputTokens + out.outputTokens);
}

/** Reads one page with its recipe when one fits, else with `ask` (the model). */
export async function readWithRecipe(book: RecipeBook, page: PageModel, schema: JsonSchema, ask: () => Promise<ExtractionOutput>): Promise<RecipeRead> {
  const key = recipeKey(page, schema);
  const recipe = await book.find(key);
  if (!recipe) {
    const out = await ask();
    const learnt = await learn(book, key, page, schema, out);
    return { out, fromRecipe: false, ...(learnt ? { recipe: { id: learnt.id, action: 'learnt' } } : {}) };
  }
  const read = applyRecipe(page, recipe);
  const works = holds(read.data, schema);
  const spotCheck = (recipe.uses + 1) % SPOT_CHECK_EVERY === 0;
  if (works && !spotCheck) {
    await book.used(recipe.id, recipe.learnTokens);
    return { out: { data: read.data, inputTokens: 0, outputTokens: 0, traces: read.traces }, fromRecipe: true, recipe: { id: recipe.id, action: 'used' } };
  }
  const out = await ask();
  if (works && sameAnswers(validateData(read.data, schema).data, validateData(out.data, schema).data, schema)) {
    await book.used(recipe.id, 0);
    return { out, fromRecipe: false, recipe: { id: recipe.id, action: 'checked' } };
  }
  if (recipe.pinned) return { out, fromRecipe: false, recipe: { id: recipe.id, action: 'overruled' } };
  const learnt = await learn(book, key, page, schema, out);
  return { out, fromRecipe: false, recipe: { id: learnt?.id ?? recipe.id, action: learnt ? 'relearnt' : 'overruled' } };
}
