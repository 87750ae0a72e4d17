/**
 * The proxy's channel bridge (issue 52 point 4) against real local servers: Debian's mosquitto over TCP, a `ws`
 * server, Debian's rabbitmq-server. A page's WebSocket (a `ws` client here) says where to connect; the proxy
 * relays the exact bytes both ways, under its rules: a private address is refused unless allowed, a message over
 * the size limit ends the session, an origin it does not serve is refused, a stop ends open sessions with a record,
 * and the audit record counts messages without credentials. Every wait is for an event or a record.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { connect as mqttConnect, type MqttClient } from 'mqtt';
import { createProxyServer, type AuditRecord, type ProxyOptions } from '../src/index.js';
import { ensureDebianPackages, startMosquitto, startRabbitMq, startWsServer, type Broker, type WsConnection } from '../../../test/core/async-brokers.js';
import { openBridge } from './bridge-client.js';
import { buildCli, startCli, type CliBuild } from './cli-process.js';

const USER = 'ada';
const PASSWORD = 'lovelace-secret';
const missing = ensureDebianPackages({ mosquitto: '/usr/sbin/mosquitto', 'rabbitmq-server': '/usr/lib/rabbitmq/bin/rabbitmq-server' });

let mosquitto: Broker & { authPort: number };
let rabbit: Broker | undefined;
let wsServer: Broker & { connections: WsConnection[] };
let watcher: MqttClient;

before(async () => {
  assert.equal(missing, undefined, missing);
  mosquitto = await startMosquitto(USER, PASSWORD);
  wsServer = await startWsServer('{"ok":true}');
  watcher = mqttConnect(`mqtt://127.0.0.1:${mosquitto.port}`, { reconnectPeriod: 0 });
  await new Promise((resolve) => watcher.once('connect', resolve));
});

after(async () => {
  watcher?.end(true);
  await Promise.all([mosquitto?.stop(), wsServer?.stop(), rabbit?.stop()]);
});

async function startProxyServer(options: ProxyOptions = {}) {
  const records: AuditRecord[] = [];
  const proxy = createProxyServer({ allowPrivateHosts: ['127.0.0.1'], rateLimitPerMinute: 10_000, log: 'none', onRequest: (r) => void records.push(r), ...options });
  const address = await proxy.listen(0, '127.0.0.1');
  return { proxy, records, url: `http://127.0.0.1:${address.port}/api/proxy` };
}

/** The next message on `topic` the watcher sees. */
async function watch(topic: string): Promise<() => Promise<Buffer>> {
  await watcher.subscribeAsync(topic, { qos: 1 });
  return () =>
    new Promise((resolve) => {
      const seen = (t: string, payload: Buffer): void => {
        if (t !== topic) return;
        watcher.off('message', seen);
        resolve(payload);
      };
      watcher.on('message', seen);
    });
}

describe('channel bridge: MQTT over TCP', () => {
  it('subscribes and publishes for the page: exact bytes both ways, text and binary, with the QoS asked', async () => {
    const { proxy, records, url } = await startProxyServer();
    const page = await openBridge(url);
    page.send({ type: 'open', url: `mqtt://127.0.0.1:${mosquitto.port}`, mqtt: { subscribe: ['lights/1/measured'], publish: { topic: 'lights/1/set', qos: 1, retain: false } } });
    assert.deepEqual(await page.next(), { type: 'open' });

    const nextSet = await watch('lights/1/set');
    page.send({ type: 'send', data: '{"on":true}', encoding: 'utf-8' });
    assert.equal((await nextSet()).toString('utf8'), '{"on":true}');
    const bytes = Buffer.from([0, 1, 254, 255]);
    const nextBinary = nextSet();
    page.send({ type: 'send', data: bytes.toString('base64'), encoding: 'base64' });
    assert.deepEqual(await nextBinary, bytes);

    await watcher.publishAsync('lights/1/measured', '{"lumens":3}');
    assert.deepEqual(await page.next(), { type: 'message', data: '{"lumens":3}', encoding: 'utf-8', source: 'lights/1/measured' });
    await watcher.publishAsync('lights/1/measured', Buffer.from([0xff, 0x00]));
    assert.deepEqual(await page.next(), { type: 'message', data: Buffer.from([0xff, 0x00]).toString('base64'), encoding: 'base64', source: 'lights/1/measured' });

    page.close();
    await page.closed;
    await proxy.close();
    assert.equal(records.length, 1);
    assert.deepEqual({ ...records[0], duration: 0, timestamp: '' }, {
      targetUrl: `mqtt://127.0.0.1:${mosquitto.port}`,
      method: 'MQTT',
      statusCode: 101,
      duration: 0,
      timestamp: '',
      ip: '127.0.0.1',
      sent: 2,
      received: 2,
      size: 11 + 4 + 12 + 2,
      stream: 'client_closed',
    });
  });

  it('MQTT 5: publish properties (a reply address in a header) reach the broker as the response topic and a user property', async () => {
    const { proxy, url } = await startProxyServer();
    const v5 = mqttConnect(`mqtt://127.0.0.1:${mosquitto.port}`, { reconnectPeriod: 0, protocolVersion: 5 });
    await new Promise((resolve) => v5.once('connect', resolve));
    await v5.subscribeAsync('lights/ask', { qos: 1 });
    const asked = new Promise<{ payload: string; properties: unknown }>((resolve) =>
      v5.once('message', (_topic: string, payload: Buffer, packet: { properties?: unknown }) => resolve({ payload: payload.toString(), properties: packet.properties })),
    );
    const page = await openBridge(url);
    const properties = { responseTopic: 'replies/p1', userProperties: { replyTo: 'replies/p1' } };
    page.send({ type: 'open', url: `mqtt://127.0.0.1:${mosquitto.port}`, mqtt: { subscribe: ['replies/p1'], publish: { topic: 'lights/ask', qos: 1, retain: false, properties }, protocolVersion: 5 } });
    assert.deepEqual(await page.next(), { type: 'open' });
    page.send({ type: 'send', data: '{"id":"a1"}', encoding: 'utf-8' });
    const { payload, properties: got } = await asked;
    assert.equal(payload, '{"id":"a1"}');
    assert.deepEqual(JSON.parse(JSON.stringify(got)), properties);
    await v5.publishAsync('replies/p1', '{"ok":true}');
    assert.deepEqual(await page.next(), { type: 'message', data: '{"ok":true}', encoding: 'utf-8', source: 'replies/p1' });
    page.close();
    await page.closed;
    await v5.endAsync();
    await proxy.close();
  });

  it('applies the credentials of the open record; wrong ones end the session with the broker\'s refusal, and neither reaches the audit record', async () => {
    const { proxy, records, url } = await startProxyServer();
    const good = await openBridge(url);
    good.send({ type: 'open', url: `mqtt://127.0.0.1:${mosquitto.authPort}`, username: USER, password: PASSWORD, mqtt: { subscribe: ['secure/t'] } });
    assert.deepEqual(await good.next(), { type: 'open' });
    good.close();
    await good.closed;

    const bad = await openBridge(url);
    bad.send({ type: 'open', url: `mqtt://127.0.0.1:${mosquitto.authPort}`, username: USER, password: 'wrong', mqtt: { subscribe: ['secure/t'] } });
    const refused = await bad.next();
    assert.equal(refused.type, 'error');
    assert.equal(refused.type === 'error' && refused.code, 'upstream_error');
    assert.match(refused.type === 'error' ? refused.message : '', /The MQTT broker: .*(Not authorized|Bad username or password)/i);
    assert.equal(await bad.closed, 1011);
    await proxy.close();
    assert.equal(records.length, 2);
    assert.ok(!JSON.stringify(records).includes(PASSWORD) && !JSON.stringify(records).includes('wrong'), JSON.stringify(records));
    assert.deepEqual([records[1]!.statusCode, records[1]!.error], [502, 'upstream_error']);
  });

  it('through the real command: the audit line counts the messages, and SIGTERM ends an open session with a proxy_stopping record', async () => {
    let cli: CliBuild | undefined;
    try {
      cli = await buildCli();
      const running = await startCli(cli.bin, ['--allow-private-hosts', '127.0.0.1', '--log', 'json']);
      const page = await openBridge(running.url);
      page.send({ type: 'open', url: `mqtt://127.0.0.1:${mosquitto.port}`, mqtt: { subscribe: [], publish: { topic: 'cli/t', qos: 0, retain: false } } });
      assert.deepEqual(await page.next(), { type: 'open' });
      const next = await watch('cli/t');
      page.send({ type: 'send', data: 'hello', encoding: 'utf-8' });
      assert.equal((await next()).toString(), 'hello');
      running.child.kill('SIGTERM');
      const stopping = await page.next();
      assert.deepEqual(stopping.type === 'error' && [stopping.code, stopping.status], ['proxy_stopping', 503]);
      assert.equal(await page.closed, 1001);
      assert.equal(await running.exited, 0);
      const line = JSON.parse(running.stdout().trim().split('\n').at(-1)!) as AuditRecord;
      assert.deepEqual([line.method, line.sent, line.received, line.error, line.stream], ['MQTT', 1, 0, 'proxy_stopping', 'error']);
    } finally {
      cli?.remove();
    }
  });
});

describe('channel bridge: a WebSocket server the page cannot open itself', () => {
  it('relays frames both ways and sends no Origin; a page from another origin is refused', async () => {
    const { proxy, url } = await startProxyServer();
    const page = await openBridge(url, { origin: `http://127.0.0.1:1` }); // not the proxy's origin: refused below
    page.send({ type: 'open', url: `ws://127.0.0.1:${wsServer.port}/reply/a` });
    const refused = await page.next();
    assert.deepEqual(refused.type === 'error' && [refused.code, refused.status], ['origin_not_allowed', 403]);
    assert.equal(await page.closed, 1008);

    const same = await openBridge(url);
    same.send({ type: 'open', url: `ws://127.0.0.1:${wsServer.port}/reply/b` });
    assert.deepEqual(await same.next(), { type: 'open' });
    same.send({ type: 'send', data: '{"ping":1}', encoding: 'utf-8' });
    assert.deepEqual(await same.next(), { type: 'message', data: '{"ok":true}', encoding: 'utf-8' });
    const connection = wsServer.connections.find((c) => c.path === '/reply/b')!;
    assert.deepEqual(connection.messages, ['{"ping":1}']);
    assert.equal(connection.headers.origin, undefined);
    await proxy.close();
  });
});

describe('channel bridge: the proxy\'s rules', () => {
  it('refuses a private address unless allowed, with ssrf_blocked before any connection', async () => {
    const { proxy, records, url } = await startProxyServer({ allowPrivateHosts: [] });
    const page = await openBridge(url);
    page.send({ type: 'open', url: `mqtt://127.0.0.1:${mosquitto.port}`, mqtt: { subscribe: ['x'] } });
    const refused = await page.next();
    assert.deepEqual(refused.type === 'error' && [refused.code, refused.status], ['ssrf_blocked', 403]);
    assert.equal(await page.closed, 1008);
    const named = await openBridge(url);
    named.send({ type: 'open', url: `mqtt://localhost:${mosquitto.port}`, mqtt: { subscribe: ['x'] } });
    const resolved = await named.next();
    assert.deepEqual(resolved.type === 'error' && resolved.code, 'ssrf_blocked');
    await proxy.close();
    assert.deepEqual(records.map((r) => r.error), ['ssrf_blocked', 'ssrf_blocked']);
  });

  it('a message over the size limit ends the session with payload_too_large and sends nothing', async () => {
    const { proxy, url } = await startProxyServer({ maxBodySize: 1024 });
    const page = await openBridge(url);
    page.send({ type: 'open', url: `ws://127.0.0.1:${wsServer.port}/big` });
    assert.deepEqual(await page.next(), { type: 'open' });
    page.send({ type: 'send', data: 'x'.repeat(1025), encoding: 'utf-8' });
    const refused = await page.next();
    assert.deepEqual(refused.type === 'error' && [refused.code, refused.status], ['payload_too_large', 413]);
    assert.equal(await page.closed, 1009);
    assert.deepEqual(wsServer.connections.find((c) => c.path === '/big')?.messages, []);
    await proxy.close();
  });

  it('bad records and requests: JSON errors with precise codes, and the proxy keeps serving', async () => {
    const { proxy, url } = await startProxyServer();
    for (const [frame, code] of [
      ['not json', 'invalid_json'],
      ['{"type":"send","data":"x"}', 'invalid_envelope'],
      ['{"type":"open","url":"http://127.0.0.1/"}', 'invalid_target'],
      [`{"type":"open","url":"mqtt://user:pw@127.0.0.1:${mosquitto.port}"}`, 'invalid_target'],
      // MQTT 5 properties over MQTT 3.1.1, and a user property that is not text.
      [`{"type":"open","url":"mqtt://127.0.0.1:${mosquitto.port}","mqtt":{"subscribe":[],"publish":{"topic":"t","properties":{"responseTopic":"r"}}}}`, 'invalid_envelope'],
      [`{"type":"open","url":"mqtt://127.0.0.1:${mosquitto.port}","mqtt":{"subscribe":[],"protocolVersion":5,"publish":{"topic":"t","properties":{"userProperties":{"a":1}}}}}`, 'invalid_envelope'],
    ] as const) {
      const page = await openBridge(url);
      page.send(frame);
      const refused = await page.next();
      assert.deepEqual(refused.type === 'error' && [refused.code, refused.status], [code, 400], frame);
      assert.equal(await page.closed, 1008);
    }
    // An upgrade to something other than WebSocket.
    const socket = createConnection(Number(new URL(url).port), '127.0.0.1');
    socket.write('GET /api/proxy HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: upgrade\r\nupgrade: h2c\r\n\r\n');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    await once(socket, 'close');
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /"code":"invalid_envelope"/);
    // Still serving: a session opens.
    const page = await openBridge(url);
    page.send({ type: 'open', url: `ws://127.0.0.1:${wsServer.port}/after` });
    assert.deepEqual(await page.next(), { type: 'open' });
    await proxy.close();
  });

  it('the rate limit counts sessions and messages: a message over it is not sent and says so', async () => {
    const { proxy, url } = await startProxyServer({ rateLimitPerMinute: 2 });
    const page = await openBridge(url);
    page.send({ type: 'open', url: `ws://127.0.0.1:${wsServer.port}/reply/limited` });
    assert.deepEqual(await page.next(), { type: 'open' });
    page.send({ type: 'send', data: 'one', encoding: 'utf-8' });
    assert.equal((await page.next()).type, 'message', 'the server answered the first message');
    page.send({ type: 'send', data: 'two', encoding: 'utf-8' });
    const warning = await page.next();
    assert.deepEqual(warning.type === 'warning' && warning.code, 'rate_limited');
    page.close();
    await page.closed;
    await proxy.close();
    assert.deepEqual(wsServer.connections.find((c) => c.path === '/reply/limited')?.messages, ['one']);
  });
});

describe('channel bridge: AMQP 0-9-1 (RabbitMQ)', () => {
  type Channel = import('amqplib').Channel;
  let connection: import('amqplib').ChannelModel;
  let channel: Channel;
  before(async () => {
    // A RabbitMQ node boots in seconds on an idle machine; a busy one needs longer (the wait is for its port).
    rabbit = await startRabbitMq(300_000);
    const amqp = await import('amqplib');
    connection = await amqp.connect(`amqp://127.0.0.1:${rabbit.port}`);
    channel = await connection.createChannel();
  });
  after(async () => {
    await connection?.close();
  });

  it('consumes an existing durable queue as it is (a passive check, no re-declaration), and relays its messages', async () => {
    await channel.assertQueue('orders', { durable: true });
    const { proxy, records, url } = await startProxyServer();
    const page = await openBridge(url);
    // The page's flags differ from the queue's: declaring would fail with PRECONDITION_FAILED; the bridge checks first.
    page.send({ type: 'open', url: `amqp://127.0.0.1:${rabbit!.port}`, amqp: { consume: { queue: 'orders', declare: { durable: false, exclusive: false, autoDelete: true } } } });
    assert.deepEqual(await page.next(), { type: 'open' });
    channel.sendToQueue('orders', Buffer.from('{"id":7}'));
    assert.deepEqual(await page.next(), { type: 'message', data: '{"id":7}', encoding: 'utf-8', source: 'orders' });
    page.close();
    await page.closed;
    await proxy.close();
    assert.deepEqual([records[0]!.method, records[0]!.received], ['AMQP', 1]);
    assert.equal((await channel.checkQueue('orders')).queue, 'orders', 'the durable queue is still there');
  });

  it('a queue the broker lacks is declared with the binding\'s flags; without them the session says the queue is missing', async () => {
    const { proxy, url } = await startProxyServer();
    const missingQueue = await openBridge(url);
    missingQueue.send({ type: 'open', url: `amqp://127.0.0.1:${rabbit!.port}`, amqp: { consume: { queue: 'nowhere' } } });
    const refused = await missingQueue.next();
    assert.equal(refused.type, 'error');
    assert.match(refused.type === 'error' ? refused.message : '', /no queue "nowhere"/);
    const declared = await openBridge(url);
    declared.send({ type: 'open', url: `amqp://127.0.0.1:${rabbit!.port}`, amqp: { consume: { queue: 'fresh', declare: { durable: false, exclusive: false, autoDelete: true } } } });
    assert.deepEqual(await declared.next(), { type: 'open' });
    channel.sendToQueue('fresh', Buffer.from([0xff, 0, 1])); // not UTF-8: relayed as bytes
    assert.deepEqual(await declared.next(), { type: 'message', data: '/wAB', encoding: 'base64', source: 'fresh' });
    await proxy.close();
  });

  it('publishes as mandatory with confirms: a message no queue takes comes back as a warning; a routed one arrives exactly', async () => {
    await channel.assertQueue('jobs', { durable: false });
    const { proxy, url } = await startProxyServer();
    const page = await openBridge(url);
    page.send({ type: 'open', url: `amqp://127.0.0.1:${rabbit!.port}`, amqp: { publish: { exchange: 'amq.direct', routingKey: 'nobody-listens' } } });
    assert.deepEqual(await page.next(), { type: 'open' });
    page.send({ type: 'send', data: 'lost?', encoding: 'utf-8' });
    const warning = await page.next();
    assert.deepEqual(warning.type === 'warning' && warning.code, 'unroutable');
    assert.match(warning.type === 'warning' ? warning.message : '', /amq\.direct.*nobody-listens/);
    page.close();
    await page.closed;

    const routed = await openBridge(url);
    routed.send({ type: 'open', url: `amqp://127.0.0.1:${rabbit!.port}`, amqp: { publish: { exchange: '', routingKey: 'jobs' } } });
    assert.deepEqual(await routed.next(), { type: 'open' });
    routed.send({ type: 'send', data: '{"job":1}', encoding: 'utf-8' });
    const job = await new Promise<Buffer>((resolve) => {
      const poll = async (): Promise<void> => {
        const got = await channel.get('jobs', { noAck: true });
        if (got) return resolve(got.content);
        setTimeout(() => void poll(), 50);
      };
      void poll();
    });
    assert.equal(job.toString(), '{"job":1}');
    await proxy.close();
  });

  it('request/reply: the bridge\'s reply queue is the message\'s replyTo, and the answer comes back with its correlation id kept', async () => {
    await channel.assertQueue('requests', { durable: false });
    await channel.consume('requests', (message) => {
      if (!message) return;
      channel.sendToQueue(message.properties.replyTo as string, Buffer.from(`{"answer":${message.content.toString()},"to":"${message.properties.correlationId as string}"}`));
      channel.ack(message);
    });
    const { proxy, url } = await startProxyServer();
    const page = await openBridge(url);
    page.send({ type: 'open', url: `amqp://127.0.0.1:${rabbit!.port}`, amqp: { publish: { exchange: '', routingKey: 'requests' }, replyQueue: true } });
    const opened = await page.next();
    assert.equal(opened.type, 'open');
    assert.match(opened.type === 'open' ? (opened.replyTo ?? '') : '', /^amq\.gen-/);
    page.send({ type: 'send', data: '42', encoding: 'utf-8', correlationId: 'c-1' });
    const reply = await page.next();
    assert.deepEqual(reply.type === 'message' && JSON.parse(reply.data), { answer: 42, to: 'c-1' });
    await proxy.close();
  });
});
