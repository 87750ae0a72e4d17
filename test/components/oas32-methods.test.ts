// OpenAPI 3.2 methods in the viewer: QUERY and additionalOperations (PURGE, LINK) get badges with their method as
// written, sidebar entries, filtering and deep links; Try-It sends QUERY with its body editor and PURGE as
// written, and refuses TRACE in direct mode with a message naming proxy-url.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import { parseSpec, type ApiModel, type Operation } from '../../src/index.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, shadow } from '../helpers/viewer.js';
import { $, operation, send, sendExpectingError, tryItServers } from './try-it-fixtures.js';
import { typeText } from '../helpers/keys.js';

type Card = HTMLElement & { updateComplete: Promise<unknown> };
type Content = HTMLElement & { reveal(id: string): Promise<boolean>; updateComplete: Promise<unknown> };

const FIXTURE = '/test/fixtures/oas32/methods.yaml';
const content = (el: SpecViewer) => shadow(el).querySelector('sv-content') as Content;
const sidebar = (el: SpecViewer) => shadow(el).querySelector('sv-sidebar') as HTMLElement & { updateComplete: Promise<unknown> };
const entries = (el: SpecViewer) => [...shadow(sidebar(el)).querySelectorAll<HTMLAnchorElement>('a[data-op-id]')];

async function card(el: SpecViewer, id: string): Promise<Card> {
  await content(el).reveal(id);
  const found = shadow(content(el)).getElementById(id) as Card | null;
  if (!found) throw new Error(`no card ${id}`);
  await found.updateComplete;
  return found;
}

async function viewer(): Promise<SpecViewer> {
  const { el, outcome } = await mountViewer(FIXTURE);
  expect(outcome.kind, outcome.kind === 'error' ? outcome.detail.message : '').to.equal('load');
  await sidebar(el).updateComplete;
  return el;
}

describe('OpenAPI 3.2 methods in the viewer', () => {
  failOnLitWarnings();

  it('the sidebar lists QUERY, PURGE and LINK with their badges as written; bad keys are not listed', async () => {
    const el = await viewer();
    const listed = entries(el).map((a) => [a.dataset['opId'], a.querySelector('.method')?.textContent]);
    expect(listed).to.deep.equal([
      ['get-things', 'GET'],
      ['query-things', 'QUERY'],
      ['purge-things', 'PURGE'],
      ['link-things-id', 'LINK'],
      ['purge-thingPurged', 'PURGE'],
    ]);
    const query = entries(el)[1]!;
    expect(query.getAttribute('href')).to.equal('#query-things');
    const badge = query.querySelector('.method')!;
    expect(badge.classList.contains('method-query')).to.equal(true);
    expect(getComputedStyle(badge).getPropertyValue('--sv-method-color').trim()).to.equal(getComputedStyle(badge).getPropertyValue('--sv-color-method-query').trim());
    expect(getComputedStyle(badge).textTransform, 'no CSS case change').to.equal('none');
    expect(entries(el)[2]!.querySelector('.method')!.classList.contains('method-other')).to.equal(true);
    expect(shadow(sidebar(el)).textContent).not.to.include('Not a method token');
    await expect(el).to.be.accessible();
  });

  it('filtering by method finds QUERY and PURGE operations (keyboard)', async () => {
    await setViewport({ width: 1280, height: 800 }); // wide: the sidebar is a column, not a closed drawer
    const el = await viewer();
    const input = shadow(sidebar(el)).querySelector('input') as HTMLInputElement;
    const listed = () => entries(el).map((a) => a.dataset['opId']).join(' ');
    input.focus();
    await typeText('purge');
    await waitUntil(() => listed() === 'purge-things purge-thingPurged', `filtered by purge: ${listed()}`);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => entries(el).length === 5, 'Escape clears the filter');
    await typeText('query');
    await waitUntil(() => listed() === 'query-things', `filtered by query: ${listed()}`);
  });

  it('operation cards show the QUERY and PURGE badges; the QUERY card has a request body', async () => {
    const el = await viewer();
    const query = shadow(await card(el, 'query-things'));
    expect(query.querySelector('[part="method-badge"]')?.textContent).to.equal('QUERY');
    expect(query.querySelector('[part="method-badge"]')?.classList.contains('method-query')).to.equal(true);
    expect(query.getElementById('query-things-request-body'), 'request body section').to.exist;
    const purge = shadow(await card(el, 'purge-things'));
    expect(purge.querySelector('[part="method-badge"]')?.textContent).to.equal('PURGE');
    const link = shadow(await card(el, 'link-things-id'));
    expect(link.querySelector('[part="method-badge"]')?.textContent).to.equal('LINK');
  });

  it('a deep link to a generated QUERY id lands on its card', async () => {
    location.hash = '#query-things';
    try {
      const el = await viewer();
      const found = await card(el, 'query-things');
      expect(shadow(found).querySelector('[part="method-badge"]')?.textContent).to.equal('QUERY');
    } finally {
      history.replaceState(history.state, '', location.pathname + location.search);
    }
  });
});

describe('OpenAPI 3.2 methods in Try-It (direct mode, echo server)', () => {
  failOnLitWarnings();
  beforeEach(() => localStorage.clear());

  async function modelOnEcho(): Promise<ApiModel> {
    const { echoUrl } = await tryItServers();
    const text = await (await fetch(FIXTURE)).text();
    const model = await parseSpec(text.replace('https://api.example.com', echoUrl));
    return { ...model, info: { ...model.info, title: `${model.info.title} ${Date.now()}` } };
  }

  const mount = (op: Operation, model: ApiModel) => fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${model}></sv-try-it>`);
  const byId = (model: ApiModel, id: string) => model.operations.find((o) => o.id === id)!;

  it('QUERY offers a body editor prefilled from the example and sends it', async () => {
    const model = await modelOnEcho();
    const el = await mount(byId(model, 'query-things'), model);
    const editor = $<HTMLTextAreaElement>(el, '#body-text');
    expect(JSON.parse(editor.value)).to.deep.equal({ name: 'widget' });
    expect($(el, '.request-line .method').textContent).to.equal('QUERY');
    const { echo } = await send(el);
    expect(echo.method).to.equal('QUERY');
    expect(echo.url).to.equal('/things');
    expect(echo.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(echo.bodyText)).to.deep.equal({ name: 'widget' });
    await expect(el).to.be.accessible();
  });

  it('PURGE is sent as written, without a body', async () => {
    const model = await modelOnEcho();
    const el = await mount(byId(model, 'purge-things'), model);
    expect(el.shadowRoot!.querySelector('#body-text')).to.equal(null);
    const { echo } = await send(el);
    expect(echo.method).to.equal('PURGE');
    expect(echo.bodyLength).to.equal(0);
  });

  it('TRACE is refused before sending, with a message that names proxy-url', async () => {
    const model = await modelOnEcho();
    const el = await mount(operation({ id: 'trace-echo', method: 'trace', path: '/things' }), { ...model, operations: [] });
    const message = await sendExpectingError(el);
    expect(message).to.include('Browsers refuse to send TRACE requests');
    expect(message).to.include('proxy-url');
  });
});
