/**
 * Our AsyncAPI normalizer (no @asyncapi/parser on the load path): trait merge rules of 2.x and 3.0, external
 * `$ref`s through the resolver OpenAPI shares (real local servers), and documents with mistakes rendering with warnings.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadSpec, parseSpec, type ApiModel, type Operation } from '../../src/index.js';

const parse = (doc: unknown): Promise<ApiModel> => parseSpec(JSON.stringify(doc));
const op = (model: ApiModel, id: string): Operation => {
  const found = model.operations.find((o) => o.id === id);
  assert.ok(found, `operation ${id} in ${model.operations.map((o) => o.id).join(', ')}`);
  return found;
};
const info = { title: 'T', version: '1' };

describe('AsyncAPI 2.x traits: merged in order with JSON Merge Patch, so a trait field replaces the object’s own', () => {
  const doc = {
    asyncapi: '2.6.0',
    info,
    channels: {
      orders: {
        publish: {
          operationId: 'onOrder',
          summary: 'Own summary',
          description: 'Own description',
          bindings: { mqtt: { qos: 0, retain: false } },
          traits: [
            { $ref: '#/components/operationTraits/first' },
            { description: 'Second trait description', bindings: { mqtt: { qos: 2 } } },
          ],
          message: { $ref: '#/components/messages/order' },
        },
      },
    },
    components: {
      operationTraits: { first: { description: 'First trait description', tags: [{ name: 'orders' }], bindings: { mqtt: { qos: 1 } } } },
      messageTraits: { traced: { contentType: 'application/x-traced', headers: { type: 'object', properties: { trace: { type: 'string' } } } } },
      messages: { order: { name: 'order', contentType: 'application/json', payload: { type: 'object' }, traits: [{ $ref: '#/components/messageTraits/traced' }] } },
    },
  };
  it('operation traits: the later trait wins, traits win over the operation, untouched fields stay', async () => {
    const model = await parse(doc);
    const o = op(model, 'onOrder');
    assert.equal(o.summary, 'Own summary');
    assert.equal(o.description, 'Second trait description');
    assert.deepEqual(o.async?.bindings, { mqtt: { qos: 2, retain: false } });
    assert.deepEqual(o.tags, ['orders']);
  });
  it('message traits: headers added, the trait’s content type replaces the message’s', async () => {
    const message = op(await parse(doc), 'onOrder').async?.messages[0];
    assert.equal(message?.contentType, 'application/x-traced');
    assert.deepEqual(Object.keys(message?.headers?.properties ?? {}), ['trace']);
    assert.deepEqual(message?.payload?.type, ['object']);
  });
  it('never changes the caller’s document', async () => {
    const copy = structuredClone(doc);
    await parseSpec(JSON.stringify(doc));
    const { parse: parseAsync } = await import('../../src/formats/asyncapi/parse-asyncapi.js');
    const { DEFAULT_LIMITS } = await import('../../src/index.js');
    await parseAsync(doc, { specType: 'asyncapi-2', limits: DEFAULT_LIMITS, fetchText: () => Promise.reject(new Error('no')), decodeData: async (t) => JSON.parse(t) });
    assert.deepEqual(doc, copy);
  });
});

describe('AsyncAPI 3.0 traits: merged in order, the object’s own fields last so they win', () => {
  const doc = {
    asyncapi: '3.0.0',
    info,
    channels: { prices: { address: 'prices', messages: { price: { $ref: '#/components/messages/price' } } } },
    operations: {
      sendPrice: {
        action: 'send',
        channel: { $ref: '#/channels/prices' },
        summary: 'Own summary',
        bindings: { kafka: { clientId: { type: 'string' } } },
        traits: [
          { summary: 'First trait summary', description: 'First trait description', bindings: { kafka: { groupId: { type: 'string' } } } },
          { $ref: '#/components/operationTraits/second' },
        ],
        messages: [{ $ref: '#/channels/prices/messages/price' }],
      },
      receivePrice: { action: 'receive', channel: { $ref: '#/channels/prices' }, messages: [{ $ref: '#/channels/prices/messages/price' }] },
    },
    components: {
      operationTraits: { second: { description: 'Second trait description', tags: [{ name: 'pricing' }] } },
      messageTraits: {
        keyed: { contentType: 'application/x-keyed', correlationId: { location: '$message.header#/id' }, headers: { type: 'object', properties: { id: { type: 'string' } } } },
      },
      messages: { price: { name: 'price', contentType: 'application/json', payload: { type: 'number' }, traits: [{ $ref: '#/components/messageTraits/keyed' }] } },
    },
  };
  it('operation traits: own summary wins, the later trait’s description wins, bindings merge', async () => {
    const o = op(await parse(doc), 'sendPrice');
    assert.equal(o.summary, 'Own summary');
    assert.equal(o.description, 'Second trait description');
    assert.deepEqual(o.async?.bindings, { kafka: { groupId: { type: 'string' }, clientId: { type: 'string' } } });
    assert.deepEqual(o.tags, ['pricing']);
  });
  it('message traits: the message’s own content type wins; headers and correlation id come from the trait; one message for both operations', async () => {
    const model = await parse(doc);
    const message = op(model, 'sendPrice').async?.messages[0];
    assert.equal(message?.contentType, 'application/json');
    assert.deepEqual(message?.correlationId, { location: '$message.header#/id' });
    assert.deepEqual(Object.keys(message?.headers?.properties ?? {}), ['id']);
    assert.equal(op(model, 'receivePrice').async?.messages[0], message);
    assert.deepEqual(model.messages?.map((m) => m.id), ['price']);
  });
});

describe('AsyncAPI external $refs (the resolver OpenAPI uses), from real local servers', () => {
  let server: Server;
  let other: Server;
  let base = '';
  let otherBase = '';
  const requested: string[] = [];
  let otherRequests = 0;
  const files: Record<string, string> = {
    '/schemas.yaml': 'Order:\n  type: object\n  properties:\n    item:\n      $ref: "#/Item"\nItem:\n  type: object\n  properties:\n    sku: {type: string}\n',
    '/messages/ping.json': JSON.stringify({ name: 'ping', payload: { $ref: '../schemas.yaml#/Item' } }),
  };
  before(async () => {
    const listen = async (s: Server): Promise<string> => {
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    };
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      const body = req.url === '/spec.json' ? spec() : files[req.url ?? ''];
      res.writeHead(body === undefined ? 404 : 200, { connection: 'close' }).end(body ?? 'not found');
    });
    other = createServer((req, res) => {
      otherRequests++;
      res.writeHead(200, { connection: 'close' }).end(JSON.stringify({ Remote: { type: 'string', format: 'uuid' } }));
    });
    base = await listen(server);
    otherBase = await listen(other);
  });
  after(() => {
    server.closeAllConnections();
    server.close();
    other.closeAllConnections();
    other.close();
  });
  const spec = (): string =>
    JSON.stringify({
      asyncapi: '3.0.0',
      info,
      channels: {
        orders: { address: 'orders', messages: { order: { name: 'order', payload: { $ref: 'schemas.yaml#/Order' } }, ping: { $ref: 'messages/ping.json' } } },
      },
      operations: {
        sendOrder: { action: 'send', channel: { $ref: '#/channels/orders' } },
      },
      components: { schemas: { Remote: { $ref: `${otherBase}/remote.json#/Remote` }, Missing: { $ref: 'missing.yaml#/Nope' } } },
    });

  it('loads relative documents (and refs inside them, relative to them); another origin and a missing file are warnings', async () => {
    const model = await loadSpec(`${base}/spec.json`);
    const [order, ping] = op(model, 'sendOrder').async?.messages ?? [];
    assert.deepEqual(Object.keys(order?.payload?.properties ?? {}), ['item']);
    assert.deepEqual(order?.payload?.properties?.['item']?.properties?.['sku']?.type, ['string']);
    assert.equal(ping?.name, 'ping');
    assert.deepEqual(Object.keys(ping?.payload?.properties ?? {}), ['sku'], 'a ref inside an external document resolves against that document');
    const remote = model.warnings.find((w) => w.code === 'unresolved-ref' && w.message.includes('remote.json'));
    assert.match(remote?.message ?? JSON.stringify(model.warnings), /another origin than the spec/);
    assert.deepEqual(model.schemas.get('Remote')?.extensions, { 'x-unresolved-ref': `${otherBase}/remote.json#/Remote` });
    assert.equal(otherRequests, 0, 'the other origin was never asked');
    const missing = model.warnings.find((w) => w.code === 'unresolved-ref' && w.message.includes('missing.yaml'));
    assert.ok(missing, JSON.stringify(model.warnings));
    assert.deepEqual(model.schemas.get('Missing')?.extensions, { 'x-unresolved-ref': 'missing.yaml#/Nope' });
    assert.equal(requested.filter((u) => u === '/schemas.yaml').length, 1, 'each document fetched once');
  });
});

describe('AsyncAPI documents with mistakes render what they can', () => {
  it('a local $ref to nothing is a warning naming it; the rest renders', async () => {
    const model = await parse({
      asyncapi: '2.6.0',
      info,
      channels: { a: { subscribe: { message: { $ref: '#/components/messages/nope' } } }, b: { publish: { message: { payload: { type: 'string' } } } } },
    });
    assert.equal(model.operations.length, 2);
    const warning = model.warnings.find((w) => w.code === 'unresolved-ref');
    assert.match(warning?.message ?? '', /#\/components\/messages\/nope" used at \/channels\/a\/subscribe\/message points to nothing/);
    assert.deepEqual(op(model, 'receive-b').async?.messages[0]?.payload?.type, ['string']);
  });
  it('a 2.x document without channels and info renders empty, with warnings', async () => {
    const model = await parse({ asyncapi: '2.6.0' });
    assert.equal(model.operations.length, 0);
    assert.equal(model.info.title, 'Untitled AsyncAPI document');
    assert.deepEqual(model.warnings.map((w) => w.location), ['/info', '/channels']);
  });
});
