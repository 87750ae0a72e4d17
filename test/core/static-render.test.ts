/**
 * The static renderers (`spec-viewer/static`) on the whole corpus: every real file renders HTML and Markdown, every
 * id is unique and every operation, parameter, schema and tag section carries the live element's deep-link id;
 * the key structure of one file per format is compared with a snapshot (test/fixtures/static/*.structure.json;
 * `UPDATE_SNAPSHOTS=1` rewrites them); spec strings are escaped; schema outlines stay within their depth.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  extendedFormats,
  navigationOf,
  parseSpec,
  schemaAnchorId,
  sectionId,
  tagSectionId,
  WEBHOOKS_SECTION_ID,
  type ApiModel,
} from '../../src/index.js';
import { renderMarkdown, renderStaticHtml } from '../../src/static/index.js';
import { elementsOf, idCounts, textOf, unsanitizedMarkdownHtml } from '../static/scan.js';
import { readSpec, specFiles } from './spec-helpers.js';

const load = (file: string): Promise<ApiModel> =>
  parseSpec(readSpec(file), { formats: extendedFormats, sourceUrl: `https://specs.example.com/${file}` });
const doc = (value: unknown): Promise<ApiModel> => parseSpec(JSON.stringify(value), { formats: extendedFormats });

/** The deep-link ids the live element gives this model's operations, parameters, sections and schemas. */
function liveIds(model: ApiModel): string[] {
  const nav = navigationOf(model);
  const ids: string[] = [];
  for (const op of nav.order) {
    ids.push(sectionId.operation(op.id));
    for (const p of op.kind === 'async' ? [] : op.parameters) ids.push(sectionId.parameter(op.id, p.in, p.name));
    if (op.requestBody) ids.push(sectionId.requestBody(op.id));
    if (op.responses.length > 0) ids.push(sectionId.responses(op.id));
    for (const r of op.responses) ids.push(sectionId.response(op.id, r.status));
  }
  for (const tag of nav.allTags) if (tag.operations.length > 0) ids.push(tagSectionId(tag.name));
  if (nav.webhooks.length > 0) ids.push(WEBHOOKS_SECTION_ID);
  for (const name of model.schemas.keys()) ids.push(schemaAnchorId(model, name));
  return ids;
}

/** The names the live element shows for this model: operation paths, parameter names, response statuses, schemas. */
function shownLive(model: ApiModel): Array<{ what: string; text: string }> {
  const out: Array<{ what: string; text: string }> = [];
  for (const op of navigationOf(model).order) {
    out.push({ what: `${op.id}: path ${op.path}`, text: op.path });
    for (const p of op.kind === 'async' ? [] : op.parameters) out.push({ what: `${op.id}: parameter ${p.name}`, text: p.name });
    for (const r of op.responses) out.push({ what: `${op.id}: response ${r.status}`, text: r.status });
  }
  for (const name of model.schemas.keys()) out.push({ what: `schema ${name}`, text: name });
  return out;
}

const BIG = new Set(['oas30-github-api.json', 'oas30-stripe.yaml', 'oas30-box.json', 'oas31-openai.yaml', 'graphql-github.graphql', 'graphql-github-introspection-wrapped.json']);

describe('static render: the corpus', () => {
  const files = specFiles().filter((f) => !f.startsWith('bad-') && f !== 'types.xsd');
  for (const file of files) {
    it(`${file}: HTML and Markdown, every live deep-link id once`, { timeout: 120_000 }, async () => {
      const model = await load(file);
      const html = renderStaticHtml(model, BIG.has(file) ? { schemaDepth: 1 } : {});
      const markdown = renderMarkdown(model, BIG.has(file) ? { schemaDepth: 1 } : {});
      assert.ok(html.startsWith('<article class="sv-static">') && html.endsWith('</article>'));
      assert.ok(markdown.startsWith('# '), 'Markdown starts with the title');
      const counts = idCounts(html);
      const duplicates = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
      assert.deepEqual(duplicates, [], 'ids are unique');
      const missing = liveIds(model).filter((id) => !counts.has(id));
      assert.deepEqual(missing.slice(0, 10), [], `${missing.length} live ids missing`);
      // Every operation's summary (or title) and path are in the text.
      const text = textOf(html);
      for (const op of model.operations.slice(0, 200)) assert.ok(text.includes(op.path), `${op.id}: path ${op.path}`);
      // What the live page shows is in the Markdown too: each operation's path, parameter, response and schema.
      const plain = markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, '$1'); // Markdown's backslash escapes undone
      const absent = shownLive(model).filter((name) => !plain.includes(name.text));
      assert.deepEqual(absent.slice(0, 10).map((name) => name.what), [], `${absent.length} missing from the Markdown`);
    });
  }
});

describe('static render: bad files', () => {
  for (const file of specFiles().filter((f) => f.startsWith('bad-'))) {
    it(`${file} fails to load with the element's error (nothing to render)`, async () => {
      await assert.rejects(load(file), (e: Error & { code?: string }) => e.name === 'SpecLoadError' && typeof e.code === 'string' && e.message.length > 10);
    });
  }
});

/** The outline of a page: headings and the ids of sections, in order (what a crawler sees as its structure). */
function structure(html: string): string[] {
  const out: string[] = [];
  const elements = elementsOf(html);
  for (const el of elements) if (el.tag === 'section' && el.attrs.id !== undefined) out.push(`section#${el.attrs.id}`);
  // Heading texts, from the HTML text between the tags.
  for (const match of html.matchAll(/<(h[1-6])\b[^>]*>(.*?)<\/\1>/g)) out.push(`${match[1]} ${textOf(match[2]!)}`);
  return out;
}

describe('static render: structure snapshots, one file per format', () => {
  const files = ['oas2-petstore.yaml', 'oas30-petstore.yaml', 'oas31-webhooks.yaml', 'asyncapi2-streetlights-mqtt.yml', 'asyncapi3-streetlights-mqtt.yml', 'wsdl-stockquote.wsdl', 'graphql-swapi.graphql'];
  for (const file of files) {
    it(file, async () => {
      const actual = structure(renderStaticHtml(await load(file)));
      const path = new URL(`../fixtures/static/${file}.structure.json`, import.meta.url);
      if (process.env.UPDATE_SNAPSHOTS || !existsSync(path)) writeFileSync(path, `${JSON.stringify(actual, null, 1)}\n`);
      assert.deepEqual(actual, JSON.parse(readFileSync(path, 'utf8')));
    });
  }
});

describe('static render: OpenAPI 3.2', () => {
  it('renders a 3.2 document (QUERY method, itemSchema streams)', async () => {
    const model = await doc({
      openapi: '3.2.0',
      info: { title: 'Streams', version: '1' },
      paths: {
        '/search': { query: { operationId: 'search', summary: 'Search', responses: { '200': { description: 'ok', content: { 'text/event-stream': { itemSchema: { type: 'object', properties: { data: { type: 'string' } } } } } } } } },
      },
    });
    const html = renderStaticHtml(model);
    assert.match(html, /<section class="sv-static-op" id="search">/);
    assert.match(html, /sv-static-method-query">QUERY</);
    assert.match(html, /text\/event-stream<\/code> — A stream of items, each:/);
    assert.match(renderMarkdown(model), /`QUERY \/search`/);
  });
});

describe('static render: escaping', () => {
  it('escapes every spec string that is not Markdown, in HTML and in Markdown', async () => {
    const evil = '<b onmouseover="x">&amp;`|*_[a](b)';
    const model = await doc({
      openapi: '3.0.3',
      info: { title: evil, version: evil },
      paths: {
        [`/a/{id}/${evil}`]: {
          get: {
            operationId: 'op',
            summary: evil,
            parameters: [{ name: evil, in: 'query', schema: { type: 'string', enum: [evil], default: evil } }],
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { [evil]: { type: 'string' } } } } } } },
          },
        },
      },
    });
    const html = renderStaticHtml(model);
    assert.ok(!html.includes('<b onmouseover'), 'no element from a spec string');
    assert.ok(html.includes('&lt;b onmouseover=&quot;x&quot;&gt;&amp;amp;'), 'escaped once, entities included');
    assert.ok(textOf(html).includes(evil), 'the text reads as written');
    const md = renderMarkdown(model);
    assert.deepEqual(elementsOf(unsanitizedMarkdownHtml(md)).filter((e) => e.tag === 'b'), [], 'rendered as Markdown, no element from a spec string');
    // Rendered by a Markdown renderer, the title is the literal text.
    const { Marked } = await import('marked');
    const title = new Marked().parse(md.split('\n')[0]!, { async: false }) as string;
    assert.equal(textOf(title).trim(), evil);
  });

  it('links only http(s), mailto and relative URLs from spec fields', async () => {
    const model = await doc({
      openapi: '3.0.3',
      info: { title: 't', version: '1', termsOfService: 'javascript:alert(1)', license: { name: 'L', url: 'java\tscript:alert(1)' }, contact: { url: 'https://ok.example/' } },
      paths: {},
    });
    const html = renderStaticHtml(model);
    const hrefs = elementsOf(html).flatMap((e) => (e.attrs.href ? [e.attrs.href] : []));
    assert.deepEqual(hrefs, ['https://ok.example/']);
  });
});

describe('static render: schema outlines', () => {
  /** A schema `depth` levels deep: a.b.c… each an object with one property. */
  function deep(depth: number): Record<string, unknown> {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = depth; i > 0; i--) schema = { type: 'object', properties: { [`level${i}`]: schema } };
    return schema;
  }
  const spec = (schema: unknown) => ({
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: { '/x': { post: { operationId: 'x', requestBody: { content: { 'application/json': { schema } } }, responses: { '200': { description: 'ok' } } } } },
    components: { schemas: { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' }, name: { type: 'string' } } } } },
  });
  /** The operations' text without their examples columns (whose request samples print the whole body). */
  const textColumn = (html: string): string => html.replace(/<div class="sv-static-examples"[\s\S]*?<\/div><\/section>/g, '</section>');
  it('stops at schemaDepth and says so', async () => {
    const model = await doc(spec(deep(12)));
    for (const depth of [0, 1, 2, 5]) {
      const html = textColumn(renderStaticHtml(model, { schemaDepth: depth, schemas: false }));
      if (depth > 0) assert.equal(html.includes(`level${depth}<`), true, `level ${depth} is shown`);
      assert.equal(html.includes(`level${depth + 1}`), false, `nothing below level ${depth}`);
      assert.equal(html.includes('nested deeper'), true);
    }
    const md = renderMarkdown(model, { schemaDepth: 2, schemas: false });
    assert.ok(md.includes('`level2`') && !md.includes('`level3`'));
  });

  it('a recursive schema is a finite outline: the named schema below the root is a link', async () => {
    const model = await doc(spec({ $ref: '#/components/schemas/Node' }));
    const html = renderStaticHtml(model, { schemaDepth: 32 });
    assert.ok(html.length < 20_000, `${html.length} characters`);
    assert.match(html, /<a class="sv-static-ref" href="#schema-Node">Node<\/a>/);
  });

  it('lists at most listItems children and counts the rest', async () => {
    const properties = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, { type: 'string' }]));
    const model = await doc(spec({ type: 'object', properties }));
    const html = textColumn(renderStaticHtml(model, { listItems: 10, schemas: false }));
    assert.ok(html.includes('p9') && !html.includes('p10<'));
    assert.match(html, /… 20 more/);
  });
  it('links a schema name only as a whole piece of a type label, never inside another word', async () => {
    const model = await doc({
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: { '/x': { post: { operationId: 'x', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } }, responses: { '200': { description: 'ok' } } } } },
      components: {
        schemas: {
          id: { type: 'string', format: 'uuid' },
          in: { type: 'object', properties: { a: { type: 'string' } } },
          Thing: { type: 'object', properties: { key: { $ref: '#/components/schemas/id' }, list: { type: 'array', items: { $ref: '#/components/schemas/in' } }, nested: { $ref: '#/components/schemas/in' } } },
        },
      },
    });
    const html = renderStaticHtml(model);
    const line = (name: string): string => html.match(new RegExp(`<code class="sv-static-name">${name}</code> (.*?)</p>`))![1]!;
    assert.equal(line('key'), '<span class="sv-static-type">string &lt;uuid&gt;</span> <a class="sv-static-ref" href="#schema-id">id</a>');
    assert.equal(line('list'), '<span class="sv-static-type">array of <a class="sv-static-ref" href="#schema-in">in</a></span>');
    assert.equal(line('nested'), '<span class="sv-static-type">object (<a class="sv-static-ref" href="#schema-in">in</a>)</span>');
    const md = renderMarkdown(model);
    assert.ok(md.includes('- `key` `string <uuid>` (id)'), 'Markdown names the schema after the label');
    assert.ok(md.includes('- `list` `array of in`\n') && md.includes('- `nested` `object (in)`\n'));
  });
});
