// AsyncAPI Try-It over WebSocket (issue 52 point 1) against a real `ws` server on 127.0.0.1
// (test/servers/ws-server.mjs): the address with the channel's parameter and query binding filled, connect, send
// (the server receives the exact bytes, text and binary), receive (what the server publishes is listed and named
// after the operation's message it fits, binary in hex), the payload check before sending, pause and resume,
// disconnect and reconnect, and axe with no violation.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { columnOf, mountViewer, shadow } from '../helpers/viewer.js';
import { blobUrl } from '../helpers/hostile-docs.js';
import { waitUntil } from '../helpers/wait.js';

type Received = { path: string; binary: boolean; hex: string; text?: string };
const received = () => executeServerCommand('ws-received') as Promise<Received[]>;
const clients = () => executeServerCommand('ws-clients') as Promise<number>;
const publish = (frame: { text: string } | { hex: string }) => executeServerCommand('ws-publish', frame);

function chatDocument(url: string): string {
  const host = new URL(url).host;
  return JSON.stringify({
    asyncapi: '3.0.0',
    info: { title: 'Chat', version: '1.0.0' },
    servers: { local: { host, protocol: 'ws', pathname: '/chat' } },
    channels: {
      answers: {
        address: 'answers',
        messages: {
          answer: {
            name: 'Answer',
            payload: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' }, id: { type: 'string' } } },
            correlationId: { location: '$message.payload#/id' },
          },
        },
      },
      room: {
        address: 'rooms/{roomId}',
        parameters: { roomId: { default: 'general' } },
        messages: {
          say: {
            name: 'Say',
            payload: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
            examples: [{ payload: { text: 'hello' } }],
          },
        },
        bindings: {
          ws: {
            query: { type: 'object', required: ['token'], properties: { token: { type: 'string', default: 'abc' } } },
            headers: { type: 'object', required: ['X-Api-Key'], properties: { 'X-Api-Key': { type: 'string' } } },
          },
        },
      },
    },
    operations: {
      sendSay: { action: 'send', channel: { $ref: '#/channels/room' }, messages: [{ $ref: '#/channels/room/messages/say' }] },
      ask: {
        action: 'send',
        channel: { $ref: '#/channels/room' },
        messages: [{ $ref: '#/channels/room/messages/say' }],
        reply: { channel: { $ref: '#/channels/answers' }, messages: [{ $ref: '#/channels/answers/messages/answer' }] },
      },
    },
  });
}

describe('AsyncAPI Try-It over WebSocket', () => {
  failOnLitWarnings();

  it('connects to the channel, sends exact bytes, lists and names what arrives, pauses, disconnects', async () => {
    const { url } = (await executeServerCommand('ws-server')) as { url: string };
    await executeServerCommand('ws-reset');
    const { el, outcome } = await mountViewer(blobUrl(chatDocument(url)));
    expect(outcome.kind).to.equal('load');
    const content = shadow(el as SpecViewer).querySelector('sv-content') as HTMLElement & { reveal(id: string): Promise<boolean> };
    await content.reveal('sendSay');
    const card = shadow(content).getElementById('sendSay')!;
    const column = await columnOf(card);
    expect(column.tryable, 'a ws server makes the card tryable').to.equal(true);
    await column.openForm();
    await waitUntil(() => column.shadowRoot!.querySelector('sv-async-try-it')?.shadowRoot?.querySelector('#url'), 'the panel renders');
    const panel = column.shadowRoot!.querySelector('sv-async-try-it')!;
    const root = panel.shadowRoot!;
    const q = <T extends Element>(selector: string) => root.querySelector(selector) as T;
    const entries = () => [...root.querySelectorAll('.entry')];
    const state = () => q<HTMLElement>('.state').textContent?.trim();

    // The address: server, pathname, channel parameter default, the query binding's default; editable.
    const address = q<HTMLInputElement>('#url');
    expect(address.value).to.equal(`${url}/chat/rooms/general?token=abc`);
    expect(root.activeElement, 'focus moves into the panel').to.equal(address);
    expect(q('.note').textContent).to.include('X-Api-Key');
    address.value = `${url}/chat/rooms/lobby?token=abc`;
    address.dispatchEvent(new Event('input'));
    expect(state()).to.equal('Not connected');

    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => state() === 'Connected', 'connected');
    expect(await clients()).to.equal(1);
    expect(entries()[0]?.textContent).to.include(`Connected to ${url}/chat/rooms/lobby?token=abc`);

    // Send the pre-filled example: the server receives these exact bytes.
    const box = q<HTMLTextAreaElement>('#message');
    expect(JSON.parse(box.value)).to.deep.equal({ text: 'hello' });
    q<HTMLButtonElement>('.send').click();
    await waitUntil(async () => (await received()).length === 1, 'the server received the message');
    const [first] = await received();
    expect(first).to.deep.include({ path: '/chat/rooms/lobby?token=abc', binary: false, text: box.value });
    expect(entries().at(-1)?.querySelector('.direction')?.textContent).to.equal('Sent');

    // Received frames: named after the message they fit, or said to fit none.
    await publish({ text: '{"text":"hi there"}' });
    await waitUntil(() => entries().at(-1)?.querySelector('.direction')?.textContent === 'Received', 'the published message is listed');
    expect(entries().at(-1)!.querySelector('.match')!.textContent).to.equal('Matches Say');
    expect(entries().at(-1)!.querySelector('pre')!.textContent).to.equal('{\n  "text": "hi there"\n}');
    await publish({ text: '{"user":"ada"}' });
    await waitUntil(() => entries().at(-1)?.textContent?.includes('ada'), 'the second message is listed');
    expect(entries().at(-1)!.querySelector('.match')!.textContent).to.equal('Matches none of this operation’s messages');

    // The payload check: not JSON is not sent until "Send anyway".
    box.value = 'not json';
    box.dispatchEvent(new Event('input'));
    q<HTMLButtonElement>('.send').click();
    await panel.updateComplete;
    expect(q('.problem[role=alert]').textContent).to.match(/^This is not JSON/);
    expect((await received()).length).to.equal(1);
    q<HTMLButtonElement>('.send-anyway').click();
    await waitUntil(async () => (await received()).length === 2, 'sent anyway');
    expect((await received())[1]!.text).to.equal('not json');

    // Binary: written in hex, received as bytes; a binary frame from the server is shown in hex.
    const encoding = q<HTMLSelectElement>('.encoding');
    encoding.value = 'hex';
    encoding.dispatchEvent(new Event('change'));
    box.value = '01 02 ff';
    box.dispatchEvent(new Event('input'));
    q<HTMLButtonElement>('.send').click();
    await waitUntil(async () => (await received()).length === 3, 'the binary frame');
    expect((await received())[2]).to.deep.include({ binary: true, hex: '0102ff' });
    await publish({ hex: 'cafe' });
    await waitUntil(() => entries().at(-1)?.querySelector('pre')?.textContent === 'ca fe', 'the binary frame in hex');

    // Pause holds new frames back; Resume shows them.
    const shown = entries().length;
    q<HTMLButtonElement>('.pause').click();
    await panel.updateComplete;
    await publish({ text: '{"text":"while paused"}' });
    await waitUntil(() => q('.pause').textContent?.includes('1 held'), 'the held count');
    expect(entries().length).to.equal(shown);
    q<HTMLButtonElement>('.pause').click();
    await waitUntil(() => entries().length === shown + 1, 'the held frame shown');

    await expect(panel).to.be.accessible();

    // Disconnect closes the socket (the server sees it go); Reconnect opens a new one.
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(async () => (await clients()) === 0, 'the server saw the socket close');
    await waitUntil(() => state() === 'Disconnected', 'disconnected');
    expect(q('.connect').textContent?.trim()).to.equal('Reconnect');
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(async () => (await clients()) === 1, 'reconnected');

    // Removing the page closes the socket.
    el.remove();
    await waitUntil(async () => (await clients()) === 0, 'closed with the page');
  });

  it('highlights the reply to a request sent, found by its correlation id', async () => {
    const { url } = (await executeServerCommand('ws-server')) as { url: string };
    const { el } = await mountViewer(blobUrl(chatDocument(url)));
    const content = shadow(el as SpecViewer).querySelector('sv-content') as HTMLElement & { reveal(id: string): Promise<boolean> };
    await content.reveal('ask');
    const column = await columnOf(shadow(content).getElementById('ask')!);
    await column.openForm();
    await waitUntil(() => column.shadowRoot!.querySelector('sv-async-try-it')?.shadowRoot?.querySelector('#url'), 'the panel renders');
    const panel = column.shadowRoot!.querySelector('sv-async-try-it')!;
    const root = panel.shadowRoot!;
    const q = <T extends Element>(selector: string) => root.querySelector(selector) as T;
    q<HTMLButtonElement>('.connect').click();
    await waitUntil(() => q('.state').textContent?.trim() === 'Connected', 'connected');
    const box = q<HTMLTextAreaElement>('#message');
    for (const id of ['a', 'b']) {
      box.value = JSON.stringify({ text: 'question', id });
      box.dispatchEvent(new Event('input'));
      q<HTMLButtonElement>('.send').click();
      await panel.updateComplete;
    }
    const sentTimes = [...root.querySelectorAll('.entry.out time')].map((t) => t.textContent);
    await publish({ text: '{"ok":true,"id":"b"}' });
    await waitUntil(() => root.querySelector('.entry.in.reply'), 'the reply is highlighted');
    const reply = root.querySelector('.entry.in.reply')!;
    expect(reply.querySelector('.match')!.textContent).to.equal('Matches Answer');
    expect(reply.querySelector('.reply-to')!.textContent).to.equal(`Reply to the message sent at ${sentTimes[1]}`);
    await expect(panel).to.be.accessible();
    el.remove();
  });

  it('plays the channel in the page with try-it-mock: messages arrive, a request is answered with the reply', async () => {
    const doc = JSON.stringify({
      asyncapi: '3.0.0',
      info: { title: 'Lights', version: '1.0.0' },
      servers: { broker: { host: 'broker.example.com', protocol: 'mqtt' } },
      channels: {
        lights: { address: 'lights/measured', messages: { measured: { name: 'Measured', payload: { type: 'object', properties: { lumens: { type: 'integer' } } }, examples: [{ payload: { lumens: 42 } }] } } },
        ask: { address: 'ask', messages: { q: { name: 'Question', payload: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } }, correlationId: { location: '$message.payload#/id' } } } },
        answer: { address: 'answer', messages: { a: { name: 'Answer', payload: { type: 'object', properties: { id: { type: 'string' }, ok: { type: 'boolean', const: true } } }, correlationId: { location: '$message.payload#/id' } } } },
      },
      operations: {
        onMeasured: { action: 'receive', channel: { $ref: '#/channels/lights' } },
        askIt: { action: 'send', channel: { $ref: '#/channels/ask' }, reply: { channel: { $ref: '#/channels/answer' } } },
      },
    });
    const sockets = performance.getEntriesByType('resource').length;
    const { el } = await mountViewer(blobUrl(doc), { 'try-it-mock': '' });
    const content = shadow(el as SpecViewer).querySelector('sv-content') as HTMLElement & { reveal(id: string): Promise<boolean> };
    const panelOf = async (id: string) => {
      await content.reveal(id);
      const column = await columnOf(shadow(content).getElementById(id)!);
      await waitUntil(() => column.tryable, 'the card is tryable in mock mode');
      if (!column.formOpen) await column.openForm();
      await waitUntil(() => column.shadowRoot!.querySelector('sv-async-try-it')?.shadowRoot?.querySelector('#url'), 'the panel renders');
      return column.shadowRoot!.querySelector('sv-async-try-it')!;
    };
    const receive = (await panelOf('onMeasured')).shadowRoot!;
    expect(receive.querySelector('.note.mock')!.textContent).to.include('Nothing leaves the browser');
    receive.querySelector<HTMLButtonElement>('.connect')!.click();
    await waitUntil(() => receive.querySelector('.entry.in'), 'a mock message arrives');
    expect(receive.querySelector('.entry.in .match')!.textContent).to.equal('Matches Measured');
    expect(JSON.parse(receive.querySelector('.entry.in pre')!.textContent!)).to.deep.equal({ lumens: 42 });
    receive.querySelector<HTMLButtonElement>('.connect')!.click();

    const ask = (await panelOf('askIt')).shadowRoot!;
    ask.querySelector<HTMLButtonElement>('.connect')!.click();
    await waitUntil(() => ask.querySelector('.state')!.textContent?.trim() === 'Connected', 'connected to the mock');
    const box = ask.querySelector<HTMLTextAreaElement>('#message')!;
    box.value = '{"id":"r1"}';
    box.dispatchEvent(new Event('input'));
    ask.querySelector<HTMLButtonElement>('.send')!.click();
    await waitUntil(() => ask.querySelector('.entry.in.reply'), 'the reply');
    expect(JSON.parse(ask.querySelector('.entry.in.reply pre')!.textContent!)).to.deep.equal({ id: 'r1', ok: true });
    // No request left the page: no resource was fetched for the mock channel.
    expect(performance.getEntriesByType('resource').slice(sockets).filter((e) => /broker\.example\.com/.test(e.name))).to.deep.equal([]);
    el.remove();
  });

  it('in a right-to-left interface the log’s JSON reads left to right, each line starting at the left', async () => {
    const doc = JSON.stringify({
      asyncapi: '3.0.0',
      info: { title: 'Lights', version: '1.0.0' },
      servers: { broker: { host: 'broker.example.com', protocol: 'mqtt' } },
      channels: { lights: { address: 'lights/measured', messages: { measured: { name: 'Measured', payload: { type: 'object' }, examples: [{ payload: { lumens: 42, where: 'hall' } }] } } } },
      operations: { onMeasured: { action: 'receive', channel: { $ref: '#/channels/lights' } } },
    });
    const { el } = await mountViewer(blobUrl(doc), { 'try-it-mock': '', locale: 'ar' });
    await waitUntil(() => el.activeLocale === 'ar', 'the ar table is applied');
    const content = shadow(el as SpecViewer).querySelector('sv-content')!;
    const column = await columnOf(shadow(content).querySelector('sv-operation')!);
    await waitUntil(() => column.tryable, 'the card is tryable in mock mode');
    if (!column.formOpen) await column.openForm();
    await waitUntil(() => column.shadowRoot!.querySelector('sv-async-try-it')?.shadowRoot?.querySelector('.connect'), 'the panel renders');
    const panel = column.shadowRoot!.querySelector('sv-async-try-it')!.shadowRoot!;
    panel.querySelector<HTMLButtonElement>('.connect')!.click();
    await waitUntil(() => panel.querySelector('.entry.in pre')?.textContent?.includes('hall'), 'a mock message arrives');
    const pre = panel.querySelector<HTMLElement>('.entry.in pre')!;
    // Every line's first character sits at the block's left edge (Firefox and WebKit had them at the right).
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    const lefts: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (text[i] !== '{' && text[i] !== '}') continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        lefts.push(range.getBoundingClientRect().left);
      }
    }
    const box = pre.getBoundingClientRect();
    expect(lefts.length, 'the braces of the JSON').to.equal(2);
    for (const left of lefts) expect(left - box.left, 'a brace at the start of its line, on the left').to.be.below(box.width / 4);
    panel.querySelector<HTMLButtonElement>('.connect')!.click();
    el.remove();
  });
});

