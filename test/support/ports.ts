/**
 * Ports for tests of what happens when nothing answers.
 */
import net from 'node:net';

/** A port nothing listens on: bound, read, released. */
export async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}
