/**
 * The Model Context Protocol at POST /mcp: Streamable HTTP, stateless (no session id), so any instance behind a
 * load balancer answers any message and the bearer key is checked on every one; GET and DELETE (server streams,
 * session ends) are 405, as the transport's stateless mode expects. Each tool (the list is
 * server/modules/mcp/mcp-tools.ts) calls its API route with the caller's key through callRoute (mount.ts): the
 * route's scope, validation and handler, so usage, history and errors are those of the same HTTP request.
 */
import type { Request, Response } from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema, SUPPORTED_PROTOCOL_VERSIONS, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { AppError, echoed } from '../contract/errors';
import { McpMessage, McpToolCall } from '../contract/mcp';
import type { Logger } from '../logger';
import { McpAnswer, McpExchanges } from './mcp-exchange';
import { assertOperator, assertScope } from './auth';
import { toAppError } from './error-handler';
import { callRoute } from './mount';
import { HANDLED, isReply, route, type Caller, type RouteDef } from './route';
import { validateBody } from './validate';

/** One MCP tool: the API route it calls, and what a model reads to choose it. */
export interface McpToolDef {
  /** The tool's name as clients list it. */
  name: string;
  /** The API route the tool calls, as `METHOD /path`; path parameters become required string arguments. */
  route: `${'GET' | 'POST' | 'DELETE'} /${string}`;
  /** What a model reads to choose the tool; the route's summary follows it. */
  description: string;
  /** Long work: the call reports progress notifications while it runs when the client sent a progressToken. */
  long?: true;
}

/** A tool with the route it calls and the input schema taken from that route. */
interface ResolvedTool {
  def: McpToolDef;
  route: RouteDef;
  params: string[];
  tool: Tool;
}

/** How often long work reports that it is still running. */
const PROGRESS_EVERY_MS = 5000;

type JsonObjectSchema = { type?: unknown; properties?: Record<string, unknown>; required?: string[] };

/** The route's body (or query) schema with its path parameters added as required strings. */
function inputSchema(route: RouteDef, params: string[]): Tool['inputSchema'] {
  const base = (route.body ?? route.query ?? { type: 'object', properties: {}, additionalProperties: false }) as JsonObjectSchema;
  if (base.type !== 'object') throw new Error(`MCP tools take an object: ${route.method.toUpperCase()} ${route.path} does not`);
  const properties = { ...base.properties };
  for (const p of params) properties[p] = { type: 'string', minLength: 1, description: `The ${p} in ${route.path}` };
  const required = [...(base.required ?? []), ...params];
  // JSON round trip: the schema as clients see it, without TypeBox's symbol keys.
  return JSON.parse(JSON.stringify({ ...base, type: 'object', properties, ...(required.length ? { required } : {}) })) as Tool['inputSchema'];
}

/** The tools as tools/list answers them and by name, built once at start for every request's server. */
interface ToolSet {
  listed: { tools: Tool[] };
  byName: ReadonlyMap<string, ResolvedTool>;
}

/** Pairs every tool with its route; a tool naming a route the server lacks fails at start, not at call. */
function resolveTools(routes: readonly RouteDef[], defs: readonly McpToolDef[]): ToolSet {
  const tools = defs.map((def): ResolvedTool => {
    const [method, path] = def.route.split(' ');
    const route = routes.find((r) => r.method === method.toLowerCase() && r.path === path);
    if (!route) throw new Error(`MCP tool "${def.name}" names ${def.route}, which this server does not serve`);
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    return {
      def,
      route,
      params,
      tool: { name: def.name, description: `${def.description} (${def.route}: ${route.summary})`, inputSchema: inputSchema(route, params) },
    };
  });
  return { listed: { tools: tools.map((t) => t.tool) }, byName: new Map(tools.map((t) => [t.def.name, t])) };
}

/** The tool's answer: the API's body as JSON text, and as structured content when it is an object. */
function toolResult(body: unknown, isError = false): CallToolResult {
  const structured = body !== null && typeof body === 'object' && !Array.isArray(body) ? { structuredContent: body as Record<string, unknown> } : {};
  return { content: [{ type: 'text', text: body === undefined ? '{}' : JSON.stringify(body) }], ...structured, ...(isError ? { isError: true } : {}) };
}

/** What a tool call runs in: the /mcp request and its authenticated caller. */
interface McpRequestContext {
  caller: Caller;
  req: Request;
  res: Response;
  /** Aborts when the MCP client goes away. */
  signal: AbortSignal;
  log: Logger;
}

/** Runs one tool through its route; API errors come back as the route's error body with isError. */
async function callTool(t: ResolvedTool, args: Record<string, unknown>, ctx: McpRequestContext): Promise<CallToolResult> {
  try {
    assertScope(ctx.caller.scopes, t.route.scope);
    if (t.route.operator) assertOperator(ctx.caller);
    const rest = { ...args };
    const params: Record<string, string> = {};
    for (const p of t.params) {
      if (typeof rest[p] !== 'string' || rest[p] === '')
        throw new AppError('invalid_request', `Invalid arguments: "${p}" is required`, { details: { field: p } });
      params[p] = rest[p];
      delete rest[p];
    }
    const isGet = t.route.method === 'get';
    const result = await callRoute(t.route, {
      caller: ctx.caller,
      body: isGet ? undefined : rest,
      query: isGet ? rest : {},
      params,
      req: ctx.req,
      res: ctx.res,
      signal: ctx.signal,
    });
    return toolResult(isReply(result) ? result.body : result);
  } catch (err) {
    return toolResult(toAppError(err, ctx.log, { path: `mcp:${t.def.name}`, requestId: ctx.res.getHeader('X-Request-Id') }).toBody(), true);
  }
}

/** Answers a tools/call on its POST, reporting progress of long work when the client gave a progress token. */
async function answerToolCall(tools: ToolSet, call: McpToolCall, ctx: McpRequestContext): Promise<void> {
  const { name, arguments: args = {}, _meta } = call.params;
  const token = _meta?.progressToken;
  // An event stream only where progress may come before the answer; otherwise one JSON answer, which costs less.
  const answer = new McpAnswer(ctx.res, token !== undefined, call.id);
  const t = tools.byName.get(name);
  let result: CallToolResult;
  if (!t) {
    result = toolResult(new AppError('not_found', `No tool "${name}"; tools/list names them`).toBody(), true);
  } else if (token === undefined || !t.def.long) {
    result = await callTool(t, args, ctx);
  } else {
    // No "finished" notification: the result ends the call, and SDK clients report progress that reaches them after it.
    let beats = 0;
    const progress = (message: string) =>
      answer.notify({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: token, progress: beats, message } });
    progress(`${t.def.name} started`);
    const timer = setInterval(() => {
      beats += 1;
      progress(`${t.def.name} still running (${(beats * PROGRESS_EVERY_MS) / 1000} s)`);
    }, PROGRESS_EVERY_MS);
    try {
      result = await callTool(t, args, ctx);
    } finally {
      clearInterval(timer);
    }
  }
  answer.send({ jsonrpc: '2.0', id: call.id, result });
}

/**
 * The one SDK server answering the protocol's other requests (initialize, tools/list, ping) for every /mcp request.
 * Stateless all the same: nothing of one request outlives it, so any instance answers any message.
 */
function createMcpServer(tools: ToolSet, version: string, exchanges: McpExchanges): Promise<void> {
  // The tools capability declared on the protocol server, not in McpServer's options, which would install tool
  // handlers of its own; tools/call never reaches this server (mcp-exchange.ts says why).
  const mcp = new McpServer({ name: 'pluck', version });
  mcp.server.registerCapabilities({ tools: {} });
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => tools.listed);
  return mcp.connect(exchanges);
}

/**
 * What the Streamable HTTP transport refuses (the SDK's own refuses it with a JSON-RPC error body) is refused with
 * the API's own error body (the one table, server/contract/errors.ts). The body's shape is checked by the route's
 * schema (contract/mcp.ts), its media type by the route's body reading (body.ts).
 */
function assertTransportable(req: Request): void {
  const accept = req.headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
    throw new AppError('invalid_request', 'MCP over Streamable HTTP needs "Accept: application/json, text/event-stream"', { details: { field: 'Accept' } });
  }
  const version = req.headers['mcp-protocol-version'];
  if (typeof version === 'string' && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    throw new AppError(
      'invalid_request',
      `Unsupported MCP protocol version "${echoed(version)}" (this server speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
      {
        details: { field: 'MCP-Protocol-Version' },
      },
    );
  }
}

/** POST /mcp, serving `tools` through the declared `routes` (a tool naming a route not among them fails here, at start). */
export function mcpRoute(routes: readonly RouteDef[], toolDefs: readonly McpToolDef[], version: string, log: Logger): RouteDef {
  const tools = resolveTools(routes, toolDefs);
  const exchanges = new McpExchanges();
  const connected = createMcpServer(tools, version, exchanges);
  return route<McpMessage>({
    method: 'post',
    path: '/mcp',
    auth: 'bearer',
    tag: 'mcp',
    summary: 'Model Context Protocol (Streamable HTTP, stateless): tools for extract, scrape, map, visual, batch, tasks, history, monitors and the device lab',
    body: McpMessage,
    handler: async ({ caller, body, req, res, signal }) => {
      assertTransportable(req);
      if (body.method === undefined || body.id === undefined) {
        // A notification or a client's answer could only name requests of other POSTs (a cancellation, an answer),
        // which a stateless server does not follow: taken, with no body.
        res.status(202).end();
      } else if (body.method === 'tools/call') {
        validateBody(McpToolCall, body);
        await answerToolCall(tools, body as McpToolCall, { caller, req, res, signal, log });
      } else {
        await connected;
        await exchanges.handle({ ...body, id: body.id, method: body.method }, res);
      }
      return HANDLED;
    },
  });
}
