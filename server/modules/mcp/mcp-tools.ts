/**
 * The MCP tools (served at /mcp by server/http/mcp.ts): one entry per tool, each naming the API route it calls. The route's declaration gives the
 * tool its input schema, scope and validation (server/http/route.ts), so a tool accepts exactly what the route
 * accepts and answers what it answers. Only JSON routes are listed: a tool never streams a file or SSE.
 * Adding a tool is one entry here.
 */

import type { McpToolDef } from '../../http/mcp';

export const MCP_TOOLS: readonly McpToolDef[] = [
  {
    name: 'extract',
    route: 'POST /v1/extract',
    long: true,
    description:
      'Extract structured JSON from one web page. Give "url" and either "schema" (a JSON Schema of the fields wanted) or "prompt" (the fields in words). "async": true answers at once with a task to poll with task_status.',
  },
  { name: 'scrape', route: 'POST /v1/scrape', description: 'A web page as clean markdown (or html, links, a screenshot: "formats").' },
  {
    name: 'crawl_start',
    route: 'POST /v1/crawl',
    description:
      'Crawl a site from "url": each page as markdown (or "formats"), or extracted with "schema"/"prompt"; robots.txt obeyed. Answers at once with a crawl id to follow with crawl_status.',
  },
  {
    name: 'crawl_status',
    route: 'GET /v1/crawls/:id',
    description: 'A crawl\u2019s progress and its pages, a page of them at a time ("cursor": the previous answer\u2019s next_cursor).',
  },
  { name: 'crawl_cancel', route: 'DELETE /v1/crawls/:id', description: 'Cancel a crawl: nothing more is read.' },
  { name: 'map', route: 'POST /v1/map', description: 'The URLs of a site, from its sitemaps and links; "search" keeps those containing a text.' },
  { name: 'visual', route: 'POST /v1/visual', long: true, description: 'Answer an instruction about how a page looks (from its screenshot).' },
  { name: 'batch', route: 'POST /v1/batch', long: true, description: 'Queue one extraction per URL (up to 100); poll each task with task_status.' },
  { name: 'task_status', route: 'GET /v1/tasks/:id', description: 'The status of an async or batch task, with its result once done.' },
  { name: 'history_search', route: 'GET /v1/extractions', description: 'Search past extractions (newest first) by status, URL and time.' },
  { name: 'history_result', route: 'GET /v1/extractions/:id/result', description: 'The stored result of a past extraction.' },
  { name: 'monitor_create', route: 'POST /v1/monitor', description: 'Watch a page on a schedule and get a webhook when the extracted fields change.' },
  { name: 'monitor_list', route: 'GET /v1/monitors', description: 'The monitors of this key’s tenant.' },
  { name: 'monitor_runs', route: 'GET /v1/monitors/:id/runs', description: 'A monitor’s runs with what changed in each.' },
  { name: 'device_list', route: 'GET /v1/mobile/devices', description: 'The device lab’s Android and iOS devices and their state.' },
  {
    name: 'device_session_allocate',
    route: 'POST /v1/mobile/sessions',
    description: 'Lease a device session; the answer carries its CDP URL ("cdp_url") where the device has one.',
  },
  { name: 'device_session_list', route: 'GET /v1/mobile/sessions', description: 'Leased device sessions with their CDP URLs.' },
  { name: 'device_session_release', route: 'DELETE /v1/mobile/sessions/:id', description: 'Release a leased device session.' },
];
