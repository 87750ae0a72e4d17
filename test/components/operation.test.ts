import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import { loadMarkdown } from '../../components/shared/markdown.js';
import type { SvMediaContent, SvOperation } from '../../components/base.js';
import type { Operation, Schema } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { operation, response } from '../helpers/models.js';
import { shadow } from '../helpers/viewer.js';

const pet: Schema = {
  name: 'Pet',
  type: ['object'],
  required: ['name'],
  properties: { name: { type: ['string'] }, age: { type: ['integer'], minimum: 0 } },
};

function richOperation(): Operation {
  return operation({
    id: 'updatePet',
    operationId: 'updatePet',
    method: 'put',
    path: '/pets/{petId}/owners/{ownerId}',
    summary: 'Update a pet',
    description: 'Updates **one** pet.',
    deprecated: true,
    externalDocs: { url: 'https://example.com/docs', description: 'More about pets' },
    security: [{ api_key: [] }, { oauth: ['read', 'write'] }],
    parameters: [
      { name: 'petId', in: 'path', required: true, style: 'simple', explode: false, schema: { type: ['string'], format: 'uuid' } },
      { name: 'ownerId', in: 'path', required: true, style: 'simple', explode: false, schema: { type: ['integer'] } },
      {
        name: 'status',
        in: 'query',
        required: false,
        style: 'form',
        explode: true,
        description: 'Filter by *status*.',
        schema: { type: ['string'], enum: ['on', 'off'], default: 'on' },
        examples: [{ name: 'on', summary: 'Switched on', value: 'on' }],
      },
      { name: 'X-Trace', in: 'header', required: false, style: 'simple', explode: false, deprecated: true, example: 'abc' },
      { name: 'session', in: 'cookie', required: false, style: 'form', explode: true, schema: { type: ['string'] } },
    ],
    requestBody: {
      required: true,
      description: 'The new pet.',
      content: [
        { mediaType: 'application/json', schema: pet, examples: [{ name: 'rex', summary: 'Rex', value: { name: 'Rex', age: 3 } }] },
        { mediaType: 'application/xml', schema: { name: 'PetXml', type: ['object'], properties: { xmlOnly: { type: ['string'] } } } },
      ],
    },
    responses: [
      response('200', {
        description: 'Updated.\n\nThe pet as stored.',
        headers: [{ name: 'X-Rate-Limit', required: true, description: 'Calls left.', schema: { type: ['integer'] } }],
        content: [{ mediaType: 'application/json', schema: pet }],
        links: [{ name: 'GetOwner', operationId: 'getOwner', parameters: { id: '$response.body#/owner' } }],
      }),
      response('404', { description: 'Not found' }),
      response('5XX', { description: 'Server trouble', content: [{ mediaType: 'text/plain', schema: { type: ['string'] } }] }),
      response('default', { content: [{ mediaType: 'application/json', schema: { type: ['object'] } }] }),
    ],
    callbacks: [
      {
        name: 'onUpdate',
        operations: [operation({ id: 'cb1', kind: 'callback', method: 'post', path: '{$request.body#/callbackUrl}', summary: 'Notify' })],
      },
    ],
  });
}

async function card(op: Operation): Promise<SvOperation> {
  const el = await fixture<SvOperation>(html`<sv-operation .operation=${op}></sv-operation>`);
  await el.updateComplete;
  return el;
}

const text = (root: ParentNode | null | undefined) => root?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Text of a media-content element including its schema tree. */
async function mediaText(media: SvMediaContent): Promise<string> {
  await media.updateComplete;
  const tree = shadow(media).querySelector('sv-schema-tree');
  if (tree) await (tree as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  return `${text(shadow(media))} ${tree ? text(shadow(tree)) : ''}`;
}

describe('sv-operation', () => {
  failOnLitWarnings();
  before(() => loadMarkdown()); // descriptions render formatted from the first frame

  it('shows the endpoint, summary, description, flags, docs and security names', async () => {
    const el = await card(richOperation());
    const root = shadow(el);
    expect(text(root.querySelector('h3'))).to.equal('Update a pet');
    expect(root.querySelector('.method')?.className).to.include('method-put');
    expect(text(root.querySelector('.method'))).to.equal('PUT');
    expect([...root.querySelectorAll('.path-param')].map((p) => p.textContent)).to.deep.equal(['{petId}', '{ownerId}']);
    expect(text(root.querySelector('.path'))).to.equal('/pets/{petId}/owners/{ownerId}');
    expect(text(root.querySelector('.badge.deprecated'))).to.equal('Deprecated');
    expect(root.querySelector('.description strong')?.textContent).to.equal('one');
    expect(root.querySelector('.external-docs a')?.getAttribute('href')).to.equal('https://example.com/docs');
    const badge = root.querySelector('sv-security-badge');
    expect(badge?.operation).to.equal(el.operation);
    await badge?.updateComplete;
    const security = shadow(badge).querySelector('.security');
    expect([...(security?.querySelectorAll('.group') ?? [])].map((g) => text(g))).to.deep.equal(['api_key, not managed by this page', 'or oauth (read, write), not managed by this page']);
    await expect(el).to.be.accessible();
  });

  it('groups parameters by location with required marker, type, default, enum and examples', async () => {
    const el = await card(richOperation());
    const tables = [...shadow(el).querySelectorAll('.parameters table')];
    expect(tables.map((t) => text(t.querySelector('caption')))).to.deep.equal([
      'Path parameters', 'Query parameters', 'Header parameters', 'Cookie parameters',
    ]);
    const petId = text(tables[0]?.querySelector('tbody tr'));
    expect(petId).to.include('petId required');
    expect(petId).to.include('string <uuid>');
    const status = text(tables[1]);
    expect(status).to.include('Filter by status.');
    expect(status).to.include('Allowed values "on" "off"');
    expect(status).to.include('Default "on"');
    expect(status).to.include('Example (Switched on) "on"');
    expect(status).not.to.include('required');
    const header = text(tables[2]);
    expect(header).to.include('deprecated');
    expect(header).to.include('Example "abc"');
    expect(shadow(el).getElementById('updatePet-parameters')?.tagName).to.equal('H4');
  });

  it('switches request-body media types and shows examples, chosen from the keyboard', async () => {
    const el = await card(richOperation());
    const section = shadow(el).querySelector('.request-body') as HTMLElement;
    expect(text(section.querySelector('.section-heading'))).to.include('Request body required');
    const media = section.querySelector('sv-media-content') as SvMediaContent;
    expect(await mediaText(media)).to.include('age integer');
    const select = shadow(media).querySelector('select') as HTMLSelectElement;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change'));
    expect(await mediaText(media)).to.include('xmlOnly');
    select.selectedIndex = 0;
    select.dispatchEvent(new Event('change'));
    await media.updateComplete;
    const exampleButton = [...shadow(media).querySelectorAll<HTMLButtonElement>('button.view')].find((b) => text(b) === 'Example');
    exampleButton?.focus();
    await sendKeys({ press: 'Enter' });
    await media.updateComplete;
    expect(exampleButton?.getAttribute('aria-pressed')).to.equal('true');
    await waitUntil(() => text(shadow(media).querySelector('pre')).includes('"Rex"'), 'example shown');
    await expect(media).to.be.accessible();
  });

  it('generates an example from the schema when the spec has none', async () => {
    const op = richOperation();
    const el = await card(op);
    shadow(el).querySelector<HTMLButtonElement>('button.response-toggle')!.click();
    await el.updateComplete;
    const response200 = shadow(el).querySelector('.response sv-media-content') as SvMediaContent;
    await response200.updateComplete;
    const exampleButton = [...shadow(response200).querySelectorAll<HTMLButtonElement>('button.view')].find((b) => text(b) === 'Example');
    exampleButton?.click();
    await response200.updateComplete;
    expect(text(shadow(response200))).to.include('Generated from the schema.');
    expect(text(shadow(response200).querySelector('pre'))).to.include('"name"');
  });

  it('lists responses by status class, closed beside the examples column; toggles from the keyboard', async () => {
    const el = await card(richOperation());
    const root = shadow(el);
    const statuses = [...root.querySelectorAll('.response .status')];
    expect(statuses.map((s) => [s.textContent, s.className.split(' ')[1]])).to.deep.equal([
      ['200', 'status-2xx'], ['404', 'status-4xx'], ['5XX', 'status-5xx'], ['default', 'status-default'],
    ]);
    const toggles = [...root.querySelectorAll<HTMLButtonElement>('button.response-toggle')];
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false', 'false']);
    toggles[0]?.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggles[0]?.getAttribute('aria-expanded')).to.equal('true');
    const open = text(root.querySelector('.response.open'));
    expect(open).to.include('The pet as stored.');
    expect(open).to.include('X-Rate-Limit required');
    expect(open).to.include('Calls left.');
    expect(open).to.include('GetOwner → getOwner');
    expect(text(root.querySelector('.response:nth-child(4)'))).to.include('Any other response');
    toggles[1]?.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggles[1]?.getAttribute('aria-expanded')).to.equal('true');
    const serverError = root.querySelectorAll('.response')[2]?.querySelector('sv-media-content') as SvMediaContent;
    expect(await mediaText(serverError)).to.include('text/plain');
    toggles[0]?.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggles[0]?.getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('renders callbacks as compact cards without anchors or copy buttons', async () => {
    const el = await card(richOperation());
    const callback = shadow(el).querySelector('.callbacks sv-operation') as SvOperation;
    await callback.updateComplete;
    expect(text(shadow(el).querySelector('.callback-name'))).to.equal('onUpdate');
    expect(callback.hasAttribute('compact')).to.equal(true);
    expect(text(shadow(callback).querySelector('.path'))).to.equal('{$request.body#/callbackUrl}');
    expect(shadow(callback).querySelectorAll('button.copy-link').length).to.equal(0);
  });

  it('marks webhooks and explicitly public operations', async () => {
    const el = await card(operation({ id: 'evt', kind: 'webhook', method: 'post', path: 'newPet', security: [] }));
    expect(text(shadow(el).querySelector('.badge.accent'))).to.equal('Webhook');
    const badge = shadow(el).querySelector('sv-security-badge');
    await badge?.updateComplete;
    expect(shadow(badge).querySelector('.security')?.getAttribute('data-state')).to.equal('public');
  });
});
