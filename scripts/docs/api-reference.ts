/**
 * docs/api.md from the document a server serves at GET /openapi.json: the routes grouped by tag,
 * each with its auth, scope, parameters, request fields and the errors its declaration brings.
 * The document is read from a real server (port 0, a temporary folder, no browser, no audio), so
 * the reference lists exactly the routes start.ts mounts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_STATUS, type ErrorCode } from '../../server/contract/errors';
import { startServer } from '../../server/index';
import { generatedFrom, table } from './markdown';

type Schema = {
  type?: string | string[];
  const?: unknown;
  anyOf?: Schema[];
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  description?: string;
};

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: Schema }[];
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-required-scope'?: string;
  'x-operator-only'?: boolean;
}

/** The OpenAPI document of a server started for the purpose and closed again. */
export async function servedOpenApi(): Promise<{ paths: Record<string, Record<string, Operation>> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-docs-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminKey: `pk_docs_${crypto.randomBytes(12).toString('hex')}`,
    engine: 'http',
    audio: false,
    log: false,
  });
  try {
    const res = await fetch(`${server.url}/openapi.json`);
    return (await res.json()) as { paths: Record<string, Record<string, Operation>> };
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A field's type in a few words: `integer 1..5`, `"pcm" \| "wav"`, `array of string`. */
function typeOf(s: Schema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any');
  if (type === 'array') {
    const count = s.minItems !== undefined || s.maxItems !== undefined ? ` (${s.minItems ?? 0}..${s.maxItems ?? ''} items)` : '';
    return `array of ${s.items ? typeOf(s.items) : 'any'}${count}`;
  }
  if (s.minimum !== undefined || s.maximum !== undefined) return `${type} ${s.minimum ?? ''}..${s.maximum ?? ''}`;
  return s.format ? `${type} (${s.format})` : type;
}

/** The rows of an object's fields, nested objects' fields under dotted names (`options.max_pages`). */
function fieldRows(s: Schema, prefix = ''): string[][] {
  const rows: string[][] = [];
  for (const [name, field] of Object.entries(s.properties ?? {})) {
    const item = field.type === 'array' && field.items?.properties ? field.items : undefined;
    rows.push([`\`${prefix}${name}\``, typeOf(field), s.required?.includes(name) ? 'yes' : '', field.description ?? '']);
    if (field.properties) rows.push(...fieldRows(field, `${prefix}${name}.`));
    if (item) rows.push(...fieldRows(item, `${prefix}${name}[].`));
  }
  return rows;
}

/**
 * The errors server/http/mount.ts answers before a route's handler runs, given what the route
 * declares. A handler's own refusals (404 of a resource, 409 of a state) come on top.
 */
function requestLayerErrors(method: string, op: Operation): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.length > 0) codes.add('unauthorized');
  if (op['x-required-scope'] || op['x-operator-only']) codes.add('forbidden');
  if (schemes.includes('bearer')) codes.add('rate_limited');
  if (method === 'post' || method === 'delete') for (const c of ['invalid_request', 'payload_too_large', 'unsupported_media_type'] as const) codes.add(c);
  if ((op.parameters ?? []).length > 0) codes.add('invalid_request');
  return [...codes].sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || a.localeCompare(b));
}

/** Who may call an operation. */
function access(op: Operation): string {
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.includes('workerToken')) return 'worker token (`X-Service-Worker-Token`)';
  if (!schemes.includes('bearer')) return 'none';
  const scope = op['x-required-scope'] ? `key with the \`${op['x-required-scope']}\` scope` : 'any key';
  return op['x-operator-only'] ? `${scope} of the operator tenant (\`default\`)` : scope;
}

function operationSection(method: string, route: string, op: Operation): string[] {
  const params = (op.parameters ?? []).map((p) => [`\`${p.name}\``, p.in, typeOf(p.schema), p.required ? 'yes' : '', p.schema.description ?? '']);
  const content = op.requestBody?.content ?? {};
  const body = content['application/json']?.schema;
  // A route that takes a file (an APK) takes its bytes as they are.
  const raw = Object.keys(content).filter((type) => type !== 'application/json');
  const errors = requestLayerErrors(method, op).map((c) => `\`${c}\` ${ERROR_STATUS[c]}`);
  return [
    `### ${method.toUpperCase()} ${route}`,
    '',
    op.summary ?? '',
    '',
    `Auth: ${access(op)}.`,
    '',
    ...(params.length > 0 ? ['Parameters:', '', ...table(['Name', 'In', 'Type', 'Required', 'Description'], params)] : []),
    ...(body ? ['Request body:', '', ...table(['Field', 'Type', 'Required', 'Description'], fieldRows(body))] : []),
    ...(raw.length > 0 ? [`Request body: the file's bytes (${raw.map((t) => `\`${t}\``).join(' or ')}).`, ''] : []),
    ...(errors.length > 0 ? [`Request-layer errors: ${errors.join(', ')}.`, ''] : []),
  ];
}

/** docs/api.md from an OpenAPI document. */
export function renderApiReference(doc: { paths: Record<string, Record<string, Operation>> }): string {
  const byTag = new Map<string, string[]>();
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), ...operationSection(method, route, op)]);
    }
  }
  const codes = (Object.keys(ERROR_STATUS) as ErrorCode[]).map((c) => [`\`${c}\``, String(ERROR_STATUS[c])]);
  return [
    ...generatedFrom('the `GET /openapi.json` document (`server/http/openapi.ts`, the routes of `server/modules/*/*.routes.ts`)'),
    '# HTTP API reference',
    '',
    'Every route the server mounts, grouped by tag, as `GET /openapi.json` describes it. Bearer routes take',
    '`Authorization: Bearer <API_KEY>`; an `admin` key passes every scope of its tenant. Bodies are strict JSON: an',
    'unknown field, a wrong type or trailing content is a 400 naming the field. Conventions (lists, ids, errors) are in',
    '[decisions.md](decisions.md#api-conventions).',
    '',
    '## Error codes',
    '',
    'Every error body is `{"error": "<message>", "code": "<code>", "details"?: {...}, "trace_id"?: "..."}`. The codes,',
    'from `server/contract/errors.ts`:',
    '',
    ...table(['Code', 'Status'], codes),
    'Each route below lists the errors the request layer (`server/http/mount.ts`) can answer from its declaration:',
    'authentication, scope, rate limit, body and parameter checks. What its handler refuses comes on top.',
    '',
    ...[...byTag].flatMap(([tag, lines]) => [`## ${tag}`, '', ...lines]),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
