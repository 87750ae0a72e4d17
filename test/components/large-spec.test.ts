/**
 * GitHub's 12 MB description (1,223 operations, 270 webhooks): the page must stay light (few cards rendered,
 * collapsed sidebar), every operation must be reachable from the sidebar, and memory must stay bounded. How fast
 * is a figure of `npm run bench`, not a timed test (a busy machine is slow, not wrong).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import type { SpecViewer, SvSidebar } from '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { clearHash, nextOutcome, shadow } from '../helpers/viewer.js';

const HEAP_BUDGET_BYTES = 70 * 1024 * 1024;

function content(el: SpecViewer): ShadowRoot {
  return shadow(shadow(el).querySelector('sv-content'));
}

describe('a very large spec (GitHub REST)', function () {
  failOnLitWarnings();
  let el: SpecViewer;

  // Mounted once for all cases, outside the per-test fixture container (which is emptied after each test).
  before(async () => {
    clearHash();
    el = document.createElement('spec-viewer');
    document.body.append(el);
    const outcome = nextOutcome(el);
    el.setAttribute('spec-url', '/specs/oas30-github-api.json');
    const result = await outcome;
    expect(result).to.deep.include({ kind: 'load' });
    expect(result.detail).to.include({ operationCount: 1223 });
  });

  after(() => {
    el.remove();
    clearHash();
    window.scrollTo(0, 0);
  });

  it('renders only the first cards and a collapsed sidebar', () => {
    expect(content(el).querySelectorAll('sv-operation').length).to.be.at.most(6);
    const sidebar = shadow(shadow(el).querySelector('sv-sidebar'));
    expect(sidebar.querySelectorAll('a[data-op-id]').length).to.be.lessThan(100);
    expect(shadow(el).querySelectorAll('*').length + content(el).querySelectorAll('*').length).to.be.lessThan(3000);
  });

  it('reaches operations anywhere from the sidebar', async () => {
    const sidebarEl = shadow(el).querySelector('sv-sidebar') as SvSidebar;
    const toggles = () => [...shadow(sidebarEl).querySelectorAll<HTMLButtonElement>('.group-toggle')].filter((b) => !b.textContent?.includes('Schemas'));
    for (const index of [Math.floor(toggles().length / 2), toggles().length - 1]) {
      const toggle = toggles()[index] as HTMLButtonElement;
      if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
      await sidebarEl.updateComplete;
      const links = toggle.closest('.group')?.querySelectorAll<HTMLAnchorElement>('a[data-op-id]') ?? [];
      const link = links[links.length - 1] as HTMLAnchorElement;
      const id = link.dataset['opId'] as string;
      link.click();
      await waitUntil(() => {
        const card = content(el).getElementById(id);
        const top = card?.getBoundingClientRect().top ?? -1;
        return card?.shadowRoot?.querySelector('.operation') && top >= -2 && top < 120;
      }, `${id} in view`);
    }
  });

  it('stays within the heap budget', () => {
    const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory;
    if (!memory) return; // Chromium only
    expect(memory.usedJSHeapSize).to.be.lessThan(HEAP_BUDGET_BYTES);
  });
});
