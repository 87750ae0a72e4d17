/**
 * The published pages: the inline stylesheet follows the theme's tokens (styles/tokens.ts), light and dark; a
 * large reference is split into section pages (linked both ways, every operation still listed in index.html with
 * its deep-link id); llms.txt follows the llms.txt convention.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { darkTokens, lightTokens, baseTokens } from '../../styles/tokens.js';
import { STATIC_BASE_TOKENS, STATIC_DARK_TOKENS, STATIC_LIGHT_TOKENS } from '../../src/static/page/theme-tokens.js';
import { pageStyles } from '../../src/static/page/page-styles.js';
import { extendedFormats, navigationOf, parseSpec, sectionId, type ApiModel } from '../../src/index.js';
import { renderStaticSite, type StaticSite } from '../../src/static/index.js';
import { elementsOf, idCounts, textOf } from '../static/scan.js';

describe('static page: theme', () => {
  it('uses the default values of styles/tokens.ts, light and dark', () => {
    for (const [name, value] of Object.entries(STATIC_BASE_TOKENS)) assert.equal(value, baseTokens[name], name);
    for (const [name, value] of Object.entries(STATIC_LIGHT_TOKENS)) assert.equal(value, lightTokens[name], name);
    for (const [name, value] of Object.entries(STATIC_DARK_TOKENS)) assert.equal(value, darkTokens[name], name);
    assert.deepEqual(Object.keys(STATIC_DARK_TOKENS), Object.keys(STATIC_LIGHT_TOKENS));
  });
  it('reads each token through var(--sv-…, default) and switches with prefers-color-scheme', () => {
    const css = pageStyles();
    assert.ok(css.includes('--svs-color-bg:var(--sv-color-bg,#ffffff)'));
    assert.match(css, /@media \(prefers-color-scheme:dark\)\{:root\{[^}]*--svs-color-bg:var\(--sv-color-bg,#0d1117\)/);
    const used = new Set([...css.matchAll(/var\((--svs-[\w-]+)\)/g)].map((m) => m[1]!.replace('--svs-', '--sv-')));
    const defined = new Set([...Object.keys(STATIC_BASE_TOKENS), ...Object.keys(STATIC_LIGHT_TOKENS)]);
    assert.deepEqual([...used].filter((t) => !defined.has(t)), [], 'every token used is defined');
  });
});

/** A generated OpenAPI document: `tags` tags of `perTag` operations each, plus 3 untagged, and a schema. */
function big(tags: number, perTag: number): string {
  const paths: Record<string, unknown> = {};
  for (let t = 0; t < tags; t++) {
    for (let i = 0; i < perTag; i++) {
      paths[`/t${t}/items${i}/{id}`] = {
        get: {
          operationId: `t${t}op${i}`,
          tags: [`Tag ${t}`],
          summary: `Read item ${i} of tag ${t}`,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } },
        },
      };
    }
  }
  for (let i = 0; i < 3; i++) paths[`/loose${i}`] = { post: { summary: `Loose ${i}`, responses: { '204': { description: 'done' } } } };
  return JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Big', version: '2', description: 'A big **generated** API.' },
    tags: Array.from({ length: tags }, (_, t) => ({ name: `Tag ${t}`, description: `Tag ${t} things.` })),
    paths,
    components: { schemas: { Item: { type: 'object', properties: { id: { type: 'string' } } } } },
  });
}

const file = (site: StaticSite, path: string): string => {
  const found = site.files.find((f) => f.path === path);
  assert.ok(found, `${path} is written`);
  return found.content;
};

describe('static page: split', () => {
  let model: ApiModel;
  it('splits above 400 operations: every operation listed in index.html with its id, details on section pages', async () => {
    model = await parseSpec(big(3, 150), { formats: extendedFormats });
    const site = renderStaticSite(model, { specUrl: 'big.json', bundleUrl: 'sv.js', baseUrl: 'https://x.example/docs' });
    assert.equal(site.split, true);
    const index = file(site, 'index.html');
    const ids = idCounts(index);
    const nav = navigationOf(model);
    for (const op of nav.order) assert.equal(ids.get(sectionId.operation(op.id)), 1, op.id);
    assert.ok(!index.includes('class="sv-static-op"'), 'no operation details in the index');
    // Tag 0's 150 operations: two pages, linked to each other.
    assert.match(index, /<li id="t0op120"><a href="tags\/tag-0--2\.html#t0op120">/);
    const first = file(site, 'tags/tag-0.html');
    const second = file(site, 'tags/tag-0--2.html');
    assert.match(first, /<a href="tag-0--2\.html" rel="next">Next page<\/a>/);
    assert.match(second, /<a href="tag-0\.html" rel="prev">Previous page<\/a>/);
    assert.match(second, /<h1>Tag 0 \(2\/2\)<\/h1>/);
    // Each operation is on exactly one page, in full, with its id, and links back to the interactive page.
    const onPages = new Map<string, number>();
    for (const f of site.files.filter((f) => f.path.startsWith('tags/') && f.path.endsWith('.html'))) {
      for (const el of elementsOf(f.content)) if (el.tag === 'section' && el.attrs.class === 'sv-static-op') onPages.set(el.attrs.id!, (onPages.get(el.attrs.id!) ?? 0) + 1);
      assert.ok(!f.content.includes('<spec-viewer'), `${f.path} is static`);
      assert.match(f.content, /<link rel="canonical" href="https:\/\/x\.example\/docs\/tags\//);
    }
    assert.equal(onPages.size, nav.order.length);
    assert.ok([...onPages.values()].every((n) => n === 1));
    assert.match(first, /<a href="\.\.\/index\.html#t0op0">Open in the interactive reference<\/a>/);
    assert.match(first, /<a class="sv-static-ref" href="\.\.\/schemas\.html#schema-Item">Item<\/a>/);
    assert.match(file(site, 'schemas.html'), /<section class="sv-static-schema-entry" id="schema-Item">/);
    assert.match(index, /<li id="schema-Item"><a href="schemas\.html#schema-Item">/);
    // Markdown: everything in api.md, each page's twin too.
    const api = file(site, 'api.md');
    for (const op of nav.order.slice(0, 50)) assert.ok(api.includes(`\`${op.method.toUpperCase()} ${op.path}\``), op.id);
    assert.match(file(site, 'tags/tag-0--2.md'), /^# Tag 0 \(2\/2\) — Big\n/);
    // llms.txt lists every page.
    const llms = file(site, 'llms.txt');
    assert.match(llms, /^# Big\n\n> A big generated API\.\n\nVersion 2 · OpenAPI 3\.0\.3 · 453 operations · 1 schemas\.\n/);
    assert.match(llms, /- \[Tag 0 \(2\/2\)\]\(https:\/\/x\.example\/docs\/tags\/tag-0--2\.html\): 50 operations; Tag 0 things\. \(\[Markdown\]\(https:\/\/x\.example\/docs\/tags\/tag-0--2\.md\)\)/);
    assert.match(llms, /## Optional\n\n- \[Schemas\]\(https:\/\/x\.example\/docs\/schemas\.html\)/);
  });

  it('does not split a small reference, unless asked; splits by size too', async () => {
    const small = await parseSpec(big(2, 10), { formats: extendedFormats });
    assert.equal(renderStaticSite(small).split, false);
    assert.deepEqual(renderStaticSite(small).files.map((f) => f.path), ['index.html', 'api.md', 'llms.txt', 'spec-viewer-static.css']);
    assert.equal(renderStaticSite(small, { split: true }).split, true);
    assert.equal(renderStaticSite(small, { splitBytes: 10_000 }).split, true);
    assert.equal(renderStaticSite(model, { split: false }).split, false);
  });
});

describe('static page: reading layout', () => {
  it('lays operations out in two columns from 900 px, tables in boxes that scroll sideways, no content-visibility', () => {
    const css = pageStyles();
    assert.ok(!css.includes('content-visibility'), 'content-visibility clips wide tables and empties innerText off-screen');
    assert.match(css, /\.sv-static-scroll\{[^}]*overflow-x:auto/);
    assert.match(css, /@media \(min-width:900px\)\{\.sv-static-op\{display:grid;grid-template-columns:minmax\(0,3fr\) minmax\(0,2fr\)/);
    assert.match(css, /\.sv-static-examples\{margin-top:0;position:sticky/);
  });

  it('puts parameter and header tables in scroll boxes', async () => {
    const model = await parseSpec(big(1, 1), { formats: extendedFormats });
    const html = file(renderStaticSite(model), 'index.html');
    const tables = elementsOf(html).filter((e) => e.tag === 'table');
    assert.ok(tables.length > 0);
    for (const table of tables) assert.equal(table.path[table.path.length - 1], 'div', 'each table is inside its scroll box');
    assert.match(html, /<div class="sv-static-scroll" tabindex="0" role="group" aria-label="Parameters"><table class="sv-static-table">/);
  });
});

describe('static page: webhooks with Markdown summaries', () => {
  const summary = 'This event occurs when a rule changes.\nFor more information, see "[About rules](https://docs.example.com/rules)."\n\nA second paragraph.';
  const spec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Hooks', version: '1' },
    paths: { '/a': { get: { operationId: 'a', summary: 'Plain *title* [x](y)', responses: { '200': { description: 'ok' } } } } },
    webhooks: { 'rule-created': { post: { operationId: 'rule/created', summary, requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok' } } } } },
  });
  const plain = 'This event occurs when a rule changes. For more information, see "About rules."';

  it('show the plain text of their first paragraph in the split index, on their page and in Markdown', async () => {
    const site = renderStaticSite(await parseSpec(spec, { formats: extendedFormats }), { split: true });
    const index = file(site, 'index.html');
    const entry = index.match(/<li id="rule\/created">(.*?)<\/li>/)![1]!;
    assert.equal(textOf(entry), `POST rule-created ${plain}`);
    assert.ok(!index.includes('](https://docs.example.com'), 'no raw Markdown in the index');
    const page = file(site, 'tags/webhooks.html');
    assert.match(page, new RegExp(`<h2 dir="auto">${plain.replace(/[."]/g, (c) => (c === '"' ? '&quot;' : '\\.'))}</h2>`));
    const md = file(site, 'api.md');
    assert.ok(md.includes(`### ${plain}\n`));
    // Other summaries are spec strings shown as written, not Markdown.
    assert.ok(textOf(index).includes('Plain *title* [x](y)'));
  });
});
