/**
 * `pluck mcp` spawned by the SDK's StdioClientTransport, the way Claude Desktop or Cursor runs it: the server
 * and key come from the CLI's config file (what `pluck login` writes), the tools are the server's /mcp tools,
 * stdout carries only protocol messages, and a refused key or an unreachable server fails the client's request.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult, Progress } from '@modelcontextprotocol/sdk/types.js';
import { writeConfig } from '../../cli/config-file';
import { MCP_TOOLS } from '../../server/modules/mcp/mcp-tools';
import { startFixtureSite, type FixtureSite } from '../site/server';
import { expect, test, tempDir } from '../support/server';
import { cliEnv, ROOT } from './run-cli';

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite();
});
test.afterAll(async () => {
  await site?.close();
});

/** A client of `pluck mcp` run with a config file naming `url` and `key`; `problems` collects what the client could not parse. */
async function spawnMcp(url: string, key: string) {
  const configDir = tempDir('pluck-mcp-config-');
  writeConfig(path.join(configDir, 'config.json'), { url, key });
  const env = cliEnv({ PLUCK_CONFIG_DIR: configDir }) as Record<string, string>;
  const transport = new StdioClientTransport({ command: process.execPath, args: [path.join(ROOT, 'bin', 'run.js'), 'mcp'], env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = new Client({ name: 'pluck-cli-test', version: '1.0.0' });
  const problems: string[] = [];
  client.onerror = (err) => problems.push(err.message);
  return { client, transport, problems, stderr: () => stderr };
}

function bodyOf(r: unknown): Record<string, any> {
  return JSON.parse(((r as CallToolResult).content[0] as { text: string }).text);
}

test('tools over stdio from the config’s server and key: scrape, a failing extract, progress of a long call', async ({ server }) => {
  const { client, transport, problems } = await spawnMcp(server.url, server.adminKey);
  try {
    await client.connect(transport);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(MCP_TOOLS.map((t) => t.name));

    const scraped = await client.callTool({ name: 'scrape', arguments: { url: `${site.url}/docs/install` } });
    expect(scraped.isError).toBeFalsy();
    expect(bodyOf(scraped).data.markdown).toBe((await server.admin.scrape({ url: `${site.url}/docs/install` })).data.markdown);

    const failed = await client.callTool({ name: 'extract', arguments: { prompt: 'the title' } });
    expect(failed.isError).toBe(true);
    expect(bodyOf(failed)).toEqual((await server.admin.raw('POST', '/v1/extract', { prompt: 'the title' })).body);

    const progress: Progress[] = [];
    const schema = { type: 'object', properties: { title: { type: 'string' } } };
    // A page that answers after 800 ms: the SDK client handles a notification a microtask late, so one read of stdin
    // holding both the "started" line and the result would drop the progress (its token is gone with the result).
    const extracted = await client.callTool({ name: 'extract', arguments: { url: `${site.url}/slow?ms=800`, schema } }, undefined, {
      onprogress: (p) => progress.push(p),
    });
    expect(bodyOf(extracted).data).toEqual({ title: 'Why we moved our build cache to SQLite' });
    expect(progress).toEqual([{ progress: 0, message: 'extract started' }]);
    // Every line the command wrote to stdout parsed as a protocol message.
    expect(problems).toEqual([]);
  } finally {
    await client.close();
  }
});

test('a refused key fails the client’s connect with the API’s 401 body; an unreachable server names its URL', async ({ server }) => {
  const refused = await spawnMcp(server.url, 'pk_wrong');
  await expect(refused.client.connect(refused.transport)).rejects.toThrow(/Invalid API key.*"code":"unauthorized"/);
  await refused.client.close();
  expect(refused.problems).toEqual([]);

  const gone = await spawnMcp('http://127.0.0.1:9', server.adminKey);
  await expect(gone.client.connect(gone.transport)).rejects.toThrow(/http:\/\/127\.0\.0\.1:9\/mcp/);
  await gone.client.close();
});
