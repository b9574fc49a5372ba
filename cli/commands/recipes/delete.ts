import { Args } from '@oclif/core';
import { ApiCommand } from '../../base-command';

/** `pluck recipes delete ID`. */
export default class RecipesDelete extends ApiCommand {
  static override summary = 'Delete a site recipe: the next LLM answer on its site and template teaches a new one.';
  static override description = 'DELETE /v1/recipes/{id}.';
  static override examples = ['<%= config.bin %> recipes delete rcp_3b9d0a'];
  static override args = { id: Args.string({ description: 'Recipe id (rcp_…).', required: true, ignoreStdin: true }) };

  async run(): Promise<void> {
    const { args } = await this.parse(RecipesDelete);
    await this.client.deleteRecipe(args.id);
    this.emit({ id: args.id, deleted: true }, () => `Recipe ${args.id} is deleted.`);
  }
}
