// `npm test`: build, then the Node suites (core, server, proxy, packages), then the component suite in real
// Chromium, Firefox and WebKit, one run per engine. `npm test -- <suite> [<suite> …]` runs only those (core |
// server | proxy | packages | components); SPEC_VIEWER_BROWSERS (any of chromium, firefox, webkit,
// comma-separated) picks the engines. Every selected step runs even when an earlier one failed, so one run shows
// every failure; the closing lines sum up (a line per engine) and the exit code is non-zero when anything failed.
// An engine that cannot be found or installed fails its line with the reason.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINES, ensureEngine, selectedEngines } from './find-browsers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const nodeSuites = { core: 'test/core', server: 'test/server', proxy: 'packages/spec-viewer-proxy/test', packages: 'test/packages' };
const allSuites = [...Object.keys(nodeSuites), 'components'];
/**
 * Node tests that hang are failures, not a stuck CI job. Node applies the limit to each file as a whole too, so it
 * fits the slowest file on a busy machine with room: the framework apps (installs and builds with Vite, webpack
 * and Angular) took over 5 minutes under four busy loops per core. Slow tests set their own, tighter limits.
 */
const NODE_TEST_TIMEOUT_MS = 1_800_000;

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !allSuites.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown test suite: ${unknown.join(', ')}\nUsage: npm test [-- ${allSuites.join(' | ')} …]`);
  process.exit(2);
}
const selected = requested.length > 0 ? allSuites.filter((s) => requested.includes(s)) : allSuites;

/** `*.test.ts` files below `dir`, sorted; helpers next to them are not test files. */
function testFiles(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(join(root, dir));
  } catch {
    return out;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) testFiles(path, out);
    else if (path.endsWith('.test.ts')) out.push(path);
  }
  return out.sort();
}

const results = [];

/** Runs one step with inherited output and records its outcome. */
function step(name, cmd, args, { env = {}, note = '' } = {}) {
  console.log(`\n── ${name} ─────────────────────────────────────────\n$ ${[cmd === process.execPath ? 'node' : cmd, ...args].join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  const why = run.error ? run.error.message : run.signal ? `killed by ${run.signal}` : `exit code ${run.status}`;
  results.push({ name, ok, seconds: (Date.now() - started) / 1000, note: ok ? note : why });
  return ok;
}

// The build is part of the gate; the size budget (core suite) reads its metafile, the dist smoke test
// (components suite) loads its output, the package tests pack it (type declarations included).
if (requested.length === 0 || ['core', 'components', 'packages'].some((s) => selected.includes(s))) {
  step('build', process.execPath, ['esbuild.config.mjs', '--quiet']);
}

for (const suite of selected.filter((s) => s in nodeSuites)) {
  const files = testFiles(nodeSuites[suite]);
  if (files.length === 0) {
    results.push({ name: suite, ok: true, seconds: 0, note: `no test files in ${nodeSuites[suite]}` });
    continue;
  }
  step(
    suite,
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', `--test-timeout=${NODE_TEST_TIMEOUT_MS}`, ...files],
    { note: `${files.length} files` },
  );
}

if (selected.includes('components')) {
  const files = testFiles('test/components');
  const isolated = testFiles('test/isolated');
  if (files.length === 0) {
    results.push({ name: 'components', ok: true, seconds: 0, note: 'no test files in test/components' });
  } else {
    for (const engine of selectedEngines()) {
      const name = `components (${engine})`;
      let found;
      try {
        found = ensureEngine(engine);
      } catch (error) {
        results.push({ name, ok: false, seconds: 0, note: error.message });
        continue;
      }
      step(name, process.execPath, ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs'], {
        env: { SPEC_VIEWER_ENGINE: engine },
        note: `${files.length} files, ${ENGINES[engine].label} ${found.executablePath}`,
      });
      // Files that need a browser of their own (test/isolated/): after one of them, WebKit's driver stalled in
      // the files that followed in the same session.
      for (const file of isolated) {
        step(`${file.replace(/^test\/isolated\/|\.test\.ts$/g, '')} (${engine})`, process.execPath, ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs', '--files', file], {
          env: { SPEC_VIEWER_ENGINE: engine },
          note: 'a browser of its own',
        });
      }
    }
  }
}

const failed = results.filter((r) => !r.ok);
console.log('\n── npm test summary ─────────────────────────────────');
for (const r of results) {
  console.log(`  ${r.name.padEnd(22)} ${(r.ok ? 'ok' : 'FAILED').padEnd(7)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.note}`);
}
console.log(failed.length === 0 ? '\nnpm test: all passed' : `\nnpm test: FAILED (${failed.map((r) => r.name).join(', ')})`);
process.exit(failed.length === 0 ? 0 : 1);
