#!/usr/bin/env node
// spec-viewer-proxy, as the viewer package ships it: the same command as the proxy package's (its src/cli.ts),
// from this package's own build (dist/proxy/cli.js), so `npx spec-viewer-proxy` works where spec-viewer is installed.
import { readFileSync } from 'node:fs';
import { runProxyCli } from '../dist/proxy/cli.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
await runProxyCli(process.argv.slice(2), version);
