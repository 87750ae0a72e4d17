// Finds the three browser engines the component suite runs in: Chromium, Firefox (ESR) and WebKit (WebKitGTK's
// MiniBrowser, driven by WebKitWebDriver). Each is looked up from its environment variable, then the usual paths.
// As root with apt-get, a missing engine is installed from Debian (after `apt-get update`); otherwise the run stops
// with a message that names what to install. Browsers are never downloaded.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** The path of command `name` on PATH, if any. */
export function onPath(name) {
  if (process.platform === 'win32') return undefined;
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '' ? r.stdout.trim() : undefined;
}

const firstExisting = (paths) => paths.find((p) => existsSync(p));

/** An environment variable naming a binary: its path, or an error when it names nothing. */
function fromEnv(name) {
  const value = process.env[name];
  if (!value) return undefined;
  if (existsSync(value)) return value;
  throw new Error(`${name} is set to ${value}, which does not exist.`);
}

/** WebKitGTK's MiniBrowser, under the library directory of any installed API version. */
function findMiniBrowser() {
  const env = fromEnv('WEBKIT_MINIBROWSER_PATH');
  if (env) return env;
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib']) {
    let names = [];
    try {
      names = readdirSync(lib).filter((n) => /^webkit(2gtk-[\d.]+|gtk-[\d.]+)$/.test(n)).sort().reverse();
    } catch {
      continue;
    }
    const found = firstExisting(names.map((n) => `${lib}/${n}/MiniBrowser`));
    if (found) return found;
  }
  return undefined;
}

/**
 * The engines: how each is found (undefined when it is not), the Debian packages that provide it and what a
 * reader must install otherwise.
 */
export const ENGINES = {
  chromium: {
    label: 'Chromium',
    find: () => {
      const path =
        fromEnv('CHROME_PATH') ??
        firstExisting(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome', '/snap/bin/chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium']) ??
        onPath('chromium') ??
        onPath('google-chrome');
      return path ? { executablePath: path } : undefined;
    },
    packages: ['chromium'],
    hint: 'Chrome or Chromium (Debian: `apt-get install chromium`), or point CHROME_PATH at one',
  },
  firefox: {
    label: 'Firefox',
    find: () => {
      const path = fromEnv('FIREFOX_PATH') ?? firstExisting(['/usr/bin/firefox-esr', '/usr/bin/firefox', '/usr/lib/firefox-esr/firefox-esr', '/Applications/Firefox.app/Contents/MacOS/firefox']) ?? onPath('firefox');
      return path ? { executablePath: path } : undefined;
    },
    packages: ['firefox-esr'],
    hint: 'Firefox 115 or later (Debian: `apt-get install firefox-esr`), or point FIREFOX_PATH at one',
  },
  webkit: {
    label: 'WebKit',
    find: () => {
      const driver = fromEnv('WEBKIT_WEBDRIVER_PATH') ?? firstExisting(['/usr/bin/WebKitWebDriver']) ?? onPath('WebKitWebDriver');
      const browser = findMiniBrowser();
      if (!driver || !browser) return undefined;
      if (process.env.DISPLAY) return { driver, executablePath: browser };
      // Without a display, MiniBrowser runs inside Xvfb. Xvfb has no window manager to give the window the
      // keyboard focus, without which the page never has focus (no :focus, no :focus-visible): xdotool gives it.
      const xvfb = firstExisting(['/usr/bin/Xvfb']) ?? onPath('Xvfb');
      const xdotool = firstExisting(['/usr/bin/xdotool']) ?? onPath('xdotool');
      return xvfb && xdotool ? { driver, executablePath: browser, xvfb, xdotool } : undefined;
    },
    packages: ['webkit2gtk-driver', 'xvfb', 'xdotool'],
    hint: 'WebKitGTK with its WebDriver, Xvfb and xdotool (Debian: `apt-get install webkit2gtk-driver xvfb xdotool`)',
  },
};

/** The engines `npm test` runs without SPEC_VIEWER_BROWSERS: all three. */
export const DEFAULT_ENGINES = ['chromium', 'firefox', 'webkit'];

/** Engine names from SPEC_VIEWER_BROWSERS (comma-separated: chromium, firefox, webkit), else DEFAULT_ENGINES. */
export function selectedEngines(value = process.env.SPEC_VIEWER_BROWSERS) {
  if (!value) return DEFAULT_ENGINES;
  const names = value.split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => !(n in ENGINES));
  if (unknown.length > 0) throw new Error(`SPEC_VIEWER_BROWSERS names unknown engines: ${unknown.join(', ')} (known: ${Object.keys(ENGINES).join(', ')})`);
  return names;
}

/** Installs Debian packages as root with apt-get; false when that is not possible or fails. */
function aptInstall(packages, log) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !onPath('apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=120', ...args], { stdio: ['ignore', 'inherit', 'inherit'], env });
  log(`Installing ${packages.join(' ')} with apt-get …`);
  apt(['update', '-qq']);
  return apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]).status === 0;
}

/**
 * The engine's binaries, installing Debian's packages first when they are missing (as root with apt-get).
 * Throws with what to install when the engine cannot be had.
 */
export function ensureEngine(engine, { log = console.log } = {}) {
  const spec = ENGINES[engine];
  if (!spec) throw new Error(`Unknown browser engine: ${engine}`);
  const found = spec.find();
  if (found) return found;
  aptInstall(spec.packages, log);
  const after = spec.find();
  if (after) return after;
  throw new Error(`No ${spec.label} found. Install ${spec.hint}, then run the tests again.`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const engine of selectedEngines()) {
    try {
      console.log(`${engine.padEnd(9)} ${JSON.stringify(ensureEngine(engine))}`);
    } catch (error) {
      console.log(`${engine.padEnd(9)} unavailable: ${error.message}`);
    }
  }
}
