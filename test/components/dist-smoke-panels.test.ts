/**
 * The BUILT base bundle's request panels (the examples column, code samples, Try-It's form), the response view and
 * the Authorize panel are lazy chunks: an AsyncAPI page, whose operations can not be called, fetches the request
 * panels only after it is shown, for its cards' code samples and message examples; a document without security
 * schemes never downloads the Authorize panel; a page that shows them has them defined when spec-load fires. Its
 * own page, so no earlier test has loaded the chunks.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';
import { columnOf, openTryIt, samplesOf, shadow } from '../helpers/viewer.js';

const bundleUrl = '/dist/spec-viewer.js';

performance.setResourceTimingBufferSize(100_000);

const scripts = (chunk: string) =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => name.includes(`/dist/chunks/${chunk}-`));
const panelScripts = () => scripts('define-request-panels');

/** `onLoad` runs in the spec-load listener itself, before any later task. */
function mount(specUrl: string, onLoad: () => void = () => {}): Promise<HTMLElement> {
  const el = document.createElement('spec-viewer');
  return new Promise((resolve, reject) => {
    el.addEventListener('spec-load', () => {
      onLoad();
      resolve(el);
    }, { once: true });
    el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
    el.setAttribute('spec-url', specUrl);
    document.body.append(el);
  });
}

describe('dist bundle: lazy panels', () => {
  it('an AsyncAPI page fetches the request panels only after its page is shown, for its cards’ code samples; no Authorize panel without security schemes', async function () {
    const { SvTryIt: before } = (await import(/* @vite-ignore */ bundleUrl)) as { SvTryIt?: unknown };
    expect(before).to.equal(undefined);
    let shownAt = 0;
    const asyncapi = await mount('/specs/asyncapi3-mercure.yml', () => (shownAt = performance.now()));
    const card = () => shadow(shadow(asyncapi).querySelector('sv-content')).querySelector('sv-operation');
    await waitUntil(() => card()?.shadowRoot, 'the first card', { timeout: 15_000 });
    const samples = await samplesOf(card()!);
    await waitUntil(() => samples.shadowRoot?.querySelector('[role=tab]'), 'the first card’s code samples', { timeout: 15_000 });
    const panels = performance.getEntriesByType('resource').filter((e) => e.name.includes('/dist/chunks/define-request-panels-'));
    expect(panels).to.have.length(1);
    expect(panels[0]!.startTime, 'requested after the page was shown').to.be.at.least(shownAt);
    const column = shadow(await columnOf(card()!));
    expect(column.querySelector('sv-message-examples'), 'message examples beside an AsyncAPI card').to.exist;
    expect(column.querySelector('.toggle, sv-try-it'), 'no Try-It on an AsyncAPI card').to.equal(null);
    expect(scripts('define-authorize')).to.deep.equal([]);
    asyncapi.remove();

    const openapi = await mount('/specs/oas30-petstore-expanded.yaml');
    expect(panelScripts()).to.have.length(1);
    expect(customElements.get('sv-example-column')).to.be.a('function');
    expect(customElements.get('sv-try-it')).to.be.a('function');
    const petCard = () => shadow(shadow(openapi).querySelector('sv-content')).querySelector('sv-operation');
    await waitUntil(() => petCard()?.shadowRoot, 'the first OpenAPI card');
    await openTryIt(petCard()!);
    const { SvTryIt: after } = (await import(/* @vite-ignore */ bundleUrl)) as { SvTryIt?: unknown };
    expect(after === customElements.get('sv-try-it')).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scripts('define-authorize')).to.deep.equal([]);
    openapi.remove();
  });

  it('a document with security schemes has the Authorize panel defined at spec-load', async function () {
    await import(/* @vite-ignore */ bundleUrl);
    const el = await mount('/specs/oas31-petstore-simple.yaml');
    expect(customElements.get('sv-authorize')).to.be.a('function');
    expect(scripts('define-authorize')).to.have.length(1);
    const content = el.shadowRoot!.querySelector('sv-content')!;
    expect(content.shadowRoot!.querySelector('sv-authorize')!.shadowRoot!.querySelector('button.trigger') !== null).to.equal(true);
    el.remove();
  });
});
