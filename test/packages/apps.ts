/**
 * Helpers of the bundler and framework tests: the apps in test/packages/apps/ copied to .package-apps/ (in the
 * repository, ignored by git), each tooling package installed there with `npm ci` from its own lockfile (once per
 * lockfile: a later run reuses the install) and the freshly packed spec-viewer installed into it as a user's app
 * gets it. Three tooling packages: the shared one (Vite with React 19, Vue and Svelte, webpack), React 18's and
 * Angular's (its own TypeScript).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import type { Page } from 'puppeteer-core';
import { npmRun, ROOT } from './pack.js';

export const APPS = join(ROOT, 'test/packages/apps');
export const WORK = join(ROOT, '.package-apps');

/** The tooling packages: their folder in test/packages/apps ('' is the shared one) and the apps each builds. */
export const TOOLING = { shared: '', react18: 'react18', angular: 'angular' } as const;

/**
 * .package-apps/<name>/: the tooling package installed from its lockfile (unless that lockfile is installed there
 * already), its apps' sources copied afresh (`apps`: folders of the tooling package, each copied to a folder of
 * that name; '.': the package's own folder is the app) with the shared spec in their public/, and `tarball`
 * installed without saving. Returns the folder.
 */
export function prepareTooling(name: keyof typeof TOOLING, tarball: string, apps: string[]): string {
  const source = join(APPS, TOOLING[name]);
  const dir = join(WORK, name);
  const lock = readFileSync(join(source, 'package-lock.json'));
  const stamp = join(dir, 'node_modules', '.spec-viewer-lock-hash');
  const hash = createHash('sha256').update(lock).update(readFileSync(join(source, 'package.json'))).digest('hex');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(join(source, 'package.json'), join(dir, 'package.json'));
    cpSync(join(source, 'package-lock.json'), join(dir, 'package-lock.json'));
    npmRun(['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir, 900_000);
    writeFileSync(stamp, hash);
  }
  for (const app of apps) {
    const from = app === '.' ? source : join(source, app);
    const to = app === '.' ? dir : join(dir, app);
    for (const entry of readdirSync(from)) {
      if (['node_modules', 'package.json', 'package-lock.json', 'dist'].includes(entry)) continue;
      rmSync(join(to, entry), { recursive: true, force: true });
      cpSync(join(from, entry), join(to, entry), { recursive: true });
    }
    mkdirSync(join(to, 'public'), { recursive: true });
    cpSync(join(APPS, 'spec.yaml'), join(to, 'public', 'spec.yaml'));
  }
  npmRun(['install', tarball, '--no-save', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  return dir;
}

/** Every file below `dir` with its path relative to it. */
export function filesBelow(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile());
}

/** Module specifiers a browser build must never import: Node built-ins and undici (as Vite stubs them, too). */
const NODE_ONLY_SPECIFIER = /^(node:|undici$|__vite-browser-external)|^(fs|path|net|tls|dns|http|https|stream|crypto|child_process|worker_threads|os|url|util)(\/|$)/;

/**
 * Node built-ins or undici in the JavaScript files of a browser build, as `file: what`: what the files import (read
 * by a lexer, so that the code samples' own `import fs from 'node:fs'` text is not taken for an import), and
 * undici's code bundled in (its `UND_ERR_` error codes).
 */
export async function nodeInBrowserOutput(dir: string): Promise<string[]> {
  await init;
  const found: string[] = [];
  for (const file of filesBelow(dir).filter((f) => /\.m?js$/.test(f))) {
    const source = readFileSync(join(dir, file), 'utf8');
    const [imports] = parse(source);
    for (const { n: specifier } of imports) if (specifier !== undefined && NODE_ONLY_SPECIFIER.test(specifier)) found.push(`${file}: imports ${specifier}`);
    if (/UND_ERR_[A-Z_]+/.test(source)) found.push(`${file}: undici's code`);
  }
  return found;
}

/** What a framework app shows and what its <spec-viewer> holds, once the spec has loaded. */
export interface AppState {
  loaded: string;
  properties: { spec: unknown; proxyUrl: unknown; tryItMock: unknown; oauthClientId: unknown; oauthAttribute: string | null };
}

/** Waits for the app's spec-load handler to show the title; reads the element's properties. */
export async function appState(page: Page): Promise<AppState> {
  await page.waitForFunction(() => (document.getElementById('loaded')?.textContent ?? '') !== '', { timeout: 60_000 });
  return page.evaluate(() => {
    const viewer = document.querySelector('spec-viewer') as unknown as Record<string, unknown> & Element;
    return {
      loaded: document.getElementById('loaded')!.textContent!,
      properties: {
        spec: viewer['spec'],
        proxyUrl: viewer['proxyUrl'],
        tryItMock: viewer['tryItMock'],
        oauthClientId: (viewer['oauth'] as { clientId?: string } | undefined)?.clientId,
        oauthAttribute: viewer.getAttribute('oauth'),
      },
    };
  });
}

/** Opens the first operation's Try-It form and clicks Send, as a reader would; resolves with what the app shows for the answer. */
export async function sendFirstOperation(page: Page): Promise<string> {
  await page.waitForFunction(
    () => {
      const card = document.querySelector('spec-viewer')?.shadowRoot?.querySelector('sv-content')?.shadowRoot?.querySelector('sv-operation');
      return card?.shadowRoot?.querySelector('sv-example-column')?.shadowRoot?.querySelector('.column') != null;
    },
    { timeout: 60_000 },
  );
  await page.evaluate(async () => {
    const card = document.querySelector('spec-viewer')!.shadowRoot!.querySelector('sv-content')!.shadowRoot!.querySelector('sv-operation')!;
    const column = card.shadowRoot!.querySelector('sv-example-column') as unknown as { formOpen: boolean; openForm(): Promise<void> };
    if (!column.formOpen) await column.openForm();
  });
  await page.waitForFunction(
    () => {
      const card = document.querySelector('spec-viewer')!.shadowRoot!.querySelector('sv-content')!.shadowRoot!.querySelector('sv-operation')!;
      const send = card.shadowRoot!.querySelector('sv-example-column')!.shadowRoot!.querySelector('sv-try-it')?.shadowRoot?.querySelector<HTMLButtonElement>('.send');
      if (!send || send.disabled) return false;
      send.click();
      return true;
    },
    { timeout: 30_000 },
  );
  await page.waitForFunction(() => (document.getElementById('answered')?.textContent ?? '') !== '', { timeout: 30_000 });
  return page.evaluate(() => document.getElementById('answered')!.textContent!);
}
