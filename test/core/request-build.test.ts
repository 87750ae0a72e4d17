// buildRequest (form → HttpRequest), the spec prefill (examples, schema samples), restoring saved state,
// custom headers and the send blockers.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseSpec } from '../../src/index.js';
import type { ApiModel, Operation } from '../../src/model/index.js';
import { buildRequest, sendBlockerList, sendBlockers } from '../../src/request/build-request.js';
import { initialFormState, paramKey, restoreFormState, toPersisted } from '../../src/request/form-state.js';

const specs = new URL('../../../shared/specs/', import.meta.url);
const load = (file: string) => parseSpec(readFileSync(new URL(file, specs), 'utf8'), { sourceUrl: `https://docs.example.com/${file}` });
const find = (model: ApiModel, method: string, path: string): Operation => {
  const op = model.operations.find((o) => o.method === method && o.path === path);
  assert.ok(op, `${method} ${path}`);
  return op;
};
const op = (partial: Partial<Operation>): Operation => ({
  id: 'op',
  kind: 'http',
  method: 'get',
  path: '/items',
  deprecated: false,
  tags: [],
  parameters: [],
  responses: [],
  callbacks: [],
  ...partial,
});
const model = { servers: [{ url: 'https://api.example.com/v1', variables: [] }], sourceUrl: 'https://docs.example.com/spec.json' };

describe('prefill from the spec', () => {
  it('a parameter example prefills its input; several named examples: the first', async () => {
    const m = await load('oas30-request-examples.yaml');
    const withParams = m.operations.find((o) => o.parameters.some((p) => p.name === 'param1'))!;
    const state = initialFormState(withParams, m);
    assert.equal(state.params['path:param1'], 'param1-example');
    assert.equal(state.params['path:param2'], 'param2-example');
  });
  it('schema examples prefill query parameters (museum startDate)', async () => {
    const m = await load('oas31-redocly-museum.yaml');
    const state = initialFormState(find(m, 'get', '/special-events'), m);
    assert.equal(state.params['query:startDate'], '2023-02-23');
  });
  it('a request body without example is generated from the schema, readOnly left out', () => {
    const operation = op({
      method: 'post',
      requestBody: {
        required: true,
        content: [{
          mediaType: 'application/json',
          schema: {
            type: ['object'],
            required: ['name'],
            properties: { id: { type: ['integer'], readOnly: true }, name: { type: ['string'] }, status: { type: ['string'], enum: ['on', 'off'] } },
          },
        }],
      },
    });
    const state = initialFormState(operation, model);
    assert.equal(state.contentType, 'application/json');
    const body = JSON.parse(state.bodies['application/json']!) as Record<string, unknown>;
    assert.equal(body.id, undefined);
    assert.equal(body.status, 'on');
    assert.equal(typeof body.name, 'string');
  });
  it('a body example wins over the schema sample; every media type gets its own editor text', async () => {
    const m = await load('oas30-request-examples.yaml');
    const withBody = m.operations.filter((o) => o.requestBody && o.requestBody.content.some((c) => c.examples?.length || c.example !== undefined));
    assert.ok(withBody.length > 0);
    for (const o of withBody) {
      const state = initialFormState(o, m);
      for (const c of o.requestBody!.content) assert.equal(typeof state.bodies[c.mediaType], 'string');
    }
  });
});

describe('form fields prefill', () => {
  const media = {
    mediaType: 'application/x-www-form-urlencoded',
    schema: {
      type: ['object' as const],
      required: ['id'],
      properties: {
        id: { type: ['string' as const] },
        scope: { type: ['string' as const], default: 'read' },
        note: { type: ['string' as const] },
        tags: { type: ['array' as const], items: { type: ['string' as const] }, example: ['a'] },
      },
    },
  };
  it('a generated sample fills required fields and fields with a schema value, not every optional field', () => {
    const state = initialFormState(op({ method: 'post', requestBody: { required: true, content: [media] } }), model);
    assert.equal(typeof state.formFields.id, 'string');
    assert.notEqual(state.formFields.id, '');
    assert.equal(state.formFields.scope, 'read');
    assert.equal(state.formFields.note, '');
    assert.equal(state.formFields.tags, '[\n  "a"\n]');
  });
  it('an example fills every field it names', () => {
    const withExample = { ...media, example: { id: 'x', note: 'n' } };
    const state = initialFormState(op({ method: 'post', requestBody: { required: true, content: [withExample] } }), model);
    assert.deepEqual(state.formFields, { id: 'x', scope: '', note: 'n', tags: '' });
  });
});

describe('buildRequest', () => {
  const listOp = op({
    parameters: [
      { name: 'id', in: 'path', required: true, style: 'simple', explode: false, schema: { type: ['string'] } },
      { name: 'status', in: 'query', required: false, style: 'form', explode: true, schema: { type: ['array'], items: { type: ['string'], enum: ['a', 'b', 'c'] } } },
      { name: 'csv', in: 'query', required: false, style: 'form', explode: false, schema: { type: ['array'], items: { type: ['string'], enum: ['a', 'b'] } } },
      { name: 'X-Trace', in: 'header', required: false, style: 'simple', explode: false, schema: { type: ['string'] } },
      { name: 'Accept', in: 'header', required: false, style: 'simple', explode: false, schema: { type: ['string'] } },
      { name: 'session', in: 'cookie', required: false, style: 'form', explode: true, schema: { type: ['string'] } },
    ],
    path: '/items/{id}',
  });
  it('path, query (multi-select exploded and not), header and cookie parameters', () => {
    const state = initialFormState(listOp, model);
    Object.assign(state.params, {
      [paramKey({ in: 'path', name: 'id' })]: 'a b',
      'query:status': ['a', 'c'],
      'query:csv': ['a', 'b'],
      'header:X-Trace': 't-1',
      'header:Accept': 'ignored',
      'cookie:session': 'abc',
    });
    const request = buildRequest(listOp, state, { model });
    assert.equal(request.url, 'https://api.example.com/v1/items/a%20b?status=a&status=c&csv=a,b');
    assert.deepEqual(request.headers, [['X-Trace', 't-1']]); // Accept header parameters are ignored (OpenAPI)
    assert.deepEqual(request.cookies, [['session', 'abc']]);
    assert.equal(request.method, 'GET');
  });
  it('custom headers are sent, override spec headers case-insensitively, and empty names are skipped', () => {
    const state = initialFormState(listOp, model);
    state.params['path:id'] = '1';
    state.params['header:X-Trace'] = 'spec';
    state.customHeaders = [{ name: 'x-trace', value: 'custom' }, { name: 'X-New', value: 'n' }, { name: ' ', value: 'x' }];
    assert.deepEqual(buildRequest(listOp, state, { model }).headers, [['x-trace', 'custom'], ['X-New', 'n']]);
  });
  it('a custom Content-Type overrides the body type', () => {
    const post = op({ method: 'post', requestBody: { required: false, content: [{ mediaType: 'application/json' }] } });
    const state = initialFormState(post, model);
    state.bodies['application/json'] = '{"a":1}';
    state.customHeaders = [{ name: 'content-type', value: 'application/vnd.custom+json' }];
    const request = buildRequest(post, state, { model });
    assert.deepEqual(request.headers, [['content-type', 'application/vnd.custom+json']]);
    assert.deepEqual(request.body, { kind: 'text', contentType: 'application/json', text: '{"a":1}' });
  });
  it('the selected content type decides the body; multipart gets no Content-Type header (the transport adds the boundary)', () => {
    const post = op({
      method: 'post',
      requestBody: {
        required: true,
        content: [
          { mediaType: 'application/json' },
          { mediaType: 'multipart/form-data', schema: { type: ['object'], properties: { n: { type: ['string'] } } } },
        ],
      },
    });
    const state = initialFormState(post, model);
    state.contentType = 'multipart/form-data';
    state.formFields = { n: 'v' };
    const request = buildRequest(post, state, { model });
    assert.deepEqual(request.headers, []);
    assert.deepEqual(request.body, { kind: 'multipart', parts: [{ name: 'n', kind: 'field', value: 'v' }] });
  });
  it('server variables and operation servers', () => {
    const withServers = op({ servers: [{ url: 'https://{region}.example.com', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }] }] });
    const state = initialFormState(withServers, model);
    assert.equal(buildRequest(withServers, state, { model }).url, 'https://eu.example.com/items');
    state.serverVariables.region = 'us';
    assert.equal(buildRequest(withServers, state, { model }).url, 'https://us.example.com/items');
  });
  it('a `#fragment` in a path template is not sent', () => {
    const o = op({ path: '/cookies#formExploded', parameters: [{ name: 'q', in: 'query', required: false, style: 'form', explode: true }] });
    const state = initialFormState(o, model);
    state.params['query:q'] = '1';
    assert.equal(buildRequest(o, state, { model }).url, 'https://api.example.com/v1/cookies?q=1');
  });
});

describe('sendBlockers', () => {
  const blockerOp = op({
    path: '/pets/{petId}',
    parameters: [
      { name: 'petId', in: 'path', required: true, style: 'simple', explode: false },
      { name: 'limit', in: 'query', required: true, style: 'form', explode: true },
      { name: 'tags', in: 'query', required: true, style: 'form', explode: true, schema: { type: ['array'], items: { type: ['string'], enum: ['a'] } } },
      { name: 'filter', in: 'query', required: false, style: 'deepObject', explode: true, schema: { type: ['object'] } },
      { name: 'X-Opt', in: 'header', required: true, style: 'simple', explode: false },
    ],
  });
  it('lists every empty required path and query parameter, in words', () => {
    const state = initialFormState(blockerOp, model);
    assert.deepEqual(sendBlockers(blockerOp, state), [
      'Required path parameter “petId” is empty.',
      'Required query parameter “limit” is empty.',
      'Required query parameter “tags” is empty.',
    ]);
  });
  it('is empty once they are filled; invalid JSON and malformed custom headers block', () => {
    const state = initialFormState(blockerOp, model);
    Object.assign(state.params, { 'path:petId': '1', 'query:limit': '10', 'query:tags': ['a'] });
    assert.deepEqual(sendBlockers(blockerOp, state), []);
    state.params['query:filter'] = '{not json';
    state.customHeaders = [{ name: 'Bad Header', value: 'x' }, { name: 'X-Ok', value: 'a\nb' }];
    assert.deepEqual(sendBlockers(blockerOp, state), [
      'The query parameter “filter” is not valid JSON.',
      '“Bad Header” is not a valid header name.',
      'The header “X-Ok” contains a line break.',
    ]);
  });
  it('gives the same reasons as data, for interfaces that word them in their own language', () => {
    const state = initialFormState(blockerOp, model);
    Object.assign(state.params, { 'path:petId': '1', 'query:tags': ['a'], 'query:filter': '{not json' });
    state.customHeaders = [{ name: 'Bad Header', value: 'x' }];
    assert.deepEqual(sendBlockerList(blockerOp, state), [
      { code: 'param-required', place: 'query', name: 'limit' },
      { code: 'param-invalid-json', place: 'query', name: 'filter' },
      { code: 'header-name-invalid', name: 'Bad Header' },
    ]);
  });
});

describe('restoreFormState', () => {
  const o = op({
    parameters: [{ name: 'q', in: 'query', required: false, style: 'form', explode: true, example: 'spec' }],
    requestBody: { required: false, content: [{ mediaType: 'application/json', example: { a: 1 } }, { mediaType: 'application/xml' }] },
  });
  it('saved values win over spec examples; files are never part of the saved state', () => {
    const initial = initialFormState(o, model);
    assert.equal(initial.params['query:q'], 'spec');
    const edited = { ...initial, params: { 'query:q': 'mine' }, contentType: 'application/xml', customHeaders: [{ name: 'X', value: '1' }] };
    edited.files = { f: [{ filename: 'a', contentType: 'text/plain', data: new Uint8Array([1]) }] };
    const saved = JSON.parse(JSON.stringify(toPersisted(edited))) as Record<string, unknown>;
    assert.equal('files' in saved, false);
    const restored = restoreFormState(initial, saved, 1);
    assert.equal(restored.params['query:q'], 'mine');
    assert.equal(restored.contentType, 'application/xml');
    assert.deepEqual(restored.customHeaders, [{ name: 'X', value: '1' }]);
    assert.deepEqual(restored.files, {});
  });
  it('ignores saved data of the wrong shape or no longer offered by the operation', () => {
    const initial = initialFormState(o, model);
    const restored = restoreFormState(initial, { params: { 'query:gone': 'x', 'query:q': 42 }, contentType: 'text/csv', serverIndex: 7, customHeaders: [{ name: 1 }] }, 1);
    assert.deepEqual(restored.params, initial.params);
    assert.equal(restored.contentType, 'application/json');
    assert.equal(restored.serverIndex, 0);
    assert.deepEqual(restored.customHeaders, []);
    assert.deepEqual(restoreFormState(initial, 'garbage', 1), initial);
  });
});
