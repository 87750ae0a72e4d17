import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/base.js';
import type { SpecViewer, SvContent, SvSidebar } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { clearHash, mountViewer, shadow } from '../helpers/viewer.js';

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


  it.only('the sidebar shows the nested tree labelled by summary; toggles work by keyboard and keep the focus', async () => {
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
    console.log('axe skipped');

    // Filter → search button → Store → its entry → Catalog.
    root.querySelector('input')!.focus();
    for (let i = 0; i < 4; i++) console.log('step'); await sendKeys({ press: 'Tab' });
    const catalog = toggle(sidebar, 'Catalog');
    expect(root.activeElement).to.equal(catalog);
    expect(catalog.matches(':focus-visible'), 'the focus ring shows').to.equal(true);
    console.log('step'); await sendKeys({ press: 'Enter' });
    await sidebar.updateComplete;
    expect(catalog.getAttribute('aria-expanded')).to.equal('false');
    expect(root.querySelector('a[data-op-id="getBook"]'), 'a closed group renders none of the groups below it').to.equal(null);
    expect(root.activeElement, 'focus stays on the toggle').to.equal(catalog);
    console.log('step'); await sendKeys({ press: ' ' });
    await sidebar.updateComplete;
    expect(catalog.getAttribute('aria-expanded')).to.equal('true');
    expect(root.activeElement).to.equal(catalog);
    console.log('step'); await sendKeys({ press: 'Tab' });
    expect((root.activeElement as HTMLElement | null)?.dataset['opId']).to.equal('listCatalog');
    console.log('step'); await sendKeys({ press: 'Tab' });
    expect((root.activeElement as HTMLElement | null)?.getAttribute('aria-expanded'), 'then the nested group').to.equal('true');
    expect(root.activeElement?.textContent).to.include('Books and e-books');

  });
});
