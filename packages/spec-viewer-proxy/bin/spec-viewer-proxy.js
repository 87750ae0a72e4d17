#!/usr/bin/env node
// spec-viewer-proxy: the Try-It proxy as a standalone server. All behaviour lives in src/cli.ts (built into
// dist/cli.js); the viewer package's bin of the same name calls the same code from its own build.
import { readFileSync } from 'node:fs';
import { runProxyCli } from '../dist/cli.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
await runProxyCli(process.argv.slice(2), version);
