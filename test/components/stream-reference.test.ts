// Reference pages of streams described without itemSchema (every document before OpenAPI 3.2): the schema of a live stream is shown
// as the item schema (an event's data for Server-Sent Events), with an example in the stream's wire format; a plain
// string schema stays as it is.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import type { SvOperation } from '../../components/base.js';
import { parseSpec, type Operation } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { shadow } from '../helpers/viewer.js';

const text = (root: ParentNode | null | undefined) => root?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Streams before 3.2', version: '1' },
  paths: {
    '/ticks': {
      get: {
        operationId: 'ticks',
        responses: {
          200: {
            description: 'ticks',
            content: { 'application/x-ndjson': { schema: { type: 'object', properties: { seq: { type: 'integer', example: 7 } } } } },
          },
        },
      },
    },
    '/events': {
      get: {
        operationId: 'events',
        responses: {
          200: {
            description: 'events',
            content: { 'text/event-stream': { schema: { type: 'object', properties: { price: { type: 'number', example: 12.5 } } } } },
          },
        },
      },
    },
    '/raw': {
      get: {
        operationId: 'raw',
        responses: { 200: { description: 'raw events', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
      },
    },
  },
});

async function media(id: string): Promise<ShadowRoot> {
  const model = await parseSpec(SPEC, { sourceUrl: `${location.origin}/streams.json` });
  const operation = model.operations.find((o) => o.id === id) as Operation;
  const el = await fixture<SvOperation>(html`<sv-operation .operation=${operation}></sv-operation>`);
  await el.updateComplete;
  // Response rows start closed beside the examples column: open the first, as a reader would.
  shadow(el).querySelector<HTMLButtonElement>('.response button.response-toggle')?.click();
  await el.updateComplete;
  const content = shadow(el).querySelector('.response sv-media-content') as HTMLElement & { updateComplete: Promise<unknown> };
  await content.updateComplete;
  return shadow(content);
}

describe('streams in OpenAPI 3.0 documents', () => {
  failOnLitWarnings();

  it('a JSON Lines response shows “a stream of items” and an example of a few lines', async () => {
    const root = await media('ticks');
    expect(text(root)).to.include('A stream of items, each:');
    [...root.querySelectorAll<HTMLButtonElement>('button.view')].find((b) => text(b) === 'Example')!.click();
    await waitUntil(() => root.querySelector('pre'), 'the example');
    expect(root.querySelector('pre')!.textContent).to.equal('{"seq":7}\n{"seq":7}\n');
  });

  it('an event stream’s schema is the data of each event', async () => {
    const root = await media('events');
    expect(text(root)).to.include('A stream of items, each:');
    [...root.querySelectorAll<HTMLButtonElement>('button.view')].find((b) => text(b) === 'Example')!.click();
    await waitUntil(() => root.querySelector('pre'), 'the example');
    expect(root.querySelector('pre')!.textContent).to.equal('data: {"price":12.5}\n\ndata: {"price":12.5}\n\n');
  });

  it('an event stream with a string schema is left as its schema', async () => {
    const root = await media('raw');
    expect(text(root)).not.to.include('A stream of items');
  });
});
