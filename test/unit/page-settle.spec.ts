/**
 * What counts as a page's network activity (server/providers/browser/page-settle.ts): a request held by a host
 * that does not answer the egress proxy's dial — or that has not reached the proxy, or the network, at all — neither
 * keeps the page busy nor counts as progress, so a page waiting only on such hosts is read without waiting out their
 * timeouts.
 */
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { test, expect } from '@playwright/test';
import { DIAL_HELD_MS, trackRequests } from '../../server/providers/browser/page-settle';
import type { PageTarget } from '../../server/providers/browser/page-target';

function fakePage() {
  const events = new EventEmitter();
  const target = { events } as unknown as PageTarget;
  let n = 0;
  return {
    target,
    start(url: string) {
      const requestId = String(++n);
      events.emit('request', { requestId, loaderId: 'l', request: { url } });
      return requestId;
    },
    sent: (requestId: string) => void events.emit('sent', { requestId }),
    end: (requestId: string) => void events.emit('settled', { requestId }),
  };
}

test('a request whose host has not answered its dial for DIAL_HELD_MS is held: not in flight, its start no progress', async () => {
  const page = fakePage();
  const since = performance.now();
  const states: Record<string, number | 'answered' | 'failed' | undefined> = { 'shop.test': 'answered', 'tags.test': since };
  const tracker = trackRequests(page.target, (host) => states[host]);
  try {
    page.start('https://tags.test/consent.js');
    const css = page.start('https://shop.test/app.css');
    page.sent(css);
    expect(tracker.inFlight()).toBe(2);
    expect(tracker.held()).toBe(false);
    await sleep(DIAL_HELD_MS + 20);
    expect(tracker.inFlight()).toBe(1);
    expect(tracker.held()).toBe(true);
    const progressed = tracker.lastChange();
    // Another request to the silent host waits on it too: no progress.
    page.start('https://tags.test/retry.js');
    expect(tracker.lastChange()).toBe(progressed);
    expect(tracker.inFlight()).toBe(1);
    page.end(css);
    expect(tracker.lastChange()).toBeGreaterThan(progressed);
    expect(tracker.inFlight()).toBe(0);
    expect(tracker.held()).toBe(true);
  } finally {
    tracker.stop();
  }
});

test('a request to a host whose last dial failed is held at once; one that never reached the proxy, after DIAL_HELD_MS', async () => {
  const page = fakePage();
  const states: Record<string, 'answered' | 'failed' | undefined> = { 'dead.test': 'failed', 'shop.test': 'answered' };
  const tracker = trackRequests(page.target, (host) => states[host]);
  try {
    const before = tracker.lastChange();
    const dead = page.start('https://dead.test/pixel.js');
    expect(tracker.inFlight()).toBe(0);
    expect(tracker.held()).toBe(true);
    page.end(dead);
    expect(tracker.lastChange()).toBe(before);

    page.start('https://queued.test/widget.js');
    page.sent(page.start('https://shop.test/api/stock'));
    expect(tracker.inFlight()).toBe(2);
    await sleep(DIAL_HELD_MS + 20);
    expect(tracker.inFlight()).toBe(1);
  } finally {
    tracker.stop();
  }
});

test('a request to a host that answers is held once it has waited DIAL_HELD_MS for a connection to the proxy', async () => {
  const page = fakePage();
  const tracker = trackRequests(page.target, () => 'answered');
  try {
    // The browser's connections to the proxy are all taken: these wait in the browser, and are never written.
    page.start('https://shop.test/app.css');
    page.start('https://shop.test/app.js');
    // Written to the network before its requestWillBeSent came.
    page.sent('3');
    const api = page.start('https://shop.test/api/stock');
    expect(tracker.inFlight()).toBe(3);
    await sleep(DIAL_HELD_MS + 20);
    expect(tracker.inFlight()).toBe(1);
    expect(tracker.held()).toBe(true);
    const progressed = tracker.lastChange();
    page.end(api);
    expect(tracker.lastChange()).toBeGreaterThan(progressed);
    expect(tracker.inFlight()).toBe(0);
  } finally {
    tracker.stop();
  }
});

test('without the egress proxy (a remote browser) every request counts', async () => {
  const page = fakePage();
  const tracker = trackRequests(page.target);
  try {
    page.start('https://tags.test/consent.js');
    await sleep(DIAL_HELD_MS + 20);
    expect(tracker.inFlight()).toBe(1);
    expect(tracker.held()).toBe(false);
  } finally {
    tracker.stop();
  }
});
