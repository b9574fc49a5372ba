import { Type, type Static } from '@sinclair/typebox';

/**
 * The body of POST /mcp: one JSON-RPC 2.0 message of the Model Context Protocol (a request, a notification, or the
 * client's answer to a server request). The MCP transport reads the rest; a tool's arguments are checked by its route.
 */
export const McpMessage = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'Present on requests and answers' })),
    method: Type.Optional(Type.String({ description: 'initialize, tools/list, tools/call, notifications/…' })),
    params: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'For tools/call: "name" and "arguments" (the tool’s route body or query)' })),
  },
  { additionalProperties: true },
);
export type McpMessage = Static<typeof McpMessage>;
