import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer, SvSidebar } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { largeSpec, specUrl } from '../helpers/models.js';
import { clearHash, mountViewer, shadow } from '../helpers/viewer.js';

const large = specUrl(largeSpec(300, 12));

function content(el: SpecViewer): ShadowRoot {
  return shadow(shadow(el).querySelector('sv-content'));
}

/** The element a deep-link id points at: in the content's shadow root or inside an operation card. */
function findTarget(el: SpecViewer, id: string): HTMLElement | null {
  const root = content(el);
  const direct = root.getElementById(id);
  if (direct) return direct;
  for (const card of root.querySelectorAll('sv-operation')) {
    const inner = card.shadowRoot?.getElementById(id);
    if (inner) return inner;
  }
  return null;
}

/** At the top of the viewport, or as high as it gets when the page cannot scroll further (last items). */
function isAtTop(target: Element | null): boolean {
  if (!target) return false;
  const { top } = target.getBoundingClientRect();
  const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2;
  return top >= -2 && (top < 120 || (atBottom && top < window.innerHeight - 40));
}

async function expectRevealed(el: SpecViewer, id: string): Promise<HTMLElement> {
  await waitUntil(() => isAtTop(findTarget(el, id)), `#${id} scrolled into view`, { timeout: 8000 });
  return findTarget(el, id) as HTMLElement;
}

describe('deep links', () => {
  failOnLitWarnings();
  afterEach(() => {
    clearHash();
    window.scrollTo(0, 0);
  });

  it('loads with #<operationId> far down a large spec: renders the card, scrolls to it, focuses its heading', async () => {
    history.replaceState(null, '', '#op250');
    const { el } = await mountViewer(large);
    const target = await expectRevealed(el, 'op250');
    expect(target.tagName.toLowerCase()).to.equal('sv-operation');
    expect(shadow(target).activeElement?.classList.contains('title')).to.equal(true);
    // Cards far from both the top and the target were never rendered.
    expect(content(el).querySelectorAll('sv-operation').length).to.be.lessThan(60);
  });

  for (const section of ['parameters', 'request-body', 'responses']) {
    it(`loads with #<operationId>-${section}`, async () => {
      const id = `op201-${section}`;
      history.replaceState(null, '', `#${id}`);
      const { el } = await mountViewer(large);
      const target = await expectRevealed(el, id);
      expect(target.tagName.toLowerCase()).to.equal('h4');
    });
  }

  it('loads with #schemas and #schema-<Name>', async () => {
    history.replaceState(null, '', '#schema-Item');
    const { el } = await mountViewer(large);
    const schema = await expectRevealed(el, 'schema-Item');
    expect(schema.querySelector('sv-schema-tree')).to.exist;
    window.location.hash = 'schemas';
    await expectRevealed(el, 'schemas');
  });

  it('follows hashchange after load, to targets rendered or not', async () => {
    const { el } = await mountViewer(large);
    window.location.hash = 'op150-responses';
    await expectRevealed(el, 'op150-responses');
    window.location.hash = 'op7';
    await expectRevealed(el, 'op7');
    window.location.hash = 'op299';
    await expectRevealed(el, 'op299');
  });

  it('ignores hashes that are not on the page', async () => {
    history.replaceState(null, '', '#nothing-here');
    const { el } = await mountViewer(large);
    expect(findTarget(el, 'nothing-here')).to.equal(null);
    expect(window.scrollY).to.equal(0);
  });

  it('reveals an entry chosen in the sidebar, also when the hash already points at it', async () => {
    const { el } = await mountViewer(large);
    const sidebar = shadow(el).querySelector('sv-sidebar');
    const groupToggle = [...shadow(sidebar).querySelectorAll<HTMLButtonElement>('.group-toggle')].find(
      (b) => b.textContent?.includes('tag5'),
    ) as HTMLButtonElement;
    groupToggle.click();
    await (sidebar as SvSidebar).updateComplete;
    const link = shadow(sidebar).querySelector<HTMLAnchorElement>('a[data-target="op245"]') as HTMLAnchorElement;
    link.click();
    await expectRevealed(el, 'op245');
    expect(location.hash).to.equal('#op245');
    window.scrollTo(0, 0);
    link.click();
    await expectRevealed(el, 'op245');
  });

  it('copies the full deep link of a section from its heading button (keyboard), and updates the hash', async () => {
    const { el } = await mountViewer(large);
    const written: string[] = [];
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    try {
      const card = content(el).querySelector('sv-operation') as HTMLElement;
      const opId = card.id;
      const buttons = [...shadow(card).querySelectorAll<HTMLButtonElement>('button.copy-link')];
      expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal([
        `Copy link to Operation number 0`,
        `Copy link to Parameters of Operation number 0`,
        `Copy link to Request body of Operation number 0`,
        `Copy link to Responses of Operation number 0`,
      ]);
      buttons[3]?.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => written.length === 1, 'clipboard written');
      const base = location.href.split('#')[0];
      expect(written[0]).to.equal(`${base}#${opId}-responses`);
      expect(location.hash).to.equal(`#${opId}-responses`);
      await waitUntil(() => buttons[3]?.dataset['copied'] === 'true', 'copied feedback');
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
  });
});
