// AsyncAPI Try-It over MQTT and Server-Sent Events (issue 52 point 3), in the browser against real servers on
// 127.0.0.1: Debian's mosquitto through its WebSocket listeners (test/servers/mqtt-broker.mjs; the page's `mqtt`
// client, fetched on the first connection) and an event stream (test/servers/stream-server.mjs). Receive: what the
// test publishes on the channel's topic is listed and named; send: the broker delivers the exact bytes with the
// bindings' QoS and retain flag; credentials applied in the Authorize panel open the password-protected listener
// and never appear in the log; a TCP-only broker's address is refused with what to enter; axe with no violation.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvAuthorize } from '../../components/authorize/authorize.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, shadow } from '../helpers/viewer.js';
import { blobUrl } from '../helpers/hostile-docs.js';
import { waitUntil } from '../helpers/wait.js';
import { asyncPanelOf } from '../helpers/async-panel.js';
import { inputByLabel, type } from './try-it-fixtures.js';

type Broker = { url: string; authUrl: string; user: string; password: string };
type Received = { topic: string; hex: string; text: string; qos: number; retain: boolean };
const received = () => executeServerCommand('mqtt-received') as Promise<Received[]>;

function lightsDocument(broker: Broker, stream: string): string {
  const host = (url: string) => new URL(url).host;
  return JSON.stringify({
    asyncapi: '3.0.0',
    info: { title: 'Lights', version: '1.0.0' },
    servers: {
      open: { host: host(broker.url), protocol: 'ws', bindings: { mqtt: { clientId: 'panel-open' } } },
      locked: { host: host(broker.authUrl), protocol: 'ws', bindings: { mqtt: { clientId: 'panel-locked' } }, security: [{ $ref: '#/components/securitySchemes/userPass' }] },
      tcp: { host: 'broker.example.com', protocol: 'mqtt' },
      events: { host: host(stream), protocol: 'http' },
    },
    channels: {
      measured: {
        address: 'lights/{lightId}/measured',
        servers: [{ $ref: '#/servers/open' }],
        parameters: { lightId: { default: 'l1' } },
        messages: { measured: { name: 'Measured', payload: { type: 'object', properties: { lumens: { type: 'integer' } } } } },
      },
      switch: {
        address: 'lights/switch',
        servers: [{ $ref: '#/servers/open' }],
        messages: { switch: { name: 'Switch', payload: { type: 'object', required: ['on'], properties: { on: { type: 'boolean' } } }, examples: [{ payload: { on: true } }] } },
      },
      locked: { address: 'locked/topic', servers: [{ $ref: '#/servers/locked' }], messages: { m: { name: 'Locked', payload: { type: 'string' } } } },
      plain: { address: 'plain', servers: [{ $ref: '#/servers/tcp' }], messages: { m: { payload: { type: 'string' } } } },
      feed: { address: '/stream/async-sse', servers: [{ $ref: '#/servers/events' }], messages: { tick: { name: 'Tick', contentType: 'text/event-stream', payload: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } } },
    },
    components: { securitySchemes: { userPass: { type: 'userPassword' } } },
    operations: {
      watch: { action: 'receive', channel: { $ref: '#/channels/measured' } },
      flip: { action: 'send', channel: { $ref: '#/channels/switch' }, bindings: { mqtt: { qos: 1, retain: true } } },
      guarded: { action: 'receive', channel: { $ref: '#/channels/locked' } },
      plain: { action: 'send', channel: { $ref: '#/channels/plain' } },
      ticks: { action: 'receive', channel: { $ref: '#/channels/feed' } },
    },
  });
}

describe('AsyncAPI Try-It over MQTT and Server-Sent Events', () => {
  failOnLitWarnings();
  let broker: Broker;
  let stream: string;
  let el: SpecViewer;
  before(async () => {
    broker = (await executeServerCommand('mqtt-broker')) as Broker;
    stream = ((await executeServerCommand('stream-server')) as { url: string }).url;
  });
  beforeEach(async () => {
    await executeServerCommand('mqtt-reset');
    const mounted = await mountViewer(blobUrl(lightsDocument(broker, stream)));
    expect(mounted.outcome.kind).to.equal('load');
    el = mounted.el as SpecViewer;
  });
  afterEach(() => el.remove());

  it('receive: subscribes to the channel’s topic and lists what is published there, named', async () => {
    const { q, state, entries, panel } = await asyncPanelOf(el, 'watch');
    expect(q<HTMLInputElement>('#url').value).to.equal(`${broker.url}`);
    expect(q('.note.mqtt').textContent).to.equal('MQTT topic lights/l1/measured, QoS 0');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected and subscribed');
    await executeServerCommand('mqtt-publish', { topic: 'lights/l1/measured', text: '{"lumens":7}' });
    await executeServerCommand('mqtt-publish', { topic: 'lights/l2/measured', text: '{"lumens":1}' });
    await executeServerCommand('mqtt-publish', { topic: 'lights/l1/measured', text: '{"lumens":8}' });
    await waitUntil(() => entries().filter((e) => e.classList.contains('in')).length === 2, 'both messages of l1 are listed');
    const incoming = entries().filter((e) => e.classList.contains('in'));
    expect(incoming.map((e) => JSON.parse(e.querySelector('pre')!.textContent!))).to.deep.equal([{ lumens: 7 }, { lumens: 8 }]);
    expect(incoming[0]!.querySelector('.match')!.textContent).to.equal('Matches Measured');
    await expect(panel).to.be.accessible();
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Disconnected', 'disconnected');
  });

  it('send: the broker delivers the exact bytes with the bindings’ QoS and retain flag', async () => {
    await executeServerCommand('mqtt-subscribe', { topic: 'lights/switch' });
    const { q, state } = await asyncPanelOf(el, 'flip');
    expect(q('.note.mqtt').textContent).to.equal('MQTT topic lights/switch, QoS 1, retained');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected');
    const text = q<HTMLTextAreaElement>('#message').value;
    expect(JSON.parse(text)).to.deep.equal({ on: true });
    q<HTMLButtonElement>('.send').click();
    await waitUntil(async () => (await received()).length > 0, 'the broker delivered it');
    const [message] = await received();
    // A subscriber already there gets it as a live message (retain is set only for later subscribers); QoS 1 kept.
    expect(message).to.deep.include({ topic: 'lights/switch', text, qos: 1 });
  });

  it('credentials from the Authorize panel open the protected listener and stay out of the log', async () => {
    const { q, state, entries, root } = await asyncPanelOf(el, 'guarded');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Disconnected', 'refused without credentials');
    expect(entries().find((e) => e.classList.contains('event'))?.textContent).to.match(/Not authori[sz]ed|failed/i);

    const authorize = shadow(shadow(el).querySelector('sv-content')!).querySelector<SvAuthorize>('sv-authorize')!;
    await authorize.loadPanel();
    await authorize.updateComplete;
    type(inputByLabel(authorize, 'Username'), broker.user);
    type(inputByLabel(authorize, 'Password'), broker.password);
    await authorize.updateComplete;
    (authorize as HTMLElement & { apply(key: string): void }).apply('userPass');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected with the credentials');
    await executeServerCommand('mqtt-publish', { topic: 'locked/topic', text: 'inside' });
    await waitUntil(() => entries().some((e) => e.classList.contains('in')), 'a message through the protected listener');
    expect(root.textContent).not.to.include(broker.password);
  });

  it('a TCP-only broker: the panel says to enter its WebSocket address, and connecting to mqtt:// says why not', async () => {
    const { q, state, entries } = await asyncPanelOf(el, 'plain');
    expect(q<HTMLInputElement>('#url').value).to.equal('mqtt://broker.example.com:1883');
    expect(q('.note.tcp-only').textContent).to.include('ws:// or wss://');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Disconnected', 'refused before any connection');
    expect(entries().map((e) => e.textContent).join(' ')).to.include('over WebSocket only');
  });

  it('Server-Sent Events: the stream’s events are listed as they arrive; nothing to send', async () => {
    const { q, state, entries, panel } = await asyncPanelOf(el, 'ticks');
    expect(q<HTMLInputElement>('#url').value).to.equal(`${stream}/stream/async-sse`);
    expect(q('.compose'), 'an event stream is only read').to.equal(null);
    q<HTMLButtonElement>('.connect').click();
    // Written once the request has arrived (Firefox resolves a fetch only with the first bytes of its body).
    await executeServerCommand('stream-write', { id: 'async-sse', text: 'data: {"n":1}\n\n' });
    await waitUntil(() => state() === 'Connected', 'the stream is open');
    await executeServerCommand('stream-write', { id: 'async-sse', text: 'data: {"n":2}\n\n' });
    await waitUntil(() => entries().filter((e) => e.classList.contains('in')).length === 2, 'two events');
    expect(entries().filter((e) => e.classList.contains('in'))[1]!.querySelector('.match')!.textContent).to.equal('Matches Tick');
    await expect(panel).to.be.accessible();
    await executeServerCommand('stream-end', { id: 'async-sse' });
    await waitUntil(() => state() === 'Disconnected', 'the server ended the stream');
  });
});
