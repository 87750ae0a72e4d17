// OpenAPI 3.2 in the browser, from test/fixtures/oas32/media.yaml: the querystring parameter in the reference and in
// Try-It (sent to the real echo server), streams shown as items with an example in their wire format, server names.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import { loadMarkdown } from '../../components/shared/markdown.js';
import type { SvMediaContent, SvOperation } from '../../components/base.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { parseSpec, type ApiModel, type Operation } from '../../src/index.js';
import { $, $$, inputByLabel, modelWith, send, tryItServers, type } from './try-it-fixtures.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { shadow } from '../helpers/viewer.js';
import { typeText } from '../helpers/keys.js';

let model: ApiModel;
const op = (id: string): Operation => model.operations.find((o) => o.id === id) as Operation;
const text = (root: ParentNode | null | undefined) => root?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

before(async () => {
  const yaml = await (await fetch('/test/fixtures/oas32/media.yaml')).text();
  model = await parseSpec(yaml, { sourceUrl: `${location.origin}/test/fixtures/oas32/media.yaml` });
  await loadMarkdown();
});
beforeEach(() => localStorage.clear());

async function card(operation: Operation): Promise<SvOperation> {
  const el = await fixture<SvOperation>(html`<sv-operation .operation=${operation}></sv-operation>`);
  await el.updateComplete;
  // Response rows start closed beside the examples column: open them, as a reader would.
  for (const toggle of el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.response button.response-toggle[aria-expanded=false]')) toggle.click();
  await el.updateComplete;
  return el;
}

describe('OpenAPI 3.2: querystring parameter', () => {
  failOnLitWarnings();

  it('the reference shows it as the whole query string, with its media type and schema tree', async () => {
    const el = await card(op('search'));
    const table = shadow(el).querySelector('.parameters table') as HTMLTableElement;
    expect(text(table.querySelector('caption'))).to.equal('Query string');
    const row = text(table.querySelector('tbody tr'));
    expect(row).to.include('filter required');
    expect(row).to.include('the whole query string');
    expect(row).to.include('application/x-www-form-urlencoded');
    expect(row).to.include('q=red%20shoes&limit=5');
    const tree = table.querySelector('sv-schema-tree') as HTMLElement & { updateComplete: Promise<unknown> };
    await tree.updateComplete;
    expect(text(shadow(tree))).to.include('limit integer');
    await expect(el).to.be.accessible();
  });

  it('Try-It edits it as one field per property and the echo server receives the serialized query string', async () => {
    const { echoUrl } = await tryItServers();
    const search = op('search');
    const el = await fixture<SvTryIt>(html`<sv-try-it .operation=${search} .model=${modelWith(echoUrl, [search])}></sv-try-it>`);
    expect(text($(el, 'fieldset.querystring legend'))).to.include('filter');
    const q = inputByLabel(el, 'q');
    expect(q.value).to.equal('red shoes');
    expect(inputByLabel(el, 'limit').value).to.equal('5');
    q.focus();
    q.select();
    await typeText('blue & hat');
    await el.updateComplete;
    const { echo } = await send(el);
    expect(new URL(echo.url, echoUrl).search).to.equal('?q=blue%20%26%20hat&limit=5');
    await expect(el).to.be.accessible();
  });

  it('a raw media type is one text box; query parameters are sent before it', async () => {
    const { echoUrl } = await tryItServers();
    const raw = op('rawSearch');
    const el = await fixture<SvTryIt>(html`<sv-try-it .operation=${raw} .model=${modelWith(echoUrl, [raw])}></sv-try-it>`);
    const box = inputByLabel<HTMLTextAreaElement>(el, 'expr');
    expect(box.localName).to.equal('textarea');
    expect(box.value).to.equal('price>10&sort=asc');
    type(box, 'a=1 2');
    const { echo } = await send(el);
    expect(new URL(echo.url, echoUrl).search).to.equal('?page=2&a=1%202');
    await expect(el).to.be.accessible();
  });
});

describe('OpenAPI 3.2: streams and small fields', () => {
  failOnLitWarnings();

  it('a stream shows its item schema and an example in its wire format', async () => {
    const el = await card(op('events'));
    const media = shadow(el).querySelector('.response sv-media-content') as SvMediaContent;
    await media.updateComplete;
    expect(text(shadow(media))).to.include('A stream of items, each:');
    const tree = shadow(media).querySelector('sv-schema-tree') as HTMLElement & { updateComplete: Promise<unknown> };
    await tree.updateComplete;
    expect(text(shadow(tree))).to.include('retry integer');
    const exampleButton = [...shadow(media).querySelectorAll<HTMLButtonElement>('button.view')].find((b) => text(b) === 'Example');
    exampleButton?.click();
    await waitUntil(() => shadow(media).querySelector('pre'), 'stream example shown');
    const example = shadow(media).querySelector('pre')?.textContent ?? '';
    expect(example).to.include('event: price\nid: 1\nretry: 3000\ndata: {"symbol":"ACME","price":12.5}\n\nevent: price\nid: 2');
    await expect(media).to.be.accessible();
  });

  it('multipart/mixed streams list their item encodings', async () => {
    const el = await card(op('importLines'));
    const media = [...shadow(el).querySelectorAll<SvMediaContent>('.response sv-media-content')][0] as SvMediaContent;
    const select = shadow(media).querySelector('select') as HTMLSelectElement;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change'));
    await media.updateComplete;
    const encoding = text(shadow(media).querySelector('.encoding'));
    expect(encoding).to.include('Encoding of item 1 application/vnd.first+json');
    expect(encoding).to.include('Item encoding application/json');
  });

  it('the schema tree shows the discriminator default mapping and XML node types', async () => {
    const tree = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
      html`<sv-schema-tree .schema=${model.schemas.get('Pet')}></sv-schema-tree>`,
    );
    await tree.updateComplete;
    const root = shadow(tree);
    expect(text(root.querySelector('.default-mapping'))).to.equal('any other value → OtherPet');
    expect([...root.querySelectorAll('.kv.xml')].map((kv) => text(kv))).to.deep.equal(['XML attribute', 'XML text']);
    await expect(tree).to.be.accessible();
  });

  it('response summary beside the status, the description below; server names in the Try-It picker', async () => {
    const el = await card(op('search'));
    const row = shadow(el).querySelector('.response') as HTMLElement;
    expect(text(row.querySelector('.response-summary'))).to.equal('Matching items');
    expect(text(row.querySelector('.response-body .md'))).to.equal('The items that match, ranked.');

    const search = op('search');
    const tryIt = await fixture<SvTryIt>(html`<sv-try-it .operation=${search} .model=${model}></sv-try-it>`);
    const options = $$(tryIt, 'select#server option').map((o) => text(o));
    expect(options).to.deep.equal(['production — Live data', 'staging']);
    await expect(tryIt).to.be.accessible();
  });
});
