#!/usr/bin/env node
/**
 * `npm run docs`: writes the references generated from the sources into docs/ (after `npm run build`, whose
 * output it reads). test/unit/settings-table.spec.ts fails while a committed reference is out of date.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { configurationReference } = require(path.join(root, 'dist', 'server', 'settings', 'reference.js'));

const target = path.join(root, 'docs', 'configuration.md');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, configurationReference());
process.stdout.write(`docs: wrote ${path.relative(root, target)}\n`);
