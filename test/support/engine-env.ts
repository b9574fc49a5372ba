/**
 * A fixture site and a server on one fetch path, shared by the tests of a `describe` that runs the
 * same assertions on both engines.
 */
import { startFixtureSite, type FixtureSite } from '../site/server';
import { startTestServer, type TestServer } from './server';

/** The site, the server and a close for both. */
export interface EngineEnv {
  site: FixtureSite;
  server: TestServer;
  close(): Promise<void>;
}

/** Starts the fixture site and a test server whose engine is `engine`. */
export async function startEngineEnv(engine: 'http' | 'browser'): Promise<EngineEnv> {
  const site = await startFixtureSite();
  const server = await startTestServer({ engine });
  return {
    site,
    server,
    async close() {
      await server.close();
      await site.close();
    },
  };
}
