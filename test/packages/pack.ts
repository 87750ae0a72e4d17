/**
 * Helpers of the package tests: the two packages packed with `npm pack` as they would be published (package.json
 * `files` decides what ships; the build `npm test` ran first is what they hold), installed with npm into empty
 * temporary folders (dependencies from npm's cache, else the registry).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const VIEWER_PACKAGE = ROOT;
export const PROXY_PACKAGE = join(ROOT, 'packages/spec-viewer-proxy');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command, asserting it succeeds; returns its stdout. */
export function run(cmd: string, args: string[], cwd: string, timeout = 300_000): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, npm_config_update_notifier: 'false' } });
  assert.equal(result.status, 0, `${cmd} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export function npmRun(args: string[], cwd: string, timeout?: number): string {
  return run(npm, args, cwd, timeout);
}

export interface PackSummary {
  /** Bytes of the .tgz. */
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: Array<{ path: string; size: number }>;
}

/** What `npm pack` would publish (without running prepack: the tests use the build at hand). */
export function packSummary(packageDir: string): PackSummary {
  const [summary] = JSON.parse(npmRun(['pack', '--dry-run', '--json', '--ignore-scripts'], packageDir)) as PackSummary[];
  assert.ok(summary, `npm pack --dry-run in ${packageDir}`);
  return summary;
}

/** Packs `packageDir` into `into`; returns the tarball's path. */
/** `scripts`: run the package's own prepack (its build) as a fresh clone's `npm pack` does. */
export function pack(packageDir: string, into: string, { scripts = false } = {}): string {
  const before = new Set(readdirSync(into));
  npmRun(['pack', ...(scripts ? [] : ['--ignore-scripts']), '--pack-destination', into], packageDir);
  const tarball = readdirSync(into).find((name) => name.endsWith('.tgz') && !before.has(name));
  assert.ok(tarball, `npm pack wrote a tarball for ${packageDir}`);
  return join(into, tarball);
}

/** A new app folder with the tarballs installed, as a user's project would get them. */
export function installInto(app: string, tarballs: string[]): void {
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'package-user', private: true, type: 'module' }));
  npmRun(['install', ...tarballs, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
}
