// Search costs nothing until first use (issue 21): a page that shows a spec has not requested the dialog's chunk,
// the search core or MiniSearch; Ctrl+K fetches the dialog, and opening it starts the index (the reader is about to
// type). Its own file: a page of its own.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/base.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, shadow } from '../helpers/viewer.js';
import { pressChord, typeText } from '../helpers/keys.js';

// src/search/load.ts is the tiny `import()` of the search core, part of the page on purpose.
const SEARCH_CODE = /components\/search\/|src\/search\/(?!load\.)|minisearch/i;
// The test page loads hundreds of unbundled modules: room for every entry (the default buffer keeps 250).
performance.setResourceTimingBufferSize(100_000);
const requested = () => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => SEARCH_CODE.test(name));

describe('search loads on first use', () => {
  failOnLitWarnings();

  it('nothing of search is requested on page load; Ctrl+K loads the dialog, which starts the index', async () => {
    const { el } = await mountViewer('/specs/oas30-petstore.yaml');
    await new Promise((resolve) => setTimeout(resolve, 300)); // idle time after load: still nothing
    expect(requested()).to.deep.equal([]);
    expect(customElements.get('sv-search')).to.equal(undefined);
    shadow(el).querySelector<HTMLButtonElement>('.skip-link')!.focus();
    await pressChord(['Control'], 'k');
    const search = shadow(el).querySelector('sv-search')!;
    await waitUntil(() => search.shadowRoot?.querySelector('dialog')?.open, 'the dialog opened', { timeout: 10000 });
    expect(requested().some((name) => /components\/search\/define/.test(name))).to.equal(true);
    // The open dialog starts loading the search core before the first keystroke.
    await waitUntil(() => requested().some((name) => /minisearch/i.test(name)), 'MiniSearch requested once the dialog is open', { timeout: 10000 });
    await typeText('pet');
    await waitUntil(() => (search.shadowRoot?.querySelectorAll('[role="option"]').length ?? 0) > 0, 'results', { timeout: 10000 });
    await sendKeys({ press: 'Escape' });
  });
});
