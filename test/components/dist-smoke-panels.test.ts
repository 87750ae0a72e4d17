/**
 * The BUILT base bundle's request panels (Try-It, response, code samples) are a lazy chunk: an AsyncAPI page,
 * whose operations can not be called, never downloads it; an OpenAPI page has it defined when spec-load fires.
 * Its own page, so no earlier test has loaded the chunk.
 */
import { expect } from '@open-wc/testing';

const bundleUrl = '/dist/spec-viewer.js';

performance.setResourceTimingBufferSize(100_000);

const panelScripts = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => /\/dist\/chunks\/define-request-panels-/.test(name));

function mount(specUrl: string): Promise<HTMLElement> {
  const el = document.createElement('spec-viewer');
  return new Promise((resolve, reject) => {
    el.addEventListener('spec-load', () => resolve(el), { once: true });
    el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
    el.setAttribute('spec-url', specUrl);
    document.body.append(el);
  });
}

describe('dist bundle: request panels', () => {
  it('an AsyncAPI page downloads no Try-It code; an OpenAPI page has it defined at spec-load', async function () {
    this.timeout(30_000);
    const { SvTryIt: before } = (await import(/* @vite-ignore */ bundleUrl)) as { SvTryIt?: unknown };
    expect(before).to.equal(undefined);
    const asyncapi = await mount('/specs/asyncapi3-streetlights-mqtt.yml');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(panelScripts()).to.deep.equal([]);
    expect(customElements.get('sv-try-it')).to.equal(undefined);
    asyncapi.remove();

    const openapi = await mount('/specs/oas31-petstore-simple.yaml');
    expect(panelScripts()).to.have.length(1);
    expect(customElements.get('sv-try-it')).to.be.a('function');
    const { SvTryIt: after } = (await import(/* @vite-ignore */ bundleUrl)) as { SvTryIt?: unknown };
    expect(after === customElements.get('sv-try-it')).to.equal(true);
    openapi.remove();
  });
});
