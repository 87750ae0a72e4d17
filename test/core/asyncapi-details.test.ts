/** AsyncAPI details the model carries for the page: reply channel and address, tags with descriptions, headers examples. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseSpec, type ApiModel, type Operation } from '../../src/index.js';
import { loadCorpusSpec } from './spec-helpers.js';

const fixture = (name: string) => parseSpec(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));

function op(model: ApiModel, id: string): Operation {
  const found = model.operations.find((o) => o.id === id);
  assert.ok(found, `operation ${id}`);
  return found;
}
const message = (model: ApiModel, id: string) => model.messages?.find((m) => m.id === id);

describe('AsyncAPI 3 reply: the channel by its address, the runtime address with its description', () => {
  it('fixture: channel key pong, address dynamic, reply.address location and description', async () => {
    const reply = op(await fixture('asyncapi-3-ping-pong.yaml'), 'pingRequest').async?.reply;
    assert.equal(reply?.address, 'dynamic');
    assert.equal(reply?.channel, 'pong');
    assert.deepEqual(reply?.runtimeAddress, {
      location: '$message.header#/replyTo',
      description: 'The reply goes to the topic the **replyTo** header names. <script>window.__svXss = 1</script>',
    });
    assert.deepEqual(reply?.messages.map((m) => m.id), ['pong']);
  });
  it('Adeo Kafka: the reply channel address and the header the reply topic is read from stay apart', async () => {
    const reply = op(await loadCorpusSpec('asyncapi3-adeo-kafka-request-reply.yml'), 'requestCosting').async?.reply;
    assert.equal(reply?.address, 'adeo-{env}-case-study-COSTING-RESPONSE-{version}');
    assert.equal(reply?.channel, 'costingResponse');
    assert.deepEqual(reply?.runtimeAddress, { location: '$message.header#/REPLY_TOPIC' });
  });
  it('Kraken: a reply channel with no reply.address has no runtime address', async () => {
    const reply = op(await loadCorpusSpec('asyncapi3-kraken-websocket-request-reply-multiple-channels.yml'), 'receivePing').async?.reply;
    assert.deepEqual([reply?.address, reply?.channel, reply?.runtimeAddress], ['/', 'pong', undefined]);
  });
});

describe('AsyncAPI tags: messages, servers, channels, operations', () => {
  it('server tags with descriptions and docs (2.x and 3.0 streetlights)', async () => {
    for (const file of ['asyncapi2-streetlights-mqtt.yml', 'asyncapi3-streetlights-mqtt.yml']) {
      const model = await loadCorpusSpec(file);
      assert.deepEqual(model.servers[0]?.tags?.map((t) => [t.name, t.description]), [
        ['env:production', 'This environment is meant for production use case'],
        ['kind:remote', 'This server is a remote server. Not exposed by the application'],
        ['visibility:public', 'This resource is public and available to everyone'],
      ], file);
    }
  });
  it('3.0 fixture: message, server and channel tags; a bare name takes the root tag’s description and docs', async () => {
    const model = await fixture('asyncapi-3-ping-pong.yaml');
    const health = { name: 'health', description: 'Liveness checks.', externalDocs: { url: 'https://example.com/docs/health', description: 'Health guide' } };
    assert.deepEqual(message(model, 'ping')?.tags, [
      health,
      { name: 'beta', description: 'May change without notice.', externalDocs: { url: 'https://example.com/docs/beta' } },
    ]);
    assert.deepEqual(model.servers[0]?.tags?.[0]?.externalDocs, { url: 'https://example.com/docs/environments', description: 'Environments' });
    assert.deepEqual(model.servers[0]?.tags?.[1], health);
    assert.deepEqual(op(model, 'pingRequest').async?.channel.tags, [{ name: 'kind:request', description: 'Requests from clients.' }]);
    assert.deepEqual(message(model, 'pong')?.tags, []);
  });
  it('an operation tag described only on the operation describes its section', async () => {
    const model = await fixture('asyncapi-3-ping-pong.yaml');
    assert.deepEqual(model.tags.map((t) => [t.name, t.description, t.operationIds]), [
      ['health', 'Liveness checks.', ['pingRequest']],
      ['probes', 'Probes used by the **load balancer**.', ['pingRequest']],
    ]);
  });
  it('2.x fixture and Adeo Kafka: message tags', async () => {
    const orders = await fixture('asyncapi-2-orders.yaml');
    assert.deepEqual(message(orders, 'orderCreated')?.tags, [
      { name: 'orders' },
      { name: 'lifecycle', description: 'Order **lifecycle** events.', externalDocs: { url: 'https://example.com/docs/lifecycle' } },
    ]);
    const adeo = await loadCorpusSpec('asyncapi3-adeo-kafka-request-reply.yml');
    const costing = adeo.messages?.find((m) => m.name === 'CostingRequestV1' || m.id === 'costingRequestV1');
    assert.deepEqual(costing?.tags.map((t) => t.name), ['costing']);
    assert.ok(costing?.tags[0]?.description, 'the root costing tag lends its description');
  });
});

describe('AsyncAPI message examples keep headers beside the payload', () => {
  it('3.0 fixture: examples[].headers and examples[].payload apart; a headers-only example has no payload', async () => {
    const pong = message(await fixture('asyncapi-3-ping-pong.yaml'), 'pong');
    assert.deepEqual(pong?.examples, [
      { name: 'healthy', summary: 'A healthy server', value: { ok: true }, headers: { replyTo: 'pong.client-7' } },
      { name: 'headers only', headers: { replyTo: 'pong.client-8' } },
    ]);
  });
  it('2.x fixture: an example with headers and payload', async () => {
    const created = message(await fixture('asyncapi-2-orders.yaml'), 'orderCreated');
    assert.deepEqual(created?.examples[0], { name: 'small', value: { id: 'o-1', total: 9.5 }, headers: { 'x-trace-id': 't-1' } });
  });
});
