/**
 * The BUILT base bundle's request panels (Try-It, response, code samples) and Authorize panel are lazy chunks: an
 * AsyncAPI page, whose operations can not be called, never downloads the request panels, a document without
 * security schemes never downloads the Authorize panel; a page that shows them has them defined when spec-load
 * fires. Its own page, so no earlier test has loaded the chunks.
 */
import { expect } from '@open-wc/testing';

const bundleUrl = '/dist/spec-viewer.js';

performance.setResourceTimingBufferSize(100_000);

const scripts = (chunk: string) =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => name.includes(`/dist/chunks/${chunk}-`));
const panelScripts = () => scripts('define-request-panels');

function mount(specUrl: string): Promise<HTMLElement> {
  const el = document.createElement('spec-viewer');
  return new Promise((resolve, reject) => {
    el.addEventListener('spec-load', () => resolve(el), { once: true });
    el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
    el.setAttribute('spec-url', specUrl);
    document.body.append(el);
  });
}

describe('dist bundle: lazy panels', () => {
  it('an AsyncAPI page downloads no Try-It code, a document without security schemes no Authorize panel', async function () {
    this.timeout(30_000);
    const { SvTryIt: before } = (await import(/* @vite-ignore */ bundleUrl)) as { SvTryIt?: unknown };
    expect(before).to.equal(undefined);
    const asyncapi = await mount('/specs/asyncapi3-mercure.yml');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(panelScripts()).to.deep.equal([]);
    expect(scripts('define-authorize')).to.deep.equal([]);
    expect(customElements.get('sv-try-it')).to.equal(undefined);
    asyncapi.remove();

    const openapi = await mount('/specs/oas30-petstore-expanded.yaml');
    expect(panelScripts()).to.have.length(1);
    expect(customElements.get('sv-try-it')).to.be.a('function');
    const { SvTryIt: after } = (await import(/* @vite-ignore */ bundleUrl)) as { SvTryIt?: unknown };
    expect(after === customElements.get('sv-try-it')).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scripts('define-authorize')).to.deep.equal([]);
    openapi.remove();
  });

  it('a document with security schemes has the Authorize panel defined at spec-load', async function () {
    this.timeout(30_000);
    await import(/* @vite-ignore */ bundleUrl);
    const el = await mount('/specs/oas31-petstore-simple.yaml');
    expect(customElements.get('sv-authorize')).to.be.a('function');
    expect(scripts('define-authorize')).to.have.length(1);
    const content = el.shadowRoot!.querySelector('sv-content')!;
    expect(content.shadowRoot!.querySelector('sv-authorize')!.shadowRoot!.querySelector('button.trigger') !== null).to.equal(true);
    el.remove();
  });
});
