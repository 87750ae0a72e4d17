// Finds the toolchains that run the generated code samples in test/core/samples-run.test.ts: curl, Debian's
// python3 with `requests`, Go, Java 11+ and a C# compiler: Mono's mcs with System.Net.Http, which builds each
// sample unchanged as a console program (Debian has no .NET SDK and no Roslyn compiler; the npm registry has
// neither, so the C# sample keeps to what mcs compiles: no async Main). As root with apt-get, missing ones are
// installed from Debian (like scripts/find-chrome.mjs does for Chromium); whatever is still missing is reported
// with a reason, so the test for that language is skipped out loud, never silently.
// SPEC_VIEWER_INSTALL_TOOLCHAINS=0 turns installing off (the tests then skip what is missing).
//
// Run alone: `node scripts/ensure-sample-toolchains.mjs` installs what it can and prints what it found.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { onPath } from './find-browsers.mjs';

/** Language id → the Debian packages that provide its toolchain. */
export const DEBIAN_PACKAGES = {
  curl: ['curl'],
  // Debian's python3 (a pyenv shim earlier on PATH may lack `requests`).
  python: ['python3-requests'],
  go: ['golang-go'],
  java: ['default-jdk-headless'],
  csharp: ['mono-mcs', 'libmono-system-net-http4.0-cil'],
};

const runs = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8', timeout: 30_000 }).status === 0;

function findCurl() {
  const curl = onPath('curl');
  return curl ? { command: curl } : { reason: 'curl is not installed (Debian: apt-get install curl)' };
}

function findPython() {
  const python = '/usr/bin/python3';
  if (!existsSync(python)) return { reason: `${python} is missing (Debian: apt-get install python3-requests)` };
  if (!runs(python, ['-c', 'import requests'])) {
    return { reason: `${python} cannot import requests (Debian: apt-get install python3-requests)` };
  }
  return { command: python };
}

function findGo() {
  const go = onPath('go') ?? ['/usr/lib/go/bin/go', '/usr/local/go/bin/go'].find((p) => existsSync(p));
  return go ? { command: go } : { reason: 'Go is not installed (Debian: apt-get install golang-go)' };
}

function findJava() {
  const java = onPath('java');
  if (!java) return { reason: 'java is not installed (Debian: apt-get install default-jdk-headless)' };
  // `java Main.java` (single-file source launch) needs a JDK 11 or later, not just a JRE.
  const version = spawnSync(java, ['-version'], { encoding: 'utf8' }).stderr ?? '';
  const major = Number(/version "(?:1\.)?(\d+)/.exec(version)?.[1] ?? 0);
  if (major < 11) return { reason: `java ${major || '?'} cannot launch single-file sources; Java 11+ is needed` };
  if (!onPath('javac')) return { reason: 'a JDK (javac) is needed to launch Main.java; only a JRE was found' };
  return { command: java };
}

function findCsharp() {
  const mcs = onPath('mcs');
  const mono = onPath('mono');
  if (!mcs || !mono) return { reason: 'no C# compiler: mcs/mono missing (Debian: apt-get install mono-mcs)' };
  const httpDll = ['/usr/lib/mono/4.5/System.Net.Http.dll', '/usr/lib/mono/4.5-api/System.Net.Http.dll'].find((p) => existsSync(p));
  if (!httpDll) return { reason: 'System.Net.Http.dll is missing (Debian: apt-get install libmono-system-net-http4.0-cil)' };
  return { command: mcs, runner: mono };
}

const finders = { curl: findCurl, python: findPython, go: findGo, java: findJava, csharp: findCsharp };

/** What is available now, without installing anything: language → `{ command, runner? }` or `{ reason }`. */
export function findSampleToolchains() {
  return Object.fromEntries(Object.entries(finders).map(([lang, find]) => [lang, find()]));
}

/**
 * Finds the toolchains; as root with apt-get, installs the missing ones first (unless
 * SPEC_VIEWER_INSTALL_TOOLCHAINS=0). Never throws.
 */
export function ensureSampleToolchains({ log = console.log } = {}) {
  const found = findSampleToolchains();
  const missing = Object.keys(found).filter((lang) => !found[lang].command);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const allowed = process.env.SPEC_VIEWER_INSTALL_TOOLCHAINS !== '0';
  if (missing.length === 0 || !isRoot || !allowed || !onPath('apt-get')) return found;
  const packages = missing.flatMap((lang) => DEBIAN_PACKAGES[lang]);
  log(`Sample toolchains missing (${missing.join(', ')}): installing ${packages.join(' ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt (an unattended upgrade, Chromium's install) may hold the lock: wait for it rather than fail.
  const apt = (args) => spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=120', ...args], { encoding: 'utf8', env, timeout: 900_000 });
  const update = () => {
    const r = apt(['update', '-qq']);
    if (r.status !== 0) log(`apt-get update failed: ${(r.stderr || r.error?.message || '').trim()}`);
  };
  const install = (lang) => apt(['install', '-y', '-qq', '--no-install-recommends', ...DEBIAN_PACKAGES[lang]]);
  update();
  // One package set at a time: one unavailable package must not keep the others from being installed.
  for (const lang of missing) {
    let r = install(lang);
    // A fresh machine's package lists may still be missing or stale (or the first update lost a race): fetch
    // them once more and try again, so that a skip stays rare.
    if (r.status !== 0 && /Unable to locate package|no installation candidate|404\s+Not Found|Could not get lock|Failed to fetch/i.test(`${r.stderr}${r.stdout}`)) {
      update();
      r = install(lang);
    }
    if (r.status !== 0) log(`Installing ${DEBIAN_PACKAGES[lang].join(' ')} failed: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-3).join(' | ')}`);
  }
  return findSampleToolchains();
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const [lang, tool] of Object.entries(ensureSampleToolchains())) {
    console.log(`${lang.padEnd(7)} ${tool.command ? `${tool.command}${tool.runner ? ` (runs with ${tool.runner})` : ''}` : `unavailable: ${tool.reason}`}`);
  }
}
