// The real bin/spec-viewer-proxy.js of the proxy package, run as a process. It imports ../dist/cli.js, so the tests
// lay out a private copy (bin + freshly built dist/cli.js + package.json) instead of racing the build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { nodeBuildOptions } from '../../../scripts/node-build-options.mjs';

const root = resolve(import.meta.dirname, '../../..');
const proxyPackage = join(root, 'packages/spec-viewer-proxy');

export const packageVersion = (JSON.parse(readFileSync(join(proxyPackage, 'package.json'), 'utf8')) as { version: string }).version;

export interface CliBuild {
  bin: string;
  remove(): void;
}

/** Builds the package's src/cli.ts next to a copy of the package's bin, in a temporary directory. */
export async function buildCli(): Promise<CliBuild> {
  const workdir = mkdtempSync(join(tmpdir(), 'sv-proxy-cli-'));
  mkdirSync(join(workdir, 'bin'));
  copyFileSync(join(proxyPackage, 'bin/spec-viewer-proxy.js'), join(workdir, 'bin/spec-viewer-proxy.js'));
  copyFileSync(join(proxyPackage, 'package.json'), join(workdir, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(workdir, 'node_modules'), 'dir');
  await build({
    ...nodeBuildOptions,
    entryPoints: { cli: join(proxyPackage, 'src/cli.ts') },
    outdir: join(workdir, 'dist'),
    logLevel: 'error',
  });
  return { bin: join(workdir, 'bin/spec-viewer-proxy.js'), remove: () => rmSync(workdir, { recursive: true, force: true }) };
}

export function runCliSync(bin: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 10_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface RunningCli {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Starts the bin on port 0 and waits for its "listening on" line. */
export async function startCli(bin: string, args: string[]): Promise<RunningCli> {
  const child = spawn(process.execPath, [bin, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => (out += chunk));
  child.stderr?.on('data', (chunk) => (err += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no listening line:\n${err}`)), 10_000);
    const check = (): void => {
      const match = /listening on (http:\/\/\S+)/.exec(err);
      if (match) {
        clearTimeout(timer);
        done(match[1] as string);
      }
    };
    child.stderr?.on('data', check);
    void exited.then((code) => fail(new Error(`exited ${code}:\n${err}`)));
  });
  return {
    child,
    url: `${url}/api/proxy`,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
