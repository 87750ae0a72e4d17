/** Every AsyncAPI file of the corpus and the two fixtures through loadSpec/parseSpec, checked against the raw document. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { parseSpec, SpecLoadError, validateAsyncApi, type ApiModel } from '../../src/index.js';
import { asyncApiCounts } from '../helpers/asyncapi-counts.js';
import { findingsOf } from '../../src/formats/asyncapi/diagnostics.js';
import { loadCorpusSpec, readSpec, specFiles } from './spec-helpers.js';

const decode = (file: string, text: string) =>
  (file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text)) as Record<string, unknown>;
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** Every message an operation shows (replies included) is one of the model's distinct messages. */
function expectConsistent(model: ApiModel): void {
  const all = new Set(model.messages);
  for (const op of model.operations) {
    assert.equal(op.kind, 'async');
    assert.ok(op.async, `${op.id} has async details`);
    assert.equal(op.method, op.async.action);
    for (const m of [...op.async.messages, ...(op.async.reply?.messages ?? [])]) assert.ok(all.has(m), `${op.id}: ${m.id} is listed`);
  }
  assert.equal(new Set(model.operations.map((o) => o.id)).size, model.operations.length, 'operation ids are unique');
  assert.equal(new Set(model.messages?.map((m) => m.id)).size, model.messages?.length, 'message ids are unique');
}

describe('AsyncAPI corpus', () => {
  const files = specFiles().filter((f) => f.startsWith('asyncapi'));
  it('has 2.x and 3.0 files', () => assert.ok(files.length >= 20));
  for (const file of files) {
    it(`${file}: operations and messages as in the document`, async () => {
      const model = await loadCorpusSpec(file);
      const expected = asyncApiCounts(decode(file, readSpec(file)));
      assert.equal(model.specType, file.startsWith('asyncapi2') ? 'asyncapi-2' : 'asyncapi-3');
      assert.equal(model.operations.length, expected.operations, 'operations');
      assert.equal(model.messages?.length, expected.messages, 'distinct messages');
      expectConsistent(model);
    });
  }

  it('Adeo Kafka case study renders: unfetched Avro files are warnings; the validate option lists what the parser says', async () => {
    const model = await loadCorpusSpec('asyncapi3-adeo-kafka-request-reply.yml');
    const findings = await validateAsyncApi(readSpec('asyncapi3-adeo-kafka-request-reply.yml'));
    assert.ok(findings.some((w) => w.code === 'validation' && /payload|bindings/.test(w.location ?? '')), 'validation findings listed');
    assert.ok(model.warnings.some((w) => w.code === 'unresolved-ref' && /\.avsc/.test(w.message)), 'external Avro file not fetched');
    const request = model.operations.find((o) => o.id === 'requestCosting');
    assert.equal(request?.async?.reply?.messages.length, 1, 'reply message');
    const payload = request?.async?.messages[0]?.payload;
    assert.match(payload?.raw?.format ?? '', /avro/, 'Avro payload kept raw');
  });
});

describe('AsyncAPI 2 fixture: traits, parameters, bindings, security', async () => {
  const model = await parseSpec(fixture('asyncapi-2-orders.yaml'));
  const [created, cancel] = model.operations;
  it('publish is what the application receives; subscribe what it sends', () => {
    assert.deepEqual([created?.async?.action, created?.async?.keyword], ['receive', 'publish']);
    assert.deepEqual([cancel?.async?.action, cancel?.async?.keyword], ['send', 'subscribe']);
  });
  it('generates ids from action and channel when operationId is missing', () => {
    assert.equal(created?.id, 'onOrderCreated');
    assert.equal(cancel?.id, 'send-orders-orderId-cancel');
  });
  it('applies operation and message traits', () => {
    assert.deepEqual(created?.async?.bindings, { mqtt: { qos: 1 } });
    const message = created?.async?.messages[0];
    assert.deepEqual(Object.keys(message?.headers?.properties ?? {}), ['x-trace-id']);
    assert.deepEqual(message?.correlationId, { location: '$message.header#/x-trace-id', description: 'Trace of the request.' });
    assert.deepEqual(message?.bindings, { mqtt: { retain: true } });
    assert.equal(message?.examples[0]?.name, 'small');
  });
  it('keeps channel parameters, bindings, servers and security', () => {
    assert.deepEqual(created?.async?.channel.parameters.map((p) => p.name), ['orderId']);
    assert.deepEqual(created?.async?.channel.bindings, { mqtt: { bindingVersion: '0.1.0' } });
    assert.deepEqual(model.servers[0], {
      url: 'broker.example.com:{port}',
      name: 'production',
      variables: [{ name: 'port', default: '1883', enum: ['1883', '8883'] }],
      protocol: 'mqtt',
      protocolVersion: '3.1.1',
      bindings: { mqtt: { clientId: 'orders-service' } },
      security: [{ userPass: [] }],
    });
    assert.deepEqual(model.securitySchemes, [{ kind: 'other', key: 'userPass', type: 'userPassword' }]);
  });
  it('shares named schemas with messages', () => {
    assert.equal(created?.async?.messages[0]?.payload, model.schemas.get('Order'));
    assert.deepEqual(model.tags.map((t) => [t.name, t.operationIds]), [['orders', ['onOrderCreated', 'send-orders-orderId-cancel']]]);
  });
});

describe('AsyncAPI 3 fixture: reply, traits, parameters, bindings', async () => {
  const model = await parseSpec(fixture('asyncapi-3-orders.yaml'));
  const [request, receive] = model.operations;
  it('reads action, channel address and parameters', () => {
    assert.deepEqual([request?.id, request?.method, request?.path], ['requestPrice', 'send', 'prices.{region}.requests']);
    assert.deepEqual([receive?.id, receive?.method], ['receivePrices', 'receive']);
    assert.deepEqual(request?.async?.channel.parameters[0]?.schema, { type: ['string'], enum: ['eu', 'us'], default: 'eu' });
    assert.deepEqual(request?.async?.channel.bindings, { kafka: { partitions: 3 } });
  });
  it('reads the reply and applies traits', () => {
    assert.deepEqual(request?.async?.reply?.messages.map((m) => m.id), ['priceReply']);
    assert.equal(request?.async?.reply?.channel, 'priceReplies');
    assert.deepEqual(request?.async?.bindings, { kafka: { clientId: { type: 'string', enum: ['pricing-client'] } } });
    assert.equal(request?.async?.messages[0]?.correlationId?.location, '$message.header#/correlationId');
    assert.ok(request?.async?.messages[0]?.headers?.properties?.['correlationId']);
    assert.equal(request?.async?.reply?.messages[0], receive?.async?.messages[0], 'one message object per message');
  });
  it('maps server security to the scheme key', () => {
    assert.deepEqual(model.servers[0]?.security, [{ sasl: [] }]);
    assert.equal(model.servers[0]?.url, 'kafka.example.com:9092');
    assert.deepEqual(model.messages?.map((m) => m.id), ['priceRequest', 'priceReply']);
  });
});

describe('AsyncAPI diagnostics (the validate option)', () => {
  it('the parser\'s errors and warnings are validation findings with their place; information and hints are dropped', () => {
    const binding = { code: 'asyncapi-document-resolved', message: 'bad key', severity: 0, path: ['channels', 'a', 'bindings', 'kafka', 'key'] };
    const other = { code: 'asyncapi-document-resolved', message: 'bad', severity: 1, path: ['info'] };
    const style = { code: 'asyncapi-latest-version', message: 'update', severity: 2, path: [] };
    assert.deepEqual(findingsOf([binding, other, style]), [
      { code: 'validation', message: 'bad key', location: '/channels/a/bindings/kafka/key' },
      { code: 'validation', message: 'bad', location: '/info' },
    ]);
  });
});

describe('AsyncAPI errors', () => {
  it('a document with mistakes renders what it can, with warnings naming each mistake (path and message)', async () => {
    const text = 'asyncapi: 3.0.0\ninfo:\n  title: Broken\noperations:\n  go:\n    action: jump\n';
    const model = await parseSpec(text);
    assert.equal(model.info.title, 'Broken');
    assert.deepEqual(model.operations.map((o) => [o.id, o.method]), [['go', 'receive']]);
    const where = model.warnings.map((w) => [w.code, w.location]);
    assert.deepEqual(where, [['validation', '/info'], ['validation', '/operations/go/action'], ['validation', '/operations/go/channel']]);
    assert.match(model.warnings[0]!.message, /info\.version/);
    assert.match(model.warnings[1]!.message, /"jump"/);
    for (const w of model.warnings) assert.doesNotMatch(w.message, /\n\s+at /, 'no stack trace');
  });
  it('with the validate option, the parser\'s findings about the same document join the problems', async () => {
    const findings = await validateAsyncApi('asyncapi: 3.0.0\ninfo:\n  title: Broken\noperations:\n  go:\n    action: jump\n');
    assert.ok(findings.some((f) => f.code === 'validation' && f.location === '/info' && /version/.test(f.message)), JSON.stringify(findings));
    assert.ok(findings.some((f) => (f.location ?? '').startsWith('/operations/go')), JSON.stringify(findings));
  });
  it('an unsupported version fails cleanly', async () => {
    await assert.rejects(parseSpec('{"asyncapi": "1.2.0", "info": {}}'), (error: unknown) => {
      assert.ok(error instanceof SpecLoadError);
      return true;
    });
  });
});
