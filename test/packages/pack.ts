/**
 * Helpers of the package tests: the two packages packed with `npm pack` as they would be published (package.json
 * `files` decides what ships; the build `npm test` ran first is what they hold), installed with npm into empty
 * temporary folders (dependencies from npm's cache, else the registry).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

export interface InstallFootprint {
  /** Every package folder under node_modules (scoped ones counted one each), the installed one included. */
  packages: string[];
  bytes: number;
  /** Packages whose package.json declares an install-time script, as `name: script`. */
  installScripts: string[];
}

/** What installing put in `app/node_modules`: the packages, their bytes (file sizes, as `du --apparent-size`), their install scripts. */
export function installFootprint(app: string): InstallFootprint {
  const footprint: InstallFootprint = { packages: [], bytes: 0, installScripts: [] };
  const size = (path: string): number => {
    const stat = lstatSync(path);
    if (!stat.isDirectory()) return stat.size;
    return readdirSync(path).reduce((sum, name) => sum + size(join(path, name)), 0);
  };
  const visit = (modules: string): void => {
    if (!existsSync(modules)) return;
    for (const name of readdirSync(modules)) {
      if (name.startsWith('.')) continue;
      if (name.startsWith('@')) {
        for (const inner of readdirSync(join(modules, name))) visitPackage(join(modules, name, inner));
      } else visitPackage(join(modules, name));
    }
  };
  const visitPackage = (dir: string): void => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
    footprint.packages.push(manifest.name);
    for (const hook of ['preinstall', 'install', 'postinstall']) {
      if (manifest.scripts?.[hook]) footprint.installScripts.push(`${manifest.name}: ${hook}`);
    }
    visit(join(dir, 'node_modules'));
  };
  visit(join(app, 'node_modules'));
  footprint.bytes = size(join(app, 'node_modules'));
  return footprint;
}
