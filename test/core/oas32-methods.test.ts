// OpenAPI 3.2 methods: `query` as a fixed method, `additionalOperations` keys kept as written, bad keys warned
// about and skipped; a 3.1 document's `query` key is no operation. Also the method helpers the request,
// the transports and the badges share.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  buildRequest,
  initialFormState,
  isBrowserForbiddenMethod,
  isFixedHttpMethod,
  isHttpMethodToken,
  methodToken,
  operationMethodLabel,
  parseSpec,
  sendDirect,
  type ApiModel,
  type Operation,
} from '../../src/index.js';
import { oas3, parseDoc } from './spec-helpers.js';

const fixture = readFileSync(new URL('../fixtures/oas32/methods.yaml', import.meta.url), 'utf8');
const ok = { '200': { description: 'ok' } };

function byId(model: ApiModel, id: string): Operation {
  const op = model.operations.find((o) => o.id === id);
  assert.ok(op, `operation ${id}`);
  return op;
}

describe('OpenAPI 3.2 methods: the fixture', () => {
  it('yields query and the valid additionalOperations, in document order, with generated ids', async () => {
    const model = await parseSpec(fixture);
    assert.equal(model.specType, 'openapi-3.2');
    assert.deepEqual(
      model.operations.map((o) => [o.kind, o.method, o.path, o.id]),
      [
        ['http', 'get', '/things', 'get-things'],
        ['http', 'query', '/things', 'query-things'],
        ['http', 'PURGE', '/things', 'purge-things'],
        ['http', 'LINK', '/things/{id}', 'link-things-id'],
        ['webhook', 'PURGE', 'thingPurged', 'purge-thingPurged'],
      ],
    );
  });

  it('reads a QUERY request body and the path item parameters of an additional operation', async () => {
    const model = await parseSpec(fixture);
    const query = byId(model, 'query-things');
    assert.equal(query.requestBody?.required, true);
    assert.deepEqual(query.requestBody?.content.map((m) => m.mediaType), ['application/json']);
    assert.equal(byId(model, 'purge-things').summary, 'Purge cached things');
    assert.deepEqual(byId(model, 'link-things-id').parameters.map((p) => `${p.in}:${p.name}`), ['path:id']);
  });

  it('warns about a key that is not a method token and one that names a fixed method, and skips both', async () => {
    const model = await parseSpec(fixture);
    const warnings = model.warnings.filter((w) => w.location?.includes('/additionalOperations/'));
    assert.deepEqual(
      warnings.map((w) => [w.code, w.location, w.key]),
      [
        ['invalid-document', '/paths/~1things/additionalOperations/BAD METHOD', 'additionalOperationNotToken'],
        ['invalid-document', '/paths/~1things/additionalOperations/post', 'additionalOperationFixedMethod'],
      ],
    );
    assert.match(warnings[0]!.message, /"BAD METHOD" is not a valid HTTP method name/);
    assert.match(warnings[1]!.message, /"post" names a method that has its own Path Item field/);
    assert.equal(model.operations.some((o) => o.summary === 'Not a method token' || o.summary?.startsWith('A fixed method')), false);
  });
});

describe('OpenAPI 3.2 methods: versions and edge cases', () => {
  it('a `query` key in a 3.1 (or 3.0) path item is not an operation, nor is additionalOperations', async () => {
    for (const version of ['3.1.0', '3.0.3']) {
      const model = await parseDoc(oas3({ '/things': { get: { responses: ok }, query: { responses: ok }, additionalOperations: { PURGE: { responses: ok } } } }, {}, version));
      assert.deepEqual(model.operations.map((o) => o.method), ['get'], version);
      assert.deepEqual(model.warnings.filter((w) => w.location?.includes('additionalOperations')), [], version);
    }
  });

  it('rejects fixed names in any case (Post, QUERY, get) and keeps custom case (Link, purge)', async () => {
    const model = await parseDoc(
      oas3({ '/x': { additionalOperations: { Post: { responses: ok }, QUERY: { responses: ok }, get: { responses: ok }, Link: { responses: ok }, purge: { responses: ok } } } }, {}, '3.2.0'),
    );
    assert.deepEqual(model.operations.map((o) => [o.method, o.id]), [['Link', 'link-x'], ['purge', 'purge-x']]);
    assert.deepEqual(model.warnings.filter((w) => w.key === 'additionalOperationFixedMethod').map((w) => w.params), [['Post'], ['QUERY'], ['get']]);
  });

  it('an operationId wins over the generated id; a repeated generated id gets -2', async () => {
    const model = await parseDoc(oas3({ '/x': { query: { operationId: 'findX', responses: ok }, additionalOperations: { QUERYX: { responses: ok } } }, '/x/': { additionalOperations: { QUERYX: { responses: ok } } } }, {}, '3.2.0'));
    assert.deepEqual(model.operations.map((o) => o.id), ['findX', 'queryx-x', 'queryx-x-2']);
  });

  it('ignores non-object values without a crash: a string map, a null operation', async () => {
    const model = await parseDoc(oas3({ '/a': { additionalOperations: 'PURGE' }, '/b': { additionalOperations: { PURGE: null, LINK: { responses: ok } } } }, {}, '3.2.0'));
    assert.deepEqual(model.operations.map((o) => o.id), ['link-b']);
  });

  it('callbacks take query and additionalOperations too', async () => {
    const callbacks = { onEvent: { '{$request.body#/url}': { query: { responses: ok }, additionalOperations: { NOTIFY: { responses: ok }, 'NO TIFY': { responses: ok } } } } };
    const model = await parseDoc(oas3({ '/subscribe': { post: { responses: ok, callbacks } } }, {}, '3.2.0'));
    const op = model.operations[0]!;
    assert.deepEqual(op.callbacks[0]?.operations.map((o) => [o.kind, o.method, o.path, o.id]), [
      ['callback', 'query', '{$request.body#/url}', 'post-subscribe-callback-query-onEvent'],
      ['callback', 'NOTIFY', '{$request.body#/url}', 'post-subscribe-callback-notify-onEvent'],
    ]);
    assert.deepEqual(model.warnings.map((w) => w.location), ['/paths/~1subscribe/post/callbacks/onEvent/{$request.body#~1url}/additionalOperations/NO TIFY']);
  });
});

describe('method helpers', () => {
  it('methodToken upper-cases fixed methods only', () => {
    assert.deepEqual(['get', 'query', 'Post', 'PURGE', 'Link', 'purge'].map(methodToken), ['GET', 'QUERY', 'POST', 'PURGE', 'Link', 'purge']);
  });
  it('operationMethodLabel: HTTP kinds as sent, other kinds upper-cased', () => {
    assert.equal(operationMethodLabel({ kind: 'http', method: 'Link' }), 'Link');
    assert.equal(operationMethodLabel({ kind: 'callback', method: 'query' }), 'QUERY');
    assert.equal(operationMethodLabel({ kind: 'async', method: 'send' }), 'SEND');
    assert.equal(operationMethodLabel({ kind: 'graphql', method: 'mutation' }), 'MUTATION');
  });
  it('token, fixed and browser-forbidden checks', () => {
    assert.deepEqual(['PURGE', 'M-SEARCH', "A!#$%&'*+-.^_`|~9"].map(isHttpMethodToken), [true, true, true]);
    assert.deepEqual(['', 'BAD METHOD', 'A(B)', 'PÜRGE', 'A\r\n'].map(isHttpMethodToken), [false, false, false, false, false]);
    assert.deepEqual(['QUERY', 'trace', 'Patch', 'PURGE'].map(isFixedHttpMethod), [true, true, true, false]);
    assert.deepEqual(['connect', 'Trace', 'TRACK', 'QUERY', 'PURGE'].map(isBrowserForbiddenMethod), [true, true, true, false, false]);
  });
});

describe('OpenAPI 3.2 methods: the request Try-It sends', () => {
  it('QUERY carries its JSON body; PURGE keeps its case and has none', async () => {
    const model = await parseSpec(fixture);
    const queryOp = byId(model, 'query-things');
    const state = initialFormState(queryOp, model);
    assert.equal(state.bodies['application/json'], '{\n  "name": "widget"\n}', 'the body editor starts from the example');
    const query = buildRequest(queryOp, { ...state, bodies: { 'application/json': '{"name":"gadget"}' } }, { model });
    assert.equal(query.method, 'QUERY');
    assert.equal(query.url, 'https://api.example.com/things');
    assert.deepEqual(query.body, { kind: 'text', contentType: 'application/json', text: '{"name":"gadget"}' });
    const purgeOp = byId(model, 'purge-things');
    const purge = buildRequest(purgeOp, initialFormState(purgeOp, model), { model });
    assert.equal(purge.method, 'PURGE');
    assert.equal(purge.body, undefined);
  });

  it('direct mode refuses CONNECT, TRACE and TRACK before fetching, naming proxy-url', async () => {
    for (const method of ['TRACE', 'connect', 'Track']) {
      let fetched = false;
      const result = await sendDirect({ method, url: 'https://api.example.com/x', headers: [] }, { fetch: async () => ((fetched = true), new Response('')) });
      assert.equal(fetched, false, method);
      assert.equal(result.ok, false);
      if (result.ok) continue;
      assert.equal(result.error.kind, 'unsupported');
      assert.deepEqual(result.error.reason, { code: 'method-not-allowed', method: method.toUpperCase() });
      assert.match(result.error.message, /proxy-url/);
    }
  });

  it('direct mode sends custom methods as written, with their body', async () => {
    const seen: Array<[string | undefined, unknown]> = [];
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => (seen.push([init?.method, init?.body]), new Response('{}'));
    await sendDirect({ method: 'QUERY', url: 'https://api.example.com/x', headers: [], body: { kind: 'text', contentType: 'application/json', text: '{}' } }, { fetch });
    await sendDirect({ method: 'Link', url: 'https://api.example.com/x', headers: [] }, { fetch });
    assert.deepEqual(seen, [['QUERY', '{}'], ['Link', undefined]]);
  });
});
