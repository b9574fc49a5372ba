import { Type, type Static } from '@sinclair/typebox';

/**
 * The body of POST /mcp: one JSON-RPC 2.0 message of the Model Context Protocol — a request or notification
 * (`method`), or the client's answer to a server request (`result` or `error`). Batches are not taken (MCP dropped
 * them in 2025-06-18). The MCP transport reads the rest; a tool's arguments are checked by its route.
 */
export const McpMessage = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'Present on requests and answers' })),
    method: Type.Optional(Type.String({ description: 'initialize, tools/list, tools/call, notifications/…' })),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), { description: 'For tools/call: "name" and "arguments" (the tool’s route body or query)' }),
    ),
    result: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'The client’s answer to a server request' })),
    error: Type.Optional(
      Type.Object(
        { code: Type.Integer(), message: Type.String(), data: Type.Optional(Type.Unknown()) },
        { description: 'The client’s refusal of a server request' },
      ),
    ),
  },
  { additionalProperties: false, anyOf: [{ required: ['method'] }, { required: ['id', 'result'] }, { required: ['error'] }] },
);
export type McpMessage = Static<typeof McpMessage>;

/**
 * A tools/call request as POST /mcp answers it: the tool's name, its arguments (checked by the tool's route) and, to
 * have progress reported while long work runs, a progress token. Other fields of MCP's params are taken and ignored.
 */
export const McpToolCall = Type.Object({
  jsonrpc: Type.Literal('2.0'),
  id: Type.Union([Type.String(), Type.Integer()]),
  method: Type.Literal('tools/call'),
  params: Type.Object({
    name: Type.String(),
    arguments: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    _meta: Type.Optional(Type.Object({ progressToken: Type.Optional(Type.Union([Type.String(), Type.Integer()])) })),
  }),
});
export type McpToolCall = Static<typeof McpToolCall>;
