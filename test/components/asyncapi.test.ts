/** AsyncAPI 2 and 3 pages from the fixtures: direction, channel, bindings, messages, reply, samples, deep links. */
import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, shadow } from '../helpers/viewer.js';

type Card = HTMLElement & { updateComplete: Promise<unknown> };
type Content = HTMLElement & { reveal(id: string): Promise<boolean> };

const content = (el: SpecViewer) => shadow(el).querySelector('sv-content') as Content;

async function card(el: SpecViewer, id: string): Promise<Card> {
  await content(el).reveal(id);
  const found = shadow(content(el)).getElementById(id) as Card | null;
  if (!found) throw new Error(`no card ${id}`);
  await found.updateComplete;
  return found;
}

const captions = (root: ShadowRoot) => [...root.querySelectorAll('caption')].map((c) => c.textContent?.replace(/\s+/g, ' ').trim());

describe('AsyncAPI pages', () => {
  failOnLitWarnings();
  afterEach(() => fixtureCleanup());

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

  it('an invalid document shows the parser diagnostics in the error panel', async () => {
    const text = 'asyncapi: 3.0.0\ninfo:\n  title: Broken\noperations:\n  go:\n    action: jump\n';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
    const { el, outcome } = await mountViewer(url);
    expect(outcome.kind).to.equal('error');
    const alert = shadow(shadow(el).querySelector('sv-error-panel')).querySelector('[role="alert"]');
    expect(alert?.textContent).to.match(/AsyncAPI document is invalid/);
    expect(alert?.textContent).to.include('/operations/go');
    expect(alert?.textContent).not.to.match(/\n\s+at /);
  });
});
