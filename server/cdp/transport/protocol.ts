/**
 * The /json/protocol descriptor, generated from the method table and the event list: clients
 * such as chrome-remote-interface build their domain helpers from it, so it names exactly what
 * the proxy answers and sends.
 */
import { CDP_EVENTS } from '../model/cdp-events';

/** CDP protocol descriptor (names only) for these methods and the proxy's events. */
export function protocolOf(methods: string[]): object {
  const domains = new Map<string, { domain: string; commands: { name: string }[]; events: { name: string }[] }>();
  const domainOf = (qualified: string) => {
    const name = qualified.slice(0, qualified.indexOf('.'));
    let d = domains.get(name);
    if (!d) domains.set(name, (d = { domain: name, commands: [], events: [] }));
    return d;
  };
  for (const m of [...methods].sort()) domainOf(m).commands.push({ name: m.slice(m.indexOf('.') + 1) });
  for (const e of CDP_EVENTS) domainOf(e).events.push({ name: e.slice(e.indexOf('.') + 1) });
  return { version: { major: '1', minor: '3' }, domains: [...domains.values()].sort((a, b) => a.domain.localeCompare(b.domain)) };
}
