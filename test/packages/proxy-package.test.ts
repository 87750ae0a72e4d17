// `npx spec-viewer-proxy` from an installed package: packs the project with `npm pack` (package.json `files` and
// `bin` decide what ships), installs the tarball into a fresh app with npm (dependencies from npm's cache, or
// the registry), and runs the proxy the way a user does. The package is staged with a freshly built
// dist/proxy, so this suite never races other builds for the shared dist/.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import { nodeBuildOptions } from '../../scripts/node-build-options.mjs';
import { echoListener, postEnvelope, startServer, type Running } from './helpers.js';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let workdir: string;
let app: string;

function run(cmd: string, args: string[], cwd: string, timeout = 180_000): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, npm_config_update_notifier: 'false' } });
  assert.equal(result.status, 0, `${cmd} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

before(async () => {
  workdir = mkdtempSync(join(tmpdir(), 'sv-pack-'));
  const stage = join(workdir, 'stage');
  mkdirSync(stage);
  for (const file of ['package.json', 'README.md']) copyFileSync(join(root, file), join(stage, file));
  for (const dir of ['bin', 'styles']) cpSync(join(root, dir), join(stage, dir), { recursive: true });
  await build({
    ...nodeBuildOptions,
    entryPoints: { 'proxy/index': join(root, 'src/proxy/index.ts'), 'proxy/express': join(root, 'src/proxy/express.ts') },
    outdir: join(stage, 'dist'),
    logLevel: 'error',
  });
  // --ignore-scripts: prepack would rebuild the whole dist/, which the stage does not need.
  run(npm, ['pack', '--ignore-scripts', '--pack-destination', workdir], stage);
  const tarball = readdirSync(workdir).find((name) => name.endsWith('.tgz'));
  assert.ok(tarball, 'npm pack wrote a tarball');
  app = join(workdir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'proxy-user', private: true }));
  run(npm, ['install', join(workdir, tarball), '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
});

after(() => rmSync(workdir, { recursive: true, force: true }));

describe('npx spec-viewer-proxy from the packed package', () => {
  it('is installed as a bin and answers --version', () => {
    assert.equal(run(npm, ['exec', '--no', '--', 'spec-viewer-proxy', '--version'], app).trim(), pkg.version);
  });

  it('serves: forwards an envelope to a local upstream and stops on SIGTERM', async () => {
    const upstream: Running = await startServer(echoListener);
    // The bin link npm made (what npx runs), started directly so SIGTERM reaches the proxy, not an npm wrapper.
    const bin = join(app, 'node_modules', '.bin', 'spec-viewer-proxy');
    const child = spawn(bin, ['--port', '0', '--allow-private-hosts', '127.0.0.1', '--log', 'none'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let err = '';
      child.stderr.on('data', (chunk) => (err += chunk));
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      const base = await new Promise<string>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no listening line:\n${err}`)), 20_000);
        child.stderr.on('data', () => {
          const match = /listening on (http:\/\/\S+)/.exec(err);
          if (match) {
            clearTimeout(timer);
            done(match[1] as string);
          }
        });
        void exited.then((code) => fail(new Error(`exited ${code}:\n${err}`)));
      });
      const answer = await postEnvelope(`${base}/api/proxy`, { method: 'POST', url: `${upstream.origin}/echo?x=1`, headers: { 'content-type': 'text/plain' }, body: 'hello' });
      assert.equal(answer.status, 200, answer.text);
      const envelope = JSON.parse(answer.text) as { status: number; body: string };
      assert.equal(envelope.status, 200);
      const echoed = JSON.parse(envelope.body) as { method: string; url: string; body: string };
      assert.deepEqual([echoed.method, echoed.url, Buffer.from(echoed.body, 'base64').toString()], ['POST', '/echo?x=1', 'hello']);
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await upstream.close();
    }
  });
});
