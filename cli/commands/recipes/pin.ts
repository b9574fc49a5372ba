import { Args, Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderRecipe } from '../../render-recipes';

/** `pluck recipes pin ID [--unpin]`. */
export default class RecipesPin extends ApiCommand {
  static override summary = 'Pin a site recipe so it is never learnt again (or unpin it).';
  static override description =
    'POST /v1/recipes/{id}/pin. When a pinned recipe fails on a page or disagrees with a spot check, the LLM answers that page and the recipe stays as it is.';
  static override examples = ['<%= config.bin %> recipes pin rcp_3b9d0a', '<%= config.bin %> recipes pin rcp_3b9d0a --unpin'];
  static override args = { id: Args.string({ description: 'Recipe id (rcp_…).', required: true, ignoreStdin: true }) };
  static override flags = { unpin: Flags.boolean({ description: 'Unpin instead: the recipe may be learnt again.' }) };

  async run(): Promise<void> {
    const { args, flags } = await this.parse(RecipesPin);
    const recipe = await this.client.pinRecipe(args.id, !flags.unpin);
    this.emit(recipe, () => `Recipe ${recipe.id} is ${recipe.pinned ? 'pinned' : 'unpinned'}.\n\n${renderRecipe(recipe)}`);
  }
}
