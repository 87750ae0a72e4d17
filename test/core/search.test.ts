// Search core (issue 21): documents from the normalized model of every format, ranked prefix + typo search whose
// ids are deep links, a sliced build, and MiniSearch kept out of the initial bundle.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { browserAliases, browserPlugins } from '../../esbuild.config.mjs';
import { extendedFormats, loadSearch, type ApiModel, type SearchResult } from '../../src/index.js';
import { SpecSearch, plainText, searchDocuments } from '../../src/search/index.js';
import { resolveTarget } from '../../components/content/resolve-target.js';
import { graphqlTarget } from '../../components/graphql/graphql-targets.js';
import { sectionRenderKeys } from '../../components/content/card-pages.js';
import { loadCorpusSpec, oas3 } from './spec-helpers.js';
import { parseSpec } from '../../src/index.js';

const show = (r: SearchResult) => `${r.kind}:${r.title}@${r.id}`;
const build = async (file: string) => {
  const model = await loadCorpusSpec(file, { formats: extendedFormats });
  return { model, index: await SpecSearch.build(model) };
};

describe('search: GitHub (1,223 operations)', () => {
  let model: ApiModel;
  let index: SpecSearch;
  let slices = 0;
  before(async () => {
    model = await loadCorpusSpec('oas30-github-api.json');
    index = await SpecSearch.build(model, { yieldToPage: async () => void slices++ });
  });

  it('finds "repository secret" operations despite a typo, operations ranked first', () => {
    const results = index.search('repostory secret');
    assert.equal(results[0]?.kind, 'operation');
    assert.match(results[0]!.title, /repository secret/i);
    assert.ok(results.slice(0, 5).every((r) => /repository secret/i.test(r.title)), results.slice(0, 5).map(show).join('\n'));
    assert.ok(results[0]!.terms.includes('repository'), 'the matched (corrected) word is reported for highlighting');
  });
  it('finds a parameter by name, with its owning operation and its own row as link', () => {
    const [first] = index.search('cursor');
    assert.equal(first?.kind, 'parameter');
    assert.equal(first?.title, 'cursor');
    assert.match(first!.id, /-parameters\/query\.cursor$/);
    assert.equal(first?.owner, `${first!.method!.toUpperCase()} ${first!.path}`);
    const op = model.operations.find((o) => first!.id.startsWith(`${o.id}-parameters/`))!;
    assert.ok(op.parameters.some((p) => p.name === 'cursor'));
  });
  it('matches the last word as a prefix (typing in progress)', () => {
    assert.ok(index.search('branch protec').some((r) => r.kind === 'operation' && /branch protection/i.test(r.title)));
  });
  it('finds response status codes, linking to their response row', () => {
    const results = index.search('422');
    assert.ok(results.length > 0 && results.every((r) => r.kind === 'response' && r.title === '422' && r.id.endsWith('-responses/422')));
  });
  it('every result id resolves to a target on the page (a deep link)', () => {
    for (const q of ['repostory secret', 'cursor', '422', 'simple user', 'login']) {
      for (const r of index.search(q, { limit: 20 })) assert.ok(resolveTarget(r.id, model), `${q}: ${show(r)}`);
    }
  });
  it('answers from what is indexed so far while the index fills', async () => {
    let release!: () => void;
    let first = true;
    // A clock that ticks per read: each slice holds the same documents however busy the machine is.
    let reads = 0;
    const { index: partial, done } = SpecSearch.start(model, {
      yieldToPage: () => (first ? ((first = false), new Promise<void>((resolve) => (release = resolve))) : Promise.resolve()),
      sliceMs: 300,
      now: () => reads++,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const early = partial.size;
    assert.ok(early > 0 && early < index.size, `${early} of ${index.size} documents after the first slice`);
    assert.ok(partial.search('repository').length > 0, 'the first slice already answers');
    release();
    await done;
    assert.equal(partial.size, index.size);
  });
  it('builds in slices, yielding to the page between them', () => {
    assert.ok(slices > 1, `${slices} slices`);
    assert.ok(index.size > 10_000, `${index.size} documents`);
  });
});

describe('search: every format', () => {
  it('Stripe: "idempotency" finds the idempotency_key property with its owner', async () => {
    const { index } = await build('oas30-stripe.yaml');
    const [first] = index.search('idempotency');
    assert.equal(first?.kind, 'property');
    assert.equal(first?.title, 'idempotency_key');
    assert.ok(first?.owner);
  });
  it('a parameter declared in one operation only is found there', async () => {
    const model = await parseSpec(JSON.stringify(oas3({
      '/a': { get: { operationId: 'listA', parameters: [{ name: 'shelfLocation', in: 'query', description: 'Aisle code' }], responses: { '200': { description: 'ok' } } } },
      '/b': { get: { operationId: 'listB', responses: { '200': { description: 'ok' } } } },
    })));
    const index = await SpecSearch.build(model);
    assert.deepEqual(index.search('shelflocation').map(show), ['parameter:shelfLocation@listA-parameters/query.shelfLocation']);
    assert.deepEqual(index.search('aisle').map(show), ['parameter:shelfLocation@listA-parameters/query.shelfLocation'], 'description words are indexed');
  });
  it('request-body and inline response properties belong to their operation', async () => {
    const model = await parseSpec(JSON.stringify(oas3({
      '/orders': {
        post: {
          operationId: 'createOrder',
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { shippingAddress: { type: 'object', properties: { postcode: { type: 'string' } } } } } } } },
          responses: { '201': { description: 'Created', content: { 'application/json': { schema: { type: 'object', properties: { trackingNumber: { type: 'string' } } } } } } },
        },
      },
    })));
    const index = await SpecSearch.build(model);
    const [postcode] = index.search('postcode');
    assert.equal(show(postcode!), 'property:postcode@createOrder-request-body/shippingAddress.postcode');
    assert.equal(postcode?.owner, 'POST /orders › shippingAddress');
    assert.equal(show(index.search('tracking')[0]!), 'property:trackingNumber@createOrder-responses/201/trackingNumber');
    assert.ok(index.search('created').map(show).includes('response:201@createOrder-responses/201'));
  });
  it('OpenAPI schemas and their properties link to the schema', async () => {
    const { index } = await build('oas30-petstore.yaml');
    assert.equal(show(index.search('pet')[0]!), 'schema:Pet@schema-Pet', 'an exact name ranks first');
    assert.ok(index.search('tag').some((r) => r.kind === 'property' && r.id === 'schema-Pet/tags' && r.owner === 'Pet'));
  });
  it('AsyncAPI: channels, messages, operations and payload properties', async () => {
    const { model, index } = await build('asyncapi3-streetlights-mqtt.yml');
    const kinds = new Set(index.search('light measured', { limit: 20 }).map((r) => r.kind));
    assert.ok(kinds.has('message') && kinds.has('operation'), [...kinds].join());
    assert.ok(index.search('streetlights').some((r) => r.kind === 'channel' && r.id.startsWith('channel-')));
    const lumens = index.search('lumens');
    assert.ok(lumens.some((r) => r.kind === 'property' && r.id.startsWith('message-')));
    for (const r of [...lumens, ...index.search('turn on')]) assert.ok(resolveTarget(r.id, model), show(r));
  });
  it('WSDL: operations and their message parts', async () => {
    const { model, index } = await build('wsdl-webservicex-globalweather.wsdl');
    const weather = index.search('weather');
    assert.ok(weather.slice(0, 4).every((r) => r.kind === 'operation' && r.title === 'GetWeather'), weather.map(show).join());
    assert.ok(index.search('cityname').some((r) => r.title === 'CityName'));
    for (const r of weather) assert.ok(resolveTarget(r.id, model), show(r));
  });
  it('GraphQL: root fields as operations, types, fields and enum values as schema coordinates', async () => {
    const { model, index } = await build('graphql-swapi.graphql');
    assert.ok(index.search('starship').some((r) => r.kind === 'operation' && r.id === 'query-starship'));
    assert.deepEqual(index.search('starship').slice(0, 2).map(show).sort(), ['operation:starship@query-starship', 'type:Starship@type-Starship']);
    assert.equal(show(index.search('hyperdrive')[0]!), 'field:hyperdriveRating@type-Starship.hyperdriveRating');
    const gh = await build('graphql-github.graphql');
    const value = gh.index.search('squash').find((r) => r.kind === 'enum-value');
    assert.ok(value, 'an enum value is found');
    assert.ok(graphqlTarget(value.id, gh.model, sectionRenderKeys), 'GraphQL ids are schema coordinates the GraphQL view resolves');
    for (const r of index.search('film', { limit: 30 })) assert.ok(graphqlTarget(r.id, model, sectionRenderKeys) ?? resolveTarget(r.id, model), show(r));
  });
});

describe('search: documents and loading', () => {
  it('indexes Markdown as plain text, never rendered', () => {
    assert.equal(plainText('See **[the docs](https://x.example/a)** and <b>tags</b>.\n```js\ncode()\n```'), 'See the docs and tags . code()');
  });
  it('an empty query finds nothing; a nonsense word finds nothing', async () => {
    const { index } = await build('oas30-petstore.yaml');
    assert.deepEqual(index.search('  '), []);
    assert.deepEqual(index.search('zzqxv'), []);
  });
  it('document keys are unique', async () => {
    const model = await loadCorpusSpec('oas30-stripe.yaml');
    const keys = [...searchDocuments(model)].flat().map((d) => d.key);
    assert.equal(new Set(keys).size, keys.length);
  });
  it('loadSearch() hands out the core (one module instance)', async () => {
    const core = await loadSearch();
    assert.equal(core.SpecSearch, SpecSearch);
    assert.equal(await loadSearch(), core);
  });
  it('MiniSearch and the index are a lazy chunk in both builds: only the loader is in the static graph', async () => {
    // The entries' app modules: what a page loads after the bootstrap (which holds no search code at all).
    for (const entry of ['components/entry/define-base.ts', 'components/entry/define-extended.ts']) {
      const outdir = mkdtempSync(join(tmpdir(), 'sv-search-bundle-'));
      try {
        const { metafile } = await esbuild.build({
          entryPoints: { main: entry }, bundle: true, format: 'esm', platform: 'browser', target: 'es2022', splitting: true,
          minify: true, write: false, metafile: true, outdir, alias: browserAliases, plugins: browserPlugins, logLevel: 'silent',
        });
        const entryOut = Object.keys(metafile.outputs).find((o) => metafile.outputs[o]!.entryPoint === entry)!;
        const seen = new Set<string>();
        const visit = (file: string, dynamic: boolean): void => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imp of metafile.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' || dynamic) visit(imp.path, dynamic);
        };
        const searchInputs = (dynamic: boolean) => {
          seen.clear();
          visit(entryOut, dynamic);
          return [...seen].flatMap((f) => Object.entries(metafile.outputs[f]!.inputs)
            .filter(([p, i]) => /src\/search\/|minisearch/.test(p) && i.bytesInOutput > 0).map(([p]) => p));
        };
        assert.deepEqual(searchInputs(false), ['src/search/load.ts'], entry);
        const lazy = searchInputs(true);
        assert.ok(lazy.some((p) => p.includes('minisearch')) && lazy.includes('src/search/search-index.ts'), `${entry}: ${lazy.join()}`);
      } finally {
        rmSync(outdir, { recursive: true, force: true });
      }
    }
  });
});
