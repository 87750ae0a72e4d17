// A static reference placed inside <spec-viewer> (what `spec-viewer render` writes): what a reader sees before the
// live page is ready; once it is, the static copy is neither rendered nor focusable (so not read twice), a deep
// link lands on the live item, and spec-load fires as without it — also when the static copy is another spec's.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { largeSpec, specUrl } from '../helpers/models.js';
import { clearHash, nextOutcome, shadow } from '../helpers/viewer.js';

const spec = specUrl(largeSpec(60, 4));

/** A static reference as the renderer writes it: one section per operation, with the deep-link id. */
const staticReference = (ids: string[]) =>
  html`<article class="sv-static"><h1>Static copy</h1>${ids.map((id) => html`<section id=${id}><h2>${id}</h2><a href=${`#${id}`}>link</a></section>`)}</article>`;

const rendered = (el: Element) => el.getClientRects().length > 0;

describe('a static reference inside <spec-viewer>', function () {
  failOnLitWarnings();
  afterEach(() => {
    clearHash();
    window.scrollTo(0, 0);
  });

  it('is shown until the live page is ready, then not rendered, not focusable and not in the accessibility tree', async () => {
    const el = await fixture<SpecViewer>(html`<spec-viewer>${staticReference(['op1', 'op2'])}</spec-viewer>`);
    const section = el.querySelector('section#op1')!;
    expect(rendered(section), 'before a spec is set the static copy shows').to.equal(true);
    const outcome = nextOutcome(el);
    el.setAttribute('spec-url', spec);
    expect(rendered(section), 'while the spec loads the static copy shows').to.equal(true);
    expect((await outcome).kind).to.equal('load');
    await el.updateComplete;
    expect(rendered(section), 'the live page replaces it').to.equal(false);
    const link = section.querySelector('a')!;
    link.focus();
    expect(document.activeElement, 'a link of the static copy cannot take focus').not.to.equal(link);
    expect(shadow(el).querySelector('slot'), 'no slot: the static copy is out of the flat tree').to.equal(null);
    expect(shadow(el).querySelector('sv-content')).to.exist;
  });

  it('a deep link opened before the bundle ran lands on the live item once the page is ready', async () => {
    history.replaceState(null, '', '#op40');
    const el = await fixture<SpecViewer>(html`<spec-viewer>${staticReference(['op40'])}</spec-viewer>`);
    const outcome = nextOutcome(el);
    el.setAttribute('spec-url', spec);
    expect((await outcome).kind).to.equal('load');
    const content = shadow(shadow(el).querySelector('sv-content'));
    await waitUntil(() => {
      const card = content.getElementById('op40');
      const top = card?.getBoundingClientRect().top;
      return top !== undefined && top >= -2 && top < 120;
    }, 'the live card op40 is scrolled to the top', { timeout: 8000 });
  });

  it('a static copy of another spec: the live page wins, spec-load reports the live spec', async () => {
    const el = await fixture<SpecViewer>(html`<spec-viewer>${staticReference(['other-api-op'])}</spec-viewer>`);
    const outcome = nextOutcome(el);
    el.setAttribute('spec-url', spec);
    const result = await outcome;
    expect(result.kind).to.equal('load');
    expect(result.kind === 'load' && result.detail.operationCount).to.equal(60);
    expect(rendered(el.querySelector('section')!)).to.equal(false);
    await expect(el).to.be.accessible();
  });
});
