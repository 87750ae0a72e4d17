// `npm test`: core and proxy tests in Node, component tests in real Chromium. `npm test -- core|proxy|components`.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChrome } from './find-chrome.mjs';

const only = process.argv[2];

function files(dir, out = []) {
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) files(p, out);
    else if (p.endsWith('.test.ts')) out.push(p);
  }
  return out.sort();
}

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const nodeSuites = { core: 'test/core', server: 'test/server', proxy: 'test/proxy' };
const wantNode = Object.keys(nodeSuites).filter((s) => !only || only === s || (only === 'core' && s === 'server'));
const nodeFiles = wantNode.flatMap((s) => files(nodeSuites[s]));

if (!only || only === 'components' || only === 'core') {
  // The dist smoke test and the demo server tests need a build.
  run(process.execPath, ['esbuild.config.mjs', '--quiet', '--no-types']);
}
if (nodeFiles.length > 0) {
  run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...nodeFiles]);
}
if (!only || only === 'components') {
  const chrome = ensureChrome();
  run(process.execPath, ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'], {
    CHROME_PATH: chrome,
  });
}
