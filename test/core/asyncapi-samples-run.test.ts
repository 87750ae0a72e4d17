// AsyncAPI code samples, run for real against local brokers: a WebSocket server in Node, mosquitto and RabbitMQ,
// each on 127.0.0.1 and free ports. A send sample must deliver the example message byte for byte (plus the
// handshake query/headers, credentials and message headers where the protocol carries them); a receive sample must
// print a message the test publishes; a request/reply sample must print the reply the test sends back; a receiving
// sample whose operation has a reply must print the message and answer it with the reply's example, byte for byte.
// Kafka samples (no broker here) and libraries not packaged for this machine are syntax-checked or compiled only;
// every combination that is not run says why in the test name or a skip reason, never silently.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_LANGUAGES, parseSpec, type ApiModel } from '../../src/index.js';
import { loadAsyncSampleGenerator } from '../../src/samples/asyncapi/registry.js';
import type { AsyncSampleOptions } from '../../src/samples/asyncapi/types.js';
import { ANSWER_EXAMPLE, ASK_EXAMPLE, ASK_HEADER_EXAMPLE, MQTT_PASSWORD, MQTT_USER, NOTE_EXAMPLE, REPLY_TEXT, samplesDocument } from '../fixtures/asyncapi-samples-doc.js';
import { startMosquitto, startRabbitMq, startWsServer, type Broker, type WsConnection } from './async-brokers.js';
import { buildSample, checkSample, ensureAsyncLibraries, ensureNpmPackages, NPM_DIR, type LanguageId, type Started } from './async-sample-runners.js';
import type { Toolchain } from './samples-runners.js';
import { ensureSampleToolchains } from '../../scripts/ensure-sample-toolchains.mjs';

const log = (line: string) => console.log(`# ${line}`);
const toolchains: Record<string, Toolchain> = ensureSampleToolchains({ log });
const librariesMissing = ensureAsyncLibraries();
const npmMissing = ensureNpmPackages();
if (librariesMissing) log(`AsyncAPI sample libraries: ${librariesMissing}`);
if (npmMissing) log(`AsyncAPI sample npm packages: ${npmMissing}`);

const PAYLOAD = JSON.stringify(NOTE_EXAMPLE, null, 2);
const ANSWER = JSON.stringify(ANSWER_EXAMPLE, null, 2);
const FEED_TEXT = '{"feed":"ping ✓ \\"quoted\\""}';
const CREDENTIALS = { apiKey: { value: 'k-123 "x"' }, mqttUser: { username: MQTT_USER, password: MQTT_PASSWORD } };

type Protocol = 'ws' | 'mqtt' | 'amqp';
/**
 * `unroutable`: a send no queue takes, which must fail the program rather than vanish (mandatory delivery).
 * `ask` / `answer`: request/reply where the request carries the reply topic (`replyIn`: a payload field or a header).
 */
type Kind = 'send' | 'receive' | 'request' | 'respond' | 'unroutable' | 'ask' | 'answer';
interface RunCase {
  op: string;
  protocol: Protocol;
  kind: Kind;
  /** Where the test looks: a WebSocket path prefix, an MQTT topic, an AMQP queue or routing key (`{lang}` filled). */
  target: string;
  replyIn?: 'payload' | 'header';
}

const CASES: RunCase[] = [
  { op: 'wsSend', protocol: 'ws', kind: 'send', target: '/events/{lang}?room=lobby%20%26%20co' },
  { op: 'wsSecureSend', protocol: 'ws', kind: 'send', target: '/secure/{lang}' },
  { op: 'wsReceive', protocol: 'ws', kind: 'receive', target: '/feed/{lang}' },
  { op: 'wsRequest', protocol: 'ws', kind: 'request', target: '/reply/{lang}' },
  { op: 'mqttSend', protocol: 'mqtt', kind: 'send', target: 'samples/{lang}/notes' },
  { op: 'mqttAuthSend', protocol: 'mqtt', kind: 'send', target: 'secure/{lang}/notes' },
  { op: 'mqttQosHeader', protocol: 'mqtt', kind: 'send', target: 'qos/{lang}/notes' },
  { op: 'mqttReceive', protocol: 'mqtt', kind: 'receive', target: 'feed/{lang}' },
  { op: 'mqttRequest', protocol: 'mqtt', kind: 'request', target: 'requests/{lang}' },
  { op: 'amqpQueueSend', protocol: 'amqp', kind: 'send', target: 'samples.{lang}.queue' },
  { op: 'amqpExchangeSend', protocol: 'amqp', kind: 'send', target: 'notes.{lang}' },
  { op: 'amqpUnroutable', protocol: 'amqp', kind: 'unroutable', target: 'nowhere.{lang}' },
  { op: 'amqpQueueReceive', protocol: 'amqp', kind: 'receive', target: 'feed.{lang}.queue' },
  { op: 'amqpExchangeReceive', protocol: 'amqp', kind: 'receive', target: 'events.{lang}' },
  { op: 'amqpRequest', protocol: 'amqp', kind: 'request', target: 'rpc.{lang}' },
  { op: 'wsRespond', protocol: 'ws', kind: 'respond', target: '/questions/{lang}' },
  { op: 'mqttRespond', protocol: 'mqtt', kind: 'respond', target: 'questions/{lang}' },
  { op: 'amqpRespond', protocol: 'amqp', kind: 'respond', target: 'questions.{lang}' },
  { op: 'mqttAsk', protocol: 'mqtt', kind: 'ask', target: 'asks/{lang}', replyIn: 'payload' },
  { op: 'mqttAskHeader', protocol: 'mqtt', kind: 'ask', target: 'asks-header/{lang}', replyIn: 'header' },
  { op: 'mqttAnswerRuntime', protocol: 'mqtt', kind: 'answer', target: 'asked/{lang}', replyIn: 'payload' },
  { op: 'mqttAnswerHeader', protocol: 'mqtt', kind: 'answer', target: 'asked-header/{lang}', replyIn: 'header' },
];

/** Which languages run which protocol here, and why the others do not. */
function notRunReason(language: LanguageId, c: RunCase): string | undefined {
  if (language === 'curl' && c.protocol === 'ws') return 'websocat is not packaged for Debian (bash -n only)';
  if ((language === 'java' || language === 'csharp') && c.protocol !== 'ws') return 'library not packaged (Paho / amqp-client for Java, MQTTnet / RabbitMQ.Client for C#): not compiled';
  if (language === 'curl' && c.op === 'amqpRespond') return "amqp-consume does not hand a message's reply-to to its command, so the shell tab only prints (bash -n only)";
  if (language === 'curl' && c.kind === 'unroutable') return 'amqp-publish cannot ask for mandatory delivery (the shell tab says so; bash -n only)';
  if (language === 'go' && c.replyIn === 'header') return 'Paho for Go speaks MQTT 3.1.1, which has no user properties: the tab says so (gofmt, vet and build only)';
  if (language === 'curl' && c.op === 'mqttAnswerHeader') return "mosquitto_sub does not hand a message's user properties to a command: the tab says so (bash -n only)";
  if (language === 'python' && (c.op === 'mqttRequest' || c.kind === 'ask')) return "Debian's python3-paho-mqtt 1.6 predates the 2.x Client the request/reply sample uses (py_compile only)";
  if (language === 'javascript' && npmMissing) return npmMissing;
  if (language !== 'javascript' && librariesMissing) return librariesMissing;
  return undefined;
}

let model: ApiModel;
let ws: Broker & { connections: WsConnection[] };
let mosquitto: (Broker & { authPort: number }) | undefined;
let rabbit: Broker | undefined;
let rabbitReason: string | undefined;
const work = mkdtempSync(join(tmpdir(), 'sv-async-samples-'));
type Mqtt = { connect(url: string, o?: object): MqttClient };
type MqttClient = {
  subscribeAsync(t: string | string[], o?: object): Promise<unknown>;
  publishAsync(t: string, m: string | Buffer, o?: object): Promise<unknown>;
  on(e: 'message', f: (topic: string, payload: Buffer, packet: { qos: number; properties?: V5Packet['properties'] }) => void): void;
  endAsync(): Promise<void>;
};
let mqttClients: MqttClient[] = [];
/** An MQTT 5 watcher: the requests that carry their reply topic, with their properties. */
let mqttV5: MqttClient | undefined;
type V5Packet = { payload: string; properties: { responseTopic?: string; userProperties?: Record<string, string | string[]> } };
const mqttV5Received = new Map<string, V5Packet[]>();
const mqttReceived = new Map<string, Buffer[]>();
/** The QoS each topic's last message arrived with (the watchers subscribe at QoS 2, so it is the publisher's). */
const mqttQos = new Map<string, number>();
// amqplib's promise API, typed as far as the checks use it.
type AmqpChannel = {
  assertQueue(q: string, o?: object): Promise<{ queue: string }>;
  assertExchange(e: string, t: string, o?: object): Promise<unknown>;
  bindQueue(q: string, e: string, k: string): Promise<unknown>;
  get(q: string, o?: object): Promise<false | { content: Buffer; properties: { headers?: Record<string, unknown>; replyTo?: string; correlationId?: string; contentType?: string } }>;
  publish(e: string, k: string, b: Buffer, o?: object): boolean;
  sendToQueue(q: string, b: Buffer, o?: object): boolean;
  consume(q: string, f: (m: { content: Buffer; properties: { replyTo?: string; correlationId?: string; contentType?: string } } | null) => void, o?: object): Promise<unknown>;
  purgeQueue(q: string): Promise<unknown>;
};
let amqpConnection: { createChannel(): Promise<AmqpChannel>; close(): Promise<void> } | undefined;
let amqpChannel: AmqpChannel | undefined;
const npmRequire = () => createRequire(join(NPM_DIR, 'package.json'));

before(async () => {
  ws = await startWsServer(REPLY_TEXT);
  if (!librariesMissing) {
    mosquitto = await startMosquitto(MQTT_USER, MQTT_PASSWORD);
    try {
      rabbit = await startRabbitMq(60_000);
    } catch (error) {
      rabbitReason = `RabbitMQ did not start within 60 s on this machine: ${(error as Error).message.split('\n')[0]}`;
      log(`SKIPPING every AMQP run: ${rabbitReason}`);
    }
  }
  model = await parseSpec(samplesDocument({ ws: ws.port, mqtt: mosquitto?.port ?? 1, mqttAuth: mosquitto?.authPort ?? 1, amqp: rabbit?.port ?? 1 }));
  if (npmMissing) return;
  if (mosquitto) {
    const mqtt = npmRequire()('mqtt') as Mqtt;
    const plain = mqtt.connect(`mqtt://127.0.0.1:${mosquitto.port}`);
    const secure = mqtt.connect(`mqtt://127.0.0.1:${mosquitto.authPort}`, { username: MQTT_USER, password: MQTT_PASSWORD });
    mqttClients = [plain, secure];
    for (const client of mqttClients) {
      client.on('message', (topic, payload, packet) => {
        mqttReceived.set(topic, [...(mqttReceived.get(topic) ?? []), payload]);
        mqttQos.set(topic, packet.qos);
      });
    }
    await plain.subscribeAsync(['samples/+/notes', 'requests/+', 'answers/+', 'runtime-answers/+'], { qos: 1 });
    mqttV5 = mqtt.connect(`mqtt://127.0.0.1:${mosquitto.port}`, { protocolVersion: 5 });
    mqttV5.on('message', (topic, payload, packet) => {
      mqttV5Received.set(topic, [...(mqttV5Received.get(topic) ?? []), { payload: payload.toString('utf8'), properties: packet.properties ?? {} }]);
    });
    await mqttV5.subscribeAsync(['asks/+', 'asks-header/+'], { qos: 1 });
    await plain.subscribeAsync('qos/+/notes', { qos: 2 });
    await secure.subscribeAsync('secure/+/notes', { qos: 1 });
  }
  if (rabbit) {
    const amqplib = npmRequire()('amqplib') as { connect(url: string): Promise<NonNullable<typeof amqpConnection>> };
    amqpConnection = await amqplib.connect(`amqp://127.0.0.1:${rabbit.port}`);
    amqpChannel = await amqpConnection.createChannel();
    await amqpChannel.assertExchange('sv-samples', 'topic', { durable: false, autoDelete: false });
  }
});

after(async () => {
  await Promise.all([...mqttClients, ...(mqttV5 ? [mqttV5] : [])].map((c) => c.endAsync()));
  await amqpConnection?.close().catch(() => undefined);
  await Promise.all([ws?.stop(), mosquitto?.stop(), rabbit?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Repeats `publish` every 300 ms until the sample has printed `text` (or 60 s pass). */
async function feedUntilPrinted(running: Started, text: string, publish: () => void | Promise<void>): Promise<boolean> {
  let printed = false;
  const waiting = running.waitFor((out) => out.includes(text), 60_000).then((ok) => (printed = ok));
  while (!printed && (await Promise.race([waiting.then(() => true), sleep(300).then(() => false)])) === false) await publish();
  return waiting;
}

/** Waits (up to 60 s) for the sample's answers; each must be the reply's example, byte for byte. */
async function answered(received: () => string[]): Promise<void> {
  for (let i = 0; i < 240 && received().length === 0; i++) await sleep(250);
  const answers = received();
  assert.ok(answers.length > 0, 'the sample answered');
  for (const answer of answers) assert.equal(answer, ANSWER, 'the answer is the reply message’s example, byte for byte');
}

async function exercise(language: LanguageId, c: RunCase, running: Started): Promise<void> {
  const target = c.target.replace('{lang}', language);
  const exitedOk = async () => {
    const code = await Promise.race([running.exited, sleep(60_000).then(() => 'timeout' as const)]);
    // Mono (C#) can crash in its own timer thread while the process exits, after the program has finished.
    if (language === 'csharp' && code === 1 && /Thread was being aborted[\s\S]*Timer\+Scheduler/.test(running.stderr())) return;
    assert.equal(code, 0, `the sample should end on its own with 0 (got ${code})`);
  };
  if (c.protocol === 'ws') {
    const ofCase = () => ws.connections.filter((k) => k.path.startsWith(target));
    if (c.kind === 'receive' || c.kind === 'respond') {
      assert.ok(await feedUntilPrinted(running, FEED_TEXT, () => ofCase().forEach((k) => k.send(FEED_TEXT))), 'the sample printed the message the server sent');
      if (c.kind === 'respond') await answered(() => ofCase().flatMap((k) => k.messages));
      return;
    }
    if (c.kind === 'request') assert.ok(await running.waitFor((out) => out.includes(REPLY_TEXT), 60_000), 'the sample printed the reply');
    await exitedOk();
    const [connection] = ofCase();
    assert.ok(connection, `the server saw a connection to ${target}`);
    assert.deepEqual(connection.messages, [PAYLOAD], 'the server received the example message, byte for byte');
    if (c.op === 'wsSend') assert.equal(connection.headers['x-client'], 'samples', 'binding header');
    if (c.op === 'wsSecureSend') assert.equal(connection.headers['x-api-key'], CREDENTIALS.apiKey.value, 'API key from the Authorize panel');
    return;
  }
  if (c.kind === 'ask') return asked(c, target, running, exitedOk);
  if (c.kind === 'answer') return answeredAtRuntime(c, language, target, running);
  if (c.protocol === 'mqtt') {
    if (c.kind === 'receive' || c.kind === 'respond') {
      const client = mqttClients[0]!;
      assert.ok(await feedUntilPrinted(running, FEED_TEXT, () => void client.publishAsync(target, FEED_TEXT)), 'the sample printed the published message');
      if (c.kind === 'respond') await answered(() => (mqttReceived.get(`answers/${language}`) ?? []).map((b) => b.toString('utf8')));
      return;
    }
    if (c.kind === 'request') {
      const client = mqttClients[0]!;
      const replyTopic = `replies/${language}`;
      const replied = feedUntilPrinted(running, REPLY_TEXT, async () => {
        if ((mqttReceived.get(target) ?? []).length > 0) await client.publishAsync(replyTopic, REPLY_TEXT);
      });
      assert.ok(await replied, 'the sample printed the reply');
      await exitedOk();
    } else {
      await exitedOk();
      for (let i = 0; i < 20 && !mqttReceived.has(target); i++) await sleep(250);
    }
    const got = mqttReceived.get(target) ?? [];
    assert.equal(got.length, 1, `one message on ${target}`);
    assert.equal(got[0]!.toString('utf8'), PAYLOAD, 'the broker received the example message, byte for byte');
    if (c.op === 'mqttQosHeader') assert.equal(mqttQos.get(target), 2, 'published at the QoS the message header declares');
    return;
  }
  const channel = amqpChannel!;
  if (c.kind === 'unroutable') {
    const code = await Promise.race([running.exited, sleep(60_000).then(() => 'timeout' as const)]);
    assert.notEqual(code, 0, 'a message no queue takes fails the program');
    assert.notEqual(code, 'timeout', 'the program ends on its own');
    assert.match(`${running.stdout()}\n${running.stderr()}`, /No queue took the message/, 'and says why');
    return;
  }
  if (c.kind === 'respond') {
    // A requester as the RPC convention has it: its own reply queue named in reply-to, and a correlation id.
    const { queue: replyQueue } = await channel.assertQueue('', { exclusive: true });
    const answers: Array<{ text: string; correlationId?: string; contentType?: string }> = [];
    await channel.consume(replyQueue, (m) => {
      if (m) answers.push({ text: m.content.toString('utf8'), ...m.properties });
    }, { noAck: true });
    const ask = () => void channel.sendToQueue(target, Buffer.from(FEED_TEXT), { replyTo: replyQueue, correlationId: `question-${language}` });
    assert.ok(await feedUntilPrinted(running, FEED_TEXT, ask), 'the sample printed the question');
    await answered(() => answers.map((a) => a.text));
    for (const a of answers) {
      assert.equal(a.correlationId, `question-${language}`, 'the answer carries the question’s correlation id');
      assert.equal(a.contentType, 'application/json', 'the answer’s content type');
    }
    return;
  }
  if (c.kind === 'receive') {
    const publish = c.op === 'amqpQueueReceive' ? () => void channel.sendToQueue(target, Buffer.from(FEED_TEXT)) : () => void channel.publish('sv-samples', target, Buffer.from(FEED_TEXT));
    assert.ok(await feedUntilPrinted(running, FEED_TEXT, publish), 'the sample printed the published message');
    return;
  }
  if (c.kind === 'request') {
    await channel.assertQueue(target, { durable: false, exclusive: false, autoDelete: false });
    let request: Buffer | undefined;
    await channel.consume(target, (m) => {
      if (!m) return;
      request = m.content;
      channel.sendToQueue(m.properties.replyTo ?? '', Buffer.from(REPLY_TEXT), { correlationId: m.properties.correlationId });
    }, { noAck: true });
    assert.ok(await running.waitFor((out) => out.includes(REPLY_TEXT), 60_000), 'the sample printed the reply');
    await exitedOk();
    assert.equal(request?.toString('utf8'), PAYLOAD, 'the broker received the example message, byte for byte');
    return;
  }
  await exitedOk();
  const queue = c.op === 'amqpQueueSend' ? target : `check.${target}`;
  const message = await channel.get(queue, { noAck: true });
  assert.ok(message, `a message in ${queue}`);
  assert.equal(message.content.toString('utf8'), PAYLOAD, 'the broker received the example message, byte for byte');
  assert.equal(String(message.properties.headers?.['x-trace']), 'trace-42', 'message header');
  assert.equal(message.properties.contentType, 'application/json', 'content type');
}

const userProperty = (packet: V5Packet, name: string): string | undefined => {
  const value = packet.properties.userProperties?.[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A request that carries its reply topic: the sample must make a topic of its own (not the example's), put it where
 * the document says, subscribe before it sends, and print the reply the test sends there.
 */
async function asked(c: RunCase, target: string, running: Started, exitedOk: () => Promise<void>): Promise<void> {
  let replyTopic: string | undefined;
  const replied = feedUntilPrinted(running, REPLY_TEXT, async () => {
    const [request] = mqttV5Received.get(target) ?? [];
    if (!request) return;
    replyTopic = c.replyIn === 'header' ? userProperty(request, 'replyTo') : (JSON.parse(request.payload) as { replyTo?: string }).replyTo;
    if (replyTopic) await mqttV5!.publishAsync(replyTopic, REPLY_TEXT);
  });
  assert.ok(await replied, 'the sample printed the reply sent to the topic its request named');
  await exitedOk();
  const got = mqttV5Received.get(target) ?? [];
  assert.equal(got.length, 1, `one request on ${target}`);
  assert.ok(replyTopic && replyTopic !== 'replies/example', `a reply topic of the sample's own (${replyTopic})`);
  if (c.replyIn === 'payload') {
    assert.deepEqual(JSON.parse(got[0]!.payload), { ...ASK_EXAMPLE, replyTo: replyTopic }, 'the example request with the reply topic written in');
  } else {
    assert.equal(got[0]!.payload, JSON.stringify(ASK_HEADER_EXAMPLE, null, 2), 'the example request, byte for byte');
    assert.equal(got[0]!.properties.responseTopic, replyTopic, "MQTT 5's response topic is the reply topic too");
  }
}

/** A request that names its reply topic: the sample must answer there with the reply's example, byte for byte. */
async function answeredAtRuntime(c: RunCase, language: LanguageId, target: string, running: Started): Promise<void> {
  const answerTopic = `runtime-answers/${language}`;
  const question = 'ping-runtime ✓';
  const ask = c.replyIn === 'payload'
    ? () => void mqttV5!.publishAsync(target, JSON.stringify({ question, replyTo: answerTopic }))
    : () => void mqttV5!.publishAsync(target, JSON.stringify({ question }), { properties: { userProperties: { replyTo: answerTopic } } });
  assert.ok(await feedUntilPrinted(running, question, ask), 'the sample printed the request');
  await answered(() => (mqttReceived.get(answerTopic) ?? []).map((b) => b.toString('utf8')));
}

/**
 * Before an exchange send: a queue bound to the routing key, where the test finds the message. Before a queue
 * receive: the queue exists already and is durable, as in production, while the document's binding says
 * `durable: false` (a sample that re-declares it fails with PRECONDITION_FAILED; the respond case's queue does not
 * exist, so the sample declares it).
 */
async function prepare(language: LanguageId, c: RunCase): Promise<void> {
  if (!amqpChannel) return;
  if (c.op === 'amqpQueueReceive') await amqpChannel.assertQueue(c.target.replace('{lang}', language), { durable: true });
  if (c.op !== 'amqpExchangeSend') return;
  const key = c.target.replace('{lang}', language);
  await amqpChannel.assertQueue(`check.${key}`, { durable: false, autoDelete: false });
  await amqpChannel.bindQueue(`check.${key}`, 'sv-samples', key);
}

const LANGUAGES: LanguageId[] = SAMPLE_LANGUAGES.map((l) => l.id);
/** One sample's build and run: the run's own waits are 60 s each; a busy machine's compile gets the rest. */
const SAMPLE_TIMEOUT_MS = 300_000;

for (const language of LANGUAGES) {
  const tool: Toolchain = language === 'javascript' ? { command: process.execPath } : language === 'curl' ? { command: '/bin/bash' } : toolchains[language] ?? {};
  const missing = tool.command ? undefined : tool.reason ?? 'toolchain not found';
  if (missing) log(`${language} AsyncAPI samples are not run: ${missing}`);
  // Each sample has its own limit (a build and a run, minutes on a busy machine: Go's took 20-40 s); the
  // language's group has none of its own, so a slow toolchain cannot run out a limit meant for one run.
  describe(`${language} AsyncAPI samples against local brokers`, { skip: missing ?? false, timeout: Infinity }, () => {
    for (const c of CASES) {
      const why = notRunReason(language, c);
      const title = `${c.op} (${c.protocol} ${c.kind})${why ? ` — checked only: ${why}` : ''}`;
      it(title, { timeout: SAMPLE_TIMEOUT_MS }, async (t) => {
        if (c.protocol === 'mqtt' && !mosquitto) return t.skip(librariesMissing ?? 'mosquitto did not start');
        if (c.protocol === 'amqp' && !rabbit && !why) return t.skip(rabbitReason ?? librariesMissing ?? 'RabbitMQ did not start');
        if (c.protocol !== 'ws' && npmMissing && !why) return t.skip(`the MQTT and AMQP checks use the npm mqtt / amqplib clients: ${npmMissing}`);
        const generator = await loadAsyncSampleGenerator(language);
        const options: AsyncSampleOptions = { channelParameters: { lang: language }, credentials: CREDENTIALS };
        const sample = generator.generate(model.operations.find((o) => o.id === c.op)!, model, options);
        // JavaScript samples sit below the npm packages they import (ESM resolves node_modules upward only).
        const dir = language === 'javascript' ? join(NPM_DIR, 'cases', c.op) : join(work, language, c.op);
        const context = () => `\n--- sample ---\n${sample}\n`;
        if (why) {
          const problem = await checkSample(language, sample, dir, tool);
          if (problem && !problem.startsWith('not compiled')) assert.fail(`${problem}${context()}`);
          return;
        }
        const built = await buildSample(language, sample, dir, tool);
        if (built.failed) assert.fail(`${built.failed}${context()}`);
        await prepare(language, c);
        const running = built.start();
        try {
          await exercise(language, c, running);
        } catch (error) {
          const output = `--- stdout ---\n${running.stdout().slice(0, 2000)}\n--- stderr ---\n${running.stderr().slice(0, 3000)}`;
          throw new Error(`${(error as Error).message}${context()}${output}`, { cause: error });
        } finally {
          await running.stop();
        }
      });
    }
  });
}

describe('Kafka samples (no broker on this machine): syntax-checked or compiled only', { timeout: Infinity }, () => {
  for (const language of LANGUAGES) {
    for (const op of ['kafkaSend', 'kafkaReceive', 'kafkaRequest', 'kafkaRespond']) {
      const tool: Toolchain = language === 'javascript' ? { command: process.execPath } : language === 'curl' ? { command: '/bin/bash' } : toolchains[language] ?? {};
      const how = { curl: 'bash -n', javascript: 'node --check', python: 'py_compile', go: 'gofmt -e', java: 'not compiled: kafka-clients not packaged', csharp: 'not compiled: Confluent.Kafka not packaged' }[language];
      it(`${language} ${op} (${how})`, { skip: tool.command ? false : tool.reason ?? 'toolchain not found' }, async () => {
        const generator = await loadAsyncSampleGenerator(language);
        const sample = generator.generate(model.operations.find((o) => o.id === op)!, model, { channelParameters: { lang: language }, credentials: CREDENTIALS });
        const problem = await checkSample(language, sample, join(work, 'kafka', language, op), tool);
        if (problem && !problem.startsWith('not compiled')) assert.fail(`${problem}\n--- sample ---\n${sample}`);
      });
    }
  }
});
