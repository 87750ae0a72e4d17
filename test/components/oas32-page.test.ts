/**
 * A whole OpenAPI 3.2 page: the demo's 3.2 description (every 3.2 addition in one realistic document) renders
 * without a problem, shows each addition where a reader looks for it, and passes axe on a bare host page; a
 * careless 3.2 document renders with its problems listed as warnings, never an error panel.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import '../../components/base.js';
import type { SpecViewer } from '../../components/base.js';
import { axePage } from '../helpers/axe-page.js';
import { failOnLitWarnings } from '../helpers/lit-warnings.js';
import { mountViewer, shadow } from '../helpers/viewer.js';

type Content = HTMLElement & { reveal(id: string): Promise<boolean>; updateComplete: Promise<unknown> };

/** Text of an element and every shadow root below it. */
function deepText(node: Node): string {
  let text = '';
  const walk = (n: Node): void => {
    if (n.nodeType === Node.TEXT_NODE) text += n.textContent;
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
    n.childNodes.forEach(walk);
  };
  walk(node);
  return text.replace(/\s+/g, ' ');
}

describe('an OpenAPI 3.2 page', () => {
  failOnLitWarnings();
  before(() => {
    document.title = 'OpenAPI 3.2 page';
    document.documentElement.lang = 'en';
  });

  it('the demo’s 3.2 description: every addition shown, no problems, axe finds nothing', async function () {
    const { el, outcome } = await mountViewer('/demo/specs/concert-tickets.openapi32.yaml');
    expect(outcome.kind).to.equal('load');
    if (outcome.kind !== 'load') return;
    expect(outcome.detail.specType).to.equal('openapi-3.2');
    expect(outcome.detail.operationCount).to.equal(8);
    const content = shadow(el).querySelector('sv-content') as Content;
    expect(shadow(el).querySelector('sv-error-panel')).to.equal(null);
    expect(shadow(content).querySelector('sv-warnings'), 'no problems listed').to.equal(null);
    for (const id of ['searchConcerts', 'purgeSeatCache', 'linkConcert', 'listConcerts', 'followSales', 'exportSales', 'createHold']) {
      await content.reveal(id);
    }
    // Response rows start closed beside the examples column: open them, as a reader would.
    for (const card of shadow(content).querySelectorAll('sv-operation')) {
      for (const toggle of card.shadowRoot?.querySelectorAll<HTMLButtonElement>('.response button.response-toggle[aria-expanded=false]') ?? []) toggle.click();
    }
    await waitUntil(() => deepText(content).includes('A stream of items'), 'stream views rendered', { timeout: 10_000 });
    const text = deepText(el);
    for (const expected of [
      'OpenAPI 3.2.0',
      'QUERY',
      'PURGE',
      'LINK',
      'Catalogue',
      'Seats',
      'Query string',
      'A stream of items',
      'production',
      'The concerts found',
    ]) {
      expect(text, expected).to.include(expected);
    }
    expect(await axePage(el)).to.deep.equal([]);
  });

  it('a careless 3.2 document renders, with its problems as warnings', async function () {
    const { el, outcome } = await mountViewer('/test/fixtures/oas32/bad-input.yaml');
    expect(outcome.kind).to.equal('load');
    const content = shadow(shadow(el).querySelector('sv-content'));
    await waitUntil(() => content.querySelector('sv-warnings') !== null, 'warnings listed', { timeout: 10_000 });
    expect(shadow(el).querySelector('sv-error-panel')).to.equal(null);
    const bar = content.querySelector('sv-warnings')!;
    bar.shadowRoot?.querySelector<HTMLElement>('.toggle')?.click();
    await waitUntil(() => deepText(bar).includes('BAD METHOD'), 'the bad method key is named');
    expect(deepText(el)).to.include('PURGE');
  });
});
