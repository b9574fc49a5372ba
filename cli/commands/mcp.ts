import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { ApiCommand } from '../base-command';

// JSON-RPC's "server error" range: the server's /mcp could not be reached or refused the message.
const UPSTREAM_ERROR = -32000;

/** `pluck mcp`. */
export default class Mcp extends ApiCommand {
  static override summary = 'Serve Pluck’s MCP tools over stdio, for agents (Claude Desktop, Cursor, any MCP client).';
  static override description =
    'Relays the Model Context Protocol between stdin/stdout and the server’s /mcp (Streamable HTTP) with the key ' +
    'and server of "pluck login", --key/--server or PLUCK_API_KEY/PLUCK_URL, so the tools are those of the server ' +
    'it points at, local or remote. stdout carries only protocol messages; notices go to stderr.';
  static override examples = ['<%= config.bin %> mcp', 'PLUCK_URL=https://pluck.example.com PLUCK_API_KEY=pk_… <%= config.bin %> mcp'];

  async run(): Promise<void> {
    await this.parse(Mcp);
    const { url, key } = this.apiTarget;
    // Global fetch, not the CLI's nodeFetch: the answers are event streams read as they arrive.
    const remote = new StreamableHTTPClientTransport(new URL('/mcp', url), {
      requestInit: { headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), 'User-Agent': `pluck-cli/${this.config.version}` } },
    });
    const local = new StdioServerTransport();
    const closed = new Promise<void>((resolve) => {
      local.onclose = resolve;
      process.stdin.once('end', resolve);
    });
    remote.onmessage = (message) => void local.send(message);
    remote.onerror = (err) => this.note(`pluck mcp: ${err.message}`);
    local.onerror = (err) => this.note(`pluck mcp: ${err.message}`);
    local.onmessage = (message: JSONRPCMessage) => {
      remote.send(message).catch((err: Error) => {
        // A refused key or an unreachable server answers the request that met it, so the client is not left waiting.
        if (isJSONRPCRequest(message))
          void local.send({ jsonrpc: '2.0', id: message.id, error: { code: UPSTREAM_ERROR, message: `${url}/mcp: ${err.message}` } });
        else this.note(`pluck mcp: ${err.message}`);
      });
    };
    await remote.start();
    await local.start();
    await closed;
    await remote.close();
  }
}
