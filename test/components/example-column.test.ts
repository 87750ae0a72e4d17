// The examples column beside each operation: the request sample and the response examples by default, the Try-It
// form on demand (focus in, Escape back, state kept), `try-it-open` and `allow-try-it="false"`, in a whole viewer.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { specUrl } from '../helpers/models.js';
import { columnOf, mountViewer, openTryIt, shadow } from '../helpers/viewer.js';
import { mountViewerAt, removeNarrowFrames } from '../helpers/narrow-frame.js';
import { waitUntil } from '../helpers/wait.js';
import { typeText } from '../helpers/keys.js';

const book = { type: 'object', required: ['id', 'title'], properties: { id: { type: 'string', format: 'uuid' }, title: { type: 'string', minLength: 1 } } };

const spec = {
  openapi: '3.2.0',
  info: { title: 'Column', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/books/{id}': {
      get: {
        operationId: 'getBook',
        summary: 'Get a book',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'b1' }],
        responses: {
          '200': {
            description: 'The book.',
            content: {
              'application/json': {
                schema: book,
                examples: {
                  tolkien: { summary: 'A fantasy book', value: { id: 'b1', title: 'The Hobbit' } },
                  austen: { summary: 'A classic', value: { id: 'b2', title: 'Emma' } },
                },
              },
            },
          },
          '404': { description: 'No such book.', content: { 'application/problem+json': { schema: { type: 'object', required: ['title'], properties: { title: { type: 'string' }, status: { type: 'integer', minimum: 400 } } } } } },
          '204': { description: 'Nothing.' },
        },
      },
    },
    '/search': {
      get: {
        operationId: 'search',
        summary: 'Search',
        responses: {
          '200': {
            description: 'Found.',
            content: { 'text/plain': { examples: { wire: { summary: 'Wire form', dataValue: { q: 'tea' }, serializedValue: 'q=tea' } } } },
          },
        },
      },
    },
    '/events': {
      get: {
        operationId: 'events',
        summary: 'Events',
        responses: { '200': { description: 'A stream.', content: { 'application/jsonl': { itemSchema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } } } },
      },
    },
  },
};

async function card(el: SpecViewer, id: string): Promise<Element> {
  const content = shadow(el).querySelector('sv-content');
  await waitUntil(() => shadow(content).querySelector(`sv-operation#${id}`)?.shadowRoot?.querySelector('.title'), `the ${id} card renders`);
  return shadow(content).querySelector(`sv-operation#${id}`)!;
}

/** The response examples element of a card, once its tabs have rendered. */
async function responsesOf(op: Element): Promise<ShadowRoot> {
  const column = await columnOf(op);
  await waitUntil(() => column.shadowRoot!.querySelector('sv-response-examples')?.shadowRoot?.querySelector('[role=tab]'), 'the response examples render');
  return shadow(column.shadowRoot!.querySelector('sv-response-examples'));
}

describe('examples column', () => {
  failOnLitWarnings();
  afterEach(removeNarrowFrames);

  it('shows the request sample and one tab per status (in the model’s order), the first success chosen, with a picker among named examples', async () => {
    const { el } = await mountViewer(specUrl(spec));
    const op = await card(el, 'getBook');
    const column = shadow(await columnOf(op));
    expect(column.querySelector('sv-code-samples'), 'request sample').to.exist;
    expect(column.querySelector('sv-try-it'), 'no form until asked').to.equal(null);
    const root = await responsesOf(op);
    const tabs = [...root.querySelectorAll('[role=tab]')];
    expect(tabs.map((t) => t.textContent!.trim())).to.deep.equal(['200', '204', '404']);
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(root.querySelector('.media-type')!.textContent).to.contain('application/json');
    expect(root.querySelector('.status-description')!.textContent!.trim()).to.equal('The book.');
    const select = root.querySelector('select')!;
    expect([...select.options].map((o) => o.textContent!.trim())).to.deep.equal(['A fantasy book', 'A classic']);
    expect(JSON.parse(root.querySelector('pre')!.textContent!)).to.deep.equal({ id: 'b1', title: 'The Hobbit' });
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change'));
    await waitUntil(() => root.querySelector('pre')!.textContent!.includes('Emma'), 'the second example shows');
  });

  it('generates an example from the schema when the document gives none, marked as generated; a bodiless status says so', async () => {
    const { el } = await mountViewer(specUrl(spec));
    const root = await responsesOf(await card(el, 'getBook'));
    const tab404 = root.querySelector<HTMLElement>('#tab-2')!;
    tab404.click();
    await waitUntil(() => root.querySelector('.generated'), 'the generated mark');
    const value = JSON.parse(root.querySelector('pre')!.textContent!);
    expect(value.title).to.be.a('string');
    expect(root.querySelector('.media-type')!.textContent).to.contain('application/problem+json');
    // Arrow keys move between statuses (the ARIA tabs pattern).
    tab404.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => root.querySelector('#tab-1')!.getAttribute('aria-selected') === 'true', 'ArrowLeft selects 204');
    expect(root.activeElement?.id).to.equal('tab-1');
    expect(root.querySelector('.empty')!.textContent!.trim()).to.equal('No body.');
  });

  it('shows a 3.2 example’s data beside its serialized form, and a stream’s items in its wire format', async () => {
    const { el } = await mountViewer(specUrl(spec));
    const search = await responsesOf(await card(el, 'search'));
    const blocks = [...search.querySelectorAll('pre')].map((p) => p.textContent!.trim());
    expect(blocks).to.deep.equal([JSON.stringify({ q: 'tea' }, null, 2), 'q=tea']);
    const events = await responsesOf(await card(el, 'events'));
    await waitUntil(() => events.querySelector('pre'), 'the stream example');
    const lines = events.querySelector('pre')!.textContent!.trim().split('\n');
    expect(lines.length).to.equal(2);
    for (const line of lines) expect(JSON.parse(line)).to.have.property('n').that.is.a('number');
  });

  it('shows an AsyncAPI message’s payload and headers examples, each with its own pick', async () => {
    const doc = {
      asyncapi: '3.0.0',
      info: { title: 'Events', version: '1' },
      channels: { ticks: { address: 'ticks', messages: { tick: { $ref: '#/components/messages/tick' } } } },
      operations: { onTick: { action: 'receive', channel: { $ref: '#/channels/ticks' }, messages: [{ $ref: '#/channels/ticks/messages/tick' }] } },
      components: {
        messages: {
          tick: {
            payload: { type: 'object', properties: { n: { type: 'integer' } } },
            headers: { type: 'object', properties: { trace: { type: 'string' } } },
            examples: [
              { name: 'first', payload: { n: 1 } },
              { name: 'second', payload: { n: 2 }, headers: { trace: 'abc' } },
            ],
          },
        },
      },
    };
    const { el } = await mountViewer(specUrl(doc));
    const column = await columnOf(await card(el, 'onTick'));
    await waitUntil(() => column.shadowRoot!.querySelector('sv-message-examples')?.shadowRoot?.querySelectorAll('pre').length === 2, 'payload and headers');
    const root = shadow(column.shadowRoot!.querySelector('sv-message-examples'));
    const blocks = () => [...root.querySelectorAll('pre')].map((p) => JSON.parse(p.textContent!));
    // Only the second example gives headers: the headers block shows them while the first payload is picked.
    expect(blocks()).to.deep.equal([{ n: 1 }, { trace: 'abc' }]);
    const select = root.querySelector('select')!;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change'));
    await waitUntil(() => blocks()[0]?.n === 2, 'the second payload');
    expect(blocks()[1]).to.deep.equal({ trace: 'abc' });
  });

  it('opens the form from "Try it" (focus inside), closes with Escape (focus back on the button) and keeps what was typed', async () => {
    const { el } = await mountViewer(specUrl(spec), { 'try-it-persist-ttl': '0' });
    const op = await card(el, 'getBook');
    const column = await columnOf(op);
    const root = shadow(column);
    const toggle = root.querySelector<HTMLButtonElement>('.toggle')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.textContent!.trim()).to.equal('Try it');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => root.querySelector('sv-try-it')?.shadowRoot?.activeElement, 'focus moves into the form');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(root.querySelector('sv-response-examples'), 'the form replaces the examples').to.equal(null);
    const form = shadow(root.querySelector('sv-try-it'));
    const field = form.querySelector<HTMLInputElement>('input[name="path.id"], input')!;
    field.focus();
    await typeText('-typed');
    const typed = field.value;
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => root.activeElement === toggle, 'focus returns to the button');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await waitUntil(() => root.querySelector('sv-response-examples'), 'the examples are back');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => column.formOpen, 'open again');
    const again = shadow(root.querySelector('sv-try-it')).querySelector<HTMLInputElement>('input[name="path.id"], input')!;
    expect(again.value, 'the form kept its state').to.equal(typed);
    await expect(el).to.be.accessible();
  });

  it('passes axe with the examples shown and with the form open', async () => {
    const { el } = await mountViewer(specUrl(spec));
    const op = await card(el, 'getBook');
    await responsesOf(op);
    await expect(el).to.be.accessible();
    await openTryIt(op);
    await expect(el).to.be.accessible();
  });

  it('opens every form at first with try-it-open', async () => {
    const { el } = await mountViewer(specUrl(spec), { 'try-it-open': '' });
    const column = await columnOf(await card(el, 'getBook'));
    await waitUntil(() => column.shadowRoot!.querySelector('sv-try-it')?.shadowRoot?.querySelector('.send'), 'the form is open');
    expect(column.formOpen).to.equal(true);
    expect(shadow(column).querySelector('.toggle')!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('keeps the examples and drops the button with allow-try-it="false"', async () => {
    const { el } = await mountViewer(specUrl(spec), { 'allow-try-it': 'false' });
    const op = await card(el, 'getBook');
    await responsesOf(op);
    const column = shadow(await columnOf(op));
    expect(column.querySelector('.toggle')).to.equal(null);
    expect(column.querySelector('sv-code-samples')).to.exist;
  });

  it('follows the card’s text at 390 px without sideways scroll, and stays in view beside it on a wide screen', async () => {
    const narrow = await mountViewerAt(390, 800, specUrl(spec));
    const op = await card(narrow.el, 'getBook');
    await responsesOf(op);
    const pane = shadow(op).querySelector('sv-split-pane')!;
    await waitUntil(() => pane.hasAttribute('stacked'), 'the columns stack');
    const doc = narrow.el.ownerDocument;
    expect(doc.documentElement.scrollWidth, 'no sideways scroll').to.be.at.most(doc.documentElement.clientWidth);
    const wide = await mountViewerAt(1280, 800, specUrl(spec));
    const wideOp = await card(wide.el, 'getBook');
    const column = await columnOf(wideOp);
    await waitUntil(() => !shadow(wideOp).querySelector('sv-split-pane')!.hasAttribute('stacked'), 'side by side');
    expect(getComputedStyle(column).position).to.equal('sticky');
  });
});
