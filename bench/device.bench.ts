/**
 * A leased device's live screen, measured on the adb stand-in whose device is a Chromium page sized
 * as a 1080×2400 phone: frames per second to a viewer of the screen WebSocket, input → changed frame
 * latency (a tap on "Add to cart" changes the cart counter), and what 3 viewers cost beside 1 (the
 * server process's CPU and the device's screencaps per second). Baselines from the same run: the
 * device's own `screencap -p` rate over adb with nobody in between, and one screencap's round trip.
 * The server runs in a process of its own; the stand-in, its Chromium and the viewers share this one.
 * Goals (issue 36): ≥ 15 frames/s, input → changed frame p50 ≤ 150 ms, 3 viewers < 1.5× one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient } from '../server/client/index';
import { execOnDevice } from '../server/providers/mobile/adb-wire';
import { startFakeAndroidLab } from '../test/support/fake-android';
import { ensureServerBuilt, startServerProcess } from '../test/support/server-process';
import { figure, percentiles, section } from './report';

const KEY = 'pk_bench_device_0123456789';
const SECONDS = 6;
const TAPS = 20;

/** CPU seconds a process has used (user + system). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

/** A viewer of the screen socket that counts frames and keeps the latest. */
class Viewer {
  frames = 0;
  last?: Buffer;
  private waiters: ((png: Buffer) => void)[] = [];
  readonly ws: WebSocket;
  readonly open: Promise<void>;
  constructor(url: string, protocols: string[]) {
    this.ws = new WebSocket(url, protocols);
    this.open = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.ws.on('message', (data, binary) => {
      if (!binary) return;
      this.frames++;
      this.last = data as Buffer;
      for (const w of this.waiters.splice(0)) w(this.last);
    });
  }
  next(): Promise<Buffer> {
    return new Promise((r) => this.waiters.push(r));
  }
  close(): void {
    this.ws.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the device bench. */
export async function benchDevice(): Promise<void> {
  section('device screen: live frames, input latency and viewers, 1080×2400 on the adb stand-in');
  ensureServerBuilt();
  const lab = await startFakeAndroidLab(['bench-phone']);
  const server = await startServerProcess({
    ...process.env,
    PORT: '0',
    PLUCK_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pluck-bench-device-')),
    PLUCK_ADMIN_KEY: KEY,
    PLUCK_LOG: '0',
    PLUCK_RATE_LIMIT_RPS: '0',
    PLUCK_ENGINE: 'http',
    ANDROID_ADB_SERVER_HOST: '127.0.0.1',
    ANDROID_ADB_SERVER_PORT: String(lab.adb.port),
    PLUCK_IOS_WDP_URL: 'off',
  });
  const pid = server.child.pid!;
  const api = createClient({ baseUrl: server.url, apiKey: KEY });
  const screencaps = () => lab.adb.shellLog.filter((c) => c.startsWith('screencap')).length;
  try {
    await lab.screen.show('product');
    // Baseline: the device's own screencap rate, asked over adb directly with nobody in between.
    const t0 = performance.now();
    const rtt: number[] = [];
    while (performance.now() - t0 < SECONDS * 1000) {
      const t = performance.now();
      await execOnDevice('127.0.0.1', lab.adb.port, 'bench-phone', 'screencap -p');
      rtt.push(performance.now() - t);
    }
    const deviceFps = rtt.length / ((performance.now() - t0) / 1000);

    const s = await api.createMobileSession({ platform: 'android' });
    const { url, protocols } = api.screenSocket(s.id);
    const watch = async (n: number) => {
      const viewers = Array.from({ length: n }, () => new Viewer(url, protocols));
      await Promise.all(viewers.map((v) => v.open));
      await Promise.all(viewers.map((v) => v.next()));
      const [f0, c0, cpu0, w0] = [viewers.map((v) => v.frames), screencaps(), cpuSeconds(pid), performance.now()];
      await sleep(SECONDS * 1000);
      const secs = (performance.now() - w0) / 1000;
      const fps = viewers.map((v, i) => (v.frames - f0[i]) / secs);
      const out = { fps: Math.min(...fps), caps: (screencaps() - c0) / secs, cpu: ((cpuSeconds(pid) - cpu0) / secs) * 100 };
      viewers.forEach((v) => v.close());
      await sleep(500);
      return out;
    };
    const one = await watch(1);
    const three = await watch(3);
    figure('frames/s to one viewer', one.fps, 'fps', { name: 'device screencap -p over adb', value: deviceFps });
    figure('frames/s to each of 3 viewers (slowest)', three.fps, 'fps', { name: 'one viewer', value: one.fps });
    figure('device screencaps/s with 3 viewers', three.caps, '/s', { name: 'one viewer', value: one.caps });
    figure('server CPU with 3 viewers', three.cpu, '%', { name: 'one viewer', value: one.cpu });

    // Input → changed frame: each tap on "Add to cart" changes the cart counter on screen.
    const add = await lab.screen.page.$eval('[data-rid="com.example.shop:id/add"]', (e) => {
      const r = e.getBoundingClientRect();
      return { x: (r.left + r.width / 2) / innerWidth, y: (r.top + r.height / 2) / innerHeight };
    });
    const holder = new Viewer(url, protocols);
    await holder.open;
    await holder.next();
    const latency: number[] = [];
    for (let i = 0; i < TAPS; i++) {
      // The frame before the tap, settled: the next one that differs shows the tap.
      const before = await holder.next();
      const t = performance.now();
      holder.ws.send(JSON.stringify({ type: 'input', action: 'tap', ...add }));
      for (;;) {
        const f = await holder.next();
        if (!f.equals(before)) break;
      }
      latency.push(performance.now() - t);
    }
    holder.close();
    figure('input → changed frame p50', percentiles(latency).p50, 'ms', { name: 'one screencap round trip p50', value: percentiles(rtt).p50 });
    figure('input → changed frame p99', percentiles(latency).p99, 'ms');
    console.log(
      `goals: ≥ 15 fps; input → changed frame p50 ≤ 150 ms; 3 viewers < 1.5× the cost of one (CPU ${(three.cpu / Math.max(one.cpu, 0.01)).toFixed(2)}×, screencaps ${(three.caps / Math.max(one.caps, 0.01)).toFixed(2)}×)`,
    );
    await api.releaseMobileSession(s.id);
  } finally {
    server.child.kill('SIGTERM');
    await lab.close();
  }
}
