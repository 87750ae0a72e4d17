// `npx spec-viewer-proxy` where nothing is installed: the proxy package packed with `npm pack` as from a fresh clone
// (no dist/: its own prepack builds it), installed alone into an empty folder (its own dependencies only), and run the way a user runs it: it answers an envelope to a local
// upstream, refuses a private target, stops on SIGTERM; the tarball stays small.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { echoListener, postEnvelope, startServer, type Running } from '../../packages/spec-viewer-proxy/test/helpers.js';
import { installInto, npmRun, pack, packSummary, PROXY_PACKAGE } from './pack.js';
import { ensureDebianPackages, startMosquitto } from '../core/async-brokers.js';
import { openBridge } from '../../packages/spec-viewer-proxy/test/bridge-client.js';

/**
 * The proxy package's tarball may not grow past this (npm pack's `size`): 200 KB since it bundles MQTT.js for the
 * channel bridge (issue 52: 140 KB of it), which as a dependency would install some 40 packages (12 MB).
 */
const PROXY_PACKED_LIMIT = 200 * 1024;

const version = (JSON.parse(readFileSync(join(PROXY_PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;
let workdir: string;
let app: string;

before(() => {
  workdir = mkdtempSync(join(tmpdir(), 'sv-proxy-package-'));
  // As a fresh clone has it: nothing built in the package (its prepack must build it).
  rmSync(join(PROXY_PACKAGE, 'dist'), { recursive: true, force: true });
  const tarball = pack(PROXY_PACKAGE, workdir, { scripts: true });
  app = join(workdir, 'app');
  installInto(app, [tarball]);
});

after(() => rmSync(workdir, { recursive: true, force: true }));

/** Starts the installed bin (the link npm made, which npx runs) and resolves with its base URL. */
async function startBin(args: string[]): Promise<{ base: string; exited: Promise<number | null>; stop: () => void; child: ReturnType<typeof spawn> }> {
  const child = spawn(join(app, 'node_modules', '.bin', 'spec-viewer-proxy'), ['--port', '0', '--log', 'none', ...args], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
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
  return { base, exited, child, stop: () => void (child.exitCode === null && child.kill('SIGKILL')) };
}

describe('the spec-viewer-proxy package, installed alone', () => {
  it('holds only the proxy: its own dependencies, no viewer, a tarball under 200 KB', () => {
    const summary = packSummary(PROXY_PACKAGE);
    assert.ok(summary.size <= PROXY_PACKED_LIMIT, `packed ${summary.size} B > ${PROXY_PACKED_LIMIT} B`);
    assert.ok(summary.files.some((f) => f.path === 'bin/spec-viewer-proxy.js'));
    assert.ok(summary.files.some((f) => f.path === 'dist/types/packages/spec-viewer-proxy/src/index.d.ts'));
    assert.ok(summary.files.some((f) => f.path === 'dist/cli.js') && summary.files.some((f) => f.path === 'dist/index.js'), 'its prepack built dist/');
    assert.deepEqual(summary.files.filter((f) => f.path.endsWith('.map')), []);
    const installed = readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.'));
    assert.ok(!installed.includes('spec-viewer') && !installed.includes('lit') && !installed.includes('@asyncapi'), installed.join(', '));
    assert.ok(installed.includes('undici') && installed.includes('ipaddr.js'), installed.join(', '));
    assert.ok(!existsSync(join(app, 'node_modules', 'express')), 'express is an optional peer');
    assert.ok(!installed.includes('mqtt') && installed.includes('amqplib') && installed.includes('ws'), `MQTT.js is bundled: ${installed.join(', ')}`);
    assert.ok(installed.length <= 12, `${installed.length} packages installed: ${installed.join(', ')}`);
  });

  it('bridges a channel to an MQTT broker with the client it bundles', async () => {
    const missing = ensureDebianPackages({ mosquitto: '/usr/sbin/mosquitto' });
    assert.equal(missing, undefined, missing);
    const broker = await startMosquitto('ada', 'lovelace');
    const proxy = await startBin(['--allow-private-hosts', '127.0.0.1']);
    try {
      const page = await openBridge(`${proxy.base}/`);
      page.send({ type: 'open', url: `mqtt://127.0.0.1:${broker.port}`, mqtt: { subscribe: ['t'], publish: { topic: 't', qos: 0, retain: false } } });
      assert.deepEqual(await page.next(), { type: 'open' });
      page.send({ type: 'send', data: 'round trip', encoding: 'utf-8' });
      assert.deepEqual(await page.next(), { type: 'message', data: 'round trip', encoding: 'utf-8', source: 't' });
      page.close();
      await page.closed;
    } finally {
      proxy.stop();
      await broker.stop();
    }
  });

  it('is installed as a bin and answers --version', () => {
    assert.equal(npmRun(['exec', '--no', '--', 'spec-viewer-proxy', '--version'], app).trim(), version);
  });

  it('serves: forwards an envelope to a loopback upstream it was allowed, refuses a private target, stops on SIGTERM', async () => {
    const upstream: Running = await startServer(echoListener);
    // Started directly (not through npm exec) so SIGTERM reaches the proxy, not an npm wrapper.
    const proxy = await startBin(['--allow-private-hosts', '127.0.0.1']);
    try {
      const answer = await postEnvelope(`${proxy.base}/api/proxy`, { method: 'POST', url: `${upstream.origin}/echo?x=1`, headers: { 'content-type': 'text/plain' }, body: 'hello' });
      assert.equal(answer.status, 200, answer.text);
      const envelope = JSON.parse(answer.text) as { status: number; body: string };
      assert.equal(envelope.status, 200);
      const echoed = JSON.parse(envelope.body) as { method: string; url: string; body: string };
      assert.deepEqual([echoed.method, echoed.url, Buffer.from(echoed.body, 'base64').toString()], ['POST', '/echo?x=1', 'hello']);

      const refused = await postEnvelope(`${proxy.base}/`, { method: 'GET', url: 'http://10.20.30.40/internal' });
      assert.equal(refused.status, 403, refused.text);
      assert.equal((JSON.parse(refused.text) as { error: { code: string } }).error.code, 'ssrf_blocked', 'refused before any connection: an IP literal is checked first');

      proxy.child.kill('SIGTERM');
      assert.equal(await proxy.exited, 0);
    } finally {
      proxy.stop();
      await upstream.close();
    }
  });
});
