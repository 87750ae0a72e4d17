/** AsyncAPI 2 and 3 pages from the fixtures: direction, channel, bindings, messages, reply, samples, deep links. */
import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import { parseSpec } from '../../src/index.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { columnOf, mountViewer, shadow } from '../helpers/viewer.js';
import { typeText } from '../helpers/keys.js';

type Card = HTMLElement & { updateComplete: Promise<unknown> };
type Content = HTMLElement & { reveal(id: string): Promise<boolean>; updateComplete: Promise<unknown> };

const content = (el: SpecViewer) => shadow(el).querySelector('sv-content') as Content;

async function card(el: SpecViewer, id: string): Promise<Card> {
  await content(el).reveal(id);
  const found = shadow(content(el)).getElementById(id) as Card | null;
  if (!found) throw new Error(`no card ${id}`);
  await found.updateComplete;
  return found;
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();
const texts = (nodes: Iterable<Element>) => [...nodes].map(text);

/** Term → definition text of a `<dl>`'s rows. */
function facts(list: Element | null | undefined): Record<string, string | undefined> {
  return Object.fromEntries([...(list?.querySelectorAll(':scope > div') ?? [])].map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]));
}

/** The tags listed under `label`: name, description text, docs link. */
function tagRows(root: ShadowRoot | Element, label: string) {
  const list = root.querySelector(`.tag-list[aria-label="${label}"]`);
  if (!list) throw new Error(`no tag list "${label}"`);
  return [...list.querySelectorAll('li')].map((li) => {
    const link = li.querySelector('a');
    const description = li.querySelector('.md');
    return {
      name: text(li.querySelector('.tag')),
      ...(description ? { description: text(description) } : {}),
      ...(link ? { link: [link.getAttribute('href'), text(link), link.target, link.rel] } : {}),
    };
  });
}

/** The example blocks of one kind (`payload` / `headers`) in a message: caption and parsed JSON. */
function examples(message: Element | null, kind: 'payload' | 'headers') {
  return [...(message?.querySelectorAll(`.${kind}-examples figure`) ?? [])].map((figure) => ({
    label: text(figure.querySelector('figcaption span')),
    value: JSON.parse(figure.querySelector('pre code')?.textContent ?? 'null') as unknown,
  }));
}

/** The page's problems list, opened: text and location of each entry. */
async function problemList(el: SpecViewer): Promise<Array<{ text: string | undefined; location: string }>> {
  const bar = shadow(content(el)).querySelector('sv-warnings') as (HTMLElement & { updateComplete: Promise<unknown> }) | null;
  if (!bar) throw new Error('no problems bar');
  await bar.updateComplete;
  const toggle = shadow(bar).querySelector('button.toggle') as HTMLButtonElement;
  if (toggle.getAttribute('aria-expanded') !== 'true') {
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await bar.updateComplete;
  }
  return [...shadow(bar).querySelectorAll('li')].map((li) => ({ text: text(li), location: li.querySelector('code')?.textContent ?? '' }));
}

const captions = (root: ShadowRoot) => [...root.querySelectorAll('caption')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim());

describe('AsyncAPI pages', function () {
  failOnLitWarnings();
  afterEach(() => fixtureCleanup());
  // The first load imports the AsyncAPI chunk (and the YAML decoder): pay it here, not in the first test.
  before(async function () {
    this.timeout(180_000);
    await parseSpec('asyncapi: 3.0.0\ninfo:\n  title: Warm-up\n  version: 1.0.0\n');
  });

  it('2.x: publish reads as "receives", with channel parameters, bindings, traits and a copyable example', async () => {
    const { el, outcome } = await mountViewer('/test/fixtures/asyncapi-2-orders.yaml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const created = await card(el, 'onOrderCreated');
    const root = shadow(created);
    expect(root.querySelector('.method')?.textContent).to.equal('RECEIVE');
    expect(root.querySelector('.direction-sentence')?.textContent).to.match(/^Your application receives messages from this channel\./);
    expect(captions(root)).to.include.members([
      'Channel parameters',
      'Channel bindings: mqtt',
      'Operation bindings: mqtt',
      'Message bindings: mqtt',
      'Server bindings of production: mqtt',
    ]);
    const message = root.getElementById('message-orderCreated');
    expect(message?.textContent).to.include('$message.header#/x-trace-id');
    expect(message?.querySelectorAll('sv-schema-tree').length, 'headers and payload trees').to.equal(2);
    expect(message?.querySelector('pre code')?.textContent).to.include('"total": 9.5');
    expect(root.querySelector('sv-try-it'), 'no Try-It for AsyncAPI').to.equal(null);
    const cancel = shadow(await card(el, 'send-orders-orderId-cancel'));
    expect(cancel.querySelector('.direction-sentence')?.textContent).to.match(/^Your application sends messages to this channel\./);
    expect(cancel.querySelector('.examples pre')?.textContent, 'generated sample').to.include('"reason": "customer"');
    await expect(created).to.be.accessible();

    // Keyboard: focus the example's copy button and press Enter.
    const copy = message?.querySelector<HTMLButtonElement>('button.copy');
    copy?.focus();
    expect(root.activeElement).to.equal(copy);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copy?.textContent !== 'Copy', 'copy feedback');
  });

  it('3.0: send/receive actions, reply, parameters from enum, sidebar badges and deep links', async () => {
    const { el, outcome } = await mountViewer('/test/fixtures/asyncapi-3-orders.yaml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const request = await card(el, 'requestPrice');
    const root = shadow(request);
    expect(root.querySelector('.method')?.textContent).to.equal('SEND');
    expect(root.querySelector('.reply')?.textContent).to.include('priceReplies');
    expect(root.querySelector('.reply #message-priceReply'), 'reply message anchored').to.exist;
    expect(root.getElementById('channel-priceRequests')?.textContent).to.include('prices.{region}.requests');
    expect(root.querySelector('.channel table')?.textContent).to.include('one of "eu", "us" default "eu"');
    expect(captions(root)).to.include.members(['Operation bindings: kafka', 'Channel bindings: kafka', 'Message bindings: kafka']);
    expect(root.querySelector('.servers')?.textContent).to.include('sasl');
    await expect(request).to.be.accessible();

    const sidebar = shadow(shadow(el).querySelector('sv-sidebar'));
    const badges = [...sidebar.querySelectorAll('a[data-op-id] .method')].map((b) => b.textContent);
    expect(badges).to.deep.equal(['SEND', 'RECEIVE']);

    expect(await content(el).reveal('message-priceRequest')).to.equal(true);
    expect(await content(el).reveal('channel-priceReplies')).to.equal(true);
    expect(await content(el).reveal('schema-Sku')).to.equal(true);
    expect(await content(el).reveal('message-nope')).to.equal(false);
  });

  it('a document with mistakes renders what it can, its mistakes listed as problems (no error panel)', async () => {
    const text = 'asyncapi: 3.0.0\ninfo:\n  title: Broken\noperations:\n  go:\n    action: jump\n';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    const { el, outcome } = await mountViewer(url);
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    expect(shadow(el).querySelector('sv-error-panel')).to.equal(null);
    expect(shadow(await card(el, 'go')).textContent).to.match(/receive/i);
    const problems = await problemList(el);
    expect(problems.map((p) => p.location)).to.deep.equal(['/info', '/operations/go/action', '/operations/go/channel']);
    expect(problems[1]?.text).to.match(/"jump"/);
    expect(problems.map((p) => p.text).join(' ')).not.to.match(/\n\s+at /);
    await expect(el).to.be.accessible();
  });

  it('validate: the @asyncapi/parser findings (run in its worker) join the problems list and spec-validate', async function () {
    this.timeout(180_000);
    const text = 'asyncapi: 3.0.0\ninfo:\n  title: Broken\noperations:\n  go:\n    action: jump\n';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    const el = await fixture<SpecViewer>(html`<spec-viewer validate></spec-viewer>`);
    const validated = oneEvent(el, 'spec-validate') as Promise<CustomEvent<{ problems: Array<{ code: string; message: string; location?: string }> }>>;
    el.setAttribute('spec-url', url);
    const { problems: found } = (await validated).detail;
    expect(found.length).to.be.greaterThan(0);
    expect(found.every((p) => p.code === 'validation')).to.equal(true);
    expect(found.some((p) => p.location === '/info' && /version/.test(p.message)), JSON.stringify(found)).to.equal(true);
    await el.updateComplete;
    await content(el).updateComplete;
    const listed = await problemList(el);
    // The normalizer's three warnings, then every finding of the validator.
    expect(listed.length).to.equal(3 + found.length);
    expect(listed.slice(3).map((p) => p.location)).to.deep.equal(found.map((p) => p.location ?? ''));
    // The parser ran in its worker: no @asyncapi/parser module on the page itself.
    expect(performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /@asyncapi\/|\/parser-[A-Z0-9]{8}\.js/.test(n))).to.deep.equal([]);
  });

  it('3.0 reply: the reply channel by its address, reply.address with its location and sanitized Markdown description', async () => {
    const { el, outcome } = await mountViewer('/test/fixtures/asyncapi-3-ping-pong.yaml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const request = await card(el, 'pingRequest');
    const reply = shadow(request).querySelector('.reply');
    expect(facts(reply?.querySelector('dl'))).to.deep.equal({
      'Reply channel': 'dynamic (channel pong in the document)',
      'Reply address': '$message.header#/replyTo The reply goes to the topic the replyTo header names.',
    });
    expect(text(reply?.querySelector('.reply-address'))).to.equal('dynamic');
    await waitUntil(() => reply?.querySelector('.reply-address-description strong'), 'the description is rendered as Markdown');
    expect(text(reply?.querySelector('.reply-address-description strong'))).to.equal('replyTo');
    expect(reply?.querySelector('script'), 'sanitized').to.equal(null);
    expect((window as { __svXss?: unknown }).__svXss).to.equal(undefined);
    await expect(request).to.be.accessible();
  });

  it('3.0 reply in the corpus: Kraken names the reply channel "/", Adeo shows where the reply topic is read', async () => {
    const kraken = await mountViewer('/specs/asyncapi3-kraken-websocket-request-reply-multiple-channels.yml');
    expect(kraken.outcome.kind).to.equal('load');
    const ping = shadow(await card(kraken.el, 'receivePing')).querySelector('.reply dl');
    expect(facts(ping)).to.deep.equal({ 'Reply channel': '/ (channel pong in the document)' });
    fixtureCleanup();
    const adeo = await mountViewer('/specs/asyncapi3-adeo-kafka-request-reply.yml');
    expect(adeo.outcome.kind).to.equal('load');
    const costing = shadow(await card(adeo.el, 'requestCosting')).querySelector('.reply dl');
    expect(facts(costing)).to.deep.equal({
      'Reply channel': 'adeo-{env}-case-study-COSTING-RESPONSE-{version} (channel costingResponse in the document)',
      'Reply address': '$message.header#/REPLY_TOPIC',
    });
  });

  it('each card has its code samples (Shell first), message examples and a Try-It toggle (MQTT) beside it', async () => {
    localStorage.removeItem('spec-viewer:sample-lang'); // an earlier file's choice of language would be kept
    const { el, outcome } = await mountViewer('/specs/asyncapi3-streetlights-mqtt.yml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const root = shadow(await card(el, 'turnOn'));
    const column = await columnOf(root.host);
    const samples = () => column.shadowRoot!.querySelector('sv-code-samples');
    await waitUntil(() => samples()?.shadowRoot?.querySelector('[role=tab]'), 'the card’s code samples', { timeout: 15_000 });
    await waitUntil(() => shadow(samples()).querySelector('[role=tab]')?.textContent?.trim() === 'Shell', 'the Shell tab first');
    await waitUntil(() => (samples() as { sampleText?: string }).sampleText?.includes('mosquitto_pub'), 'an MQTT publish in the shell tab');
    await waitUntil(() => column.tryable, 'an MQTT operation has a Try-It panel');
    expect(column.shadowRoot!.querySelector('sv-try-it'), 'no HTTP form').to.equal(null);
    await waitUntil(() => column.shadowRoot!.querySelector('sv-message-examples')?.shadowRoot?.querySelector('pre'), 'the message example');
    expect(shadow(column.shadowRoot!.querySelector('sv-message-examples')).querySelector('pre')!.textContent).to.contain('command');
    await expect(root.host).to.be.accessible();
  });

  it('tags of messages, servers and channels, with Markdown descriptions and docs links (3.0 fixture)', async () => {
    const { el, outcome } = await mountViewer('/test/fixtures/asyncapi-3-ping-pong.yaml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const request = await card(el, 'pingRequest');
    const root = shadow(request);
    await waitUntil(() => root.querySelector('.tag-list .md strong'), 'descriptions rendered as Markdown');
    const health = { name: 'health', description: 'Liveness checks.', link: ['https://example.com/docs/health', 'Health guide', '_blank', 'noopener noreferrer'] };
    expect(tagRows(root, 'Tags of message Ping')).to.deep.equal([
      health,
      { name: 'beta', description: 'May change without notice.', link: ['https://example.com/docs/beta', 'External documentation', '_blank', 'noopener noreferrer'] },
    ]);
    expect(tagRows(root, 'Tags of server broker')).to.deep.equal([
      { name: 'env:staging', description: 'Staging only.', link: ['https://example.com/docs/environments', 'Environments', '_blank', 'noopener noreferrer'] },
      health,
    ]);
    expect(tagRows(root, 'Tags of channel ping')).to.deep.equal([{ name: 'kind:request', description: 'Requests from clients.' }]);
    const img = root.querySelector('.tag-list img');
    expect(img?.getAttribute('onerror') ?? null, 'event handlers stripped').to.equal(null);
    expect((window as { __svXss?: unknown }).__svXss).to.equal(undefined);
    // The operation's own tag description heads its tag section.
    const probes = shadow(content(el)).getElementById('tag-probes') ?? [...shadow(content(el)).querySelectorAll('section.tag')].find((s) => s.querySelector('h2')?.textContent === 'probes');
    expect(text(probes?.querySelector('.tag-description'))).to.equal('Probes used by the load balancer.');
    await expect(request).to.be.accessible();
  });

  it('a card with many messages renders its first ones at once, the rest when the reader nears them or a link targets one', async () => {
    const { el, outcome } = await mountViewer('/specs/asyncapi2-slack-rtm.yml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const ops = (el as SpecViewer & { model: { operations: Array<{ id: string; async?: { messages: Array<{ id: string }> } }> } }).model.operations;
    const op = ops.reduce((a, b) => ((b.async?.messages.length ?? 0) > (a.async?.messages.length ?? 0) ? b : a));
    const messages = op.async!.messages;
    expect(messages.length, 'Slack RTM lists dozens of messages in one operation').to.be.above(20);

    // The card's own template: the first four, and one placeholder holding space for the rest.
    const view = await import('../../components/operation/async/async-operation.js');
    const { en } = await import('../../components/i18n/en.js');
    const { asyncapiEn } = await import('../../components/i18n/parts/asyncapi.js');
    const first = await fixture(html`<div>${view.asyncOperationCard(op as never, undefined, true, { ...en, ...asyncapiEn } as never, 4)}</div>`);
    expect(first.querySelectorAll('.messages > .message').length).to.equal(4);
    const rest = first.querySelector('.messages-rest') as HTMLElement;
    expect(rest.getAttribute('aria-hidden')).to.equal('true');
    expect(parseFloat(rest.style.minHeight), 'space reserved for the others').to.be.above(0);

    // In the page: a deep link to the last message renders the rest and lands on it.
    const last = messages.at(-1)!.id;
    expect(await content(el).reveal(`message-${last}`)).to.equal(true);
    const root = shadow(shadow(content(el)).getElementById(op.id));
    expect(root.querySelectorAll('.messages > .message').length).to.equal(messages.length);
    expect(root.querySelector('.messages-rest')).to.equal(null);
    expect(root.getElementById(`message-${last}`)).to.exist;

    // Scrolling: the rest renders as the placeholder nears the viewport.
    const again = await mountViewer('/specs/asyncapi2-slack-rtm.yml');
    const cardRoot = () => shadow(shadow(content(again.el)).getElementById(op.id));
    // Only the first card renders with the page: this one is a placeholder until the reader scrolls to it.
    shadow(content(again.el)).getElementById(op.id)?.scrollIntoView();
    await waitUntil(() => shadow(content(again.el)).getElementById(op.id)?.shadowRoot?.querySelector('.message'), 'first messages rendered');
    cardRoot().querySelector('.messages-rest')?.scrollIntoView();
    await waitUntil(() => cardRoot().querySelectorAll('.messages > .message').length === messages.length, 'the rest rendered after scrolling');
  });

  it('the card is styled: message boxes, facts as a grid, tags as chips, Send badge in its colour', async () => {
    const { el, outcome } = await mountViewer('/test/fixtures/asyncapi-3-ping-pong.yaml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const root = shadow(await card(el, 'pingRequest'));
    const style = (selector: string) => getComputedStyle(root.querySelector(selector) as Element);
    expect(style('#message-ping').borderTopStyle).to.equal('solid');
    expect(style('.reply .message-facts').display).to.equal('grid');
    expect(style('.reply .message-facts dd').overflowWrap, 'long reply addresses wrap on narrow screens').to.equal('anywhere');
    expect(style('.tag-list').listStyleType).to.equal('none');
    expect(style('.tag-list .tag').borderTopStyle).to.equal('solid');
    const post = style('.endpoint .method').getPropertyValue('--sv-color-method-post').trim();
    expect(style('.endpoint .method').getPropertyValue('--sv-method-color').trim()).to.equal(post);
  });

  it('tags in 2.x: server tags of the Streetlights corpus file, message tags of the fixture', async () => {
    const lights = await mountViewer('/specs/asyncapi2-streetlights-mqtt.yml');
    expect(lights.outcome.kind).to.equal('load');
    const measured = shadow(await card(lights.el, 'receiveLightMeasurement'));
    expect(tagRows(measured, 'Tags of server production').map((t) => [t.name, t.description])).to.deep.equal([
      ['env:production', 'This environment is meant for production use case'],
      ['kind:remote', 'This server is a remote server. Not exposed by the application'],
      ['visibility:public', 'This resource is public and available to everyone'],
    ]);
    fixtureCleanup();
    const orders = await mountViewer('/test/fixtures/asyncapi-2-orders.yaml');
    const created = shadow(await card(orders.el, 'onOrderCreated'));
    await waitUntil(() => created.querySelector('.tag-list .md strong'), 'descriptions rendered as Markdown');
    expect(tagRows(created, 'Tags of message Order created')).to.deep.equal([
      { name: 'orders' },
      { name: 'lifecycle', description: 'Order lifecycle events.', link: ['https://example.com/docs/lifecycle', 'External documentation', '_blank', 'noopener noreferrer'] },
    ]);
  });

  it('headers examples beside payload examples: the message’s own first, else generated from the headers schema', async () => {
    const { el, outcome } = await mountViewer('/test/fixtures/asyncapi-3-ping-pong.yaml');
    expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
    const request = await card(el, 'pingRequest');
    const root = shadow(request);
    const ping = root.getElementById('message-ping');
    expect(examples(ping, 'headers')).to.deep.equal([
      {
        label: 'Generated from the headers schema',
        value: { replyTo: 'pong.client-42', traceId: '3fa85f64-5717-4562-b3fc-2c963f66afa6', priority: 5 },
      },
    ]);
    expect(examples(ping, 'payload')).to.deep.equal([{ label: 'Generated from the payload schema', value: { sentAt: '2024-01-01T12:00:00Z' } }]);
    const pong = root.getElementById('message-pong');
    expect(examples(pong, 'payload'), 'a headers-only example is no payload example').to.deep.equal([{ label: 'A healthy server', value: { ok: true } }]);
    expect(examples(pong, 'headers')).to.deep.equal([
      { label: 'A healthy server', value: { replyTo: 'pong.client-7' } },
      { label: 'headers only', value: { replyTo: 'pong.client-8' } },
    ]);
    expect(texts(ping?.querySelectorAll('.examples h6') ?? [])).to.deep.equal(['Example payload', 'Example headers']);
    await expect(request).to.be.accessible();

    // Keyboard: the headers example's copy button.
    const copy = ping?.querySelector<HTMLButtonElement>('.headers-examples button.copy');
    expect(copy?.getAttribute('aria-label')).to.equal('Copy example headers of Ping');
    copy?.focus();
    expect(root.activeElement).to.equal(copy);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => copy?.textContent !== 'Copy', 'copy feedback');
  });

  it('headers examples in 2.x: the fixture’s example headers, Streetlights’ generated from the trait’s headers', async () => {
    const orders = await mountViewer('/test/fixtures/asyncapi-2-orders.yaml');
    const created = shadow(await card(orders.el, 'onOrderCreated')).getElementById('message-orderCreated');
    expect(examples(created, 'headers')).to.deep.equal([{ label: 'small', value: { 'x-trace-id': 't-1' } }]);
    fixtureCleanup();
    const lights = await mountViewer('/specs/asyncapi2-streetlights-mqtt.yml');
    const measured = shadow(await card(lights.el, 'receiveLightMeasurement')).getElementById('message-lightMeasured');
    expect(examples(measured, 'headers')).to.deep.equal([{ label: 'Generated from the headers schema', value: { 'my-app-header': 0 } }]);
  });
});

describe('The Authorize panel says what applied credentials are used for, on this page', function () {
  failOnLitWarnings();
  afterEach(() => fixtureCleanup());

  const panel = (el: SpecViewer) => shadow(shadow(content(el)).querySelector('sv-authorize'));
  const intro = (el: SpecViewer) => text(panel(el).querySelector('.intro'));

  it('AsyncAPI: no Try-It or code samples promised, and Apply says so too', async () => {
    const { el, outcome } = await mountViewer('/specs/asyncapi2-streetlights-mqtt.yml');
    expect(outcome.kind).to.equal('load');
    expect(intro(el)).to.equal(
      'This page has no Try-It or code samples, so credentials applied here are not sent anywhere: the schemes below describe how clients authenticate. ' +
        'They are kept in this browser tab only (sessionStorage), never in localStorage.',
    );
    const authorize = shadow(content(el)).querySelector('sv-authorize') as HTMLElement & { show(key?: string): Promise<void>; updateComplete: Promise<unknown> };
    await authorize.show('supportedOauthFlows');
    const input = panel(el).querySelector<HTMLInputElement>('.tabpanel:not([hidden]) input');
    expect(panel(el).activeElement).to.equal(input);
    await typeText('token-1');
    await sendKeys({ press: 'Enter' });
    await authorize.updateComplete;
    expect(text(panel(el).querySelector('.tabpanel:not([hidden]) .status'))).to.equal('Applied: the supportedOauthFlows credentials are kept for this tab.');
    await expect(authorize).to.be.accessible();
  });

  it('OpenAPI: Try-It requests and code samples; code samples only with allow-try-it="false"', async () => {
    const on = await mountViewer('/test/fixtures/auth-requirements.yaml');
    expect(on.outcome.kind).to.equal('load');
    expect(intro(on.el)).to.match(/^Credentials applied here are added to Try-It requests and code samples of the operations that accept them\./);
    fixtureCleanup();
    const off = await mountViewer('/test/fixtures/auth-requirements.yaml', { 'allow-try-it': 'false' });
    expect(intro(off.el)).to.match(/^Credentials applied here are added to the code samples of the operations that accept them\./);
  });
});

