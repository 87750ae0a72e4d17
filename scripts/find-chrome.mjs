// Finds a Chrome/Chromium binary: CHROME_PATH, then the usual paths. As root with apt-get and none found,
// installs Debian's `chromium`; otherwise exits with a message naming what to install.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

function onPath(name) {
  if (process.platform === 'win32') return undefined;
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '' ? r.stdout.trim() : undefined;
}

export function findChrome() {
  const env = process.env.CHROME_PATH;
  if (env) {
    if (existsSync(env)) return env;
    throw new Error(`CHROME_PATH is set to ${env}, which does not exist.`);
  }
  return candidates.find((p) => existsSync(p)) ?? onPath('chromium') ?? onPath('google-chrome');
}

export function ensureChrome() {
  const found = findChrome();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log('No Chrome/Chromium found: installing Debian\'s chromium with apt-get …');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
    } catch (error) {
      console.error(`Installing chromium with apt-get failed: ${error.message}`);
    }
    const after = findChrome();
    if (after) return after;
  }
  console.error(
    'No Chrome or Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`), ' +
      'or point CHROME_PATH at an existing binary, then run the tests again.',
  );
  process.exit(1);
}

if (process.argv[1] === new URL(import.meta.url).pathname) console.log(ensureChrome());
