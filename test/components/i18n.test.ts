// The localised interface in Chromium: every built-in locale renders a corpus page with no English left in the
// shadow DOM outside spec text and no missing label; the locale follows `locale`, else the inherited `lang`,
// else English; `labels` overrides single texts; `ar` mirrors the layout (sidebar right, text from the right,
// Try-It aside on the left) while code and URLs stay left-to-right; axe passes in `ar` and `ja`.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { en, type Labels } from '../../components/i18n/en.js';
import { oauthEn } from '../../components/i18n/parts/oauth.js';
import { searchEn } from '../../components/i18n/parts/search.js';
import { asyncapiEn } from '../../components/i18n/parts/asyncapi.js';
import { soapEn } from '../../components/i18n/parts/soap.js';
import { graphqlEn } from '../../components/i18n/parts/graphql.js';
import { responseEn } from '../../components/i18n/parts/response.js';
import { tryItEn } from '../../components/i18n/parts/try-it.js';
import { asyncTryItEn } from '../../components/i18n/parts/async-try-it.js';
import { problemsEn } from '../../components/i18n/parts/problems.js';
import { staticEn } from '../../components/i18n/parts/static.js';
import { loadMessages } from '../../src/source/texts.js';
import { documentMessages } from '../../src/refs/texts.js';
import { openapiMessages } from '../../src/formats/openapi/texts.js';
import { openapi32Messages } from '../../src/formats/openapi/texts-32.js';
import { asyncapiMessages } from '../../src/formats/asyncapi/texts.js';
import { wsdlMessages } from '../../src/formats/wsdl/texts.js';
import { graphqlMessages } from '../../src/formats/graphql/texts.js';
import { oauthMessages } from '../../src/auth/oauth/texts.js';
import { LOCALES, loadLabels, matchLocale, type Locale } from '../../components/i18n/locales.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import type { SvResponse } from '../../components/response/response.js';
import type { SvTryIt } from '../../components/try-it/try-it.js';
import { modelWith, operation } from './try-it-fixtures.js';
import { mountViewer, nextOutcome, shadow } from '../helpers/viewer.js';
import { mountViewerAt, removeNarrowFrames } from '../helpers/narrow-frame.js';
import { outOfLeftToRightOrder, textOutOfLeftToRightOrder } from '../helpers/reading-order.js';
import { responsesSection } from '../../components/operation/responses.js';

const PETSTORE = '/specs/oas30-petstore.yaml';
/** Every English label: the bundled table and the lazy parts' own (the static view's words included). */
const ENGLISH = { ...en, ...oauthEn, ...searchEn, ...asyncapiEn, ...soapEn, ...graphqlEn, ...responseEn, ...tryItEn, ...asyncTryItEn, ...problemsEn, ...staticEn } as Labels;
/** Every key of the core's message tables (src/**\/texts.ts). */
const CORE_KEYS = [loadMessages, documentMessages, openapiMessages, openapi32Messages, asyncapiMessages, wsdlMessages, graphqlMessages, oauthMessages].flatMap((t) => Object.keys(t));
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

/** Every node of `root`, descending into open shadow roots. */
function* deepNodes(root: Node): Generator<Node> {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    yield node;
    if (node instanceof Element && node.shadowRoot) yield* deepNodes(node.shadowRoot);
  }
}

/** The texts of the page: text nodes and the accessible-text attributes, each with where it was found. */
function pageTexts(el: Element): Array<{ text: string; where: string }> {
  const out: Array<{ text: string; where: string }> = [];
  for (const node of deepNodes(shadow(el))) {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (parent && !parent.closest('style, script')) out.push({ text: node.textContent!.trim(), where: `<${parent.localName} class="${parent.className}">` });
    } else if (node instanceof Element) {
      for (const name of TEXT_ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value !== null) out.push({ text: value.trim(), where: `${node.localName}[${name}]` });
      }
    }
  }
  return out.filter((t) => t.text !== '');
}

/** The table's plain strings (nested records flattened), by key path. */
function strings(labels: Labels): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(labels)) {
    if (typeof value === 'string') out.set(key, value);
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) out.set(`${key}.${k}`, v as string);
  }
  return out;
}

/** English texts that `labels` says differently: finding one of them on a page in that locale is a miss. */
function englishOnly(labels: Labels): Set<string> {
  const theirs = strings(labels);
  return new Set([...strings(ENGLISH)].filter(([key, text]) => theirs.get(key) !== text && /\p{L}{2}/u.test(text)).map(([, text]) => text));
}

async function localizedViewer(locale: string, url = PETSTORE): Promise<SpecViewer> {
  // Forms open at first: their labels are part of what each locale must translate.
  const { el, outcome } = await mountViewer(url, { locale, 'try-it-open': '' });
  expect(outcome.kind).to.equal('load');
  await waitUntil(() => el.activeLocale === matchLocale(locale), `the ${locale} table is applied`, { timeout: 10000 });
  await el.updateComplete;
  return el;
}

/** The first operation card's examples column, once its open Try-It form has rendered. */
async function firstCard(el: SpecViewer): Promise<ShadowRoot> {
  const content = shadow(el).querySelector('sv-content');
  const column = () => shadow(content).querySelector('sv-operation')?.shadowRoot?.querySelector('sv-example-column')?.shadowRoot;
  await waitUntil(() => column()?.querySelector('sv-try-it')?.shadowRoot?.querySelector('.send'), 'the first card renders');
  return column()!;
}

/** The first operation card itself (its title, description, parameters). */
function firstCardRoot(el: SpecViewer): ShadowRoot {
  return shadow(shadow(shadow(el).querySelector('sv-content')).querySelector('sv-operation'));
}

describe('localised interface', () => {
  failOnLitWarnings();

  it('each built-in locale has every key of the English tables and of the core messages, and matching falls back to the closest locale', async () => {
    expect(new Set(CORE_KEYS).size, 'core message keys are unique across the tables').to.equal(CORE_KEYS.length);
    for (const locale of LOCALES) {
      const labels = await loadLabels(locale);
      expect(Object.keys(labels).sort(), locale).to.deep.equal(Object.keys(locale === 'en' ? en : ENGLISH).sort());
      expect(Object.values(labels).filter((v) => v === undefined || v === ''), locale).to.deep.equal([]);
      // English shows the core's own sentences; every other locale words each of them.
      expect(Object.keys(labels.core).sort(), locale).to.deep.equal(locale === 'en' ? [] : [...CORE_KEYS].sort());
    }
    expect(matchLocale('ja')).to.equal('ja');
    expect(matchLocale('pt')).to.equal('pt-BR');
    expect(matchLocale('pt_br')).to.equal('pt-BR');
    expect(matchLocale('zh-TW')).to.equal('zh-CN');
    expect(matchLocale('de-AT')).to.equal('de');
    expect(matchLocale('ar-EG')).to.equal('ar');
    expect(matchLocale('xx')).to.equal(undefined);
  });

  for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')) {
    it(`${locale}: the petstore page shows no English interface text and no missing label`, async () => {
      const el = await localizedViewer(locale);
      const card = await firstCard(el);
      // Open what is closed by default so its texts are checked too: the warnings list, a schema tree row.
      shadow(shadow(el).querySelector('sv-content')).querySelector('sv-warnings')?.shadowRoot?.querySelector<HTMLElement>('.toggle')?.click();
      await el.updateComplete;
      const labels = await loadLabels(locale);
      const english = englishOnly(labels);
      const texts = pageTexts(el);
      const left = texts.filter((t) => english.has(t.text)).map((t) => `${t.where} ${t.text}`);
      expect(left, 'English interface text on the page').to.deep.equal([]);
      expect(texts.filter((t) => /\bundefined\b|\[object Object\]/.test(t.text)).map((t) => `${t.where} ${t.text}`), 'missing labels').to.deep.equal([]);
      // The localised words are there: the Try-It heading and its Send button.
      expect(card.querySelector('sv-try-it')!.shadowRoot!.querySelector('.send')!.textContent!.trim()).to.equal(labels.send);
      expect(el.shadowRoot!.querySelector('.layout')!.getAttribute('lang')).to.equal(labels.lang);
      // The reading layout too: the form closed, the response examples in its place.
      await (card.host as HTMLElement & { closeForm(): Promise<void> }).closeForm();
      await waitUntil(() => card.querySelector('sv-response-examples')?.shadowRoot?.querySelector('[role=tab]'), 'the response examples');
      const reading = pageTexts(el);
      expect(reading.filter((t) => english.has(t.text)).map((t) => `${t.where} ${t.text}`), 'English text in the reading layout').to.deep.equal([]);
      expect(card.querySelector('.toggle')!.textContent!.trim()).to.equal(labels.tryIt);
    });
  }

  it('without `locale` the viewer follows the lang of its nearest ancestor when it names a built-in locale, else English', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div lang="fr-CA"><spec-viewer try-it-open></spec-viewer></div>`);
    const el = wrap.querySelector('spec-viewer')!;
    const outcome = nextOutcome(el);
    el.setAttribute('spec-url', PETSTORE);
    await outcome;
    await waitUntil(() => el.activeLocale === 'fr', 'lang="fr-CA" picks fr');
    await firstCard(el);
    const search = shadow(shadow(el).querySelector('sv-sidebar')).querySelector('.search-button')!;
    expect(search.textContent!.trim()).to.equal('Rechercher');
    wrap.setAttribute('lang', 'xx');
    await waitUntil(() => el.activeLocale === 'en', 'an unknown lang falls back to English');
    await el.updateComplete;
    expect(shadow(shadow(el).querySelector('sv-sidebar')).querySelector('.search-button')!.textContent!.trim()).to.equal('Search');
    el.setAttribute('locale', 'de');
    await waitUntil(() => el.activeLocale === 'de', '`locale` wins over lang');
  });

  it('`labels` overrides single texts over the active locale and can be changed at run time', async () => {
    const el = await localizedViewer('de');
    el.labels = { send: 'Abschicken!', tryIt: 'Jetzt testen' };
    const card = await firstCard(el);
    const tryIt = card.querySelector('sv-try-it')!;
    await waitUntil(() => tryIt.shadowRoot!.querySelector('.send')!.textContent!.trim() === 'Abschicken!', 'the override applies');
    expect(tryIt.shadowRoot!.querySelector('.heading')!.textContent).to.contain('Jetzt testen');
    // Keys not overridden keep the locale's text.
    expect(tryIt.shadowRoot!.querySelector('.reset')!.textContent!.trim()).to.equal('Zurücksetzen');
    el.labels = undefined;
    await waitUntil(() => tryIt.shadowRoot!.querySelector('.send')!.textContent!.trim() === 'Senden', 'removing the overrides restores the locale');
  });

  it('the error panel, Send-disabled reasons and the CORS message are worded by the locale', async () => {
    const { el } = await mountViewer('/specs/does-not-exist.yaml', { locale: 'ja' });
    await waitUntil(() => el.activeLocale === 'ja', 'ja applies');
    await el.updateComplete;
    const ja = await loadLabels('ja');
    const panel = shadow(shadow(el).querySelector('sv-error-panel'));
    await waitUntil(() => panel.querySelector('h2')?.textContent === ja.errorTitles['fetch-failed'], 'the headline is Japanese');
    expect(panel.querySelector('.retry')!.textContent!.trim()).to.equal(ja.tryAgain);

    const de = await loadLabels('de');
    const op = operation({
      operationId: 'getPet',
      path: '/pets/{petId}',
      parameters: [{ name: 'petId', in: 'path', required: true, style: 'simple', explode: false, schema: { type: ['string'] } }],
    });
    const tryIt = await fixture<SvTryIt>(html`<sv-try-it .operation=${op} .model=${modelWith('https://api.example.com', [op])} .t=${de}></sv-try-it>`);
    expect([...shadow(tryIt).querySelectorAll('.blockers li')].map((li) => li.textContent!.trim())).to.deep.equal(['Pfadparameter „petId“ ist erforderlich, aber leer.']);
    expect(shadow(tryIt).querySelector('.send')!.textContent!.trim()).to.equal('Senden');

    const response = await fixture<SvResponse>(html`<sv-response .t=${de}></sv-response>`);
    response.error = { kind: 'network', message: 'English', reason: { code: 'network', origin: 'https://api.example.com', pageOrigin: 'http://127.0.0.1:8000', mixedContent: false } };
    await response.updateComplete;
    const error = shadow(response).querySelector('.error')!;
    expect(error.querySelector('strong')!.textContent).to.equal('Netzwerk- oder CORS-Fehler');
    expect(error.textContent).to.contain('Cross-Origin-Anfragen von http://127.0.0.1:8000 (CORS)').and.not.contain('English');
    expect(error.querySelector('code')!.textContent).to.equal('proxy-url');
  });

  describe('right-to-left (ar)', () => {
    afterEach(async () => {
      removeNarrowFrames();
      await setViewport({ width: 800, height: 600 });
    });

    it('text that is not the interface’s own keeps its order on screen: spec summaries, sample language names, example values', async () => {
      await setViewport({ width: 1280, height: 900 });
      const spec = {
        openapi: '3.1.0',
        info: { title: 'Dataset API', version: '1' },
        servers: [{ url: 'https://api.example.com' }],
        paths: {
          '/rows': {
            get: {
              operationId: 'queryRows',
              summary: 'Query the dataset.',
              parameters: [
                { name: 'since', in: 'query', schema: { type: 'string', format: 'date-time' }, example: '2024-02-01T09:00:00Z' },
                { name: 'id', in: 'query', schema: { type: 'string', format: 'uuid' }, example: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
              ],
              responses: { '200': { description: 'The rows.' } },
            },
          },
        },
      };
      const url = URL.createObjectURL(new Blob([JSON.stringify(spec)], { type: 'application/json' }));
      const el = await localizedViewer('ar', url);
      expect(getComputedStyle(el).direction, 'the interface is right-to-left').to.equal('rtl');
      const label = shadow(shadow(el).querySelector('sv-sidebar')).querySelector('a[data-op-id="queryRows"] .label')!;
      expect(outOfLeftToRightOrder(label), 'sidebar entry').to.deep.equal([]);
      const card = await firstCard(el);
      expect(outOfLeftToRightOrder(firstCardRoot(el).querySelector('.title')!), 'card title').to.deep.equal([]);
      const values = [...firstCardRoot(el).querySelectorAll('.params code')].filter((c) => /2024|3fa85f64/.test(c.textContent ?? ''));
      expect(values.length, 'both example values').to.equal(2);
      for (const value of values) expect(outOfLeftToRightOrder(value), value.textContent!).to.deep.equal([]);
      const samples = shadow(card.querySelector('sv-code-samples'));
      const csharp = [...samples.querySelectorAll('[role=tab]')].find((tab) => tab.textContent?.trim() === 'C#')!;
      expect(outOfLeftToRightOrder(csharp), 'the C# tab').to.deep.equal([]);
      URL.revokeObjectURL(url);
    });

    it('AsyncAPI cards, response rows and Try-It fields keep the document’s English in its own order', async () => {
      await setViewport({ width: 1280, height: 900 });
      const el = await localizedViewer('ar', '/test/fixtures/asyncapi-3-rtl-texts.yaml');
      const content = shadow(el).querySelector('sv-content');
      await waitUntil(() => shadow(content).querySelector('sv-operation')?.shadowRoot?.querySelector('.message-summary'), 'the AsyncAPI card renders');
      const card = shadow(shadow(content).querySelector('sv-operation'));
      const selectors = ['.title', '.message h5', '.message-summary', '.example figcaption span', '.servers .muted'];
      const misplaced = (root: ShadowRoot, list: string[]) => Object.fromEntries(list.map((s) => [s, outOfLeftToRightOrder(root.querySelector(s)!)]));
      expect(misplaced(card, selectors)).to.deep.equal(Object.fromEntries(selectors.map((s) => [s, []])));

      const op = operation({ operationId: 'rows', path: '/rows', parameters: [{ name: '$filter', in: 'query', required: true, style: 'form', explode: true, schema: { type: ['string'] } }] });
      const variables = [{ name: 'basePath', default: 'v2', description: 'API version prefix.' }];
      const model = modelWith('unused', [op], { servers: [{ url: 'https://{basePath}.example.com', description: 'Production (EU).', variables }, { url: 'https://b.example', variables: [] }] });
      const wrap = await fixture<HTMLDivElement>(html`<div dir="rtl" lang="ar"><sv-try-it .operation=${op} .model=${model} .t=${await loadLabels('ar')}></sv-try-it></div>`);
      const tryIt = shadow(wrap.querySelector('sv-try-it'));
      expect({ ...misplaced(tryIt, ['.hint']), name: textOutOfLeftToRightOrder(tryIt.querySelector('label[for^="param-query"]')!, '$filter') }).to.deep.equal({ '.hint': [], name: [] });

      const withResponse = { ...op, responses: [{ status: '200', description: 'API version prefix.', content: [], headers: [], links: [] }] };
      const state = { isOpen: () => false, toggle: () => undefined, hasOperation: () => false };
      const rows = await fixture<HTMLDivElement>(html`<div dir="rtl">${responsesSection(withResponse, undefined, state, await loadLabels('ar'))}</div>`);
      expect(outOfLeftToRightOrder(rows.querySelector('.response-summary')!), 'a response description').to.deep.equal([]);
    });

    it('mirrors the layout at desktop width: sidebar on the right, text aligned right, Try-It aside on the left, code left-to-right', async () => {
      await setViewport({ width: 1280, height: 800 });
      const el = await localizedViewer('ar');
      expect(el.getAttribute('dir')).to.equal('rtl');
      const card = await firstCard(el);
      const root = shadow(el);
      const sidebar = root.querySelector('.sidebar-wrap')!.getBoundingClientRect();
      const main = root.querySelector('sv-content')!.getBoundingClientRect();
      expect(sidebar.left, 'the sidebar is right of the content').to.be.greaterThan(main.left);
      expect(Math.round(sidebar.right)).to.equal(Math.round(el.getBoundingClientRect().right));

      // Start alignment resolves to the right: the API title sits at the right edge of the header. Spec prose keeps
      // its own direction: the English description's last (short) line starts at the left.
      const info = shadow(shadow(root.querySelector('sv-content')).querySelector('sv-info'));
      const header = info.querySelector('header')!;
      const title = info.querySelector('h1')!;
      expect(getComputedStyle(title).direction).to.equal('rtl');
      const inner = header.getBoundingClientRect().right - parseFloat(getComputedStyle(header).paddingRight);
      expect(Math.abs(inner - title.getBoundingClientRect().right), 'the title starts at the right').to.be.lessThan(2);
      expect(title.getBoundingClientRect().left - header.getBoundingClientRect().left).to.be.greaterThan(100);
      const paragraph = info.querySelector('.description p')!;
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      // The rects of the last line (text runs, links and code of the lowest line box).
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const bottom = Math.max(...rects.map((r) => r.bottom));
      const last = rects.filter((r) => Math.abs(r.bottom - bottom) < 4);
      const box = paragraph.getBoundingClientRect();
      expect(bottom - Math.min(...rects.map((r) => r.top)), 'the description wraps').to.be.greaterThan(30);
      expect(Math.min(...last.map((r) => r.left)) - box.left, 'English prose starts at the left').to.be.lessThan(2);
      expect(box.right - Math.max(...last.map((r) => r.right)), 'its free space is on the right').to.be.greaterThan(20);

      // Code, URLs and samples stay left-to-right.
      const tryIt = shadow(card.querySelector('sv-try-it'));
      expect(getComputedStyle(tryIt.querySelector('.request-line')!).direction).to.equal('ltr');
      expect(getComputedStyle(firstCardRoot(el).querySelector('.endpoint .path')!).direction).to.equal('ltr');
      const samples = shadow(card.querySelector('sv-code-samples'));
      await waitUntil(() => samples.querySelector('pre code')?.textContent, 'the sample renders');
      expect(getComputedStyle(samples.querySelector('pre')!).direction).to.equal('ltr');
    });

    it('the narrow drawer opens from the right; an author-set dir wins over the locale', async () => {
      // A phone width, in a frame: not every engine's window gets this narrow.
      const { el, frame } = await mountViewerAt(390, 844, PETSTORE, { locale: 'ar' });
      await waitUntil(() => el.activeLocale === 'ar', 'the ar table is applied', { timeout: 10000 });
      const root = shadow(el);
      root.querySelector<HTMLButtonElement>('.menu-button')!.click();
      await el.updateComplete;
      const drawer = root.querySelector('.sidebar-wrap')!;
      const view = frame!.win;
      await waitUntil(() => view.getComputedStyle(drawer).transform === 'none', 'the drawer is open');
      const rect = drawer.getBoundingClientRect();
      // The page's right edge, less a classic scrollbar where the engine draws one (Firefox).
      expect(Math.round(rect.right)).to.equal(frame!.doc.documentElement.clientWidth);
      expect(rect.left).to.be.greaterThan(0);

      el.setAttribute('dir', 'ltr');
      await el.updateComplete;
      expect(el.getAttribute('dir')).to.equal('ltr');
      expect(Math.round(drawer.getBoundingClientRect().left)).to.equal(0);
    });

    it('the split pane mirrors: the aside is the left column, ArrowRight widens it and ArrowLeft narrows it', async () => {
      await setViewport({ width: 1600, height: 800 });
      localStorage.removeItem('spec-viewer:i18n-test-width');
      const pane = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(html`<sv-split-pane dir="rtl" storage-key="spec-viewer:i18n-test-width" style="width: 1200px">
        <p slot="main">main</p><p slot="aside">aside</p>
      </sv-split-pane>`);
      const root = shadow(pane);
      const separator = root.querySelector<HTMLElement>('[role="separator"]')!;
      await waitUntil(() => !separator.hidden && Number(separator.getAttribute('aria-valuenow')) > 320, 'the pane is measured');
      expect(root.querySelector('.aside')!.getBoundingClientRect().right).to.be.at.most(root.querySelector('.main')!.getBoundingClientRect().left + 1);
      const width = () => Number(separator.getAttribute('aria-valuenow'));
      const before = width();
      separator.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await pane.updateComplete;
      expect(width()).to.equal(before + 16);
      separator.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      separator.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
      await pane.updateComplete;
      expect(width()).to.equal(before - 16);
    });
  });

  for (const locale of ['ar', 'ja'] as const) {
    it(`passes axe in ${locale}`, async function () {
      await setViewport({ width: 1280, height: 800 });
      const el = await localizedViewer(locale);
      await firstCard(el);
      await expect(el).to.be.accessible();
    });
  }
});
