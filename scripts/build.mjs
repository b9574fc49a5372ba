#!/usr/bin/env node
/**
 * `npm run build`, redoing only what changed: each step (tsc, the oclif manifest, the console) runs
 * only when the hash of its inputs differs from the stamp its last build left in dist/, so changing
 * settings and restarting costs no build, and a clean tree builds everything. tsc itself runs
 * incrementally (its build info also lives in dist/). `--force` rebuilds all three.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const force = process.argv.includes('--force');
const stampFile = at('dist', 'build-stamps.json');
const buildInfo = at('dist', 'tsconfig.build.tsbuildinfo');

function run(label, script, args, env = {}) {
  process.stdout.write(`build: ${label}\n`);
  const r = spawnSync(process.execPath, [at(script), ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Every file under the given paths (folders walked, dist and node_modules skipped), sorted. */
function files(paths) {
  const out = [];
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    if (!fs.statSync(p).isDirectory()) return void out.push(p);
    for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
  };
  for (const p of paths) walk(at(p));
  return out.sort();
}

/** One hash over the names and contents of the inputs. */
function hashOf(paths) {
  const h = crypto.createHash('sha256');
  for (const f of files(paths)) h.update(path.relative(root, f)).update('\0').update(fs.readFileSync(f)).update('\0');
  return h.digest('hex');
}

const stamps = (() => {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
})();

/** Runs `build` unless its output exists and its inputs hash to the stamp of the last build. */
function step(name, inputs, output, build) {
  const hash = hashOf(inputs);
  if (!force && stamps[name] === hash && fs.existsSync(at(output))) {
    process.stdout.write(`build: ${name} is up to date\n`);
    return;
  }
  build();
  stamps[name] = hash;
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
}

const tscInputs = [
  'server',
  'cli',
  'electron',
  'bench',
  'scripts/docs.ts',
  'scripts/docs',
  'test/site',
  'test/support/scale-backends.ts',
  'test/support/ports.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];
step('tsc', tscInputs, 'dist/cli/base-command.js', () => {
  // tsc trusts its build info even when outputs were deleted, so a missing output means a full compile.
  if (force || !fs.existsSync(at('dist', 'server', 'main.js')) || !fs.existsSync(at('dist', 'cli', 'base-command.js'))) fs.rmSync(buildInfo, { force: true });
  run('tsc (incremental)', 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json', '--incremental', '--tsBuildInfoFile', buildInfo]);
});

// The manifest holds each command's flags and args, read from the compiled commands.
step('oclif manifest', ['dist/cli', 'package.json'], 'oclif.manifest.json', () =>
  // The oclif dev tool's "update available" notice is about the build tool, not about Pluck.
  run('oclif manifest', 'node_modules/oclif/bin/run.js', ['manifest'], { OCLIF_SKIP_NEW_VERSION_CHECK: 'true' }),
);

// The console bundles ui/ and the isomorphic client and contract it imports from server/.
step('console', ['ui', 'server/client', 'server/contract', 'package-lock.json'], 'ui/dist/index.html', () =>
  run('console (vite)', 'node_modules/vite/bin/vite.js', ['build', '--config', 'ui/vite.config.ts']),
);
