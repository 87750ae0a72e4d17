// Search dialog (issue 21) in Chromium: <spec-viewer>.search(), Cmd/Ctrl+K and `/`, keyboard-only use, landing on a
// result's deep link with a brief highlight, axe on the open dialog.
import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
// The dialog is a lazy chunk the viewer loads on first use; these tests drive it directly, so define it up front
// (search-lazy.test.ts checks that a page does not load it before use).
import '../../components/search/define.js';
import type { SpecViewer } from '../../components/base.js';
import type { SvSearch } from '../../components/search/search.js';
import type { SearchResult } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { clearHash, mountViewer, shadow } from '../helpers/viewer.js';
import { largeSpec, specUrl } from '../helpers/models.js';
import { pressChord, typeText } from '../helpers/keys.js';

const PETSTORE = '/specs/oas30-petstore.yaml';

function dialogOf(el: SpecViewer): { search: SvSearch; root: ShadowRoot; dialog: HTMLDialogElement; input: HTMLInputElement } {
  const search = shadow(el).querySelector('sv-search') as SvSearch;
  const root = shadow(search);
  return { search, root, dialog: root.querySelector('dialog')!, input: root.querySelector('input')! };
}

function deepActive(): Element | null {
  let a = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

async function ctrlK(): Promise<void> {
  await pressChord(['Control'], 'k');
}

async function typeQuery(el: SpecViewer, text: string): Promise<void> {
  await typeText(text);
  const { root } = dialogOf(el);
  await waitUntil(() => root.querySelectorAll('[role="option"]').length > 0, `results for ${text}`, { timeout: 15000 });
}

describe('search dialog', () => {
  failOnLitWarnings();
  beforeEach(() => sessionStorage.removeItem('spec-viewer:search-query'));
  afterEach(() => {
    clearHash();
    window.scrollTo(0, 0);
  });

  it('search(query) on the element returns ranked deep-link results (lazy index)', async () => {
    const { el } = await mountViewer(PETSTORE);
    const results = await el.search('pet');
    expect(results[0]).to.include({ id: 'schema-Pet', kind: 'schema', title: 'Pet' });
    const typo = await el.search('inventary');
    expect(typo.some((r) => r.id === 'getInventory')).to.equal(true);
    const param = (await el.search('petId')).find((r) => r.kind === 'parameter')!;
    expect(param.id).to.match(/-parameters\/path\.petId$/); // the parameter's own row
    expect(param.owner).to.match(/^[A-Z]+ \/pet\/\{petId\}/);
  });

  it('keyboard only: Ctrl+K opens, arrows move the active option, Escape closes and focus returns', async () => {
    const { el } = await mountViewer(PETSTORE);
    const skip = shadow(el).querySelector<HTMLButtonElement>('.skip-link')!;
    skip.focus();
    const opened = oneEvent(el, 'search-open');
    await ctrlK();
    await opened;
    const { dialog, input, root } = dialogOf(el);
    expect(dialog.open).to.equal(true);
    expect(deepActive()).to.equal(input);
    expect(input.getAttribute('role')).to.equal('combobox');
    await typeQuery(el, 'pet');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('aria-activedescendant')).to.equal('result-0');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => input.getAttribute('aria-activedescendant') === 'result-1');
    expect(root.querySelector('#result-1')!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => input.getAttribute('aria-activedescendant') === 'result-0');
    // Grouped by kind, with headings, and the matched word marked.
    expect([...root.querySelectorAll('.group-label')].map((g) => g.textContent)).to.include.members(['Schemas', 'Operations']);
    expect(root.querySelector('[role="option"] mark')?.textContent?.toLowerCase()).to.equal('pet');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open);
    expect(deepActive()).to.equal(skip);
  });

  it('`/` opens it except while typing in a field; the last query is kept', async () => {
    const { el } = await mountViewer(PETSTORE);
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'host page field');
    document.body.append(field);
    field.focus();
    await typeText('/');
    const { dialog, input } = dialogOf(el);
    expect(dialog.open).to.equal(false);
    expect(field.value).to.equal('/');
    field.remove();
    shadow(el).querySelector<HTMLButtonElement>('.skip-link')!.focus();
    await sendKeys({ press: '/' });
    await waitUntil(() => dialog.open, 'opened by /');
    await typeQuery(el, 'order');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open);
    await ctrlK();
    await waitUntil(() => dialog.open);
    expect(input.value).to.equal('order');
    await sendKeys({ press: 'Escape' });
  });

  it('the sidebar search button opens it (touch)', async () => {
    const { el } = await mountViewer(PETSTORE);
    const button = shadow(shadow(el).querySelector('sv-sidebar')).querySelector<HTMLButtonElement>('.search-button')!;
    expect(button.textContent?.trim()).to.equal('Search');
    button.click();
    const { dialog } = dialogOf(el);
    await waitUntil(() => dialog.open, 'opened by the button');
    dialogOf(el).search.close();
  });

  it('axe: the open dialog with results is accessible', async () => {
    const { el } = await mountViewer(PETSTORE);
    await dialogOf(el).search.open();
    await typeQuery(el, 'status');
    await expect(dialogOf(el).search).to.be.accessible();
    el.theme = 'dark';
    await el.updateComplete;
    await expect(dialogOf(el).search).to.be.accessible();
    dialogOf(el).search.close();
  });

  it('Enter lands on the result: deep link in the URL, target focused and highlighted, search-select fired', async () => {
    const { el } = await mountViewer(PETSTORE);
    await dialogOf(el).search.open();
    await typeQuery(el, 'inventary');
    const { root } = dialogOf(el);
    const first = root.querySelector('#result-0')!;
    expect(first.textContent).to.match(/inventory/i);
    const selected = oneEvent(el, 'search-select');
    await sendKeys({ press: 'Enter' });
    const { detail } = (await selected) as CustomEvent<{ result: { id: string } }>;
    const id = detail.result.id;
    expect(dialogOf(el).dialog.open).to.equal(false);
    await waitUntil(() => location.hash === `#${id}`, `hash #${id}`);
    await waitUntil(() => deepActive()?.hasAttribute('data-search-landed') ?? false, 'the landing is highlighted', { timeout: 8000 });
    const content = shadow(shadow(el).querySelector('sv-content'));
    const card = content.getElementById(id)!;
    expect(card.shadowRoot!.activeElement ?? content.activeElement).to.exist;
  });

  it('a parameter result lands on its own row in its operation\'s parameters', async () => {
    const { el } = await mountViewer(PETSTORE);
    const param = (await el.search('api_key')).find((r) => r.kind === 'parameter')!;
    await dialogOf(el).search.open();
    await typeQuery(el, 'api_key');
    const { root } = dialogOf(el);
    const options = [...root.querySelectorAll('[role="option"]')];
    const index = options.findIndex((o) => o.textContent?.includes('api_key') && o.textContent.includes('in '));
    for (let i = 0; i < index; i++) await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === `#${param.id}`, `hash #${param.id}`);
    await waitUntil(() => (deepActive()?.id ?? '') === param.id, 'the parameter row is focused', { timeout: 8000 });
    await waitUntil(() => deepActive()!.hasAttribute('data-search-landed'), 'the landing is highlighted');
  });

  it('works from the mobile drawer: its Search button opens the dialog, Enter lands and closes the drawer', async () => {
    await setViewport({ width: 600, height: 800 });
    try {
      const { el } = await mountViewer(PETSTORE);
      shadow(el).querySelector<HTMLButtonElement>('.menu-button')!.click();
      await waitUntil(() => shadow(el).querySelector('.layout')!.classList.contains('drawer-open'));
      const button = shadow(shadow(el).querySelector('sv-sidebar')).querySelector<HTMLButtonElement>('.search-button')!;
      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => dialogOf(el).dialog.open, 'opened from the drawer');
      await typeQuery(el, 'inventory');
      const id = (await el.search('inventory'))[0]!.id; // the first option shown is the best result
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => location.hash === `#${id}`, `hash #${id}`);
      await waitUntil(() => !shadow(el).querySelector('.layout')!.classList.contains('drawer-open'), 'the drawer closed');
    } finally {
      await setViewport({ width: 1280, height: 800 });
    }
  });

  it('spec text in results is text, never markup; matched words are marked inside it', async () => {
    const evil = '<img src=x onerror="window.__searchXss=1">Evil <b>bold</b> pets';
    const spec = {
      openapi: '3.0.3',
      info: { title: 'XSS', version: '1' },
      paths: { '/pets': { get: { operationId: 'listPets', summary: evil, parameters: [{ name: '<svg onload=alert(1)>', in: 'query' }], responses: { '200': { description: 'ok' } } } } },
    };
    const { el } = await mountViewer(specUrl(spec));
    await dialogOf(el).search.open();
    await typeQuery(el, 'evil');
    const { root } = dialogOf(el);
    expect(root.querySelector('[role="listbox"] img, [role="listbox"] b, [role="listbox"] svg')).to.equal(null);
    expect(root.querySelector('#result-0 .title')!.textContent).to.equal(evil);
    expect(root.querySelector('#result-0 mark')!.textContent).to.equal('Evil');
    expect((window as unknown as { __searchXss?: number }).__searchXss).to.equal(undefined);
    dialogOf(el).search.close();
  });

  it('when the index completes and re-ranks, the top result is active unless the reader moved', async () => {
    const { el } = await mountViewer(PETSTORE);
    const { search, input } = dialogOf(el);
    const hit = (id: string, score: number): SearchResult => ({ id, kind: 'schema', title: id, score, terms: ['pet'] });
    let finish: () => void = () => {};
    let complete = false;
    search.searcher = async () =>
      complete
        ? { results: [hit('B', 2), hit('A', 1)] }
        : { results: [hit('A', 2), hit('B', 1)], done: new Promise<void>((r) => (finish = () => { complete = true; r(); })) };
    const active = () => input.getAttribute('aria-activedescendant');
    const activeTitle = () => shadow(search).querySelector(`#${active()}`)?.querySelector('.title')?.textContent;
    await search.open();
    await typeText('pet');
    await waitUntil(() => activeTitle() === 'A', 'partial results, A on top');
    finish();
    await waitUntil(() => shadow(search).querySelector('#result-0 .title')?.textContent === 'B', 'complete ranking');
    expect(active()).to.equal('result-0'); // not moved: the new top result
    complete = false;
    input.value = '';
    await typeText('x'); // a new query, again partial first
    await waitUntil(() => activeTitle() === 'A');
    await sendKeys({ press: 'ArrowDown' }); // the reader moves to B
    await waitUntil(() => activeTitle() === 'B');
    finish();
    await waitUntil(() => shadow(search).querySelector('#result-0 .title')?.textContent === 'B', 'complete ranking');
    expect(activeTitle()).to.equal('B'); // kept where the reader is
    search.close();
  });

  it('a query with no results in the first slices runs again while the index fills', async () => {
    const { el } = await mountViewer(PETSTORE);
    const { search, root } = dialogOf(el);
    let calls = 0;
    const never = new Promise<void>(() => {}); // the index never completes in this test
    search.searcher = async () => {
      calls++;
      return { results: calls < 3 ? [] : [{ id: 'schema-Pet', kind: 'schema', title: 'Pet', score: 1, terms: ['pet'] }], done: never };
    };
    await search.open();
    await typeText('p');
    await waitUntil(() => root.querySelectorAll('[role="option"]').length === 1, 'results from a later slice, before completion', { timeout: 5000 });
    search.close();
  });

  it('shows results while the index fills, then the complete ranking', async () => {
    const { el } = await mountViewer(specUrl(largeSpec(4000, 20)));
    const { search, root } = dialogOf(el);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(`${root.querySelectorAll('[role="option"]').length}|${root.querySelector('.status')?.textContent ?? ''}`));
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    await search.open();
    await typeText('limit');
    await waitUntil(() => /^\d+ results$/.test(root.querySelector('.status')?.textContent ?? ''), 'complete results', { timeout: 30000 });
    observer.disconnect();
    expect(seen.some((s) => /^[1-9]\d*\|.*still indexing/.test(s)), seen.slice(0, 5).join(' / ')).to.equal(true);
    search.close();
  });
});

describe('search landing on a row', () => {
  failOnLitWarnings();
  const REDOC = '/specs/oas30-redoc-petstore.yaml';
  // Category.sub is an inline object, collapsed in the schema tree: its property prop1 is two levels down.
  const NESTED = 'schema-Category/sub.prop1';
  beforeEach(() => sessionStorage.removeItem('spec-viewer:search-query'));
  afterEach(() => {
    clearHash();
    window.scrollTo(0, 0);
  });

  function inViewport(el: Element): boolean {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  }

  /** The row with deep-link id `id`, wherever its shadow root is (content, card, body, schema tree). */
  function findRow(el: SpecViewer, id: string): HTMLElement | null {
    const visit = (root: ShadowRoot): HTMLElement | null => {
      const hit = root.getElementById(id);
      if (hit) return hit;
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) { const found = visit(host.shadowRoot); if (found) return found; }
      return null;
    };
    return visit(shadow(el));
  }

  /** `focused`: the dialog path also checks focus; after a bare hashchange focus is reported, not asserted (see report). */
  async function expectLandedOn(el: SpecViewer, id: string, focused = true): Promise<void> {
    if (focused) await waitUntil(() => deepActive()?.id === id, `row ${id} focused (deep active: ${deepActive()?.id})`, { timeout: 10000 });
    else await waitUntil(() => findRow(el, id)?.hasAttribute('data-search-landed'), `row ${id} landed`, { timeout: 10000 });
    const row = focused ? deepActive()! : findRow(el, id)!;
    expect(row.matches('li.row')).to.equal(true);
    expect(row.querySelector('.name')!.textContent).to.equal(id.split('.').pop());
    expect(row.hasAttribute('data-search-landed')).to.equal(true);
    expect(row.getAnimations().length).to.be.greaterThan(0);
    await waitUntil(() => inViewport(row), 'the row is scrolled into view');
    // Its ancestors were expanded: the parent row's toggle says so.
    const parent = row.parentElement!.closest('li.row')!;
    expect(parent.querySelector(':scope > .head .toggle')!.getAttribute('aria-expanded')).to.equal('true');
    expect(el).to.exist;
  }

  it('the index and the schema tree agree on property row ids', async () => {
    const { el } = await mountViewer(REDOC);
    const results = await el.search('prop1');
    expect(results[0]).to.include({ kind: 'property', title: 'prop1', id: NESTED });
  });

  it('a location.hash to a nested property expands, scrolls to and highlights the row', async () => {
    const { el } = await mountViewer(REDOC);
    shadow(el).querySelector<HTMLButtonElement>('.skip-link')!.focus(); // a reader who follows a link has focus in the page
    location.hash = NESTED;
    await expectLandedOn(el, NESTED);
  });

  it('an AsyncAPI message payload property result lands on its row in the message', async () => {
    const { el } = await mountViewer('/specs/asyncapi3-streetlights-mqtt.yml');
    const result = (await el.search('lumens')).find((r) => r.kind === 'property' && r.title === 'lumens')!;
    expect(result.id).to.match(/^message-[^/]+\/lumens$/);
    shadow(el).querySelector<HTMLButtonElement>('.skip-link')!.focus();
    location.hash = result.id;
    await waitUntil(() => deepActive()?.id === result.id, `row ${result.id} focused (deep active: ${deepActive()?.id})`, { timeout: 10000 });
    const row = deepActive()!;
    expect(row.matches('li.row')).to.equal(true);
    expect(row.querySelector('.name')!.textContent).to.equal('lumens');
    expect(row.hasAttribute('data-search-landed')).to.equal(true);
    await waitUntil(() => inViewport(row), 'the row is scrolled into view');
  });

  it('Enter on a nested property result expands the collapsed node, scrolls, focuses and highlights the row', async () => {
    const { el } = await mountViewer(REDOC);
    const content = shadow(shadow(el).querySelector('sv-content'));
    expect(content.querySelector('sv-schema-tree')).to.equal(null); // the schemas are still lazy placeholders
    await ctrlK();
    await waitUntil(() => dialogOf(el).dialog.open, 'opened');
    await typeQuery(el, 'prop1');
    expect(dialogOf(el).root.querySelector('#result-0')!.textContent).to.match(/prop1[\s\S]*in\s+Category › sub/);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === `#${NESTED}`, `hash #${NESTED}`);
    await expectLandedOn(el, NESTED);
  });

  it('a response property result opens its response row and lands on the property', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Rows', version: '1' },
      paths: {
        '/things': {
          get: {
            operationId: 'listThings',
            parameters: Array.from({ length: 150 }, (_, i) => ({ name: `filter${i}`, in: 'query', schema: { type: 'string' } })),
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { page: { type: 'object', properties: { nextCursor: { type: 'string' } } } } } } } },
              '409': { description: 'conflict', content: { 'application/json': { schema: { type: 'object', properties: { problem: { type: 'object', properties: { conflictingRevision: { type: 'integer' } } } } } } } },
            },
          },
        },
      },
    };
    const { el } = await mountViewer(specUrl(spec));
    shadow(el).querySelector<HTMLButtonElement>('.skip-link')!.focus();
    const [hit] = await el.search('conflictingRevision');
    expect(hit).to.include({ kind: 'property', id: 'listThings-responses/409/problem.conflictingRevision' });
    location.hash = hit!.id;
    await expectLandedOn(el, hit!.id, false);
    // A parameter past the first "Show more" slice is shown and focused too.
    const [param] = await el.search('filter149');
    expect(param).to.include({ kind: 'parameter', id: 'listThings-parameters/query.filter149' });
    location.hash = param!.id;
    await waitUntil(() => findRow(el, param!.id)?.hasAttribute('data-search-landed'), 'the parameter row beyond the slice is shown and highlighted', { timeout: 10000 });
  });
});
