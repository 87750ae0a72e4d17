/**
 * OpenAPI 3.2 reads every 3.1 document as before: each 3.1 file of the shared corpus, served with only its version
 * changed to 3.2.0 (/specs-as-3.2/), renders the same page in the real element as its original: the same sidebar
 * entries, section and card ids (the deep-link targets), and the same first rendered card.
 */
import { expect, fixtureCleanup } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { clearHash, mountViewer, shadow } from '../helpers/viewer.js';
import { loadMarkdown } from '../../components/shared/markdown.js';

// Descriptions show as plain text until the Markdown engine arrives: load it first, so both pages of a
// comparison render their first card formatted.
await loadMarkdown();

const manifest = await (await fetch('/specs/MANIFEST.md')).text();
const files = [...manifest.matchAll(/^\| (oas31-[^ |]+) \|/gm)].map((m) => m[1]!);

interface Page {
  title: string;
  sidebar: string[];
  sections: string[];
  firstCard: string;
}

/** What a reader sees of the page: sidebar links, section and card ids, the first card's text. */
async function pageOf(url: string): Promise<Page> {
  const { el, outcome } = await mountViewer(url);
  if (outcome.kind !== 'load') throw new Error(`${url}: ${outcome.detail.message}`);
  const content = shadow(shadow(el).querySelector('sv-content'));
  await waitUntil(() => content.querySelector('sv-operation') !== null || content.querySelector('section') !== null, 'content rendered');
  const sidebar = shadow(shadow(el).querySelector('sv-sidebar'));
  const card = content.querySelector('sv-operation');
  if (card) await (card as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  const page: Page = {
    title: outcome.detail.title,
    // Group toggles (a long document's groups start closed) and the entries shown.
    sidebar: [...sidebar.querySelectorAll<HTMLElement>('.group-toggle, a[href^="#"]')].map((a) => `${a.getAttribute('href') ?? ''} ${a.textContent?.replace(/\s+/g, ' ').trim()}`),
    sections: [...content.querySelectorAll<HTMLElement>('[id]')].map((node) => node.id),
    firstCard: card?.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
  };
  fixtureCleanup();
  return page;
}

describe('OpenAPI 3.2: the 3.1 corpus relabelled as 3.2 renders as before', () => {
  failOnLitWarnings();
  afterEach(() => {
    clearHash();
    fixtureCleanup();
  });

  it('finds the 3.1 corpus', () => expect(files.length).to.be.greaterThan(9));

  for (const file of files) {
    it(file, async function () {
      const original = await pageOf(`/specs/${file}`);
      const relabelled = await pageOf(`/specs-as-3.2/${file}`);
      expect(relabelled.title).to.equal(original.title);
      expect(relabelled.sidebar).to.deep.equal(original.sidebar);
      expect(relabelled.sections).to.deep.equal(original.sections);
      expect(relabelled.firstCard).to.equal(original.firstCard);
      expect(relabelled.sidebar.length).to.be.greaterThan(0);
    });
  }

  it('a deep link into a relabelled document lands on its card', async function () {
    history.replaceState(null, '', '#getMuseumHours');
    const { el, outcome } = await mountViewer('/specs-as-3.2/oas31-redocly-museum.yaml');
    expect(outcome.kind).to.equal('load');
    const content = shadow(shadow(el).querySelector('sv-content'));
    await waitUntil(() => content.getElementById('getMuseumHours') !== null, 'the deep-linked card rendered', { timeout: 10_000 });
  });
});
