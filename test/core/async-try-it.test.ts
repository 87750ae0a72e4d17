/**
 * AsyncAPI Try-It's core (issue 52 point 1): the WebSocket address and messages an operation's panel starts
 * with, which message a received frame is, the payload check before sending, frames written in hex or Base64,
 * and the session against a real `ws` server on 127.0.0.1 (exact bytes both ways, pause, clear, the log as JSON
 * Lines).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type NodeWebSocket from 'ws';
import {
  base64Bytes,
  frameOf,
  hasTryableServer,
  hexPreview,
  hexToBytes,
  identifyMessage,
  mockSocketFactory,
  answeredRequest,
  bridgeOpenRecord,
  correlationValue,
  logAsJsonLines,
  parseSpec,
  payloadProblem,
  ChannelSession,
  channelTryPlan,
  withoutSecrets,
  type SocketFactory,
  type ChannelSocket,
  type TryMessage,
} from '../../src/index.js';

const doc = {
  asyncapi: '3.0.0',
  info: { title: 'Chat', version: '1.0.0' },
  servers: {
    live: { host: 'chat.example.com:{port}', protocol: 'wss', pathname: '/v1', variables: { port: { default: '8443' } } },
    broker: { host: 'mq.example.com', protocol: 'mqtt' },
    rabbit: { host: 'rabbit.example.com', protocol: 'amqp' },
  },
  channels: {
    room: {
      address: 'rooms/{roomId}',
      servers: [{ $ref: '#/servers/live' }],
      parameters: { roomId: { enum: ['general', 'random'] } },
      messages: {
        say: { name: 'Say', payload: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } }, examples: [{ payload: { text: 'hello' } }] },
        anything: { name: 'Anything' },
      },
      bindings: { ws: { query: { type: 'object', required: ['token'], properties: { token: { type: 'string', example: 'T' } } }, headers: { type: 'object', required: ['X-Key'], properties: { 'X-Key': { type: 'string' } } } } },
    },
    answers: { address: 'answers', servers: [{ $ref: '#/servers/live' }], messages: { answer: { name: 'Answer', payload: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } }, correlationId: { location: '$message.payload#/id' } } } },
    queue: { address: 'jobs', servers: [{ $ref: '#/servers/broker' }], messages: { job: { payload: { type: 'string' } } } },
    orders: { address: 'orders', servers: [{ $ref: '#/servers/rabbit' }], messages: { order: { payload: { type: 'string' } } } },
  },
  operations: {
    ask: {
      action: 'send',
      channel: { $ref: '#/channels/room' },
      messages: [{ $ref: '#/channels/room/messages/say' }, { $ref: '#/channels/room/messages/anything' }],
      reply: { channel: { $ref: '#/channels/answers' }, messages: [{ $ref: '#/channels/answers/messages/answer' }] },
    },
    work: { action: 'receive', channel: { $ref: '#/channels/queue' } },
    consume: { action: 'receive', channel: { $ref: '#/channels/orders' } },
  },
};
const model = await parseSpec(JSON.stringify(doc));
/** ws as CommonJS: its ES module wrapper's default export has no `Server`, which the typings (ws 7's) name. */
const ws = createRequire(import.meta.url)('ws') as typeof NodeWebSocket;
const op = (id: string) => model.operations.find((o) => o.id === id)!;

describe('channelTryPlan', () => {
  it('connects where the samples do: server variables, channel parameters, the query binding', () => {
    const plan = channelTryPlan(op('ask'), model);
    assert.ok('url' in plan, JSON.stringify(plan));
    assert.equal(plan.url, 'wss://chat.example.com:8443/v1/rooms/general?token=T');
    assert.deepEqual(plan.headersAsked, ['X-Key']);
    assert.equal(plan.action, 'send');
    const chosen = channelTryPlan(op('ask'), model, { channelParameters: { roomId: 'random' } });
    assert.ok('url' in chosen && chosen.url.includes('/rooms/random?'));
  });

  it('lists the operation’s messages, then its reply’s, each pre-filled', () => {
    const plan = channelTryPlan(op('ask'), model);
    assert.ok('messages' in plan);
    assert.deepEqual(plan.messages.map((m) => [m.label, m.reply]), [['Say', false], ['Anything', false], ['Answer', true]]);
    assert.deepEqual(JSON.parse(plan.messages[0]!.text), { text: 'hello' });
    assert.deepEqual(JSON.parse(plan.messages[2]!.text), { ok: true });
    assert.equal(plan.messages[2]!.correlationId, '$message.payload#/id');
  });

  it('applies a query key from the Authorize panel to the address, and the log shows it hidden', () => {
    const keyed = { ...model, securitySchemes: [{ key: 'key', kind: 'apiKey' as const, name: 'api_key', in: 'query' as const }] };
    const withKey = (credentials = {}) => channelTryPlan({ ...op('ask'), security: [{ key: [] }] }, keyed, { credentials }) as { url: string; secretQuery: string[] };
    assert.match(withKey().url, /[?&]api_key=YOUR_API_KEY/);
    const plan = withKey({ key: { value: 's3cret' } });
    assert.match(plan.url, /[?&]api_key=s3cret/);
    assert.deepEqual(plan.secretQuery, ['api_key']);
    assert.equal(withoutSecrets(plan.url, plan.secretQuery), plan.url.replace('s3cret', '%E2%80%A6'));
    assert.equal(withoutSecrets('not a url', ['api_key']), 'not a url');
  });

  it('has none for AMQP without a proxy; with one, AMQP and a TCP-only MQTT broker go through its channel bridge', () => {
    assert.deepEqual(channelTryPlan(op('consume'), model), { unsupported: 'amqp is reached through the proxy only: set proxy-url', protocol: 'amqp' });
    assert.equal(hasTryableServer(op('consume'), model), false);
    assert.equal(hasTryableServer(op('consume'), model, { proxy: true }), true);
    assert.equal(hasTryableServer(op('ask'), model), true);
    assert.equal(hasTryableServer(op('work'), model), true);

    const amqp = channelTryPlan(op('consume'), model, {}, { proxy: true });
    assert.ok('url' in amqp, JSON.stringify(amqp));
    assert.deepEqual([amqp.transport, amqp.via, amqp.url], ['amqp', 'proxy', 'amqp://rabbit.example.com:5672']);
    // No queue binding: the channel's address names the queue, declared for the session if the broker lacks it.
    assert.deepEqual(amqp.amqp, { consume: { queue: 'orders', declare: { durable: false, exclusive: false, autoDelete: true } } });
    assert.deepEqual(bridgeOpenRecord(amqp, amqp.url), { type: 'open', url: 'amqp://rabbit.example.com:5672', amqp: amqp.amqp });

    const direct = channelTryPlan(op('work'), model);
    const bridged = channelTryPlan(op('work'), model, {}, { proxy: true });
    assert.ok('url' in direct && 'url' in bridged);
    assert.deepEqual([direct.via, direct.mqtt?.tcpOnly], ['page', true]);
    assert.deepEqual([bridged.via, bridged.url], ['proxy', 'mqtt://mq.example.com:1883']);
    assert.deepEqual(bridgeOpenRecord(bridged, bridged.url), {
      type: 'open',
      url: 'mqtt://mq.example.com:1883',
      mqtt: { subscribe: ['jobs'], publish: { topic: 'jobs', qos: 0, retain: false }, protocolVersion: 4 },
    });
    // A WebSocket channel stays the page's own unless the reader switches it.
    const ws = channelTryPlan(op('ask'), model, {}, { proxy: true });
    assert.ok('url' in ws && ws.via === 'page');
  });

  it('Kafka: no Try-It even with a proxy, and the reason names the protocol (its panel says Kafka is not bridged)', async () => {
    const kafka = await parseSpec(
      JSON.stringify({
        asyncapi: '3.0.0',
        info: { title: 'K', version: '1' },
        servers: { k: { host: 'kafka.example.com:9092', protocol: 'kafka' } },
        channels: { c: { address: 'c', messages: { m: { payload: { type: 'string' } } } } },
        operations: { o: { action: 'send', channel: { $ref: '#/channels/c' } } },
      }),
    );
    const o = kafka.operations[0]!;
    assert.deepEqual(channelTryPlan(o, kafka, {}, { proxy: true }), { unsupported: 'kafka cannot be reached from a browser', protocol: 'kafka' });
    assert.equal(hasTryableServer(o, kafka), false);
    assert.equal(hasTryableServer(o, kafka, { proxy: true }), true);
  });
});

describe('identifyMessage and payloadProblem', () => {
  const plan = channelTryPlan(op('ask'), model) as { messages: TryMessage[] };
  it('names the narrowest messages a frame fits', () => {
    assert.deepEqual(identifyMessage(plan.messages, '{"text":"hi"}').map((m) => m.label), ['Say']);
    assert.deepEqual(identifyMessage(plan.messages, '{"ok":false}').map((m) => m.label), ['Answer']);
    // Only the schema-less message fits: it is named.
    assert.deepEqual(identifyMessage(plan.messages, '{"other":1}').map((m) => m.label), ['Anything']);
    assert.deepEqual(identifyMessage(plan.messages, 'plain words').map((m) => m.label), []);
  });
  it('checks a text against the chosen message before it is sent', () => {
    const [say] = plan.messages;
    assert.equal(payloadProblem(say, '{"text":"hi"}'), undefined);
    assert.deepEqual(payloadProblem(say, '{"txt":"hi"}'), { kind: 'schema', message: 'Say' });
    assert.equal(payloadProblem(say, 'nope')?.kind, 'not-json');
  });
});

describe('request/reply correlation', () => {
  const plan = channelTryPlan(op('ask'), model) as { messages: TryMessage[] };
  it('reads a correlation id at a payload location (JSON pointer), not in headers', () => {
    assert.equal(correlationValue('$message.payload#/id', '{"id":7}'), '7');
    assert.equal(correlationValue('$message.payload#/meta/a~1b', '{"meta":{"a/b":"x"}}'), 'x');
    assert.equal(correlationValue('$message.header#/correlationId', '{"id":7}'), undefined);
    assert.equal(correlationValue('$message.payload#/id', 'not json'), undefined);
    assert.equal(correlationValue('$message.payload#/id', '{"id":{"nested":1}}'), undefined);
  });
  it('finds the request a reply answers by its id, else the oldest', () => {
    const pending = [{ entryId: 1, correlation: 'a' }, { entryId: 2, correlation: 'b' }];
    const fits = (text: string) => identifyMessage(plan.messages, text);
    assert.equal(answeredRequest(pending, fits('{"ok":true,"id":"b"}'), '{"ok":true,"id":"b"}')?.entryId, 2);
    assert.equal(answeredRequest(pending, fits('{"ok":true,"id":"c"}'), '{"ok":true,"id":"c"}'), undefined);
    assert.equal(answeredRequest(pending, fits('{"ok":true}'), '{"ok":true}')?.entryId, 1);
    // Not a reply message: answers nothing.
    assert.equal(answeredRequest(pending, fits('{"text":"x"}'), '{"text":"x"}'), undefined);
  });
});

describe('frames written in hex or Base64', () => {
  it('reads hex with spaces, 0x and colons, and says what is wrong', () => {
    assert.deepEqual([...(hexToBytes('0x01 02:ff') as Uint8Array)], [1, 2, 255]);
    assert.deepEqual(hexToBytes('abc'), { error: 'an odd number of hex digits' });
    assert.deepEqual(hexToBytes('zz'), { error: 'not a hex digit: z' });
    assert.deepEqual([...(base64Bytes('AQL/') as Uint8Array)], [1, 2, 255]);
    assert.deepEqual(base64Bytes('!!'), { error: 'not Base64' });
    assert.equal(frameOf('text', 'text'), 'text');
  });
  it('previews bytes in hex, 16 a line, cut past the limit', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i);
    assert.equal(hexPreview(bytes), '00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f\n10 11 12 13');
    assert.equal(hexPreview(bytes, 2), '00 01\n… 18 more bytes');
  });
});

describe('ChannelSession against a real ws server', () => {
  let server: NodeWebSocket.Server;
  let url: string;
  const received: Array<{ binary: boolean; hex: string }> = [];
  before(async () => {
    server = new ws.Server({ host: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    url = `ws://127.0.0.1:${(server.address() as { port: number }).port}/chat`;
    server.on('connection', (socket: NodeWebSocket) =>
      socket.on('message', (data: Buffer, binary: boolean) => received.push({ binary, hex: data.toString('hex') })),
    );
  });
  after(async () => {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  });
  const open: SocketFactory = (target) => new ws(target) as unknown as ChannelSocket;
  const changed = (session: ChannelSession, until: () => boolean) =>
    new Promise<void>((resolve) => {
      if (until()) return resolve();
      const check = () => until() && (session.removeEventListener('change', check), resolve());
      session.addEventListener('change', check);
    });

  it('sends exact bytes, lists what arrives, holds frames while paused, and logs as JSON Lines', async () => {
    const plan = channelTryPlan(op('ask'), model) as { messages: TryMessage[] };
    const session = new ChannelSession(plan.messages, open);
    session.connect(url);
    await changed(session, () => session.state === 'open');
    assert.equal(session.send('{"text":"hé"}'), true);
    assert.equal(session.send(Uint8Array.of(1, 2, 255)), true);
    const [client] = server.clients;
    client!.send('{"text":"back"}');
    await changed(session, () => session.entries.some((e) => e.direction === 'in'));
    session.pause(true);
    client!.send(Buffer.from([0xca, 0xfe]), { binary: true });
    await changed(session, () => session.held.length === 1);
    assert.equal(session.entries.filter((e) => e.direction === 'in').length, 1);
    session.pause(false);
    const incoming = session.entries.filter((e) => e.direction === 'in');
    assert.deepEqual(incoming.map((e) => [e.text, e.matches, e.size]), [['{"text":"back"}', ['Say'], 15], [undefined, [], 2]]);
    assert.deepEqual([...incoming[1]!.bytes!], [0xca, 0xfe]);
    await new Promise<void>((resolve) => (received.length >= 2 ? resolve() : server.clients.forEach((c) => c.once('message', () => setImmediate(resolve)))));
    assert.deepEqual(received, [
      { binary: false, hex: Buffer.from('{"text":"hé"}').toString('hex') },
      { binary: true, hex: '0102ff' },
    ]);
    const lines = logAsJsonLines(session.entries).split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(lines.map((l) => l.direction), ['event', 'out', 'out', 'in', 'in']);
    assert.equal(lines[2].hex, '0102ff');
    assert.equal(lines[1].size, 14);
    session.disconnect();
    assert.equal(session.state, 'closed');
    assert.equal(session.send('late'), false);
    session.clear();
    assert.deepEqual(session.entries, []);
  });

  it('marks the reply to each request sent, by correlation id', async () => {
    const plan = channelTryPlan(op('ask'), model) as { messages: TryMessage[] };
    const session = new ChannelSession(plan.messages, open);
    session.connect(url);
    await changed(session, () => session.state === 'open');
    session.send('{"text":"first","id":"a"}');
    session.send('{"text":"second","id":"b"}');
    const [a, b] = session.entries.filter((e) => e.direction === 'out');
    for (const client of server.clients) client.send('{"ok":true,"id":"b"}');
    for (const client of server.clients) client.send('{"ok":false,"id":"a"}');
    await changed(session, () => session.entries.filter((e) => e.direction === 'in').length === 2);
    assert.deepEqual(session.entries.filter((e) => e.direction === 'in').map((e) => e.replyTo), [b!.id, a!.id]);
    session.disconnect();
  });

  it('logs the address opened with credential values hidden', async () => {
    const session = new ChannelSession([], open, ['token']);
    session.connect(`${url}?token=s3cret&room=a`);
    await changed(session, () => session.state === 'open');
    assert.equal(session.entries[0]!.detail, `${url}?token=%E2%80%A6&room=a`);
    assert.doesNotMatch(logAsJsonLines(session.entries), /s3cret/);
    session.disconnect();
  });

  it('logs a connection that fails', async () => {
    const session = new ChannelSession([], open);
    session.connect('ws://127.0.0.1:1/none');
    await changed(session, () => session.state === 'closed');
    assert.ok(session.entries.some((e) => e.event === 'error' || e.event === 'close'));
  });
});

describe('mock channels (no network)', () => {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a receive operation’s channel emits its messages in turn, on the injected clock', async () => {
    const plan = channelTryPlan(op('work'), model, {}, { mock: true });
    assert.ok('messages' in plan, JSON.stringify(plan));
    assert.equal(plan.url, 'mqtt://mq.example.com:1883');
    const ticks: Array<() => void> = [];
    let stopped = false;
    const repeat = (run: () => void) => (ticks.push(run), () => void (stopped = true));
    const session = new ChannelSession(plan.messages, mockSocketFactory(plan, { repeat }));
    session.connect(plan.url);
    await settled();
    assert.equal(session.state, 'open');
    ticks[0]!();
    ticks[0]!();
    const incoming = session.entries.filter((e) => e.direction === 'in');
    assert.equal(incoming.length, 2);
    assert.equal(incoming[0]!.text, plan.messages[0]!.text);
    session.disconnect();
    assert.equal(stopped, true);
  });

  it('a send operation’s text is checked and answered with the reply’s example, its correlation id set', async () => {
    const plan = channelTryPlan(op('ask'), model, {}, { mock: true });
    assert.ok('messages' in plan);
    const session = new ChannelSession(plan.messages, mockSocketFactory(plan));
    session.connect(plan.url);
    await settled();
    session.send('{"text":"question","id":"z9"}');
    await settled();
    const reply = session.entries.at(-1)!;
    assert.equal(reply.direction, 'in');
    assert.deepEqual(JSON.parse(reply.text!), { ok: true, id: 'z9' });
    assert.equal(reply.replyTo, session.entries.at(-2)!.id);
    session.send('not json');
    await settled();
    assert.match(session.entries.at(-1)!.text!, /^\{"mockError":"The message is not JSON: /);
    session.disconnect();
    const strict = new ChannelSession([], mockSocketFactory({ action: 'send', messages: plan.messages.filter((m) => m.label !== 'Anything') }));
    strict.connect(plan.url);
    await settled();
    strict.send('{"txt":1}');
    await settled();
    assert.equal(strict.entries.at(-1)!.text, '{"mockError":"The message does not match the payload schema of Say"}');
    strict.disconnect();
  });
});

