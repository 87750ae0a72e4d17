/**
 * The BUILT entry (npm test builds first) with a `<spec-viewer>` already in the page, as a site writes it: it hints
 * the chunk the spec will need as soon as the answer tells (the YAML reader by the answer's headers, the OpenAPI
 * parser by a JSON text's first bytes), and each hint goes once used. Each case imports the entry under its own
 * query, so its first step runs again for the element of that case.
 */
import { expect } from '@open-wc/testing';

/** Loads `specUrl` through a fresh run of the built entry; returns the module preloads it added. */
async function hintsFor(specUrl: string, run: string): Promise<Array<{ href: string; hint: string }>> {
  const hinted: Array<{ href: string; hint: string }> = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && node.dataset['svHint']) hinted.push({ href: node.href, hint: node.dataset['svHint'] });
      }
    }
  });
  observer.observe(document.head, { childList: true });
  // In the page before the entry runs, so the entry's first step starts its download.
  const el = document.createElement('spec-viewer');
  el.setAttribute('spec-url', specUrl);
  document.body.append(el);
  const loaded = new Promise<void>((resolve, reject) => {
    el.addEventListener('spec-load', () => resolve(), { once: true });
    el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
  });
  await import(`/dist/spec-viewer.js?run=${run}`);
  await loaded;
  observer.disconnect();
  // Each hint is removed once its module has loaded (the spec has been read with it by now).
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.head.querySelectorAll('link[data-sv-hint]').length, 'hints left in the page').to.equal(0);
  el.remove();
  return hinted;
}

describe('dist entry: chunks hinted early', () => {
  it('hints the YAML reader for a YAML spec', async function () {
    this.timeout(30_000);
    const hinted = await hintsFor('/specs/asyncapi3-slack-rtm.yml', 'yaml');
    expect(hinted.some(({ href, hint }) => hint === 'yaml' && /\/dist\/chunks\/yaml-common-\w+\.js$/.test(href)), JSON.stringify(hinted)).to.equal(true);
    expect(hinted.some(({ hint }) => hint === 'openapi'), 'no OpenAPI parser for an AsyncAPI document').to.equal(false);
  });

  it('hints the OpenAPI parser for an OpenAPI JSON spec, and nothing for an AsyncAPI JSON one', async function () {
    this.timeout(30_000);
    const openapi = await hintsFor('/specs/oas30-petstore.json', 'openapi');
    expect(openapi.some(({ href, hint }) => hint === 'openapi' && /\/dist\/chunks\/parse-openapi-\w+\.js$/.test(href)), JSON.stringify(openapi)).to.equal(true);
    expect(openapi.some(({ hint }) => hint === 'yaml')).to.equal(false);
    const asyncapi = await hintsFor('/specs/asyncapi3-streetlights-mqtt.json', 'asyncapi');
    expect(asyncapi, 'an AsyncAPI JSON text names no OpenAPI version').to.deep.equal([]);
  });
});
