// Streamed answers in Try-It against a real local streaming API (test/servers/stream-server.mjs), directly and
// through the real proxy: each item is on screen before the server sends the next; Stop, a cut stream, keep-alives,
// a huge item; try-it-response fires once at the end with the whole body, try-it-stream-item per item.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { executeServerCommand } from '@web/test-runner-commands';
import type { Operation, TryItResponse, TryItStreamItem } from '../../src/index.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import '../../components/entry/define-request-panels.js';
import '../../components/entry/define-response.js';
import { modelWith, operation, tryItServers } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';

/** Safari's engine (WebKitGTK here): its user agent names AppleWebKit without Chrome. */
const WEBKIT = /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Chromium/.test(navigator.userAgent);

let streamCount = 0;
const streamId = (kind: string) => `${kind}${++streamCount}x${Date.now()}`;

const write = (id: string, text: string) => executeServerCommand('stream-write', { id, text });
const end = (id: string) => executeServerCommand('stream-end', { id });
const cut = (id: string) => executeServerCommand('stream-cut', { id });
const state = (id: string) => executeServerCommand<{ connected: boolean; closed: boolean }, { id: string }>('stream-state', { id });

function streamOperation(id: string, mediaType: string): Operation {
  return operation({
    operationId: `stream-${id}`,
    path: `/stream/${id}`,
    responses: [{ status: '200', description: 'a stream', headers: [], content: [{ mediaType, examples: [] }], links: [] } as unknown as Operation['responses'][number]],
  });
}

interface Mounted {
  el: SvTryIt;
  items: TryItStreamItem[];
  responses: TryItResponse[];
}

async function mount(id: string, mediaType = 'text/event-stream', proxied = false): Promise<Mounted> {
  const { url } = await executeServerCommand<{ url: string }, Record<string, never>>('stream-server', {});
  const { proxyUrl } = await tryItServers();
  const op = streamOperation(id, mediaType);
  const el = await fixture<SvTryIt>(
    proxied
      ? html`<sv-try-it persist-ttl="0" proxy-url=${proxyUrl} .operation=${op} .model=${modelWith(url, [op])}></sv-try-it>`
      : html`<sv-try-it persist-ttl="0" .operation=${op} .model=${modelWith(url, [op])}></sv-try-it>`,
  );
  const mounted: Mounted = { el, items: [], responses: [] };
  el.addEventListener('try-it-stream-item', (e) => mounted.items.push(e.detail.item));
  el.addEventListener('try-it-response', (e) => mounted.responses.push(e.detail));
  el.shadowRoot!.querySelector<HTMLButtonElement>('.send')!.click();
  await waitUntil(async () => (await state(id)).connected, 'the API got the request');
  return mounted;
}

const responseRoot = (el: SvTryIt) => el.shadowRoot!.querySelector('sv-response')!.shadowRoot!;
const shownItems = (el: SvTryIt) => [...responseRoot(el).querySelectorAll('li.item')];
const itemText = (li: Element) => li.querySelector('pre')!.textContent!;
const fields = (li: Element) => [...li.querySelectorAll('.field')].map((f) => f.textContent!.replace(/\s+/g, ' ').trim());

for (const proxied of [false, true]) {
  describe(`Try-It streams ${proxied ? 'through the proxy' : 'directly'}`, function () {
    failOnLitWarnings();

    it('shows each Server-Sent Event before the next is sent; keep-alives counted; one try-it-response at the end', async () => {
      const id = streamId('sse');
      const { el, items, responses } = await mount(id, 'text/event-stream', proxied);
      await write(id, 'id: 1\nevent: tick\ndata: {"n":1,"text":"first"}\n\n');
      await waitUntil(() => shownItems(el).length === 1, 'the first event is on screen');
      const [first] = shownItems(el);
      expect(fields(first!)).to.deep.equal(['event: tick', 'id: 1']);
      expect(itemText(first!)).to.equal('{\n  "n": 1,\n  "text": "first"\n}');
      expect(el.shadowRoot!.querySelector('.cancel')!.textContent!.trim()).to.equal('Stop');
      expect(responses, 'no try-it-response while the stream runs').to.have.length(0);
      // A comment, then an event whose lines arrive split across writes, with CRLF and a retry.
      await write(id, ': keep-alive\r\n\r\nretry: 3000\r\ndata: line one\r\nda');
      await new Promise((r) => setTimeout(r, 150));
      expect(shownItems(el), 'an unfinished event is not shown').to.have.length(1);
      await write(id, 'ta: line two\r\n\r\n');
      await waitUntil(() => shownItems(el).length === 2, 'the second event is on screen');
      const second = shownItems(el)[1]!;
      expect(fields(second)).to.deep.equal(['event: message', 'retry: 3000']);
      expect(itemText(second)).to.equal('line one\nline two');
      await end(id);
      await waitUntil(() => responses.length === 1, 'try-it-response once the stream ended');
      const root = responseRoot(el);
      await waitUntil(() => root.querySelector('.stream-end'), 'the end is said');
      expect(root.querySelector('.stream-end')!.textContent).to.contain('The stream ended.');
      expect(root.textContent).to.contain('1 comment (keep-alive) not shown');
      expect(root.querySelector('.stream-count')!.textContent).to.equal('2 items');
      expect(items.map((i) => i.data)).to.deep.equal(['{"n":1,"text":"first"}', 'line one\nline two']);
      const [response] = responses;
      expect(response!.body).to.equal('id: 1\nevent: tick\ndata: {"n":1,"text":"first"}\n\n: keep-alive\r\n\r\nretry: 3000\r\ndata: line one\r\ndata: line two\r\n\r\n');
      expect(response!.stream).to.deep.equal({ format: 'sse', items: 2, comments: 1, ended: 'complete' });
      expect(response!.mode).to.equal(proxied ? 'proxy' : 'direct');
      expect(root.querySelector<HTMLAnchorElement>('a.download')!.download).to.match(/\S/);
      expect(root.querySelector('button.copy-all')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('JSON Lines: each line pretty-printed as it arrives; a UTF-8 character split across writes arrives whole', async () => {
      const id = streamId('jsonl');
      const { el, responses } = await mount(id, 'application/x-ndjson', proxied);
      await write(id, '{"a":1}\n{"b":"caf');
      await waitUntil(() => shownItems(el).length === 1, 'the first line');
      expect(itemText(shownItems(el)[0]!)).to.equal('{\n  "a": 1\n}');
      await write(id, 'é"}\n');
      await waitUntil(() => shownItems(el).length === 2, 'the second line');
      expect(itemText(shownItems(el)[1]!)).to.equal('{\n  "b": "café"\n}');
      await end(id);
      await waitUntil(() => responses.length === 1);
      expect(responses[0]!.stream?.format).to.equal('json-lines');
    });

    it('Stop aborts the request upstream and keeps what arrived', async () => {
      const id = streamId('sse');
      const { el, responses } = await mount(id, 'text/event-stream', proxied);
      await write(id, 'data: kept\n\n');
      await waitUntil(() => shownItems(el).length === 1);
      el.shadowRoot!.querySelector<HTMLButtonElement>('.cancel')!.click();
      await waitUntil(async () => (await state(id)).closed, 'the API saw the request go away', { timeout: 5000 });
      await waitUntil(() => responses.length === 1, 'try-it-response with what arrived');
      expect(responses[0]!.stream?.ended).to.equal('stopped');
      expect(responses[0]!.body).to.equal('data: kept\n\n');
      expect(itemText(shownItems(el)[0]!)).to.equal('kept');
      expect(responseRoot(el).querySelector('.stream-end')!.textContent).to.contain('Stopped');
    });

    // WebKit's fetch ends a chunked body whose connection dropped as if it were complete, so a page cannot tell
    // a cut there in direct mode; the proxy can (its error record), in every engine.
    const cutSeen = proxied || !WEBKIT;
    it(`a stream cut in the middle shows what arrived and ${cutSeen ? 'says it was cut' : 'ends it (WebKit direct: a cut reads as the end)'}`, async () => {
      const id = streamId('sse');
      const { el, responses } = await mount(id, 'text/event-stream', proxied);
      await write(id, 'data: before the cut\n\n');
      await waitUntil(() => shownItems(el).length === 1);
      await cut(id);
      await waitUntil(() => responses.length === 1, 'the stream ends');
      expect(responses[0]!.stream?.ended).to.equal(cutSeen ? 'cut' : 'complete');
      expect(itemText(shownItems(el)[0]!)).to.equal('before the cut');
      expect(responseRoot(el).querySelector('.stream-end')!.textContent).to.contain(cutSeen ? 'cut before it ended' : 'The stream ended.');
    });

    if (proxied) {
      it('a stream past the proxy’s size limit stops there, keeps what arrived and says why', async () => {
        const id = streamId('sse');
        const { el, responses } = await mount(id, 'text/event-stream', true);
        const event = `data: ${'y'.repeat(64 * 1024 - 8)}\n\n`; // 64 KiB
        for (let i = 0; i < 5; i++) await write(id, event); // the test proxy's limit is 256 KiB
        await waitUntil(() => responses.length === 1, 'the stream stops at the limit');
        expect(responses[0]!.stream?.ended).to.equal('limit');
        expect(responses[0]!.size).to.be.at.most(256 * 1024);
        expect(shownItems(el).length).to.be.within(3, 4);
        expect(responseRoot(el).querySelector('.stream-end')!.textContent).to.contain('passed its size limit');
      });
    }

    it('a huge single event is shown in part, with the whole in Copy all and Download', async () => {
      const id = streamId('sse');
      const { el, responses } = await mount(id, 'text/event-stream', proxied);
      const big = 'x'.repeat(200_000);
      await write(id, `data: ${big}\n\n`);
      await end(id);
      await waitUntil(() => responses.length === 1);
      const li = shownItems(el)[0]!;
      expect(itemText(li).length).to.equal(20_000);
      expect(li.querySelector('.note')!.textContent).to.contain('200,000 characters');
      expect(responses[0]!.size).to.equal(big.length + 8);
    });
  });
}

describe('Try-It streams: the declared format', () => {
  failOnLitWarnings();
  it('an answer labelled text/plain is read as the Server-Sent Events the operation declares', async () => {
    const id = streamId('plain');
    const { el, responses } = await mount(id, 'text/event-stream');
    await write(id, 'event: hello\ndata: world\n\n');
    await waitUntil(() => shownItems(el).length === 1, 'read as events');
    expect(fields(shownItems(el)[0]!)).to.deep.equal(['event: hello']);
    await end(id);
    await waitUntil(() => responses.length === 1);
  });

  it('an operation that declares no stream and gets a plain answer shows it whole, as before', async () => {
    const id = streamId('plain');
    const { url } = await executeServerCommand<{ url: string }, Record<string, never>>('stream-server', {});
    const op = operation({ operationId: `plain-${id}`, path: `/stream/${id}` });
    const el = await fixture<SvTryIt>(html`<sv-try-it persist-ttl="0" .operation=${op} .model=${modelWith(url, [op])}></sv-try-it>`);
    const responses: TryItResponse[] = [];
    el.addEventListener('try-it-response', (e) => responses.push(e.detail));
    el.shadowRoot!.querySelector<HTMLButtonElement>('.send')!.click();
    await write(id, 'event: hello\ndata: world\n\n');
    await end(id);
    await waitUntil(() => responses.length === 1);
    expect(responses[0]!.stream).to.equal(undefined);
    expect(responseRoot(el).querySelector('pre[part=body]')!.textContent).to.equal('event: hello\ndata: world\n\n');
  });
});
