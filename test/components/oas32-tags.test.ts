import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../helpers/viewport.js';
import '../../components/base.js';
import type { SpecViewer, SvContent, SvSidebar } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { clearHash, mountViewer, shadow } from '../helpers/viewer.js';
import { typeText } from '../helpers/keys.js';

const TAGS = '/test/fixtures/oas32/tags.yaml';

type Tree = Array<[label: string, entries: string[], children?: Tree]>;

/** The sidebar's tag groups below `list`: label, operation entries, nested groups. */
function sidebarTree(list: Element): Tree {
  return [...list.querySelectorAll(':scope > li.group')].map((group) => {
    const label = group.querySelector(':scope > .group-toggle .group-name')?.textContent ?? '';
    const entries = [...group.querySelectorAll<HTMLAnchorElement>(':scope > ul.entries a[data-op-id]')].map((a) => a.dataset['opId'] ?? '');
    const nested = group.querySelector(':scope > ul.nested');
    const node: [string, string[], Tree?] = [label, entries];
    if (nested) node[2] = sidebarTree(nested);
    return node as Tree[number];
  });
}

async function viewer(attrs: Record<string, string> = {}): Promise<{ el: SpecViewer; sidebar: SvSidebar; content: SvContent }> {
  const { el, outcome } = await mountViewer(TAGS, attrs);
  expect(outcome.kind).to.equal('load');
  const sidebar = shadow(el).querySelector('sv-sidebar') as SvSidebar;
  const content = shadow(el).querySelector('sv-content') as SvContent;
  await sidebar.updateComplete;
  await content.updateComplete;
  return { el, sidebar, content };
}

const toggle = (sidebar: SvSidebar, label: string) =>
  [...shadow(sidebar).querySelectorAll<HTMLButtonElement>('.group-toggle')].find((b) => b.querySelector('.group-name')?.textContent === label)!;

/** The card of `id`, once rendered. */
async function card(content: SvContent, id: string): Promise<ShadowRoot> {
  await waitUntil(() => shadow(content).querySelector(`sv-operation[id="${id}"]`)?.shadowRoot?.querySelector('.title'), `the card of ${id} renders`);
  return shadow(shadow(content).querySelector(`sv-operation[id="${id}"]`));
}

describe('OpenAPI 3.2 tags as a tree', () => {
  failOnLitWarnings();
  // Desktop width: the sidebar sits beside the content rather than in a closed drawer.
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    clearHash();
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  it('the sidebar shows the nested tree labelled by summary; toggles work by keyboard and keep the focus', async () => {
    const { sidebar } = await viewer();
    const root = shadow(sidebar);
    expect(sidebarTree(root.querySelector('ul.groups')!)).to.deep.equal([
      ['Store', ['storeInfo'], [
        ['Catalog', ['listCatalog'], [['Books and e-books', ['getBook']]]],
        ['Orders', ['createOrder']],
      ]],
      ['Accounts', ['getAccount']],
      ['default', ['preview']],
    ]);
    // Counts take in the tags below.
    expect(toggle(sidebar, 'Store').querySelector('.count')?.textContent).to.match(/^4\b/);
    await expect(sidebar).to.be.accessible();

    // Filter → search button → Store → its entry → Catalog.
    root.querySelector('input')!.focus();
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Tab' });
    const catalog = toggle(sidebar, 'Catalog');
    expect(root.activeElement).to.equal(catalog);
    expect(catalog.matches(':focus-visible'), 'the focus ring shows').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await sidebar.updateComplete;
    expect(catalog.getAttribute('aria-expanded')).to.equal('false');
    expect(root.querySelector('a[data-op-id="getBook"]'), 'a closed group renders none of the groups below it').to.equal(null);
    expect(root.activeElement, 'focus stays on the toggle').to.equal(catalog);
    await sendKeys({ press: ' ' });
    await sidebar.updateComplete;
    expect(catalog.getAttribute('aria-expanded')).to.equal('true');
    expect(root.activeElement).to.equal(catalog);
    await sendKeys({ press: 'Tab' });
    expect((root.activeElement as HTMLElement | null)?.dataset['opId']).to.equal('listCatalog');
    await sendKeys({ press: 'Tab' });
    expect((root.activeElement as HTMLElement | null)?.getAttribute('aria-expanded'), 'then the nested group').to.equal('true');
    expect(root.activeElement?.textContent).to.include('Books and e-books');

    // Filtering keeps the path to a match and drops the rest.
    root.querySelector('input')!.focus();
    await typeText('book');
    await sidebar.updateComplete;
    expect(sidebarTree(root.querySelector('ul.groups')!)).to.deep.equal([
      ['Store', [], [['Catalog', [], [['Books and e-books', ['getBook']]]]]],
    ]);
  });

  it('the content nests sections (heading levels follow the depth) and shows badge and audience tags on cards', async () => {
    const { content } = await viewer();
    const root = shadow(content);
    const section = (name: string) => root.getElementById(`tag/${name}`)!;
    expect(section('books').parentElement?.closest('section.tag')?.id).to.equal('tag/catalog');
    expect(section('catalog').parentElement?.closest('section.tag')?.id).to.equal('tag/store');
    expect(section('orders').parentElement?.closest('section.tag')?.id).to.equal('tag/store');
    expect(section('store').parentElement?.closest('section.tag')).to.equal(null);
    const heading = (name: string) => section(name).querySelector(':scope > .tag-heading > :is(h2, h3, h4)')!;
    expect([heading('store'), heading('catalog'), heading('books')].map((h) => [h.tagName, h.textContent])).to.deep.equal([
      ['H2', 'Store'], ['H3', 'Catalog'], ['H4', 'Books and e-books'],
    ]);
    for (const kind of ['beta', 'partners', 'internal-only']) expect(section(kind), `${kind} is no section`).to.equal(null);
    expect(root.querySelector('section[id="tag/default"] [data-nav-id="preview"]'), 'a badge-only operation is with the untagged ones').to.exist;

    await content.reveal('getBook');
    const book = await card(content, 'getBook');
    expect([...book.querySelectorAll('.title-row .tag-badge')].map((b) => b.textContent)).to.deep.equal(['Beta']);
    expect([...book.querySelectorAll('.tag-labels dt')].map((d) => d.textContent)).to.deep.equal(['Audience']);
    expect([...book.querySelectorAll('.tag-labels dd')].map((d) => d.textContent)).to.deep.equal(['Partner integrations']);
    await content.reveal('createOrder');
    const order = await card(content, 'createOrder');
    expect(order.querySelector('.tag-badge')).to.equal(null);
    expect([...order.querySelectorAll('.tag-label-group')].map((g) => [...g.children].map((c) => c.textContent?.trim()))).to.deep.equal([
      ['Audience', 'Partner integrations'],
      ['x-visibility', 'Internal'],
    ]);
    await expect(content).to.be.accessible();
  });

  it('a deep link to an operation under a nested tag renders and focuses its card and marks its sidebar entry', async () => {
    history.replaceState(null, '', '#getBook');
    const { sidebar, content } = await viewer();
    const book = await card(content, 'getBook');
    await waitUntil(() => book.activeElement?.classList.contains('title'), 'the card heading has the focus');
    await waitUntil(() => shadow(sidebar).querySelector('a[data-op-id="getBook"]')?.getAttribute('aria-current') === 'true', 'the entry is current');
    const entry = shadow(sidebar).querySelector('a[data-op-id="getBook"]')!;
    expect(entry.closest('li.group')?.querySelector('.group-name')?.textContent).to.equal('Books and e-books');

    // A nested tag's section is a target too: its heading (an h4) takes the focus.
    expect(await content.reveal('tag/books')).to.equal(true);
    expect(shadow(content).activeElement?.textContent).to.equal('Books and e-books');
  });

  it('indents nested groups from the reading start in both directions (ar is right-to-left)', async () => {
    for (const [locale, dir] of [['en', 'ltr'], ['ar', 'rtl']] as const) {
      const { el, sidebar, content } = await viewer({ locale });
      await waitUntil(() => el.getAttribute('dir') === dir, `the ${locale} direction applies`, { timeout: 10000 });
      await sidebar.updateComplete;
      const start = (label: string) => {
        const rect = toggle(sidebar, label).getBoundingClientRect();
        return dir === 'ltr' ? rect.left : -rect.right;
      };
      expect(start('Catalog') - start('Store'), `${dir}: Catalog is indented`).to.be.greaterThan(8);
      expect(start('Books and e-books') - start('Catalog'), `${dir}: Books is indented further`).to.be.greaterThan(8);
      const section = (name: string) => shadow(content).getElementById(`tag/${name}`)!.querySelector(':scope > .tag-heading')!.getBoundingClientRect();
      const sectionStart = (name: string) => (dir === 'ltr' ? section(name).left : -section(name).right);
      expect(sectionStart('catalog') - sectionStart('store'), `${dir}: the Catalog section's heading is indented`).to.be.greaterThan(8);
      el.remove();
    }
  });
});
