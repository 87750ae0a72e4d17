/**
 * The mock engine on OpenAPI documents (issue 45 points 1, 2 and 4): routing (base paths, literal before template,
 * 404, 405 with Allow), the answer chosen (first success, `Prefer: code=` and `example=`, Accept and 406, declared
 * headers, no body for 204 and HEAD, XML and wildcard media types), determinism, and streams arriving item by item
 * through the page's fetch (mockFetch), ended early by an abort.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec, sendTryIt, type ApiModel } from '../../src/index.js';
import { mockAnswer } from '../../src/mock/answer.js';
import { mockFetch } from '../../src/mock/mock-fetch.js';
import { isMockStream, type MockAnswer } from '../../src/mock/types.js';

const doc = {
  openapi: '3.2.0',
  info: { title: 'Mock fixture', version: '1' },
  servers: [{ url: 'https://api.example.com/v2' }],
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } }],
        responses: {
          200: {
            description: 'ok',
            headers: { 'X-Rate-Limit': { schema: { type: 'integer', minimum: 10 } }, 'X-Trace': { example: 'abc' } },
            content: {
              'application/json': {
                examples: { two: { summary: 'Two pets', value: [{ id: 1 }, { id: 2 }] }, none: { value: [] } },
              },
              'application/xml': { schema: { type: 'array', xml: { name: 'pets' }, items: { type: 'object', properties: { id: { type: 'integer' } } } } },
            },
          },
          404: { description: 'missing', content: { 'application/problem+json': { schema: { type: 'object', required: ['title'], properties: { title: { type: 'string', minLength: 3 } } } } } },
        },
      },
      post: { operationId: 'addPet', responses: { 201: { description: 'created', content: { '*/*': { schema: { type: 'object', properties: { id: { type: 'integer', const: 7 } } } } } } } },
    },
    '/pets/{id}': {
      get: { operationId: 'getPet', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'a pet', content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', enum: ['Rex'] } } } } } } } },
      delete: { operationId: 'deletePet', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 204: { description: 'gone' } } },
    },
    '/pets/mine': { get: { operationId: 'myPets', responses: { 200: { description: 'mine', content: { 'text/plain': { example: 'all mine' } } } } } },
    '/events': {
      get: {
        operationId: 'events',
        responses: { 200: { description: 'events', content: { 'text/event-stream': { itemSchema: { type: 'object', required: ['data'], properties: { event: { const: 'tick' }, data: { type: 'string', const: 'x' } } } } } } },
      },
    },
    '/shelves/{shelf}{position}': {
      get: {
        operationId: 'locate',
        parameters: [
          { name: 'shelf', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Z]$' } },
          { name: 'position', in: 'path', required: true, style: 'matrix', explode: true, schema: { type: 'object', properties: { row: { type: 'integer' } } } },
        ],
        responses: { 200: { description: 'here' } },
      },
    },
    '/session': {
      get: { operationId: 'session', parameters: [{ name: 'session', in: 'cookie', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'ok' } } },
    },
    '/lines': {
      get: { operationId: 'lines', responses: { 200: { description: 'lines', content: { 'application/jsonl': { itemSchema: { type: 'object', properties: { n: { type: 'integer', const: 1 } } }, example: '{"n":1}\n{"n":2}\n{"n":3}\n' } } } } },
    },
  },
};

let model: ApiModel;
const load = async () =>
  (model ??= await loadSpec('http://127.0.0.1/mock.json', { fetch: async () => new Response(JSON.stringify(doc), { headers: { 'content-type': 'application/json' } }) }));

async function ask(method: string, path: string, headers: Record<string, string> = {}): Promise<MockAnswer> {
  return mockAnswer(await load(), { method, url: new URL(path, 'https://api.example.com'), headers: new Headers(headers) });
}
const header = (answer: MockAnswer, name: string) => answer.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
const json = (answer: MockAnswer) => JSON.parse(answer.body as string) as unknown;

describe('mock: routing', () => {
  it('matches with or without the server base path, literal paths before templates', async () => {
    assert.equal((await ask('GET', '/v2/pets')).status, 200);
    assert.equal((await ask('GET', '/pets')).status, 200);
    assert.equal((await ask('GET', '/v2/pets/mine')).body, 'all mine');
    assert.deepEqual(json(await ask('GET', '/pets/12')), { name: 'Rex' });
    assert.equal((await ask('GET', '/shelves/F;row=3')).status, 200, 'two variables in one segment');
  });
  it('404 for an unknown path, 405 with Allow for a known path and another method (problem+json)', async () => {
    const missing = await ask('GET', '/nowhere');
    assert.equal(missing.status, 404);
    assert.equal(header(missing, 'content-type'), 'application/problem+json');
    assert.match((json(missing) as { detail: string }).detail, /GET \/nowhere/);
    const wrong = await ask('PATCH', '/pets/1');
    assert.equal(wrong.status, 405);
    assert.equal(header(wrong, 'allow'), 'GET, DELETE');
  });
});

describe('mock: the answer', () => {
  it('first success with the first example, declared headers from examples or schemas', async () => {
    const answer = await ask('GET', '/pets');
    assert.equal(answer.status, 200);
    assert.equal(header(answer, 'content-type'), 'application/json');
    assert.deepEqual(json(answer), [{ id: 1 }, { id: 2 }]);
    assert.equal(header(answer, 'x-trace'), 'abc');
    assert.ok(Number(header(answer, 'x-rate-limit')) >= 10);
  });
  it('Prefer: example= picks a named example, code= a status (generated, valid for its schema)', async () => {
    assert.deepEqual(json(await ask('GET', '/pets', { Prefer: 'example=none' })), []);
    const missing = await ask('GET', '/pets', { Prefer: 'code=404' });
    assert.equal(missing.status, 404);
    assert.equal(header(missing, 'content-type'), 'application/problem+json');
    const title = (json(missing) as { title: string }).title;
    assert.ok(title.length >= 3);
  });
  it('Accept picks the media type (XML written as XML); none acceptable → 406', async () => {
    const xml = await ask('GET', '/pets', { Accept: 'application/xml' });
    assert.equal(header(xml, 'content-type'), 'application/xml');
    assert.match(xml.body as string, /^<\?xml[^>]*>\s*<pets>/);
    const refused = await ask('GET', '/pets', { Accept: 'image/png' });
    assert.equal(refused.status, 406);
    assert.deepEqual((json(refused) as { available: string[] }).available, ['application/json', 'application/xml']);
  });
  it('a wildcard media type answers a concrete one; 204 and HEAD have no body', async () => {
    const created = await ask('POST', '/pets');
    assert.equal(created.status, 201);
    assert.equal(header(created, 'content-type'), 'application/json');
    assert.deepEqual(json(created), { id: 7 });
    const head = await ask('HEAD', '/pets/1');
    assert.equal(head.status, 200, 'HEAD is answered where GET is');
    assert.equal(head.body, undefined);
    const gone = await ask('DELETE', '/pets/1');
    assert.equal(gone.status, 204);
    assert.equal(gone.body, undefined);
  });
  it('the same request gets the same answer', async () => {
    assert.deepEqual(await ask('GET', '/pets/9', { Prefer: 'code=200' }), await ask('GET', '/pets/9', { Prefer: 'code=200' }));
  });
});

describe('mock: streams', () => {
  it('SSE items generated from the item schema, JSON Lines cut from the written example', async () => {
    const events = await ask('GET', '/events');
    assert.ok(isMockStream(events.body));
    assert.equal(events.body.pieces.length, 10);
    assert.match(events.body.pieces[0]!, /^event: tick\ndata: x\n\n$/);
    const lines = await ask('GET', '/lines');
    assert.ok(isMockStream(lines.body));
    assert.deepEqual(lines.body.pieces, ['{"n":1}\n', '{"n":2}\n', '{"n":3}\n']);
  });
  it('through Try-It: items arrive one by one, and Stop ends the stream', async () => {
    const items: string[] = [];
    const controller = new AbortController();
    const result = await sendTryIt(
      { method: 'GET', url: 'https://api.example.com/v2/events', headers: [] },
      {
        mock: await load(),
        signal: controller.signal,
        stream: {
          item: (item) => {
            items.push(item.format === 'sse' ? item.data : '');
            if (items.length === 3) controller.abort();
          },
        },
      },
    );
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.response.mode, 'mock');
    assert.equal(result.response.stream?.ended, 'stopped');
    assert.deepEqual(items, ['x', 'x', 'x']);
  });
  it('mockFetch hands the cookies a page cannot send to the mock', async () => {
    const withCookie = await mockFetch(await load(), [['session', 'abc']])('https://api.example.com/v2/session');
    assert.equal(withCookie.status, 200);
    const without = await mockFetch(await load())('https://api.example.com/v2/session');
    assert.equal(without.status, 400);
    assert.equal(without.headers.get('content-type'), 'application/problem+json');
  });
});
