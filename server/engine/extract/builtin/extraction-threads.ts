/**
 * The builtin's extraction threads: reading a page takes the CPU for 100 ms to seconds, and on the server's own thread
 * it held every other request, and the settle timers of the pages being fetched beside it (a browser fetch's stall
 * fired up to 800 ms late). The threads are the process's, as its cores are: every server in a process shares them.
 * An idle thread does not keep the process alive; a run that is cancelled or times out ends its thread.
 */
import { Worker } from 'node:worker_threads';
import type { ValueTrace } from '../extractor';
import type { PageQuestion, PageReading } from './read-page';

/** One page to read on a thread. */
export interface ThreadTask extends PageQuestion {
  html: string;
  url: string;
}

/** A reading as a thread sends it: an element a value was read from, by its place in the page's element order. */
export interface ThreadAnswer extends Omit<PageReading, 'traces'> {
  traces: Record<string, Omit<ValueTrace, 'el'> & { place?: number }>;
}

/** Reads pages on threads. */
export interface ExtractionThreads {
  read(task: ThreadTask, signal: AbortSignal): Promise<ThreadAnswer>;
}

interface Job {
  task: ThreadTask;
  signal: AbortSignal;
  resolve(answer: ThreadAnswer): void;
  reject(err: unknown): void;
}

interface Thread {
  worker: Worker;
  job?: Job;
}

// The thread's module: compiled beside this one (dist/…/extraction-thread.js), or its TypeScript source when the server
// runs from its sources under the test runner, which a thread cannot load as they are.
const ENTRY = require.resolve('./extraction-thread');
// A thread on the sources compiles each module as it loads it, with the TypeScript the project is built with.
const BOOT = `
const { workerData } = require('node:worker_threads');
if (workerData.compiler) {
  const ts = require(workerData.compiler);
  const fs = require('node:fs');
  const Module = require('node:module');
  const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
  Module._extensions['.ts'] = (module, filename) =>
    module._compile(ts.transpileModule(fs.readFileSync(filename, 'utf8'), { compilerOptions: options, fileName: filename }).outputText, filename);
}
require(workerData.entry);
`;

class ThreadPool implements ExtractionThreads {
  private size = 0;
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];

  /** Grows the pool to `size` threads, started now: a thread takes a moment to load, and the first page should not wait for it. */
  grow(size: number): void {
    this.size = Math.max(this.size, size);
    while (this.threads.length < this.size) this.spawn();
  }

  read(task: ThreadTask, signal: AbortSignal): Promise<ThreadAnswer> {
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const onAbort = () => this.abort(job);
      const settled = () => signal.removeEventListener('abort', onAbort);
      const job: Job = {
        task,
        signal,
        resolve: (answer) => (settled(), resolve(answer)),
        reject: (err) => (settled(), reject(err)),
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    const at = this.threads.findIndex((t) => t.job === job);
    // A thread mid-page cannot be interrupted: it goes, and another takes its place.
    if (at >= 0) void this.threads.splice(at, 1)[0].worker.terminate();
    job.reject(job.signal.reason);
    this.grow(this.size);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.queue.length) {
      const thread = this.threads.find((t) => !t.job) ?? (this.threads.length < this.size ? this.spawn() : undefined);
      if (!thread) return;
      const job = this.queue.shift()!;
      thread.job = job;
      thread.worker.ref();
      thread.worker.postMessage(job.task);
    }
  }

  private spawn(): Thread {
    const compiler = ENTRY.endsWith('.ts') ? require.resolve('typescript') : undefined;
    const worker = new Worker(BOOT, { eval: true, workerData: { entry: ENTRY, compiler } });
    const thread: Thread = { worker };
    this.threads.push(thread);
    const done = (settle: (job: Job) => void) => {
      const job = thread.job;
      thread.job = undefined;
      if (job) settle(job);
    };
    worker.on('message', (msg: { reading?: ThreadAnswer; failure?: string }) => {
      worker.unref();
      done((job) => (msg.reading ? job.resolve(msg.reading) : job.reject(new Error(msg.failure))));
      this.dispatch();
    });
    const gone = (err: Error) => {
      const at = this.threads.indexOf(thread);
      if (at < 0) return;
      this.threads.splice(at, 1);
      done((job) => job.reject(err));
      this.dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the extraction thread exited with code ${code}`)));
    worker.unref();
    return thread;
  }
}

let pool: ThreadPool | undefined;

/** The process's extraction threads, grown to `size` if fewer were asked before. */
export function extractionThreads(size: number): ExtractionThreads {
  pool ??= new ThreadPool();
  pool.grow(size);
  return pool;
}
