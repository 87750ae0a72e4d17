/**
 * Oversized specs stay responsive: a 5 MB description renders a first piece as Markdown with "Show the rest",
 * a 50,000-value enum and long lists (properties, parameters, responses, operations of a tag) a first slice with
 * "Show N more"; what is rendered at once is bounded (counted here, not timed: the time each piece takes is a
 * figure `npm run bench:hostile` prints, since a timed test fails on a busy machine).
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import { RENDER_LIMITS } from '../../src/index.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer } from '../helpers/viewer.js';
import { idle } from '../helpers/main-thread.js';
import {
  asyncapiWithDescription,
  asyncapiWithLongEnum,
  bigMarkdown,
  blobUrl,
  openapiWithDescription,
  openapiWithLongLists,
  wsdlWithDocumentation,
} from '../helpers/hostile-docs.js';


/** Every element matching `selector` in `root` and all shadow roots below it. */
function deepAll(root: ParentNode, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deepAll(el.shadowRoot, selector));
  return found;
}

function moreButtons(el: Element, text: RegExp): HTMLButtonElement[] {
  return deepAll(el.shadowRoot!, 'button.sv-more').filter((b) => text.test(b.textContent ?? '')) as HTMLButtonElement[];
}

/** Waits for rendering to settle: a few frames and an idle period. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
  await idle();
}

describe('oversized specs', function () {
  failOnLitWarnings();
  afterEach(() => fixtureCleanup());

  const FIVE_MB = bigMarkdown(5 * 1024 * 1024);
  const cases: Array<[string, () => string, string]> = [
    ['OpenAPI', () => openapiWithDescription(FIVE_MB), 'application/json'],
    ['AsyncAPI', () => asyncapiWithDescription(FIVE_MB), 'application/json'],
    ['WSDL', () => wsdlWithDocumentation(FIVE_MB), 'text/xml'],
  ].filter(([f]) => (window as { ONLY?: string }).ONLY === undefined || f === (window as { ONLY?: string }).ONLY) as Array<[string, () => string, string]>;
  for (const [format, build, type] of cases) {
    it(`${format}: a 5 MB description renders a first piece, the rest on demand`, async () => {
      const { el, outcome } = await mountViewer(blobUrl(build(), type));
      expect(outcome.kind).to.equal('load');
      await settle();
      const rendered = deepAll(el.shadowRoot!, '.md').reduce((n, md) => n + (md.textContent?.length ?? 0), 0);
      expect(rendered).to.be.greaterThan(1000);
      expect(rendered).to.be.lessThan(4 * RENDER_LIMITS.markdownChars);
      const [button] = moreButtons(el, /Show the rest/);
      expect(button, 'a Show the rest button').to.exist;
      // Keyboard: the button takes focus and Enter renders the next piece; focus stays on it.
      button!.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      const after = deepAll(el.shadowRoot!, '.md').reduce((n, md) => n + (md.textContent?.length ?? 0), 0);
      expect(after).to.be.greaterThan(rendered);
      await expect(el).to.be.accessible();
    });
  }

  it('OpenAPI: a 50,000-value enum and long lists render a first slice, more per press', async () => {
    const { el, outcome } = await mountViewer(blobUrl(openapiWithLongLists(50_000, 300)));
    expect(outcome.kind).to.equal('load');
    await settle();
    // The tag "many" holds 301 operations: once opened, the sidebar lists a first slice.
    const toggle = deepAll(el.shadowRoot!, '.group-toggle').find((b) => /many/.test(b.textContent ?? '')) as HTMLButtonElement | undefined;
    if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
    await settle();
    const sidebarMore = moreButtons(el, /more operations/);
    expect(sidebarMore.length, 'sidebar Show more').to.equal(1);
    const codes = deepAll(el.shadowRoot!, 'code').filter((c) => /^"?value-\d+"?$/.test(c.textContent ?? ''));
    expect(codes.length).to.be.lessThan(3 * RENDER_LIMITS.listItems);
    for (const noun of [/more values/, /more parameters/, /more responses/, /more properties/]) {
      expect(moreButtons(el, noun).length, String(noun)).to.be.greaterThan(0);
    }

    const [values] = moreButtons(el, /more values/);
    values!.focus();
    const before = deepAll(el.shadowRoot!, 'code').length;
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(deepAll(el.shadowRoot!, 'code').length).to.be.greaterThan(before);
    const focused = deepAll(el.shadowRoot!, 'button.sv-more').find((b) => b.matches(':focus'));
    expect(focused, 'focus stays on a Show more button').to.exist;
  });

  it('Try-It renders a first slice of an operation\'s parameters, required ones always, more per press', async () => {
    const { el, outcome } = await mountViewer(blobUrl(openapiWithLongLists(10, 300)), { 'try-it-open': '' });
    expect(outcome.kind).to.equal('load');
    await settle();
    await customElements.whenDefined('sv-try-it'); // try-it-open: the form's chunk comes after the page
    await settle();
    const tryIt = deepAll(el.shadowRoot!, 'sv-try-it').find((t) => t.shadowRoot && deepAll(t.shadowRoot, 'label').some((l) => /^q0\b/.test(l.textContent ?? '')))!;
    expect(tryIt, 'the Try-It panel of the long operation').to.exist;
    const fields = () => tryIt.shadowRoot!.querySelectorAll('[id^="param-query"]').length;
    expect(fields()).to.be.at.most(RENDER_LIMITS.listItems + 10);
    const [more] = moreButtons(tryIt, /more parameters/);
    expect(more, 'a Show more parameters button in Try-It').to.exist;
    more!.click();
    await settle();
    expect(fields()).to.be.greaterThan(RENDER_LIMITS.listItems + 10);
  });

  it('the press that shows a list\'s last items moves focus to the list, never to the page', async () => {
    const { el, outcome } = await mountViewer(blobUrl(openapiWithLongLists(200, 300)));
    expect(outcome.kind).to.equal('load');
    await settle();
    const card = deepAll(el.shadowRoot!, 'sv-operation').find((o) => moreButtons(o, /more parameters/).length > 0)!;
    for (let presses = 0; presses < 10; presses++) {
      const [button] = moreButtons(card, /more parameters/).filter((b) => (b.getRootNode() as ShadowRoot).host?.localName !== 'sv-try-it');
      if (!button) break;
      button.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
    }
    expect(moreButtons(card, /more parameters/).filter((b) => (b.getRootNode() as ShadowRoot).host?.localName !== 'sv-try-it').length, 'every parameter shown').to.equal(0);
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // Booleans, not elements: a failed equality on elements would print the whole page.
    expect(document.activeElement === el, 'focus stays inside the viewer').to.equal(true);
    expect(active?.tagName, 'focus on the completed list').to.not.equal('BODY');
    expect(active?.matches('button.sv-more')).to.equal(false);
  });

  it('AsyncAPI: a 50,000-value enum in a payload renders a first slice', async () => {
    const { el, outcome } = await mountViewer(blobUrl(asyncapiWithLongEnum(50_000)));
    expect(outcome.kind).to.equal('load');
    await settle();
    const codes = deepAll(el.shadowRoot!, 'code').filter((c) => /^"?value-\d+"?$/.test(c.textContent ?? ''));
    expect(codes.length).to.be.lessThan(3 * RENDER_LIMITS.listItems);
    expect(moreButtons(el, /more values/).length).to.be.greaterThan(0);
  });
});
