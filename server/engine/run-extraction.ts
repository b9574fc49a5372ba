/**
 * One extraction run through the pipeline: fetch → page → extract, page after page up to the cap,
 * then merge → validate (with one repair retry for LLM providers) → result with usage metadata.
 */
import { MAX_PAGES } from '../contract/values';
import type { ModelCatalog, ModelEntry } from './engine-options';
import { checkValues, shareOf } from './evidence/value-evidence';
import type { Extractor, ExtractionOutput } from './extract/extractor';
import type { RecipeBook } from './recipes/recipe-book';
import { readWithRecipe, type RecipeRead } from './recipes/recipe-step';
import { recipeFields } from './recipes/site-recipe';
import { schemaFromPrompt } from './extract/prompt-schema';
import { WRITTEN_FIELDS } from './extract/prompt-tasks';
import { pointerSegments } from './validate/completeness';
import type { FetchedPage } from './fetch/fetched-page';
import { listPointers, listsLostOnPages, mergePages } from './paginate/merge-pages';
import type { PageModel } from './page/page-model';
import { pageOfFetched } from './page/page-of-fetched';
import type { EngineResult, ExtractJob } from './types';
import { validateData, withNulls, withUncertain } from './validate/validate';

/** How a run fetches one page (the engine decides browser, HTTP or fallback). */
export type PageFetcher = (url: string) => Promise<FetchedPage>;

/** What a run needs, already resolved by the engine. */
export interface RunContext {
  job: ExtractJob;
  model: ModelEntry;
  extractor: Extractor;
  /** Prices the run's tokens. */
  cost: ModelCatalog['cost'];
  fetchPage: PageFetcher;
  signal: AbortSignal;
  /** Which engine served the pages and how many sync retries (fallbacks) happened, as the fetcher saw it. */
  fetchState: () => { engine: FetchedPage['engine']; retries: number };
  /** The tenant's site recipes: an LLM run with a user schema reads pages with them, and learns them. */
  recipes?: RecipeBook;
}

/** Runs the pipeline; rejects with ExtractionError. */
export async function runExtraction(ctx: RunContext): Promise<EngineResult> {
  const t0 = performance.now();
  const { job, model, extractor, signal } = ctx;
  const schema = job.schema ?? schemaFromPrompt(job.prompt ?? '');
  const derived = !job.schema;
  const cap = job.options.paginate ? Math.min(job.options.max_pages ?? MAX_PAGES, MAX_PAGES) : 1;
  let inputTokens = 0;
  let outputTokens = 0;
  let evidence: Buffer | undefined;
  let waitCut = false;
  const perPage: Record<string, unknown>[] = [];
  const traces: ExtractionOutput['traces'][] = [];
  const notes = new Set<string>();
  const models: PageModel[] = [];
  const screens: FetchedPage['screen'][] = [];
  const visited = new Set<string>();
  // Recipes stand in for a model on a user schema of scalars and lists of them, on pages (not device screens).
  const book = ctx.recipes && extractor.repairable && job.schema && recipeFields(schema) ? ctx.recipes : undefined;
  let recipe: RecipeRead['recipe'];
  let modelAsked = false;
  let next: string | undefined = job.url;
  while (next && models.length < cap) {
    const fetched = await ctx.fetchPage(next);
    visited.add(next).add(fetched.url);
    evidence ??= fetched.evidence;
    waitCut ||= !!fetched.waitCut;
    const page = await pageOfFetched(fetched);
    screens.push(fetched.screen);
    const ask = () => extractor.extract({ page, schema, prompt: job.prompt, derived, model: model.id, signal, screen: fetched.screen });
    const read: RecipeRead = book && !fetched.screen ? await readWithRecipe(book, page, schema, ask) : { out: await ask(), fromRecipe: false };
    const { out } = read;
    recipe ??= read.recipe;
    modelAsked ||= !read.fromRecipe;
    inputTokens += out.inputTokens;
    outputTokens += out.outputTokens;
    for (const n of out.notes ?? []) notes.add(n);
    perPage.push(out.data);
    traces.push(out.traces);
    models.push(page);
    // Next-page discovery only when another page may be read, or at a paginated run's cap, to tell whether the list goes on.
    next = models.length < cap || job.options.paginate ? page.nextLinks.map((l) => l.url).find((u) => !visited.has(u)) : undefined;
  }
  // A next page left unread at the cap: the user's max_pages is their choice (a note); the server's cap loses items.
  const unread = job.options.paginate ? next : undefined;
  if (unread && job.options.max_pages !== undefined) notes.add(`stopped at max_pages (${cap}); the list continues at ${unread}`);
  let validated = validateData(mergePages(perPage, schema), schema);
  let repairs = 0;
  if (extractor.repairable && modelAsked && validated.problems.length) {
    // One repair retry: the model sees its answer and what was wrong, on the first page.
    repairs = 1;
    const out = await extractor.extract({
      page: models[0],
      screen: screens[0],
      schema,
      prompt: job.prompt,
      derived,
      model: model.id,
      signal,
      repair: { previous: perPage[0], problems: validated.problems },
    });
    inputTokens += out.inputTokens;
    outputTokens += out.outputTokens;
    const retried = validateData(mergePages([out.data, ...perPage.slice(1)], schema), schema);
    if (retried.missing.length <= validated.missing.length) validated = retried;
  }
  // An LLM's values are checked against the pages it read; the builtin reads only what they show.
  const llm = extractor.id !== 'builtin' && modelAsked;
  const written = (pointer: string) => WRITTEN_FIELDS.has(pointerSegments(pointer)[0]);
  const checked = job.options.evidence || llm ? checkValues({ pages: models, traces, data: validated.data, llm, written }) : undefined;
  const unverified = checked?.unverified ?? [];
  if (unverified.length && job.options.strict) {
    validated = validateData(withNulls(validated.data, unverified), schema);
  } else if (unverified.length) {
    const found = unverified.map((pointer) => ({
      pointer,
      problem: `${pointer} was not found on the page`,
      lacking: shareOf(schema, validated.data, pointer),
    }));
    validated = withUncertain(validated, schema, found);
  }
  // A later page whose list came back empty was not read as a list: its items may be lost.
  validated = withUncertain(
    validated,
    schema,
    listsLostOnPages(perPage, schema).map(({ pointer, pages }) => ({
      pointer,
      problem: `${pointer} had items on earlier pages but none on page ${pages.join(', ')} of ${perPage.length}, so items may be lost`,
      lacking: pages.length / perPage.length,
    })),
  );
  if (unread && job.options.max_pages === undefined) {
    validated = withUncertain(
      validated,
      schema,
      listPointers(schema).map((pointer) => ({
        pointer,
        problem: `${pointer} continues beyond the ${cap}-page cap at ${unread}, so items are missing`,
        lacking: 0,
      })),
    );
  }
  const fetchState = ctx.fetchState();
  const result: EngineResult = {
    status: validated.status,
    data: validated.data,
    metadata: {
      completeness: validated.completeness,
      tokens: inputTokens + outputTokens,
      cost: ctx.cost(model, inputTokens, outputTokens),
      duration_ms: Math.round(performance.now() - t0),
      pages: models.length,
      engine: fetchState.engine,
      provider: model.provider,
      model: model.id,
      sync_retries: fetchState.retries + repairs,
    },
  };
  if (notes.size) result.metadata.notes = [...notes];
  if (job.options.evidence && checked) result.metadata.evidence = checked.evidence;
  if (unverified.length) result.metadata.unverified = unverified;
  if (recipe) result.metadata.recipe = recipe;
  if (waitCut) result.metadata.wait_cut = true;
  if (validated.status === 'partial') {
    result.metadata.missing = validated.missing;
    const what = derived ? 'Fields the prompt asked for were not found or are uncertain' : 'Data the schema asks for is missing, invalid or uncertain';
    result.metadata.reason = `${what}${repairs ? ' after one repair retry' : ''}: ${validated.problems.slice(0, 10).join('; ')}`;
  }
  if (evidence) result.evidence = evidence;
  return result;
}
