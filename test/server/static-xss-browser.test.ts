/**
 * The XSS probes (test/fixtures/static/xss-*; every payload would set `window.__xss`) rendered by the real
 * `spec-viewer render` process and opened in Chromium with JavaScript on: the static pages, the live page, and
 * api.md turned into HTML by a Markdown renderer without a sanitizer. No payload may run: no `window.__xss`, no
 * dialog, no handler attribute, no `javascript:` URL.
 *
 * And the two sanitizers agree: DOMPurify on Chromium's DOM (the browser build of `spec-viewer/static`, configured
 * like the live page) and sanitize-html in Node (the Node build) give the same DOM for the same inputs (the
 * payloads, and the HTML of real descriptions from the corpus).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { Marked } from 'marked';
import puppeteer, { type Browser } from 'puppeteer-core';
import { extendedFormats, parseSpec } from '../../src/index.js';
import { sanitizeHtml } from '../../src/static/index.js';
import { FILE_NOTE_SCRIPT_FILE } from '../../src/static/page/page-html.js';
import { browserAliases, browserPlugins } from '../../esbuild.config.mjs';
import { chromiumPath, privateLayout, ROOT, runCliAsync, serveFolder, SPECS, type Layout, type StaticServer } from '../static/layout.js';
import { unsanitizedMarkdownHtml } from '../static/scan.js';

const FIXTURES = ['xss-openapi.json', 'xss-asyncapi.json', 'xss-wsdl.wsdl', 'xss-graphql.graphql'];
const fixturePath = (file: string): string => join(ROOT, 'test/fixtures/static', file);

/**
 * The parity page's script: the browser build's sanitizer, and a canonical form of a DOM (attributes sorted) to
 * compare two sanitizers' outputs by. Plain JavaScript in the page (functions handed to page.evaluate from this
 * TypeScript file would carry tsx's helpers).
 */
const PARITY_ENTRY = `
import { sanitizeHtml } from './src/static/browser.ts';
const walk = (node) => {
  let out = '';
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) out += child.data;
    else if (child instanceof Element) {
      const attrs = [...child.attributes].map((a) => a.name + '=' + JSON.stringify(a.value)).sort().join(' ');
      out += '<' + child.localName + (attrs ? ' ' + attrs : '') + '>' + walk(child instanceof HTMLTemplateElement ? child.content : child) + '</' + child.localName + '>';
    }
  }
  return out;
};
const canon = (html) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return walk(template.content);
};
window.compare = (inputs, nodeOutputs) => {
  const out = [];
  inputs.forEach((input, i) => {
    const dom = canon(sanitizeHtml(input));
    const node = canon(nodeOutputs[i]);
    if (dom === node) return;
    let at = 0;
    while (dom[at] === node[at]) at++;
    const near = (text) => text.slice(Math.max(0, at - 60), at + 100);
    out.push({ input, dom, node, near: { dom: near(dom), node: near(node) } });
  });
  return out;
};
`;

let layout: Layout;
let work: string;
let server: StaticServer;
let browser: Browser;

before(async () => {
  layout = await privateLayout('real');
  work = mkdtempSync(join(tmpdir(), 'sv-static-xss-'));
  for (const file of FIXTURES) {
    const name = file.replace(/\.\w+$/, '');
    for (const [dir, flags] of [
      [`${name}`, ['--no-bundle']],
      [`${name}-live`, []],
      [`${name}-split`, ['--no-bundle', '--split', 'always']],
    ] as const) {
      const run = await runCliAsync(layout, ['render', fixturePath(file), '--out', join(work, dir), '-q', ...flags]);
      assert.equal(run.status, 0, run.stderr);
    }
    // api.md as a Markdown renderer without a sanitizer would publish it.
    const md = readFileSync(join(work, name, 'api.md'), 'utf8');
    writeFileSync(join(work, name, 'api-unsanitized.html'), `<!doctype html><meta charset="utf-8"><body>${unsanitizedMarkdownHtml(md)}</body>`);
  }
  // The browser build's sanitizer (src/static/browser.ts: DOMPurify on the page's DOM).
  mkdirSync(join(work, 'parity'));
  await esbuild.build({
    stdin: { contents: PARITY_ENTRY, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    alias: browserAliases,
    plugins: browserPlugins,
    outfile: join(work, 'parity/sanitize.js'),
    logLevel: 'error',
  });
  writeFileSync(join(work, 'parity/index.html'), '<!doctype html><meta charset="utf-8"><script type="module" src="sanitize.js"></script>');
  server = await serveFolder(work);
  browser = await puppeteer.launch({ executablePath: await chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  await server?.close();
  layout?.cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens a page with JavaScript on and reports everything a payload could have done. */
async function probe(path: string, waitForLive: boolean): Promise<{ xss: unknown; dialogs: string[]; hazards: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('spec-load', () => ((window as unknown as { __loaded: boolean }).__loaded = true));
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  page.setDefaultTimeout(180_000); // a safety net: every wait is for a state
  if (waitForLive) await page.waitForFunction(() => (window as unknown as { __loaded?: boolean }).__loaded === true);
  // Every image has loaded or failed (a failing image fires its error event, where a payload would run), then a frame.
  await page.waitForFunction(() => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    return roots.every((root) => [...root.querySelectorAll('img')].every((img) => img.complete));
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const result = await page.evaluate((noteScriptFile) => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (let i = 0; i < roots.length; i++) for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const hazards: string[] = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        for (const name of el.getAttributeNames()) {
          const value = (el.getAttribute(name) ?? '').replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (name.startsWith('on')) hazards.push(`${el.localName} ${name}`);
          if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(name) && /^(javascript|vbscript):/.test(value)) hazards.push(`${el.localName} ${name}=${value.slice(0, 40)}`);
        }
        // The page's own script, and its file:// note's (a file of the site, no inline text).
        const ours = el.localName === 'script' && (el.getAttribute('type') === 'module' || ((el.getAttribute('src') ?? '').endsWith(noteScriptFile) && el.textContent === ''));
        if (['script', 'iframe', 'object', 'embed', 'form'].includes(el.localName) && root === document && !ours) hazards.push(el.localName);
      }
    }
    return { xss: (window as unknown as { __xss?: unknown }).__xss ?? null, hazards };
  }, FILE_NOTE_SCRIPT_FILE);
  await page.close();
  return { ...result, dialogs, errors };
}

describe('XSS probes in Chromium, JavaScript on', () => {
  for (const file of FIXTURES) {
    const name = file.replace(/\.\w+$/, '');
    it(`${file}: static page, section pages, api.md unsanitized, live page`, async () => {
      const paths = [
        `${name}/index.html`,
        `${name}/api-unsanitized.html`,
        ...readdirSync(join(work, `${name}-split`, 'tags')).filter((f) => f.endsWith('.html')).map((f) => `${name}-split/tags/${f}`),
        `${name}-split/index.html`,
      ];
      for (const path of paths) {
        const seen = await probe(path, false);
        assert.deepEqual(seen, { xss: null, dialogs: [], hazards: [], errors: [] }, path);
      }
      const live = await probe(`${name}-live/index.html`, true);
      assert.deepEqual({ xss: live.xss, dialogs: live.dialogs, hazards: live.hazards }, { xss: null, dialogs: [], hazards: [] }, `${name}-live`);
    });
  }
});

describe('sanitizer parity: DOMPurify in Chromium = sanitize-html in Node', () => {
  it('the same DOM for the payloads and for real descriptions', async () => {
    const marked = new Marked({ gfm: true });
    const inputs = new Set<string>();
    const collect = (text: string | undefined): void => {
      if (text && text.trim() !== '') inputs.add(marked.parse(text, { async: false }));
    };
    for (const file of FIXTURES) {
      const model = await parseSpec(readFileSync(fixturePath(file), 'utf8'), { formats: extendedFormats });
      collect(model.info.description);
      for (const payload of (model.info.description ?? '').split('\n\n')) {
        inputs.add(payload);
        collect(payload);
      }
    }
    for (const file of ['oas30-redoc-petstore.yaml', 'oas31-redocly-museum.yaml', 'oas2-slack-web.json', 'wsdl-nws-ndfd.wsdl', 'asyncapi2-slack-rtm.yml', 'oas30-readme-legacy.yaml', 'oas31-discord.json']) {
      const model = await parseSpec(readFileSync(join(SPECS, file), 'utf8'), { formats: extendedFormats });
      collect(model.info.description);
      for (const tag of model.tags) collect(tag.description);
      for (const op of model.operations) {
        collect(op.description);
        for (const p of op.parameters) collect(p.description);
        for (const r of op.responses) collect(r.description);
      }
      for (const schema of model.schemas.values()) collect(schema.description);
    }
    const list = [...inputs];
    assert.ok(list.length > 300, `${list.length} inputs`);
    const fromNode = list.map((input) => sanitizeHtml(input));
    const page = await browser.newPage();
    await page.goto(`${server.url}parity/index.html`, { waitUntil: 'load' });
    await page.waitForFunction('typeof window.compare === "function"');
    type Difference = { input: string; dom: string; node: string; near: { dom: string; node: string } };
    const differences = (await page.evaluate('window.compare(' + JSON.stringify(list) + ', ' + JSON.stringify(fromNode) + ')')) as Difference[];
    // Where the two HTML parsers read hostile markup differently (foreign content: markup inside <svg> or <math>
    // that Chromium moves out of it; <noscript>, whose content a scripting browser reads as text), sanitize-html
    // keeps less than DOMPurify: only a subset of DOMPurify's elements, never one more.
    const foreignOrNoscript = (d: Difference): boolean => /<(svg|math|noscript)\b/i.test(d.input);
    const tags = (html: string): Map<string, number> => {
      const counts = new Map<string, number>();
      for (const m of html.matchAll(/<([a-z][a-z0-9-]*)[ >]/g)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
      return counts;
    };
    for (const d of differences.filter(foreignOrNoscript)) {
      const dom = tags(d.dom);
      for (const [tag, n] of tags(d.node)) assert.ok(n <= (dom.get(tag) ?? 0), `Node keeps more <${tag}> than DOMPurify for ${d.input.slice(0, 120)}`);
    }
    await page.close();
    const unexplained = differences.filter((d) => !foreignOrNoscript(d));
    assert.deepEqual(unexplained.slice(0, 5).map((d) => ({ input: d.input.slice(0, 200), ...d.near })), [], `${unexplained.length} of ${list.length} inputs differ`);
  });
});
