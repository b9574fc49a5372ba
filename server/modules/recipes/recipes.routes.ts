import { ListOf } from '../../contract/common';
import { PinRequest, Recipe, RecipeQuery } from '../../contract/recipes';
import { reply, route, type RouteDef } from '../../http/route';
import type { RecipesService } from './recipes.service';

/** GET /v1/recipes[/:id], DELETE /v1/recipes/:id, POST /v1/recipes/:id/pin. */
export function recipesRoutes(recipes: RecipesService): RouteDef[] {
  return [
    route({
      method: 'get',
      path: '/v1/recipes',
      auth: 'bearer',
      scope: 'read',
      tag: 'recipes',
      summary: "The tenant's site recipes, most recently learnt or pinned first",
      query: RecipeQuery,
      response: ListOf(Recipe),
      handler: ({ caller, query }) => recipes.list(caller.tenantId, query),
    }),
    route({
      method: 'get',
      path: '/v1/recipes/:id',
      auth: 'bearer',
      scope: 'read',
      tag: 'recipes',
      summary: "One site recipe: its fields' selectors and readings, uses and tokens saved",
      response: Recipe,
      handler: ({ caller, params }) => recipes.get(caller.tenantId, params.id),
    }),
    route({
      method: 'delete',
      path: '/v1/recipes/:id',
      auth: 'bearer',
      scope: 'write',
      tag: 'recipes',
      summary: 'Delete a site recipe: the next LLM answer on its site and template teaches a new one',
      handler: async ({ caller, params }) => {
        await recipes.remove(caller.tenantId, params.id);
        return reply(204);
      },
    }),
    route({
      method: 'post',
      path: '/v1/recipes/:id/pin',
      auth: 'bearer',
      scope: 'write',
      tag: 'recipes',
      summary: 'Pin (or unpin) a site recipe: a pinned recipe is never learnt again',
      body: PinRequest,
      response: Recipe,
      handler: ({ caller, params, body }) => recipes.pin(caller.tenantId, params.id, body.pinned),
    }),
  ];
}
