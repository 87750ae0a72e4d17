/**
 * The static view says everything in the words of the live page's string tables (issue 47.3): with a marked copy
 * of the English table, what is left of a corpus page once its marked words, its code and the document's own words
 * are taken out is a short list of names no locale translates; every built-in locale renders the reference, its
 * page and its split pages in its own words, `lang` and direction; `labels` overrides single keys.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extendedFormats, navigationOf, type ApiModel } from '../../src/index.js';
import { LOCALES, localeLabels, renderMarkdown, renderStaticHtml, renderStaticSite, type StaticLabels } from '../../src/static/index.js';
import { englishLabels } from '../../src/static/locale-tables.js';
import { clipExample, EXAMPLE_CHARS } from '../../src/static/examples/example-text.js';
import { elementsOf } from '../static/scan.js';
import { loadCorpusWithRelated, readSpec, specFiles } from './spec-helpers.js';

const BIG = new Set(['oas30-github-api.json', 'oas30-stripe.yaml', 'oas30-box.json', 'oas31-openai.yaml', 'graphql-github.graphql', 'graphql-github-introspection-wrapped.json']);
const load = (file: string): Promise<ApiModel> => loadCorpusWithRelated(file, { formats: extendedFormats });

/** Every word of the table wrapped in ⟦ ⟧: strings, the results of functions, the values of nested records. */
function marked(value: unknown): unknown {
  if (typeof value === 'string') return `⟦${value}⟧`;
  if (typeof value === 'function') return (...args: unknown[]) => `⟦${(value as (...a: unknown[]) => string)(...args)}⟧`;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v)]));
  return value;
}
const { lang, dir, arrow, ...words } = englishLabels;
const markedLabels = { ...(marked(words) as object), lang, dir, arrow } as StaticLabels;

/** The page's words once code, markup and marked words are out: attribute labels and titles count as words too. */
function unmarkedHtmlWords(html: string): string[] {
  const labels = [...html.matchAll(/\b(?:aria-label|title)="([^"]*)"/g)].map((m) => m[1]!);
  let text = `${labels.join(' ')} ${html.replace(/<(pre|code)\b[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')}`;
  return unmarked(text.replace(/&[a-z#0-9]+;/gi, ' '));
}

function unmarkedMarkdownWords(md: string): string[] {
  // Code blocks, code spans and link destinations are not words.
  const text = md.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, ' ').replace(/(`+)[\s\S]*?\1/g, ' ').replace(/\]\((?:<[^>]*>|[^)\s]*)\)/g, '] ');
  return unmarked(text);
}

function unmarked(text: string): string[] {
  let rest = text;
  // Marked words nest (a default value inside "one of …"): take the innermost out until none is left.
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

/**
 * The words of the document, and of every string of its model (what the loader names itself: the `default` tag,
 * an anonymous message, "Example 1", GraphQL's built-in directives): the renderer's input, not its words.
 */
function ownWords(file: string, model: ApiModel): Set<string> {
  const raw = readSpec(file).replace(/\\[nrt]/g, ' ');
  // A description's HTML the sanitizer drops (ONVIF's "Get&lt;Entity&gt;List" reads "GetList").
  const texts: string[] = [raw, raw.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/<[^>]*>/g, '')];
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value !== null && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      for (const item of value instanceof Map ? [...value.keys(), ...value.values()] : Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)]) walk(item);
    }
  };
  walk(model);
  return new Set(texts.join(' ').match(/[A-Za-z]{3,}/g) ?? []);
}

/** Names, not words: formats, protocols, type names of JSON Schema and GraphQL, HTTP methods. */
const NAMES = new Set(
  'OpenAPI AsyncAPI WSDL GraphQL SOAP SOAPAction OAuth OpenID Connect Mutual TLS HTTP API Markdown string integer number boolean object null const document rpc literal encoded GET PUT POST DELETE PATCH HEAD OPTIONS TRACE QUERY SEND RECEIVE Swagger'.split(' '),
);

/** A name, a word of the input, or a piece of one (a description cut at its length limit, "GetList" of "GetListor"). */
function isOwn(own: Set<string>, word: string): boolean {
  if (NAMES.has(word) || own.has(word)) return true;
  for (const w of own) if (w.includes(word)) return true;
  return false;
}

describe('static view: every word from the string tables', () => {
  const files = specFiles().filter((f) => !f.startsWith('bad-') && f !== 'types.xsd' && !BIG.has(f));
  it('covers every format', () => {
    for (const prefix of ['oas2-', 'oas30-', 'oas31-', 'asyncapi2-', 'asyncapi3-', 'graphql-', 'wsdl']) assert.ok(files.some((f) => f.startsWith(prefix)), prefix);
  });
  for (const file of files) {
    it(file, async () => {
      const model = await load(file);
      const own = ownWords(file, model);
      const foreign = (list: string[]): string[] => [...new Set(list.filter((w) => !isOwn(own, w)))].sort();
      const site = renderStaticSite(model, { labels: markedLabels, specUrl: 'spec', bundleUrl: 'viewer.js', split: false });
      const html = site.files.find((f) => f.path === 'index.html')!.content;
      assert.deepEqual(foreign(unmarkedHtmlWords(html.replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/<(meta|link|script)\b[^>]*>/g, '')))), [], 'HTML');
      assert.deepEqual(foreign(unmarkedMarkdownWords(renderMarkdown(model, { labels: markedLabels }))), [], 'Markdown');
    });
  }
  it('split pages too: their navigation, titles and descriptions', async () => {
    const model = await load('oas30-petstore.yaml');
    const own = ownWords('oas30-petstore.yaml', model);
    const site = renderStaticSite(model, { labels: markedLabels, split: true, splitOperations: 1 });
    const pages = site.files.filter((f) => f.path.endsWith('.html'));
    assert.ok(pages.length > 3);
    for (const page of pages) {
      const words = unmarkedHtmlWords(page.content.replace(/<(meta|link|script)\b[^>]*>/g, '')).filter((w) => !isOwn(own, w));
      assert.deepEqual([...new Set(words)], [], page.path);
    }
  });
});

describe('static view: the built-in locales', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the reference, the page and the element in its words`, async () => {
      const t = (await localeLabels(locale))!;
      assert.equal(t.lang, locale);
      const model = await load('oas30-petstore.yaml');
      const site = renderStaticSite(model, { labels: t, specUrl: 'oas30-petstore.yaml', bundleUrl: 'viewer.js' });
      const index = site.files.find((f) => f.path === 'index.html')!.content;
      const html = elementsOf(index);
      const root = html.find((e) => e.tag === 'html')!;
      assert.equal(root.attrs.lang, locale);
      assert.equal(root.attrs.dir, t.dir === 'rtl' ? 'rtl' : undefined);
      assert.equal(html.find((e) => e.tag === 'spec-viewer')?.attrs.locale, locale === 'en' ? undefined : locale);
      assert.ok(index.includes(`<title>Swagger Petstore 1.0.0 — ${t.staticApiReference}</title>`));
      for (const heading of [t.parameters, t.responses, t.securitySchemes, t.staticContents]) assert.ok(index.includes(`>${heading}</h`), heading);
      assert.ok(index.includes(`<th scope="col">${t.staticRequiredColumn}</th>`));
      assert.ok(index.includes(t.exampleOf(t.responseStatus('200'))), 'the examples column');
      const md = site.files.find((f) => f.path === 'api.md')!.content;
      assert.ok(md.includes(`## ${t.securitySchemes}\n`) && md.includes(`#### ${t.responses}\n`), 'Markdown');
      if (locale !== 'en') {
        for (const english of ['>Responses<', '>Parameters<', '>Contents<', 'Request body', 'Operation ID']) assert.ok(!index.includes(english), english);
        assert.ok(!md.includes('#### Responses'));
      }
    });
  }
  it('the other formats in German: AsyncAPI, GraphQL and SOAP words are the live cards\'', async () => {
    const t = (await localeLabels('de'))!;
    const async = renderStaticHtml(await load('asyncapi3-streetlights-mqtt.yml'), { labels: t });
    assert.ok(async.includes(t.payload) && async.includes(t.messageExamples) && async.includes(t.channel));
    const graphql = renderStaticHtml(await load('graphql-swapi.graphql'), { labels: t });
    assert.ok(graphql.includes(`>${t.types}</h2>`) && graphql.includes(t.graphqlKinds.object));
    const soap = renderStaticHtml(await load(specFiles().find((f) => f.startsWith('wsdl'))!), { labels: t });
    assert.ok(soap.includes(t.staticRequestEnvelope));
  });
  it('a tag finds the closest built-in locale; none fits: undefined', async () => {
    assert.equal((await localeLabels('de-AT'))?.lang, 'de');
    assert.equal((await localeLabels('pt'))?.lang, 'pt-BR');
    assert.equal(await localeLabels('xx'), undefined);
    assert.equal((await localeLabels('en'))?.staticContents, 'Contents', 'English with the words of the lazy parts');
  });
  it('the note under an example cut at its length limit is in the locale too (it sits in the code block)', async () => {
    const t = (await localeLabels('de'))!;
    assert.match(clipExample('x'.repeat(EXAMPLE_CHARS + 5), t), /\n… \(5 weitere Zeichen: siehe die interaktive Referenz\)$/);
    assert.equal(clipExample('short', t), 'short');
  });
  it('labels overrides single keys over English', async () => {
    const html = renderStaticHtml(await load('oas30-petstore.yaml'), { labels: { parameters: 'Params' } });
    assert.ok(html.includes('>Params</h') && html.includes('>Responses</h'));
  });
});
