/**
 * Target.closeTarget for a service worker: Firefox stops one through its service worker manager
 * (what about:debugging's "stop" does), which BiDi reaches only through its chrome scope
 * (bidi-chrome.ts). The worker's BiDi realm id is the manager's worker id, so the realm's end
 * follows as the target's destruction. Shared workers have no such switch.
 */
import { CdpError } from '../cdp-errors';
import type { ContextOverrides } from './bidi-chrome';

/** Runs in a browser window: stops the registered service worker whose id is given; false when none has it. */
const TERMINATE = `(id) => {
  const manager = Cc['@mozilla.org/serviceworkers/manager;1'].getService(Ci.nsIServiceWorkerManager);
  const registrations = manager.getAllRegistrations();
  for (let i = 0; i < registrations.length; i++) {
    const registration = registrations.queryElementAt(i, Ci.nsIServiceWorkerRegistrationInfo);
    for (const worker of [registration.evaluatingWorker, registration.installingWorker, registration.waitingWorker, registration.activeWorker]) {
      if (worker?.id !== id) continue;
      worker.terminateWorker();
      return true;
    }
  }
  return false;
}`;

/** Stops the service worker whose realm is `id`. */
export async function stopServiceWorker(chrome: ContextOverrides, id: string): Promise<void> {
  if (!chrome.enabled) throw new CdpError('Firefox stops a service worker only through its chrome scope, which this browser was not started with');
  const r = await chrome.run(TERMINATE, [{ type: 'string', value: id }]);
  if (r.type === 'exception' || r.result?.value !== true) throw new CdpError('No target with given id found');
}
