// The test runner's launcher for each browser engine (scripts/find-browsers.mjs finds the binaries):
// Chromium and Firefox through puppeteer-core (Firefox over WebDriver BiDi, no driver needed), WebKit through
// WebKitWebDriver driving WebKitGTK's MiniBrowser, inside Xvfb when there is no display. The processes this
// starts stop with the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { ensureEngine } from '../../scripts/find-browsers.mjs';

const CHROMIUM_ARGS = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Child processes to stop when the runner exits. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `command` and resolves once `ready()` passes (polled), or rejects with its output after `timeout` ms. */
async function startProcess(command, args, ready, { env = process.env, timeout = 60_000 } = {}) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}): ${output.trim()}`);
    if (await ready().catch(() => false)) return child;
    if (Date.now() > deadline) throw new Error(`${command} did not start within ${timeout} ms: ${output.trim()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An X display for MiniBrowser: the caller's, else a new Xvfb on the first free display number tried. */
async function display(xvfb) {
  if (!xvfb) return process.env.DISPLAY;
  const first = 90 + (process.pid % 400);
  for (let n = first; ; n++) {
    try {
      await startProcess(xvfb, [`:${n}`, '-screen', '0', '2560x1600x24', '-nolisten', 'tcp'], async () => existsSync(`/tmp/.X11-unix/X${n}`), { timeout: 30_000 });
      return `:${n}`;
    } catch (error) {
      if (n >= first + 20) throw error; // a display that is taken exits at once: try the next one
    }
  }
}

/** Closes every window of the WebDriver session but the current (test) one, and comes back to it. */
async function closeOtherWindows(driver) {
  if (!driver) return;
  const main = await driver.getWindowHandle().catch(() => undefined);
  if (main === undefined) return;
  for (const handle of await driver.getWindowHandles()) {
    if (handle === main) continue;
    await driver.switchToWindow(handle).then(() => driver.closeWindow()).catch(() => undefined);
  }
  await driver.switchToWindow(main);
}

async function webkitLauncher() {
  const { driver, executablePath, xvfb, xdotool } = ensureEngine('webkit');
  const env = { ...process.env, DISPLAY: await display(xvfb) };
  const port = await freePort();
  await startProcess(driver, [`--port=${port}`, '--host=local'], async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, { env });
  const launcher = webdriverLauncher({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    // A driver call that hangs fails its test instead of stalling the run; far above a real call on a busy machine.
    connectionRetryTimeout: 180_000,
    connectionRetryCount: 1,
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic WebDriver only: no BiDi session (webSocketUrl) asked for.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: executablePath, args: ['--automation'] },
    },
  });
  if (!xdotool) return launcher;
  // Each test file gets the keyboard focus as a reader's window has it. Windows a previous file left behind
  // (sign-in popups, the OAuth tests' COOP window) are closed first: one of them could take the focus.
  const startSession = launcher.startSession.bind(launcher);
  launcher.startSession = async (...args) => {
    await closeOtherWindows(launcher.driver);
    await startSession(...args);
    const focus = spawnSync(xdotool, ['search', '--sync', '--onlyvisible', '--class', 'MiniBrowser', 'windowfocus', '%1'], { env, timeout: 60_000, encoding: 'utf8' });
    if (focus.status !== 0) throw new Error(`xdotool could not focus MiniBrowser's window: ${(focus.stderr || focus.error?.message || '').trim()}`);
  };
  return launcher;
}

/** The launcher of `engine` ('chromium' | 'firefox' | 'webkit'). */
export async function launcherFor(engine) {
  if (engine === 'chromium') {
    return chromeLauncher({ launchOptions: { executablePath: ensureEngine('chromium').executablePath, args: CHROMIUM_ARGS } });
  }
  if (engine === 'firefox') {
    return chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: { browser: 'firefox', executablePath: ensureEngine('firefox').executablePath, headless: true },
    });
  }
  if (engine === 'webkit') return webkitLauncher();
  throw new Error(`Unknown browser engine: ${engine}`);
}
