// AsyncAPI Try-It through the proxy's channel bridge (issue 52 point 4), in the browser against real servers on
// 127.0.0.1: the page's WebSocket to the real proxy (test/servers/try-it-servers-plugin.mjs), which reaches
// Debian's mosquitto over raw TCP (test/servers/mqtt-broker.mjs) and a `ws` server (test/servers/ws-server.mjs).
// Receive and send with exact bytes, a WebSocket channel switched to the proxy, a private address refused by a proxy
// that does not allow it, a message over a proxy's size limit, Kafka's panel saying it is not bridged; axe clean.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { columnOf, mountViewer, shadow } from '../helpers/viewer.js';
import { blobUrl } from '../helpers/hostile-docs.js';
import { waitUntil } from '../helpers/wait.js';
import { asyncPanelOf } from '../helpers/async-panel.js';

type Broker = { tcpUrl: string };
type Servers = { proxyUrl: string; strictProxyUrl: string; tightProxyUrl: string };
type Received = { topic: string; hex: string; text: string; qos: number; retain: boolean };
type WsReceived = { path: string; binary: boolean; hex: string; text?: string };

function bridgedDocument(broker: Broker, wsUrl: string): string {
  return JSON.stringify({
    asyncapi: '3.0.0',
    info: { title: 'Bridged', version: '1.0.0' },
    servers: {
      tcp: { host: new URL(broker.tcpUrl).host, protocol: 'mqtt' },
      socket: { host: new URL(wsUrl).host, protocol: 'ws' },
      kafka: { host: 'kafka.example.com:9092', protocol: 'kafka' },
    },
    channels: {
      measured: { address: 'bridge/measured', servers: [{ $ref: '#/servers/tcp' }], messages: { measured: { name: 'Measured', payload: { type: 'object', properties: { lumens: { type: 'integer' } } } } } },
      switch: {
        address: 'bridge/switch',
        servers: [{ $ref: '#/servers/tcp' }],
        messages: { switch: { name: 'Switch', payload: { type: 'object', required: ['on'], properties: { on: { type: 'boolean' } } }, examples: [{ payload: { on: true } }] } },
      },
      chat: { address: '/bridged', servers: [{ $ref: '#/servers/socket' }], messages: { say: { name: 'Say', payload: { type: 'string' }, examples: [{ payload: 'hello' }] } } },
      orders: { address: 'orders', servers: [{ $ref: '#/servers/kafka' }], messages: { order: { payload: { type: 'string' } } } },
    },
    operations: {
      watch: { action: 'receive', channel: { $ref: '#/channels/measured' } },
      flip: { action: 'send', channel: { $ref: '#/channels/switch' }, bindings: { mqtt: { qos: 1 } } },
      say: { action: 'send', channel: { $ref: '#/channels/chat' } },
      order: { action: 'send', channel: { $ref: '#/channels/orders' } },
    },
  });
}

describe('AsyncAPI Try-It through the proxy’s channel bridge', () => {
  failOnLitWarnings();
  let broker: Broker;
  let servers: Servers;
  let wsUrl: string;
  let el: SpecViewer | undefined;
  before(async () => {
    broker = (await executeServerCommand('mqtt-broker')) as Broker;
    servers = (await executeServerCommand('try-it-servers')) as Servers;
    wsUrl = ((await executeServerCommand('ws-server')) as { url: string }).url;
  });
  beforeEach(async () => {
    await executeServerCommand('mqtt-reset');
    await executeServerCommand('ws-reset');
  });
  afterEach(() => el?.remove());

  async function mount(proxyUrl: string): Promise<SpecViewer> {
    const mounted = await mountViewer(blobUrl(bridgedDocument(broker, wsUrl)), { 'proxy-url': proxyUrl });
    expect(mounted.outcome.kind).to.equal('load');
    el = mounted.el;
    return el;
  }

  it('a TCP-only MQTT broker: receives through the proxy what is published on the channel’s topic, named', async () => {
    const { q, state, entries, panel } = await asyncPanelOf(await mount(servers.proxyUrl), 'watch');
    expect(q<HTMLInputElement>('#url').value).to.equal(broker.tcpUrl);
    expect(q('.note.via-proxy').textContent).to.include(servers.proxyUrl);
    expect(q('.note.tcp-only'), 'the proxy reaches TCP: no address to enter').to.equal(null);
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'the proxy connected and subscribed');
    await executeServerCommand('mqtt-publish', { topic: 'bridge/measured', text: '{"lumens":9}' });
    await waitUntil(() => entries().some((e) => e.classList.contains('in')), 'the message is listed');
    const incoming = entries().find((e) => e.classList.contains('in'))!;
    expect(JSON.parse(incoming.querySelector('pre')!.textContent!)).to.deep.equal({ lumens: 9 });
    expect(incoming.querySelector('.match')!.textContent).to.equal('Matches Measured');
    await expect(panel).to.be.accessible();
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Disconnected', 'disconnected');
  });

  it('send: the broker receives the exact bytes through the proxy, with the bindings’ QoS', async () => {
    await executeServerCommand('mqtt-subscribe', { topic: 'bridge/switch' });
    const { q, state } = await asyncPanelOf(await mount(servers.proxyUrl), 'flip');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected');
    const text = q<HTMLTextAreaElement>('#message').value;
    q<HTMLButtonElement>('.send').click();
    await waitUntil(async () => ((await executeServerCommand('mqtt-received')) as Received[]).length > 0, 'the broker delivered it');
    const [message] = (await executeServerCommand('mqtt-received')) as Received[];
    expect(message).to.deep.include({ topic: 'bridge/switch', text, qos: 1 });
  });

  it('a WebSocket channel switched to the proxy: the server receives the frame from the proxy', async () => {
    const { q, state, entries } = await asyncPanelOf(await mount(servers.proxyUrl), 'say');
    const through = q<HTMLInputElement>('.through-proxy input');
    expect(through.checked, 'the page opens a WebSocket channel itself by default').to.equal(false);
    through.click();
    await waitUntil(() => q('.note.via-proxy'), 'the note says the proxy is used');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected through the proxy');
    q<HTMLButtonElement>('.send').click();
    await waitUntil(async () => ((await executeServerCommand('ws-received')) as WsReceived[]).length > 0, 'the server got the frame');
    const [frame] = (await executeServerCommand('ws-received')) as WsReceived[];
    expect([frame!.path, frame!.binary, frame!.text]).to.deep.equal(['/bridged', false, '"hello"']);
    expect(entries().some((e) => e.classList.contains('out'))).to.equal(true);
  });

  it('a proxy that reaches no private address refuses the broker, and the log says why', async () => {
    const { q, state, entries } = await asyncPanelOf(await mount(servers.strictProxyUrl), 'watch');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Disconnected', 'refused');
    const log = entries().map((e) => e.textContent).join(' ');
    expect(log).to.include('is not a public address');
    expect(log).to.include('--allow-private-hosts');
  });

  it('a message over the proxy’s size limit ends the session and is not delivered', async () => {
    const { q, state, entries } = await asyncPanelOf(await mount(servers.tightProxyUrl), 'say');
    q<HTMLInputElement>('.through-proxy input').click();
    await waitUntil(() => q('.note.via-proxy'), 'through the proxy');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected');
    const box = q<HTMLTextAreaElement>('#message');
    box.value = JSON.stringify('x'.repeat(2000));
    box.dispatchEvent(new Event('input'));
    await el!.updateComplete;
    q<HTMLButtonElement>('.send').click();
    await waitUntil(() => state() === 'Disconnected', 'the proxy ended the session');
    expect(entries().map((e) => e.textContent).join(' ')).to.include('exceeds 1024 bytes');
    expect((await executeServerCommand('ws-received')) as WsReceived[]).to.deep.equal([]);
  });

  it('Kafka: the panel says neither the browser nor the proxy speaks it', async () => {
    const { panel, root } = await asyncPanelOf(await mount(servers.proxyUrl), 'order');
    expect(root.querySelector('.note.unsupported')?.textContent).to.include('Kafka cannot be tried here');
    expect(root.querySelector('#url')).to.equal(null);
    await expect(panel).to.be.accessible();
  });
});

function rabbitDocument(amqpUrl: string): string {
  return JSON.stringify({
    asyncapi: '3.0.0',
    info: { title: 'Shop', version: '1.0.0' },
    servers: { rabbit: { host: new URL(amqpUrl).host, protocol: 'amqp' } },
    channels: {
      orders: {
        address: 'orders',
        messages: { order: { name: 'Order', payload: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } },
        bindings: { amqp: { is: 'queue', queue: { name: 'panel-orders', durable: true } } },
      },
      requests: { address: 'panel-requests', messages: { ask: { name: 'Ask', payload: { type: 'integer' }, examples: [{ payload: 42 }] } }, bindings: { amqp: { is: 'routingKey' } } },
      answers: { address: null, messages: { answer: { name: 'Answer', payload: { type: 'object', required: ['answer'], properties: { answer: { type: 'integer' } } } } } },
    },
    operations: {
      takeOrders: { action: 'receive', channel: { $ref: '#/channels/orders' } },
      ask: {
        action: 'send',
        channel: { $ref: '#/channels/requests' },
        reply: { channel: { $ref: '#/channels/answers' }, address: { location: '$message.header#/replyTo' } },
      },
    },
  });
}

describe('AsyncAPI Try-It over AMQP, through the proxy’s channel bridge to RabbitMQ', () => {
  failOnLitWarnings();
  let el: SpecViewer | undefined;
  let amqpUrl: string;
  let proxyUrl: string;
  before(async function () {
    this.timeout(400_000); // a RabbitMQ node boots in seconds when idle, far longer on a busy machine
    amqpUrl = ((await executeServerCommand('amqp-broker')) as { url: string }).url;
    proxyUrl = ((await executeServerCommand('try-it-servers')) as Servers).proxyUrl;
  });
  afterEach(() => el?.remove());

  async function mount(): Promise<SpecViewer> {
    const mounted = await mountViewer(blobUrl(rabbitDocument(amqpUrl)), { 'proxy-url': proxyUrl });
    expect(mounted.outcome.kind).to.equal('load');
    el = mounted.el;
    return el;
  }

  it('without a proxy an AMQP operation has no Try-It; with one, it receives from an existing durable queue', async () => {
    const bare = await mountViewer(blobUrl(rabbitDocument(amqpUrl)));
    const bareContent = shadow(bare.el).querySelector('sv-content') as HTMLElement & { reveal(id: string): Promise<boolean> };
    await bareContent.reveal('takeOrders');
    expect((await columnOf(shadow(bareContent).getElementById('takeOrders')!)).tryable, 'no proxy: no Try-It').to.equal(false);
    bare.el.remove();

    await executeServerCommand('amqp-queue', { queue: 'panel-orders', durable: true });
    const { q, state, entries, panel } = await asyncPanelOf(await mount(), 'takeOrders');
    expect(q<HTMLInputElement>('#url').value).to.equal(`${amqpUrl}`);
    expect(q('.note.amqp').textContent).to.include('AMQP: receives from panel-orders');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'consuming through the proxy');
    await executeServerCommand('amqp-publish', { queue: 'panel-orders', text: '{"id":5}' });
    await waitUntil(() => entries().some((e) => e.classList.contains('in')), 'the order is listed');
    const incoming = entries().find((e) => e.classList.contains('in'))!;
    expect(JSON.parse(incoming.querySelector('pre')!.textContent!)).to.deep.equal({ id: 5 });
    expect(incoming.querySelector('.match')!.textContent).to.equal('Matches Order');
    await expect(panel).to.be.accessible();
  });

  it('request/reply: the request goes out with the bridge’s reply queue, and the answer is marked as its reply', async () => {
    await executeServerCommand('amqp-responder', { queue: 'panel-requests' });
    const { q, state, entries } = await asyncPanelOf(await mount(), 'ask');
    expect(q('.note.amqp').textContent).to.include('publishes to exchange amq.default with routing key panel-requests');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected');
    expect(q<HTMLTextAreaElement>('#message').value).to.equal('42');
    q<HTMLButtonElement>('.send').click();
    await waitUntil(() => entries().some((e) => e.classList.contains('in')), 'the answer arrived');
    const answer = entries().find((e) => e.classList.contains('in'))!;
    expect(JSON.parse(answer.querySelector('pre')!.textContent!)).to.deep.equal({ answer: 42 });
    expect(answer.classList.contains('reply'), 'marked as the reply to the request').to.equal(true);
  });
});
