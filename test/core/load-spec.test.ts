import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec, mayHaveCallableOperations, registerFormat, type FormatPlugin, type SpecTypeValue } from '../../src/index.js';
import { expectLoadError, loadCorpusSpec, oas3, specFiles } from './spec-helpers.js';

const SPEC = JSON.stringify(oas3({ '/pets': { get: { responses: { '200': { description: 'ok' } } } } }));

/** A fetch double answering from a map of URL → body (string) or Response. */
function fakeFetch(routes: Record<string, string | (() => Response)>, calls: string[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const route = routes[url];
    if (route === undefined) return new Response('not found', { status: 404, statusText: 'Not Found' });
    return typeof route === 'string' ? new Response(route, { status: 200 }) : route();
  }) as typeof fetch;
}

describe('loadSpec: fetching', () => {
  it('fetches, parses and records the source URL', async () => {
    const model = await loadSpec('https://api.example.com/spec.json', { fetch: fakeFetch({ 'https://api.example.com/spec.json': SPEC }) });
    assert.equal(model.operations.length, 1);
    assert.equal(model.sourceUrl, 'https://api.example.com/spec.json');
  });
  it('explains CORS when the request fails at the network level', () =>
    expectLoadError(
      loadSpec('https://other.example.com/spec.json', { fetch: (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch }),
      'fetch-failed',
      /Failed to fetch.*CORS.*Access-Control-Allow-Origin/,
    ));
  it('reports a non-2xx status', () =>
    expectLoadError(loadSpec('https://api.example.com/missing.json', { fetch: fakeFetch({}) }), 'fetch-failed', /HTTP 404 Not Found/));
  it('refuses a declared Content-Length over the limit before reading', () =>
    expectLoadError(
      loadSpec('https://api.example.com/big.json', {
        limits: { maxSpecBytes: 100 },
        fetch: fakeFetch({ 'https://api.example.com/big.json': () => new Response(SPEC, { headers: { 'content-length': '5000' } }) }),
      }),
      'too-large',
      /limits\.maxSpecBytes/,
    ));
  it('stops reading a streamed body over the limit', () =>
    expectLoadError(
      loadSpec('https://api.example.com/big.json', { limits: { maxSpecBytes: 100 }, fetch: fakeFetch({ 'https://api.example.com/big.json': SPEC.repeat(10) }) }),
      'too-large',
    ));
  it('rejects with aborted when the signal is aborted', () => {
    const controller = new AbortController();
    controller.abort();
    return expectLoadError(
      loadSpec('https://api.example.com/spec.json', { signal: controller.signal, fetch: fakeFetch({ 'https://api.example.com/spec.json': SPEC }) }),
      'aborted',
    );
  });
  it('turns an abort during the fetch into aborted', () => {
    const controller = new AbortController();
    const slow = (async (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      })) as typeof fetch;
    const promise = loadSpec('https://api.example.com/spec.json', { signal: controller.signal, fetch: slow });
    controller.abort();
    return expectLoadError(promise, 'aborted');
  });
});

describe('loadSpec: the spec type guessed early', () => {
  it('reports the type guessed from the first bytes, so a page can fetch its views while the spec downloads', async () => {
    const guesses: SpecTypeValue[] = [];
    const model = await loadSpec('https://api.example.com/guess.json', {
      fetch: fakeFetch({ 'https://api.example.com/guess.json': SPEC }),
      onTypeGuess: (type) => guesses.push(type),
    });
    assert.ok(guesses.length > 0);
    assert.ok(guesses.every((type) => type === model.specType));
  });
  it('says before the model is built that a document declares security schemes, as its model then shows', async () => {
    const files = specFiles().filter((f) => /^(oas|asyncapi)/.test(f));
    const seen = new Set<boolean>();
    for (const file of files) {
      let guessed = 0;
      const model = await loadCorpusSpec(file, { onSecurityGuess: () => guessed++ });
      assert.ok(guessed <= 1, `${file}: at most once`);
      assert.equal(guessed === 1, model.securitySchemes.length > 0, file);
      seen.add(guessed === 1);
    }
    assert.deepEqual([...seen].sort(), [false, true], 'the corpus has documents with and without schemes');
  });
  it('every format but AsyncAPI may have operations a reader can call', () => {
    const types: SpecTypeValue[] = ['openapi-2', 'openapi-3', 'openapi-3.1', 'asyncapi-2', 'asyncapi-3', 'wsdl', 'graphql'];
    assert.deepEqual(types.filter(mayHaveCallableOperations), ['openapi-2', 'openapi-3', 'openapi-3.1', 'wsdl', 'graphql']);
  });
});

describe('loadSpec: external references', () => {
  const root = JSON.stringify(
    oas3(
      {
        '/pets': {
          get: {
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: 'models/pet.yaml#/Pet' } } } } },
            'x-example-ref': { $ref: 'never-fetched.json' },
          },
        },
      },
      { components: { schemas: { Error: { $ref: './models/missing.yaml#/Error' } } } },
    ),
  );
  const petFile = 'Pet:\n  type: object\n  properties:\n    owner: {$ref: "#/Owner"}\n    tag: {$ref: "tags.yaml"}\nOwner:\n  type: object\n  properties:\n    name: {type: string}\n';
  const routes = {
    'https://api.example.com/spec.json': root,
    'https://api.example.com/models/pet.yaml': petFile,
    'https://api.example.com/models/tags.yaml': 'type: string\nenum: [a, b]\n',
  };

  it('fetches referenced files relative to the spec URL and resolves refs inside them', async () => {
    const calls: string[] = [];
    const model = await loadSpec('https://api.example.com/spec.json', { fetch: fakeFetch(routes, calls) });
    const schema = model.operations[0]?.responses[0]?.content[0]?.schema;
    assert.deepEqual(schema?.type, ['object']);
    assert.deepEqual(schema?.properties?.['owner']?.properties?.['name']?.type, ['string']);
    assert.deepEqual(schema?.properties?.['tag']?.enum, ['a', 'b']);
    assert.ok(!calls.some((url) => url.includes('never-fetched')), 'refs inside x-* extensions are never followed');
  });
  it('turns a missing external file into an unresolved-ref warning, not a failure', async () => {
    const model = await loadSpec('https://api.example.com/spec.json', { fetch: fakeFetch(routes) });
    const warning = model.warnings.find((w) => w.code === 'unresolved-ref');
    assert.match(warning?.message ?? '', /models\/missing\.yaml#\/Error.*HTTP 404/);
    assert.match(model.schemas.get('Error')?.description ?? '', /Unresolved reference/);
  });
  it('fetches at most limits.maxExternalDocuments files', async () => {
    const calls: string[] = [];
    const model = await loadSpec('https://api.example.com/spec.json', { fetch: fakeFetch(routes, calls), limits: { maxExternalDocuments: 1 } });
    assert.equal(calls.length, 2);
    assert.ok(model.warnings.some((w) => /limits\.maxExternalDocuments/.test(w.message)));
  });
});

describe('loadSpec: format plugins', () => {
  it('tells onTypeGuess the type its first bytes show, before the document is parsed', async () => {
    const guesses: string[] = [];
    let guessedBeforeParse = false;
    const plugin: FormatPlugin = {
      type: 'openapi-3',
      detect: () => 'openapi-3',
      load: async () => ({
        parse: (_doc, ctx) => {
          guessedBeforeParse = guesses.length > 0;
          return { specType: ctx.specType, specVersion: '3.0.3', info: { title: 'T', version: '1' }, servers: [], tags: [], operations: [], schemas: new Map(), securitySchemes: [], warnings: [] };
        },
      }),
    };
    await loadSpec('https://api.example.com/spec.json', {
      formats: [plugin],
      fetch: fakeFetch({ 'https://api.example.com/spec.json': SPEC }),
      onTypeGuess: (type) => guesses.push(type),
    });
    assert.equal(guesses[0], 'openapi-3');
    assert.ok(guessedBeforeParse);
  });
  it('answers unsupported-in-tier when no plugin handles a valid spec', () =>
    expectLoadError(
      loadSpec('https://api.example.com/spec.json', { formats: [], fetch: fakeFetch({ 'https://api.example.com/spec.json': SPEC }) }),
      'unsupported-in-tier',
      /OpenAPI 3\.0/,
    ));
  it('uses registered plugins, loading the parser lazily', async () => {
    let loaded = 0;
    const plugin: FormatPlugin = {
      type: 'asyncapi-2',
      detect: (doc) => ((doc as { asyncapi?: string }).asyncapi ? 'asyncapi-2' : undefined),
      load: async () => {
        loaded++;
        return { parse: (_doc, ctx) => ({ specType: ctx.specType, specVersion: '2.6.0', info: { title: 'Async', version: '1' }, servers: [], tags: [], operations: [], schemas: new Map(), securitySchemes: [], warnings: [] }) };
      },
    };
    registerFormat(plugin);
    registerFormat(plugin);
    const model = await loadSpec('https://api.example.com/async.yaml', { fetch: fakeFetch({ 'https://api.example.com/async.yaml': 'asyncapi: 2.6.0\n' }) });
    assert.equal(model.info.title, 'Async');
    assert.equal(loaded, 1);
    // Only the registered plugins apply now: OpenAPI is not among them.
    await expectLoadError(loadSpec('https://api.example.com/spec.json', { fetch: fakeFetch({ 'https://api.example.com/spec.json': SPEC }) }), 'unsupported-in-tier');
  });
});
