// Landmarks of <spec-viewer> on a bare host page (no <main> around it): the reading column is the `main`
// landmark and everything of the sidebar is inside its navigation landmark, so a full-page axe run (including
// the `region` and `landmark-one-main` rules) finds nothing; `host-provides-main` defers to the host's <main>.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { axePage } from '../helpers/axe-page.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, nextOutcome, shadow } from '../helpers/viewer.js';
import { mountViewerAt, removeNarrowFrames } from '../helpers/narrow-frame.js';

const petstore = '/specs/oas30-petstore.yaml';

/** Elements with an ARIA or HTML landmark role inside `root` and the shadow roots below it. */
function landmarks(root: ShadowRoot | Element, role: string): Element[] {
  const found: Element[] = [];
  const tag = role === 'main' ? 'main' : role === 'navigation' ? 'nav' : role;
  for (const el of root.querySelectorAll('*')) {
    if (el.getAttribute('role') === role || (el.localName === tag && !el.hasAttribute('role'))) found.push(el);
    if (el.shadowRoot) found.push(...landmarks(el.shadowRoot, role));
  }
  return found;
}

describe('spec-viewer landmarks', () => {
  failOnLitWarnings();

  // What any real host page has; the test runner's page does not.
  before(() => {
    document.title = 'Landmarks test';
    document.documentElement.lang = 'en';
  });

  afterEach(async () => {
    removeNarrowFrames();
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [1280, 390]) {
    it(`${width} px, bare host page: one main, the whole sidebar in its navigation; axe finds nothing on the page`, async function () {
      // The phone width renders in a frame (not every engine's window gets that narrow): a bare host page too.
      const { el, frame } = await mountViewerAt(width, 900, petstore);
      if (!frame) await expect(el).to.be.accessible();
      const mains = landmarks(shadow(el), 'main');
      expect(mains.length, 'one main landmark').to.equal(1);
      expect(mains[0]!.getRootNode() === shadow(shadow(el).querySelector('sv-content')), 'the main is sv-content’s column').to.equal(true);
      const sidebar = shadow(shadow(el).querySelector('sv-sidebar'));
      const navs = landmarks(sidebar, 'navigation');
      expect(navs.length).to.equal(1);
      for (const selector of ['.brand', 'input[type=search]', 'a[data-target]']) {
        expect(navs[0]!.contains(sidebar.querySelector(selector)), `${selector} inside the navigation landmark`).to.equal(true);
      }
      expect(await (frame ? frame.axe() : axePage(el))).to.deep.equal([]);
    });
  }

  it('390 px with the drawer open: nothing outside a landmark', async function () {
    const { el, frame } = await mountViewerAt(390, 800, petstore);
    shadow(el).querySelector<HTMLButtonElement>('.menu-button')!.click();
    await el.updateComplete;
    // The open drawer is modal: the main column is inert meanwhile (as behind a modal dialog), which axe reports
    // as a page without a main landmark; nothing else.
    expect((await frame!.axe()).filter((v) => !v.startsWith('landmark-one-main'))).to.deep.equal([]);
  });

  it('host-provides-main: inside the host page’s <main>, no main of its own; axe finds nothing on the page', async function () {
    const host = await fixture<HTMLElement>(html`<main><spec-viewer host-provides-main></spec-viewer></main>`);
    const el = host.querySelector('spec-viewer') as SpecViewer;
    expect(el.hostProvidesMain).to.equal(true);
    const loaded = nextOutcome(el);
    el.setAttribute('spec-url', petstore);
    expect((await loaded).kind).to.equal('load');
    await expect(el).to.be.accessible();
    expect(landmarks(shadow(el), 'main')).to.have.length(0);
    expect(await axePage(el)).to.deep.equal([]);
    el.hostProvidesMain = false;
    await el.updateComplete;
    await waitUntil(() => landmarks(shadow(el), 'main').length === 1, 'a main landmark once the attribute is gone');
  });
});
