/**
 * The static page's reading layout in Chromium (no script: what a reader without JavaScript and a crawler that
 * renders get): at 390 px nothing scrolls the page sideways, a wide parameter table scrolls inside its own box,
 * and an operation far below the first screen still has its text in `innerText` (no `content-visibility`); at
 * 1280 px each operation's examples column sits beside its text and stays in view while the operation scrolls; in
 * Arabic the page reads right to left, its code left to right, and the document's English text in its own order.
 *
 * A Node test that drives Chromium, like test/server/static-browser.test.ts; scripts/test.mjs runs no suite in
 * test/static, so it runs by hand (`node --import tsx --test test/static/layout-browser.test.ts`) until it moves
 * to test/server (its imports work from either folder).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { extendedFormats, parseSpec } from '../../src/index.js';
import { localeLabels, renderStaticSite } from '../../src/static/index.js';
import { chromiumPath, serveFolder, SPECS, type StaticServer } from '../static/layout.js';

/** 40 operations, each with a wide parameter table (long names, types and values that do not break). */
function wideSpec(): string {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 40; i++) {
    paths[`/reports/{reportIdentifier}/sections/${i}`] = {
      get: {
        operationId: `report${i}`,
        summary: `Read section ${i} of a report`,
        description: Array.from({ length: 12 }, () => 'Reads one section. '.repeat(12)).join('\n\n'),
        parameters: [
          { name: 'reportIdentifier', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'X-Very-Long-Correlation-Header-Name-For-Tracing', in: 'header', schema: { type: 'string', enum: ['application-generated-correlation-identifier'] } },
          { name: 'includeArchivedSubsectionsAndRevisions', in: 'query', schema: { type: 'array', items: { type: 'string', format: 'date-time' } } },
        ],
        responses: {
          '200': { description: 'The section', content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string', example: `Section ${i} title` }, body: { type: 'string' } } } } } },
          '404': { description: 'No such section' },
        },
      },
    };
  }
  return JSON.stringify({ openapi: '3.0.3', info: { title: 'Reports', version: '1' }, servers: [{ url: 'https://reports.example.com/api/v2' }], paths });
}

let work: string;
let server: StaticServer;
let browser: Browser;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'sv-static-layout-'));
  const petstore = readFileSync(join(SPECS, 'oas30-petstore.yaml'), 'utf8');
  for (const [name, text, labels] of [
    ['wide', wideSpec(), undefined],
    ['petstore', petstore, undefined],
    ['petstore-ar', petstore, await localeLabels('ar')],
  ] as const) {
    const site = renderStaticSite(await parseSpec(text, { formats: extendedFormats }), { split: false, ...(labels ? { labels } : {}) });
    writeFileSync(join(work, `${name}.html`), site.files.find((f) => f.path === 'index.html')!.content);
    for (const file of site.files.filter((f) => f.path.endsWith('.css'))) writeFileSync(join(work, file.path), file.content);
  }
  server = await serveFolder(work);
  browser = await puppeteer.launch({ executablePath: await chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function open(name: string, width: number): Promise<Page> {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width, height: 800 });
  await page.goto(`${server.url}${name}.html`, { waitUntil: 'load' });
  return page;
}

describe('static layout at 390 px', () => {
  for (const name of ['wide', 'petstore']) {
    it(`${name}: the page never scrolls sideways`, async () => {
      const page = await open(name, 390);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      assert.ok(scrollWidth <= clientWidth, `page ${scrollWidth} px wide in a ${clientWidth} px viewport`);
      await page.close();
    });
  }

  it('a wide parameter table scrolls inside its box, to its last column', async () => {
    const page = await open('wide', 390);
    const box = await page.evaluate(() => {
      const wrapper = document.querySelector<HTMLElement>('#report0-parameters .sv-static-scroll')!;
      const before = { scrollWidth: wrapper.scrollWidth, clientWidth: wrapper.clientWidth, overflowX: getComputedStyle(wrapper).overflowX };
      wrapper.scrollLeft = wrapper.scrollWidth;
      const last = wrapper.querySelector('th:last-child')!.getBoundingClientRect();
      const shown = wrapper.getBoundingClientRect();
      return { ...before, scrollLeft: wrapper.scrollLeft, lastVisible: last.right <= shown.right + 1 && last.left >= shown.left - 1 };
    });
    assert.equal(box.overflowX, 'auto');
    assert.ok(box.scrollWidth > box.clientWidth, `the table (${box.scrollWidth} px) is wider than its box (${box.clientWidth} px)`);
    assert.ok(box.scrollLeft > 0 && box.lastVisible, 'scrolled to its end, the last column shows');
    await page.close();
  });

  it('an operation far below the first screen has its text (innerText), examples included', async () => {
    const page = await open('wide', 390);
    const last = await page.evaluate(() => {
      const section = document.getElementById('report39')!;
      return { top: section.getBoundingClientRect().top, text: section.innerText };
    });
    assert.ok(last.top > 800 * 10, 'off-screen');
    assert.match(last.text, /Read section 39 of a report/);
    assert.match(last.text, /includeArchivedSubsectionsAndRevisions/);
    assert.match(last.text, /curl 'https:\/\/reports\.example\.com\/api\/v2\/reports\/\{reportIdentifier\}\/sections\/39'/);
    assert.match(last.text, /"title": "Section 39 title"/);
    await page.close();
  });

  it('the examples column follows the text', async () => {
    const page = await open('wide', 390);
    const r = await page.evaluate(() => {
      const text = document.querySelector('#report0 .sv-static-op-text')!.getBoundingClientRect();
      const column = document.querySelector('#report0 .sv-static-examples')!.getBoundingClientRect();
      return { textBottom: text.bottom, columnTop: column.top };
    });
    assert.ok(r.columnTop >= r.textBottom);
    await page.close();
  });
});

describe('static layout in Arabic', () => {
  it('the page reads right to left, its code left to right', async () => {
    const page = await open('petstore-ar', 1280);
    const r = await page.evaluate(() => {
      const heading = document.querySelector('#addPet h3')!;
      const text = document.querySelector('#addPet .sv-static-op-text')!.getBoundingClientRect();
      const pre = document.querySelector<HTMLElement>('#addPet .sv-static-sample pre')!;
      // Where the sample's first and second lines start: both at the block's left edge.
      const code = pre.querySelector('code')!.firstChild!;
      const range = document.createRange();
      range.setStart(code, 0);
      range.setEnd(code, 1);
      const first = range.getBoundingClientRect().left;
      const second = code.textContent!.indexOf('\n') + 1;
      range.setStart(code, second);
      range.setEnd(code, second + 1);
      const description = document.querySelector('.sv-static-header .sv-static-md')!;
      return {
        dir: getComputedStyle(document.documentElement).direction,
        descriptionDir: getComputedStyle(description.querySelector('p')!).direction,
        opHeadingDir: getComputedStyle(heading).direction,
        headingRight: heading.getBoundingClientRect().right,
        textRight: text.right,
        preDirection: getComputedStyle(pre).direction,
        preLeft: pre.getBoundingClientRect().left + parseFloat(getComputedStyle(pre).paddingLeft),
        first,
        secondLine: range.getBoundingClientRect().left,
      };
    });
    assert.equal(r.dir, 'rtl');
    assert.ok(Math.abs(r.headingRight - r.textRight) < 2, 'headings start at the right');
    assert.equal(r.preDirection, 'ltr');
    // The document's own English text keeps its order (dir=auto): its full stop stays at its end.
    assert.equal(r.descriptionDir, 'ltr');
    assert.equal(r.opHeadingDir, 'ltr');
    assert.ok(Math.abs(r.first - r.preLeft) < 2 && Math.abs(r.secondLine - r.preLeft) < 20, `code lines start at the left (${r.first}, ${r.secondLine}, block at ${r.preLeft})`);
    await page.close();
  });
});

describe('static layout at 1280 px', () => {
  it('the examples column sits beside the text and stays in view while its operation scrolls', async () => {
    const page = await open('wide', 1280);
    const r = await page.evaluate(() => {
      const section = document.getElementById('report5')!;
      const text = section.querySelector('.sv-static-op-text')!;
      const column = section.querySelector<HTMLElement>('.sv-static-examples')!;
      const beside = column.getBoundingClientRect().left >= text.getBoundingClientRect().right;
      // Scroll so the section's top is well above the viewport while its end is still below it.
      // (Read at once: layout places a sticky box for the new scroll position; the page runs no frames without script.)
      window.scrollTo(0, window.scrollY + section.getBoundingClientRect().top + 200);
      return { beside, columnTop: column.getBoundingClientRect().top, sectionTop: section.getBoundingClientRect().top, sectionBottom: section.getBoundingClientRect().bottom };
    });
    assert.ok(r.beside, 'right of the text');
    assert.ok(r.sectionTop < 0 && r.sectionBottom > 800, `the section spans the viewport (${r.sectionTop}..${r.sectionBottom})`);
    assert.ok(Math.abs(r.columnTop - 16) <= 1, `sticky at the top (${r.columnTop})`);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    assert.ok(scrollWidth <= clientWidth);
    await page.close();
  });
});
