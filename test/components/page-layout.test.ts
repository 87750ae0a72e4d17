// Layout of a whole page in Chromium at a desktop (1280 px) and a phone (390 px) width, measured with
// getBoundingClientRect: the copy-link icon stays on the last line of a wrapping operation title, the endpoint
// path wraps only after a "/", and the code sample language tabs stay on one row (scrolling if needed) and keep
// working with the keyboard.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { lineEnds } from '../helpers/line-breaks.js';
import { specUrl } from '../helpers/models.js';
import { mountViewer, samplesOf, shadow } from '../helpers/viewer.js';
import { mountViewerAt, removeNarrowFrames } from '../helpers/narrow-frame.js';

const LONG_TITLE = 'Retrieve every payment method saved for a customer, including expired cards and mandates awaiting approval';

const PATH = '/customers/{customerId}/payment-methods/verificationDetails';

const spec = () =>
  specUrl({
    openapi: '3.0.3',
    info: { title: 'Layout', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      [PATH]: {
        get: {
          operationId: 'listPaymentMethods',
          summary: LONG_TITLE,
          parameters: [{ name: 'customerId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  });

/** Parameter descriptions with long inline code, as the demo's Bookshop API has them. */
const codeSpec = () =>
  specUrl({
    openapi: '3.0.3',
    info: { title: 'Inline code', version: '1' },
    paths: {
      '/books': {
        get: {
          operationId: 'listBooks',
          parameters: [
            { name: 'genre', in: 'query', description: 'Only these genres. Sent as repeated pairs: `genre=fantasy&genre=history`.', schema: { type: 'array', items: { type: 'string' } } },
            { name: 'price', in: 'query', style: 'deepObject', description: 'Price range as a deep object: `price[min]=5&price[max]=20&price[currency]=EUR`.', schema: { type: 'object' } },
          ],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  });

async function operationCard(width: number): Promise<{ viewer: SpecViewer; card: ShadowRoot }> {
  const { el } = await mountViewerAt(width, 900, spec());
  const content = shadow(el).querySelector('sv-content');
  await waitUntil(() => shadow(content).querySelector('sv-operation')?.shadowRoot?.querySelector('.title'), 'the card renders');
  const card = shadow(shadow(content).querySelector('sv-operation'));
  // The split pane stacks its columns on narrow screens once it has measured itself (ResizeObserver); until
  // then a phone-width card is squeezed into a sliver.
  const main = card.querySelector('sv-split-pane > [slot=main]')!;
  await waitUntil(() => main.getBoundingClientRect().width > 250, 'the split pane settles');
  return { viewer: el, card };
}

/** The line boxes of `el`'s text, top to bottom. */
function textLines(el: Element): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(el);
  const lines: DOMRect[] = [];
  for (const rect of range.getClientRects()) {
    if (rect.width === 0) continue;
    const last = lines[lines.length - 1];
    if (last && Math.abs(last.top - rect.top) < 2) last.width = Math.max(last.right, rect.right) - last.left;
    else lines.push(DOMRect.fromRect(rect));
  }
  return lines;
}

describe('page layout', function () {
  failOnLitWarnings();

  afterEach(() => removeNarrowFrames());
  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('a viewer created after the window was resized, with none on the page meanwhile, lays out for the new width', async () => {
    // WebKit kept the shared sheets' media-query results from the last root that used them.
    const layout = (el: SpecViewer) => ({
      sidebar: getComputedStyle(shadow(el).querySelector('.sidebar-wrap')!).position,
      menu: getComputedStyle(shadow(el).querySelector('.topbar')!).display,
    });
    await setViewport({ width: 800, height: 600 });
    const narrow = (await mountViewer(spec())).el;
    await waitUntil(() => shadow(narrow).querySelector('.sidebar-wrap'), 'the narrow page renders');
    expect(layout(narrow)).to.deep.equal({ sidebar: 'fixed', menu: 'flex' });
    narrow.remove();
    await setViewport({ width: 1280, height: 800 });
    const wide = (await mountViewer(spec())).el;
    await waitUntil(() => shadow(wide).querySelector('.sidebar-wrap'), 'the wide page renders');
    await wide.updateComplete;
    expect(layout(wide)).to.deep.equal({ sidebar: 'sticky', menu: 'none' });
    wide.remove();
  });

  it('390 px: a long one-word API title (the demo WSDL’s WeatherStationService) breaks instead of scrolling the page sideways', async () => {
    const { el, frame } = await mountViewerAt(390, 844, '/demo/specs/weather-station.wsdl');
    const info = () => shadow(el).querySelector('sv-content')?.shadowRoot?.querySelector('sv-info')?.shadowRoot?.querySelector('h1');
    await waitUntil(() => info(), 'the title renders');
    // The cards' split panes stack once they have measured themselves (a frame later): read the page after that.
    const panes = () => [...(shadow(el).querySelector('sv-content')?.shadowRoot?.querySelectorAll('sv-operation') ?? [])].map((op) => op.shadowRoot?.querySelector('sv-split-pane'));
    await waitUntil(() => panes().length > 0 && panes().every((pane) => pane?.hasAttribute('stacked')), 'the cards stack');
    const root = frame!.doc.documentElement;
    expect(root.scrollWidth, 'no sideways scroll').to.be.at.most(root.clientWidth);
  });

  for (const width of [1280, 390]) {
    it(`${width} px: the copy-link icon sits on the last line of a wrapping operation title`, async () => {
      const { card } = await operationCard(width);
      const title = card.querySelector('.title')!;
      const lines = textLines(title);
      expect(lines.length, 'the title wraps at this width').to.be.greaterThan(1);
      const last = lines[lines.length - 1]!;
      const link = card.querySelector('.copy-link')!.getBoundingClientRect();
      expect(link.width).to.be.greaterThan(0);
      expect(link.top, 'icon top within the last line').to.be.below(last.bottom);
      expect(link.bottom, 'icon bottom within the last line').to.be.above(last.top);
      expect(link.left, 'icon after the last word').to.be.at.least(last.right - 1);
      const endpoint = card.querySelector('.endpoint')!.getBoundingClientRect();
      expect(endpoint.top - last.bottom, 'no empty line between the title and the endpoint').to.be.below(24);
    });

    it(`${width} px: the endpoint path wraps only after a "/"`, async () => {
      const { card } = await operationCard(width);
      const path = card.querySelector('.path')!;
      expect(path.textContent).to.equal(PATH);
      for (const ch of lineEnds(path)) expect(ch, 'a line of the path ends with').to.equal('/');
      if (width === 390) expect(lineEnds(path).length, 'the path wraps at 390 px').to.be.greaterThan(0);
    });

    it(`${width} px: inline code in a description wraps only after = & ? , or /, and the page never scrolls sideways`, async () => {
      const { el, frame } = await mountViewerAt(width, 900, codeSpec());
      const content = shadow(el).querySelector('sv-content');
      const codes = () => [...(shadow(content).querySelector('sv-operation')?.shadowRoot?.querySelectorAll('.params .md code') ?? [])];
      await waitUntil(() => codes().length === 2, 'the descriptions render as Markdown');
      const main = shadow(shadow(content).querySelector('sv-operation')).querySelector('sv-split-pane > [slot=main]')!;
      await waitUntil(() => main.getBoundingClientRect().width > 250, 'the split pane settles');
      for (const code of codes()) for (const ch of lineEnds(code)) expect('=&?,/', `a line of ${code.textContent} ends with "${ch}"`).to.include(ch);
      if (width === 390) expect(codes().some((code) => lineEnds(code).length > 0), 'the code wraps at 390 px').to.equal(true);
      const root = (frame?.doc ?? document).documentElement;
      expect(root.scrollWidth, 'no sideways scroll').to.be.at.most(root.clientWidth);
    });

    it(`${width} px: the code sample tabs are one row (scrolling if needed); arrows, Home and End still work`, async () => {
      const { card } = await operationCard(width);
      const samples = await samplesOf(card.host);
      await waitUntil(() => samples.shadowRoot?.querySelector('[role=tab]'), 'tabs render');
      const root = shadow(samples);
      const list = root.querySelector<HTMLElement>('[role=tablist]')!;
      const tabs = [...root.querySelectorAll<HTMLElement>('[role=tab]')];
      expect(tabs.length).to.equal(6);
      const tops = new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
      expect([...tops], 'every tab on one row').to.have.length(1);
      expect(list.clientHeight, 'the strip is one tab high').to.be.at.most(tabs[0]!.getBoundingClientRect().height + 1);
      const visible = (tab: HTMLElement) => {
        const listRect = list.getBoundingClientRect();
        const r = tab.getBoundingClientRect();
        return r.left >= listRect.left - 1 && r.right <= listRect.right + 1;
      };
      tabs[0]!.focus();
      await sendKeys({ press: 'End' });
      await waitUntil(() => root.activeElement === tabs[5], 'End focuses the last tab');
      expect(tabs[5]!.getAttribute('aria-selected')).to.equal('true');
      await waitUntil(() => visible(tabs[5]!), 'the last tab is scrolled into view').catch((e: Error) => {
        throw new Error(`${e.message}: ${JSON.stringify(tabs[5]!.getBoundingClientRect())} in ${JSON.stringify(list.getBoundingClientRect())}, scrollLeft ${list.scrollLeft}/${list.scrollWidth}`);
      });
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => root.activeElement === tabs[0], 'ArrowRight wraps to the first tab');
      await waitUntil(() => visible(tabs[0]!), 'the first tab is scrolled into view');
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => root.activeElement === tabs[5] && visible(tabs[5]!), 'ArrowLeft wraps to the last tab, in view');
    });
  }
});
