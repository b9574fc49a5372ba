import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderRecipe } from '../../render-recipes';

/** `pluck recipes show ID`. */
export default class RecipesShow extends ApiCommand {
  static override summary = 'Show a site recipe: each field’s selector and how its value is read.';
  static override description = 'GET /v1/recipes/{id}.';
  static override examples = ['<%= config.bin %> recipes show rcp_3b9d0a'];
  static override args = { id: Args.string({ description: 'Recipe id (rcp_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(RecipesShow);
    const recipe = await this.client.recipe(args.id);
    this.emit(recipe, () => renderRecipe(recipe));
  }
}
