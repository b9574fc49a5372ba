/**
 * What every module is built from, and what it gives back: the server (server/start.ts) builds the
 * shared core once, then each module from it in the order of its list (docs/architecture.md#modules).
 */
import type { Stores } from '../db/open-stores';
import type { RouteDef } from '../http/route';
import type { Logger } from '../logger';
import type { ServerOptions } from '../options';
import type { ArtifactFiles } from '../artifacts/artifact-files';
import type { Retention } from '../artifacts/retention';
import type { ProviderRegistry } from '../engine/provider-registry';
import type { Engine } from '../engine/types';
import type { TaskDispatch } from '../queue/task-dispatch';
import type { RedisServices } from '../redis/redis-services';
import type { SecretBox } from './auth/secret-box';
import type { ExtractService } from './extract/extract.service';
import type { ExtractionsService } from './extractions/extractions.service';
import type { KeysService } from './keys/keys.service';
import type { RecipesService } from './recipes/recipes.service';
import type { ScrapeService } from './scrape/scrape.service';
import type { WebhookSecrets } from './monitors/webhook-secrets';
import type { WebhookSender } from './monitors/webhook-sender';
import type { TasksService } from './tasks/tasks.service';
import type { UsageService } from './usage/usage.service';

/** A module of the server: its routes (served by API processes), and what it starts and stops. */
export interface ServerModule {
  routes?: RouteDef[];
  /** Run in list order before the server listens. */
  start?(): Promise<void> | void;
  /** Run in reverse list order when the server closes, before the shared core is released. */
  stop?(): Promise<void> | void;
}

/** The shared core: backends, the engine, and the services several modules call. */
export interface ModuleContext {
  options: ServerOptions;
  log: Logger;
  stores: Stores;
  redis?: RedisServices;
  dispatch: TaskDispatch;
  /** Whether this process serves the API (role all or api). */
  servesApi: boolean;
  /** Whether this process runs tasks, monitor ticks, webhooks and retention (role all or worker). */
  runsWork: boolean;
  providers: ProviderRegistry;
  engine: Engine;
  /** The egress check of a URL a request names: 400 naming `field` when it may not be fetched. */
  checkUrl(url: string, field?: string): Promise<void>;
  keys: KeysService;
  extractions: ExtractionsService;
  usage: UsageService;
  artifacts: ArtifactFiles;
  retention: Retention;
  /** Site recipes: what extraction reads a known site with, learnt from an LLM's answers. */
  recipes: RecipesService;
  extract: ExtractService;
  /** Pages as markdown and the other formats, for the scrape and crawl modules (one copy cache for `max_age`). */
  scrape: ScrapeService;
  /** Seals stored credentials, sessions and webhook secrets. */
  box: SecretBox;
  webhookSecrets: WebhookSecrets;
  /** Delivers signed webhooks with retries, for every module that sends them. */
  webhooks: WebhookSender;
  /** The durable queue; other modules register the task kinds they run on it before it starts. */
  tasks: TasksService;
}
