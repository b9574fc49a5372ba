import { Flags } from '@oclif/core';
import { ApiCommand } from '../../base-command';
import { renderRecipeList } from '../../render-recipes';
import { limitFlag } from '../../page-flags';

/** `pluck recipes list`. */
export default class RecipesList extends ApiCommand {
  static override summary = 'List site recipes: what LLM answers taught, with their uses and the tokens they saved.';
  static override description = 'GET /v1/recipes for the key’s tenant, most recently learnt or pinned first.';
  static override examples = ['<%= config.bin %> recipes list', '<%= config.bin %> recipes list --site shop.example'];
  static override flags = {
    limit: limitFlag('Recipes'),
    site: Flags.string({ description: 'Only this host’s recipes.' }),
  };

  async run(): Promise<void> {
    const { flags } = await this.parse(RecipesList);
    const list = await this.client.recipes({ limit: flags.limit, site: flags.site });
    this.emit(list, () => renderRecipeList(list.items));
  }
}
