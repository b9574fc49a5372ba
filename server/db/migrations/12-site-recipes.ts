import { migration } from './migration';

/**
 * Site recipes (issue 35): per tenant, site, schema hash and template signature, the selector and
 * reading of each field, learnt from an LLM's answer; uses and the tokens they saved.
 */
export const siteRecipes = migration(12, 'site-recipes')`
CREATE TABLE recipes (
  id TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id),
  site TEXT NOT NULL,
  schema_hash TEXT NOT NULL,
  template TEXT NOT NULL,
  schema TEXT NOT NULL,
  fields TEXT NOT NULL,
  learnt_from TEXT NOT NULL,
  learnt INTEGER NOT NULL DEFAULT 1,
  pinned INTEGER NOT NULL DEFAULT 0,
  uses INTEGER NOT NULL DEFAULT 0,
  learn_tokens INTEGER NOT NULL DEFAULT 0,
  tokens_saved INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE UNIQUE INDEX recipes_key ON recipes(tenant_id, site, schema_hash, template);
CREATE INDEX recipes_tenant ON recipes(tenant_id, updated_at DESC, id DESC);
`;
