/**
 * The port through which runs find and keep site recipes (modules/recipes implements it per tenant):
 * per field of a schema, the selector of the element that shows it on one site's template and how
 * its value is read there.
 */

/** How a field's value is read from its element. */
export type Reading =
  /** The element's text, less the literal label before and text after the value ("Brand: " … ""). */
  | { kind: 'text'; prefix: string; suffix: string }
  /** The `index`-th number the element's text writes, as written. */
  | { kind: 'number'; index: number }
  /** The currency of the money the element's text writes ("$12" → USD). */
  | { kind: 'currency' }
  /** An attribute's value (content, src, href, datetime…). */
  | { kind: 'attribute'; name: string }
  /** Every matching element's text, one item each. */
  | { kind: 'list' }
  /** The page did not show the field where the recipe was learnt: null. */
  | { kind: 'none' };

/** One field of a recipe. */
export interface FieldRecipe {
  selector: string;
  reading: Reading;
}

/** Which recipe a page asks for: its site, the schema's hash and the page's template signature. */
export interface RecipeKey {
  site: string;
  schemaHash: string;
  template: string;
}

/** A recipe as runs use it. */
export interface Recipe {
  id: string;
  /** By JSON pointer of the field. */
  fields: Record<string, FieldRecipe>;
  /** A pinned recipe is never learnt again: when it fails, the run asks the LLM and keeps the recipe. */
  pinned: boolean;
  /** Pages the recipe answered so far. */
  uses: number;
  /** Tokens the LLM spent on the page the recipe was learnt from: what each use saves. */
  learnTokens: number;
}

/** The recipes of one tenant. */
export interface RecipeBook {
  find(key: RecipeKey): Promise<Recipe | undefined>;
  /** Keeps a recipe for the key, replacing one that is not pinned; returns it. */
  learn(key: RecipeKey, fields: Record<string, FieldRecipe>, learnTokens: number): Promise<Recipe>;
  /** Counts one page the recipe answered, and the tokens that saved (0 on a spot check, which asked the LLM too). */
  used(id: string, tokensSaved: number): Promise<void>;
}
