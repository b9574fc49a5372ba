/**
 * Log.enable/disable: a session hears the browser's own messages (failed loads, blocked
 * requests) as Log.entryAdded only while the domain is on, as in Chrome.
 */
import type { Handler } from '../transport/connection';
import { eventSwitch } from './event-switch';

/** Handlers of the Log domain. */
export const logHandlers: Record<string, Handler> = eventSwitch('Log');
