/**
 * AsyncAPI Try-It over MQTT and Server-Sent Events (issue 52 point 3): what an operation's panel connects to and
 * with which bindings, then the session against Debian's mosquitto over its WebSocket listener (the `mqtt` client,
 * as a page runs it) and against an event stream served on 127.0.0.1: the broker receives the exact bytes with the
 * bindings' QoS and retain flag, a message the test publishes arrives, a request's reply arrives on the reply
 * topic, wrong credentials and a TCP-only address are refused with a reason.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect as mqttConnect, type MqttClient } from 'mqtt';
import { ChannelSession, channelTryPlan, mqttSocketFactory, parseSpec, sseSocketFactory, type ChannelTryPlan } from '../../src/index.js';
import { startMosquitto, type Broker } from './async-brokers.js';

const USER = 'ada';
const PASSWORD = 'lovelace';

const doc = {
  asyncapi: '3.0.0',
  info: { title: 'Lights', version: '1.0.0' },
  servers: {
    broker: {
      host: 'broker.example.com:9001',
      protocol: 'ws',
      pathname: '/mqtt',
      bindings: { mqtt: { clientId: 'lights-panel' } },
      security: [{ $ref: '#/components/securitySchemes/userPass' }],
    },
    tcp: { host: 'broker.example.com', protocol: 'mqtt' },
    wsMqtt: { host: 'edge.example.com', protocol: 'wss', pathname: '/mqtt' },
    events: { host: 'events.example.com', protocol: 'https' },
  },
  channels: {
    measured: {
      address: 'lights/{lightId}/measured',
      servers: [{ $ref: '#/servers/broker' }],
      parameters: { lightId: { default: 'l1' } },
      messages: { measured: { name: 'Measured', payload: { type: 'object', properties: { lumens: { type: 'integer' } } }, examples: [{ payload: { lumens: 3 } }] } },
      bindings: { mqtt: { qos: 1 } },
    },
    turnOn: {
      address: 'lights/on',
      servers: [{ $ref: '#/servers/broker' }],
      messages: { turnOn: { name: 'TurnOn', payload: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, replyTo: { type: 'string' } } }, examples: [{ payload: { id: 'r1' } }] } },
    },
    ask: {
      address: 'lights/ask',
      servers: [{ $ref: '#/servers/broker' }],
      messages: { ask: { name: 'Ask', payload: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } }, examples: [{ payload: { id: 'r1' } }] } },
    },
    done: { address: null, servers: [{ $ref: '#/servers/broker' }], messages: { done: { name: 'Done', payload: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } } } },
    edge: { address: 'edge/{lightId}', servers: [{ $ref: '#/servers/wsMqtt' }], parameters: { lightId: {} }, messages: { ping: { payload: { type: 'string' } } }, bindings: { mqtt: { bindingVersion: '0.2.0' } } },
    plain: { address: 'plain', servers: [{ $ref: '#/servers/tcp' }], messages: { m: { payload: { type: 'string' } } } },
    feed: { address: '/feed', servers: [{ $ref: '#/servers/events' }], messages: { tick: { name: 'Tick', contentType: 'text/event-stream', payload: { type: 'object', properties: { n: { type: 'integer' } } } } } },
  },
  components: { securitySchemes: { userPass: { type: 'userPassword' } } },
  operations: {
    watch: { action: 'receive', channel: { $ref: '#/channels/measured' } },
    switchOn: {
      action: 'send',
      channel: { $ref: '#/channels/turnOn' },
      bindings: { mqtt: { qos: 1, retain: true } },
      reply: { channel: { $ref: '#/channels/done' }, address: { location: '$message.payload#/replyTo' } },
    },
    askHeader: {
      action: 'send',
      channel: { $ref: '#/channels/ask' },
      reply: { channel: { $ref: '#/channels/done' }, address: { location: '$message.header#/replyTo' } },
    },
    ping: { action: 'send', channel: { $ref: '#/channels/edge' } },
    plain: { action: 'send', channel: { $ref: '#/channels/plain' } },
    ticks: { action: 'receive', channel: { $ref: '#/channels/feed' } },
  },
};
const model = await parseSpec(JSON.stringify(doc));
const op = (id: string) => model.operations.find((o) => o.id === id)!;
const plan = (id: string, options = {}) => channelTryPlan(op(id), model, options) as ChannelTryPlan;

/** The next `name` event of an MQTT client, with its arguments (its typings are not Node's EventEmitter's). */
function next(client: MqttClient, name: 'connect' | 'message'): Promise<unknown[]> {
  return new Promise((resolve) => client.once(name, (...args: unknown[]) => resolve(args)));
}

function changed(session: ChannelSession, until: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (until()) return resolve();
    const check = () => until() && (session.removeEventListener('change', check), resolve());
    session.addEventListener('change', check);
  });
}

describe('channelTryPlan for MQTT and event streams', () => {
  it('MQTT: the broker’s WebSocket address, the channel as topic, QoS, retain and client id from the bindings', () => {
    const watch = plan('watch');
    assert.equal(watch.transport, 'mqtt');
    assert.equal(watch.url, 'ws://broker.example.com:9001/mqtt');
    assert.deepEqual(watch.mqtt, { topic: 'lights/l1/measured', qos: 1, retain: false, protocolVersion: 4, tcpOnly: false, clientId: 'lights-panel' });
    assert.deepEqual(watch.headersAsked, []);
    const on = plan('switchOn');
    assert.equal(on.mqtt?.qos, 1);
    assert.equal(on.mqtt?.retain, true);
  });

  it('a request whose reply address is in its payload gets a reply topic of the panel’s, written into the pre-filled text', () => {
    const on = plan('switchOn');
    assert.match(on.mqtt!.replyTopic!, /^spec-viewer\/replies\/[0-9a-f]{12}$/);
    assert.deepEqual(JSON.parse(on.messages[0]!.text), { id: 'r1', replyTo: on.mqtt!.replyTopic });
  });

  it('a request whose reply address is a header: a reply topic of the panel’s, sent as MQTT 5’s response topic and as that user property', () => {
    const ask = plan('askHeader');
    const topic = ask.mqtt!.replyTopic!;
    assert.match(topic, /^spec-viewer\/replies\/[0-9a-f]{12}$/);
    assert.equal(ask.mqtt!.protocolVersion, 5, 'user properties are MQTT 5');
    assert.deepEqual(ask.mqtt!.properties, { responseTopic: topic, userProperties: { replyTo: topic } });
    assert.deepEqual(JSON.parse(ask.messages[0]!.text), { id: 'r1' }, 'the payload stays the example');
    assert.equal(plan('switchOn').mqtt!.properties, undefined);
  });

  it('a ws server whose channel has MQTT bindings carries MQTT; a TCP-only broker is marked so', () => {
    const ping = plan('ping', { channelParameters: { lightId: 'x' } });
    assert.equal(ping.transport, 'mqtt');
    assert.equal(ping.url, 'wss://edge.example.com:443/mqtt');
    assert.equal(ping.mqtt?.topic, 'edge/x');
    const tcp = plan('plain');
    assert.equal(tcp.url, 'mqtt://broker.example.com:1883');
    assert.equal(tcp.mqtt?.tcpOnly, true);
  });

  it('credentials applied in the Authorize panel reach the client; the samples’ placeholders never do', () => {
    const without = plan('watch');
    assert.equal(without.mqtt?.username, undefined);
    assert.equal(without.mqtt?.password, undefined);
    const withCredentials = plan('watch', { credentials: { userPass: { username: USER, password: PASSWORD } } });
    assert.equal(withCredentials.mqtt?.username, USER);
    assert.equal(withCredentials.mqtt?.password, PASSWORD);
  });

  it('an https channel of text/event-stream messages is read as Server-Sent Events', () => {
    const ticks = plan('ticks');
    assert.equal(ticks.transport, 'sse');
    assert.equal(ticks.url, 'https://events.example.com/feed');
  });
});

describe('MQTT sessions against mosquitto’s WebSocket listener', () => {
  let broker: Broker & { wsPort: number; wsAuthPort: number; port: number };
  let watcher: MqttClient;
  before(async () => {
    broker = await startMosquitto(USER, PASSWORD);
    watcher = mqttConnect(`mqtt://127.0.0.1:${broker.port}`);
    await next(watcher, 'connect');
  });
  after(async () => {
    await watcher?.endAsync();
    await broker?.stop();
  });
  const url = () => `ws://127.0.0.1:${broker.wsPort}`;

  it('receive: subscribes to the channel’s topic; a message the test publishes arrives and is named', async () => {
    const p = plan('watch');
    const session = new ChannelSession(p.messages, mqttSocketFactory({ ...p.mqtt!, clientId: 'watch-test' }, 'receive'));
    session.connect(url());
    await changed(session, () => session.state === 'open');
    await watcher.publishAsync('lights/l1/measured', '{"lumens":42}');
    await watcher.publishAsync('lights/l2/measured', '{"lumens":1}'); // another light: not subscribed
    await watcher.publishAsync('lights/l1/measured', Buffer.from([0xff, 0x00]));
    await changed(session, () => session.entries.filter((e) => e.direction === 'in').length === 2);
    const [text, binary] = session.entries.filter((e) => e.direction === 'in');
    assert.equal(text!.text, '{"lumens":42}');
    assert.deepEqual(text!.matches, ['Measured']);
    assert.deepEqual([...binary!.bytes!], [0xff, 0x00]);
    session.disconnect();
    assert.equal(session.state, 'closed');
  });

  it('send: publishes the exact bytes with QoS and retain, and marks the reply that arrives on the reply topic', async () => {
    const p = plan('switchOn');
    const received: Array<{ topic: string; hex: string; qos: number; retain: boolean }> = [];
    await watcher.subscribeAsync('lights/on', { qos: 1 });
    const onMessage = (topic: string, payload: Buffer, packet: { qos: number; retain: boolean }) => {
      received.push({ topic, hex: payload.toString('hex'), qos: packet.qos, retain: packet.retain });
      const request = JSON.parse(payload.toString()) as { replyTo: string };
      void watcher.publishAsync(request.replyTo, '{"ok":true}');
    };
    watcher.on('message', onMessage);
    const session = new ChannelSession(p.messages, mqttSocketFactory({ ...p.mqtt!, clientId: 'switch-test' }, 'send'));
    session.connect(url());
    await changed(session, () => session.state === 'open');
    const text = p.messages[0]!.text;
    assert.equal(session.send(text), true);
    await changed(session, () => session.entries.some((e) => e.direction === 'in'));
    watcher.off('message', onMessage);
    assert.deepEqual(received, [{ topic: 'lights/on', hex: Buffer.from(text).toString('hex'), qos: 1, retain: false }]);
    const sent = session.entries.find((e) => e.direction === 'out')!;
    const reply = session.entries.find((e) => e.direction === 'in')!;
    assert.equal(reply.text, '{"ok":true}');
    assert.equal(reply.replyTo, sent.id);
    session.disconnect();
    // Retained: a client subscribing later still gets it.
    const late = mqttConnect(`mqtt://127.0.0.1:${broker.port}`);
    await next(late, 'connect');
    const retained = next(late, 'message');
    await late.subscribeAsync('lights/on');
    const [, payload, packet] = (await retained) as [string, Buffer, { retain: boolean }];
    assert.equal(payload.toString(), text);
    assert.equal(packet.retain, true);
    await late.endAsync();
  });

  it('send with the reply address in a header: the responder reads it from the MQTT 5 properties, and its answer is marked as the reply', async () => {
    const p = plan('askHeader');
    const responder = mqttConnect(`mqtt://127.0.0.1:${broker.port}`, { protocolVersion: 5 });
    await next(responder, 'connect');
    await responder.subscribeAsync('lights/ask', { qos: 1 });
    const seen: unknown[] = [];
    responder.on('message', (_topic, payload, packet) => {
      seen.push({ payload: payload.toString(), ...JSON.parse(JSON.stringify(packet.properties ?? {})) });
      void responder.publishAsync(String(packet.properties!.userProperties!['replyTo']), '{"ok":true}');
    });
    const session = new ChannelSession(p.messages, mqttSocketFactory({ ...p.mqtt!, clientId: 'ask-test' }, 'send'));
    session.connect(url());
    await changed(session, () => session.state === 'open');
    assert.equal(session.send(p.messages[0]!.text), true);
    await changed(session, () => session.entries.some((e) => e.direction === 'in'));
    const topic = p.mqtt!.replyTopic!;
    assert.deepEqual(seen, [{ payload: p.messages[0]!.text, responseTopic: topic, userProperties: { replyTo: topic } }]);
    const sent = session.entries.find((e) => e.direction === 'out')!;
    const reply = session.entries.find((e) => e.direction === 'in')!;
    assert.equal(reply.text, '{"ok":true}');
    assert.equal(reply.replyTo, sent.id);
    session.disconnect();
    await responder.endAsync();
  });

  it('credentials: the right ones connect, wrong ones end in an error that says why', async () => {
    const p = plan('watch');
    const good = new ChannelSession(p.messages, mqttSocketFactory({ ...p.mqtt!, clientId: 'good', username: USER, password: PASSWORD }, 'receive'));
    good.connect(`ws://127.0.0.1:${broker.wsAuthPort}`);
    await changed(good, () => good.state === 'open');
    good.disconnect();
    const bad = new ChannelSession(p.messages, mqttSocketFactory({ ...p.mqtt!, clientId: 'bad', username: USER, password: 'wrong' }, 'receive'));
    bad.connect(`ws://127.0.0.1:${broker.wsAuthPort}`);
    await changed(bad, () => bad.state === 'closed');
    const error = bad.entries.find((e) => e.event === 'error');
    assert.match(error?.detail ?? '', /Not authorized|Bad User Name or Password/i);
  });

  it('a TCP address is refused before any connection, saying what to enter', async () => {
    const p = plan('plain');
    const session = new ChannelSession(p.messages, mqttSocketFactory(p.mqtt!, 'send'));
    session.connect(p.url);
    await changed(session, () => session.state === 'closed');
    assert.match(session.entries.find((e) => e.event === 'error')?.detail ?? '', /over WebSocket only: enter its ws:\/\/ or wss:\/\/ address/);
  });
});

describe('Server-Sent Events sessions against a local event stream', () => {
  let server: Server;
  let base: string;
  const streams: ServerResponse[] = [];
  before(async () => {
    server = createServer((req, res) => {
      if (req.url !== '/feed') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': hello\n\n');
      streams.push(res);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

  it('lists each event’s data as it arrives (split across chunks too), and stops reading on disconnect', async () => {
    const p = plan('ticks');
    const session = new ChannelSession(p.messages, sseSocketFactory());
    session.connect(`${base}/feed`);
    await changed(session, () => session.state === 'open' && streams.length === 1);
    const stream = streams[0]!;
    stream.write('data: {"n":1}\n\n');
    stream.write('event: tick\ndata: {"n"');
    stream.write(':2}\r\n\r\n');
    await changed(session, () => session.entries.filter((e) => e.direction === 'in').length === 2);
    assert.deepEqual(session.entries.filter((e) => e.direction === 'in').map((e) => [e.text, e.matches]), [['{"n":1}', ['Tick']], ['{"n":2}', ['Tick']]]);
    session.disconnect();
    await once(stream, 'close');
  });

  it('an error status ends the session with it', async () => {
    const session = new ChannelSession([], sseSocketFactory());
    session.connect(`${base}/missing`);
    await changed(session, () => session.state === 'closed');
    assert.match(session.entries.find((e) => e.event === 'error')?.detail ?? '', /^404/);
  });

  it('the server ending the stream closes the session', async () => {
    const session = new ChannelSession([], sseSocketFactory());
    session.connect(`${base}/feed`);
    await changed(session, () => session.state === 'open' && streams.length === 2);
    streams[1]!.end('data: last\n\n');
    await changed(session, () => session.state === 'closed');
    assert.deepEqual(session.entries.filter((e) => e.direction === 'in').map((e) => e.text), ['last']);
  });
});
