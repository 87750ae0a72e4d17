/**
 * The static reference as a crawler, a reader without JavaScript and a reader with it see it: pages written by
 * the real `spec-viewer render` process (with the page build's files it copies, in a private layout), served from a
 * local server on 127.0.0.1 and opened in Chromium. Without JavaScript every operation's title, path and
 * deep-link id are there (and a plain fetch + HTML parse finds the same); with JavaScript the live element loads
 * (spec-load, operation cards, no console error) and a deep link lands on the live card, split reference included;
 * a page written with `--mock` answers Send in the page, with no server but the static one (issue 45 point 9).
 * Opened from file://, a page says it needs an HTTP server (issue 50 point 6).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { extendedFormats, navigationOf, parseSpec, sectionId, type ApiModel } from '../../src/index.js';
import { operationTitle } from '../../src/static/labels.js';
import { chromiumPath, privateLayout, ROOT, runCliAsync, serveFolder, SPECS, type Layout, type StaticServer } from '../static/layout.js';
import { elementsOf, textOf } from '../static/scan.js';

const SAFETY_NET_MS = 180_000;

let layout: Layout;
let work: string;
let server: StaticServer;
let browser: Browser;
let petstore: ApiModel;
let big: ApiModel;

/** 3 tags × 150 operations: above the split threshold. */
function bigSpec(): string {
  const paths: Record<string, unknown> = {};
  for (let t = 0; t < 3; t++) {
    for (let i = 0; i < 150; i++) {
      paths[`/t${t}/things${i}`] = { get: { operationId: `t${t}op${i}`, tags: [`tag${t}`], summary: `Thing ${i} of tag ${t}`, responses: { '200': { description: 'ok' } } } };
    }
  }
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Big', version: '1' }, paths });
}

before(async () => {
  layout = await privateLayout('real');
  work = mkdtempSync(join(tmpdir(), 'sv-static-browser-'));
  writeFileSync(join(work, 'big.json'), bigSpec());
  for (const [input, out] of [
    [join(SPECS, 'oas30-petstore.yaml'), 'petstore'],
    [join(work, 'big.json'), 'big'],
  ]) {
    const run = await runCliAsync(layout, ['render', input!, '--out', join(work, out!), '-q']);
    assert.equal(run.status, 0, run.stderr);
  }
  const hostile = await runCliAsync(layout, ['render', join(ROOT, 'test/fixtures/static/xss-openapi.json'), '--out', join(work, 'xss'), '-q']);
  assert.equal(hostile.status, 0, hostile.stderr);
  const mocked = await runCliAsync(layout, ['render', join(SPECS, 'oas30-request-examples.yaml'), '--out', join(work, 'examples-mock'), '--mock', '-q']);
  assert.equal(mocked.status, 0, mocked.stderr);
  petstore = await parseSpec(readFileSync(join(SPECS, 'oas30-petstore.yaml'), 'utf8'), { formats: extendedFormats });
  big = await parseSpec(bigSpec(), { formats: extendedFormats });
  server = await serveFolder(work);
  browser = await puppeteer.launch({ executablePath: await chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  await server?.close();
  layout?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A page that records console errors and page errors. */
async function openPage(javaScript: boolean): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  // Every wait below is for a state; this is only the safety net, wide enough for a machine busy with other work.
  page.setDefaultTimeout(SAFETY_NET_MS);
  await page.setJavaScriptEnabled(javaScript);
  await page.setViewport({ width: 1200, height: 900 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors };
}

/** What a page shows without running anything: its text and its ids. */
async function visible(page: Page): Promise<{ text: string; ids: Set<string> }> {
  const text = await page.evaluate(() => document.body.innerText);
  const ids = new Set(await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id)));
  return { text, ids };
}

describe('static reference: no JavaScript', () => {
  it('index.html shows every operation: title, path, deep-link id', async () => {
    const { page } = await openPage(false);
    await page.goto(`${server.url}petstore/index.html`, { waitUntil: 'load' });
    const { text, ids } = await visible(page);
    for (const op of petstore.operations) {
      assert.ok(text.includes(operationTitle(op)), `${op.id}: title`);
      assert.ok(text.includes(op.path), `${op.id}: path`);
      assert.ok(ids.has(sectionId.operation(op.id)), `${op.id}: id`);
    }
    assert.equal(await page.evaluate(() => customElements.get('spec-viewer')), undefined, 'no script ran');
    await page.close();
  });

  it('a split index.html lists every operation with its id; its section page has the details', async () => {
    const { page } = await openPage(false);
    await page.goto(`${server.url}big/index.html#t2op140`, { waitUntil: 'load' });
    const { text, ids } = await visible(page);
    for (const op of navigationOf(big).order) {
      assert.ok(ids.has(op.id) && text.includes(op.summary!) && text.includes(op.path), op.id);
    }
    // The hash lands on the operation's entry, which links to its page.
    // The hash scrolled to the entry (near the end of the page, so not always to its very top).
    const [top, scrolled] = await page.evaluate(() => [document.getElementById('t2op140')!.getBoundingClientRect().top, window.scrollY]);
    assert.ok(top! >= -2 && top! < 900 && scrolled! > 1000, `the entry is in view (${top}, scrolled ${scrolled})`);
    const href = await page.evaluate(() => document.querySelector<HTMLAnchorElement>('#t2op140 a')!.href);
    await page.goto(href, { waitUntil: 'load' });
    assert.match(page.url(), /\/big\/tags\/tag2--2\.html#t2op140$/);
    const section = await page.evaluate(() => {
      const el = document.getElementById('t2op140')!;
      return { tag: el.tagName, top: el.getBoundingClientRect().top, back: el.querySelector<HTMLAnchorElement>('a[href*="index.html#"]')!.getAttribute('href') };
    });
    assert.deepEqual({ tag: section.tag, back: section.back }, { tag: 'SECTION', back: '../index.html#t2op140' });
    assert.ok(section.top >= -2 && section.top < 50, `the section is at the top (${section.top})`);
    await page.close();
  });

  it('a plain HTTP fetch and an HTML parse find the same titles, paths and ids', async () => {
    for (const [site, model] of [['petstore', petstore], ['big', big]] as const) {
      const html = await (await fetch(`${server.url}${site}/index.html`)).text();
      const ids = new Set(elementsOf(html).flatMap((e) => (e.attrs.id ? [e.attrs.id] : [])));
      const text = textOf(html);
      for (const op of model.operations) {
        assert.ok(ids.has(sectionId.operation(op.id)), `${site} ${op.id}: id`);
        assert.ok(text.includes(operationTitle(op)) && text.includes(op.path), `${site} ${op.id}: text`);
      }
      const { page } = await openPage(false);
      await page.goto(`${server.url}${site}/index.html`, { waitUntil: 'load' });
      const seen = await visible(page);
      assert.deepEqual([...ids].sort(), [...seen.ids].sort(), `${site}: the parser and the browser see the same ids`);
      await page.close();
    }
  });
});

describe('static reference: JavaScript on, the real bundle', () => {
  /** Opens `path` and waits for spec-load (or spec-error) from the live element. */
  async function openLive(path: string): Promise<{ page: Page; errors: string[]; outcome: string }> {
    const { page, errors } = await openPage(true);
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __outcome?: string };
      document.addEventListener('spec-load', () => (w.__outcome = 'load'));
      document.addEventListener('spec-error', (e) => (w.__outcome = `error: ${JSON.stringify((e as CustomEvent).detail)}`));
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __outcome?: string }).__outcome !== undefined);
    const outcome = await page.evaluate(() => (window as unknown as { __outcome: string }).__outcome);
    return { page, errors, outcome };
  }

  it('the live element renders: spec-load, operation cards in its shadow root, no console error', async () => {
    const { page, errors, outcome } = await openLive('petstore/index.html');
    assert.equal(outcome, 'load');
    const cards = await page.waitForFunction(
      () => {
        const content = document.querySelector('spec-viewer')?.shadowRoot?.querySelector('sv-content')?.shadowRoot;
        const n = content?.querySelectorAll('[data-nav-id]').length ?? 0;
        return n > 0 ? n : false;
      },
    );
    assert.ok(((await cards.jsonValue()) as number) > 0);
    const staticShown = await page.evaluate(() => document.querySelector('article.sv-static')!.getClientRects().length > 0);
    assert.equal(staticShown, false, 'the live page replaces the static copy');
    assert.deepEqual(errors, []);
    await page.close();
  });

  // 2.2 MB: GraphQL pages' closure holds the check worker for SDLs over 64 KB (134 KB), a file since issue 48;
  // 2.6 MB: and the MQTT client of AsyncAPI Try-It (340 KB), fetched when a reader connects to a broker (issue 52).
  it('each folder holds only the files of the page build its pages load: at most 2.6 MB, no validator worker', async () => {
    const swapi = await runCliAsync(layout, ['render', join(SPECS, 'graphql-swapi.graphql'), '--out', join(work, 'swapi'), '-q']);
    assert.equal(swapi.status, 0, swapi.stderr);
    for (const [folder, entry] of [['petstore', 'spec-viewer.js'], ['swapi', 'spec-viewer-extended.js']] as const) {
      const files = readdirSync(join(work, folder, 'spec-viewer'), { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
      const bytes = files.reduce((sum, f) => sum + statSync(join(work, folder, 'spec-viewer', f)).size, 0);
      assert.ok(files.includes(entry), `${folder}: ${entry}`);
      assert.ok(bytes <= 2_600_000, `${folder}: ${bytes} B copied`);
      assert.ok(!files.some((f) => f.includes('validate-worker')), `${folder}: no validator worker`);
    }
  });

  it('served with a strict Content-Security-Policy (no unsafe-inline, Trusted Types), the page and its live element report no violation, hostile descriptions included', async () => {
    const policy =
      "default-src 'self'; script-src 'self'; style-src 'self'; worker-src 'self'; img-src 'self' data:; " +
      "require-trusted-types-for 'script'; trusted-types lit-html dompurify spec-viewer";
    const strict = await serveFolder(work, () => 0, { 'content-security-policy': policy });
    try {
      for (const folder of ['petstore', 'xss']) {
        const { page, errors } = await openPage(true);
        const failed: string[] = [];
        page.on('response', (response) => void (response.status() >= 400 && !response.url().endsWith('/favicon.ico') && failed.push(response.url())));
        await page.evaluateOnNewDocument(() => {
          const w = window as unknown as { __violations: string[]; __loaded?: boolean };
          w.__violations = [];
          document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`), true);
          document.addEventListener('spec-load', () => (w.__loaded = true), true);
        });
        await page.goto(`${strict.url}${folder}/index.html`, { waitUntil: 'load' });
        await page.waitForFunction(() => (window as unknown as { __loaded?: boolean }).__loaded === true);
        // The descriptions rendered as Markdown (the engine is a lazy chunk; until it arrives they show as text):
        // the hostile document's payloads went through the sanitizer's parse by then.
        await page.waitForFunction(
          () => {
            const roots: ParentNode[] = [document];
            for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
            return roots.some((root) => root.querySelector('.md p') !== null);
          },
        );
        const rules = await page.evaluate(() => [...document.styleSheets].find((sheet) => sheet.href?.endsWith('/spec-viewer-static.css'))?.cssRules.length ?? 0);
        assert.ok(rules > 10, `${folder}: the page's stylesheet file applies (${rules} rules)`);
        assert.deepEqual(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), [], folder);
        // A new origin asks for /favicon.ico, which the folder does not have; the hostile document's images are not there either.
        if (folder === 'petstore') {
          assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), []);
          assert.deepEqual(failed, []);
        }
        await page.close();
      }
    } finally {
      await strict.close();
    }
  });

  it('opened from file://, the page says the interactive viewer needs an HTTP server and how to start one; over HTTP it does not', async () => {
    const { page } = await openPage(true);
    await page.goto(`file://${join(work, 'petstore/index.html')}`, { waitUntil: 'load' });
    const note = await page.evaluate(() => {
      const el = document.getElementById('sv-file-note');
      return el && el.getClientRects().length > 0 ? el.textContent : null;
    });
    assert.match(note ?? '', /needs an HTTP server\. In the folder that holds index\.html, run npx serve/);
    const staticShown = await page.evaluate(() => document.querySelector('article.sv-static')!.getClientRects().length > 0);
    assert.ok(staticShown, 'the static reference stays readable');
    await page.close();
    const { page: live, outcome } = await openLive('petstore/index.html');
    assert.equal(outcome, 'load');
    assert.equal(await live.evaluate(() => document.getElementById('sv-file-note')!.getClientRects().length), 0);
    await live.close();
  });

  for (const [path, id] of [
    ['petstore/index.html#getPetById', 'getPetById'],
    ['big/index.html#t2op140', 't2op140'],
  ]) {
    it(`a deep link lands on the live card: ${path}`, async () => {
      const { page, errors, outcome } = await openLive(path!);
      assert.equal(outcome, 'load');
      await page.waitForFunction(
        (target: string) => {
          const content = document.querySelector('spec-viewer')?.shadowRoot?.querySelector('sv-content')?.shadowRoot;
          const top = content?.getElementById(target)?.getBoundingClientRect().top;
          return top !== undefined && top >= -2 && top < 150;
        },
        {},
        id!,
      );
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  it('render --mock: hosted as static files, Send is answered in the page and nothing leaves the static server', async () => {
    const { page, errors, outcome } = await openLive('examples-mock/index.html');
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !/^(blob|data):/.test(request.url())) elsewhere.push(request.url());
    });
    assert.equal(outcome, 'load');
    // A script as text: tsx would wrap the named helpers of a function in its own __name(), unknown in the page.
    const sent = (await page.evaluate(`(async () => {
      const until = async (probe) => {
        for (const end = Date.now() + 180000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
          const value = probe();
          if (value) return value;
        }
        throw new Error('timed out: ' + probe);
      };
      const content = document.querySelector('spec-viewer').shadowRoot.querySelector('sv-content').shadowRoot;
      const column = await until(() => content.querySelector('sv-operation')?.shadowRoot?.querySelector('sv-example-column'));
      (await until(() => column.shadowRoot?.querySelector('button.toggle'))).click();
      const form = await until(() => column.shadowRoot.querySelector('sv-try-it')?.shadowRoot?.querySelector('button.send') && column.shadowRoot.querySelector('sv-try-it'));
      const server = form.shadowRoot.querySelector('select#server')?.value;
      form.shadowRoot.querySelector('button.send').click();
      const status = await until(() => form.shadowRoot.querySelector('sv-response')?.shadowRoot?.querySelector('.status')?.textContent?.trim());
      const mocked = form.shadowRoot.querySelector('sv-response').shadowRoot.querySelector('[part="mocked-badge"]') !== null;
      return { server, status, mocked };
    })()`)) as { server: string; status: string; mocked: boolean };
    assert.equal(sent.server, 'mock', 'the mock is chosen first');
    assert.match(sent.status, /^2\d\d\b/);
    assert.equal(sent.mocked, true);
    assert.deepEqual(elsewhere, [], 'no request but to the static server');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
