/**
 * The BUILT entry (npm test builds first) with a `<spec-viewer>` already in the page, as a site writes it: it hints
 * the chunk the spec will need as soon as the answer tells (the YAML reader by the answer's headers, the OpenAPI
 * parser by a JSON text's first bytes), and each hint goes once used. Each case is a fresh page in a frame: in a
 * page where the element is already defined, the element would start its own download before the entry's first
 * step, and which one wins would depend on the engine's timing.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait.js';

interface HintPage extends Window {
  hinted: Array<{ href: string; hint: string }>;
  outcome?: string;
}

/** Records the module preloads the entry adds, from before it runs, and how the load ended. */
const recorder = `
window.hinted = [];
new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) {
    if (node.localName === 'link' && node.rel === 'modulepreload' && node.dataset.svHint) window.hinted.push({ href: node.href, hint: node.dataset.svHint });
  }
}).observe(document.head, { childList: true });
addEventListener('spec-load', () => { window.outcome = 'load'; }, true);
addEventListener('spec-error', (e) => { window.outcome = 'error ' + JSON.stringify(e.detail); }, true);
`;

/** Loads `specUrl` in a fresh page running the built entry; returns the module preloads it added. */
async function hintsFor(specUrl: string): Promise<Array<{ href: string; hint: string }>> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px; border: 0';
  frame.srcdoc = `<!doctype html><html lang="en"><head><title>hints</title><script>${recorder}</script></head><body>
<spec-viewer spec-url="${specUrl}"></spec-viewer><script type="module" src="/dist/spec-viewer.js"></script></body></html>`;
  document.body.append(frame);
  try {
    await waitUntil(() => (frame.contentWindow as HintPage | null)?.outcome, `the page loaded ${specUrl}`, { timeout: 20_000 });
    const page = frame.contentWindow as HintPage;
    expect(page.outcome).to.equal('load');
    // Each hint is removed once its module has loaded (the spec has been read with it by now).
    await waitUntil(() => page.document.head.querySelectorAll('link[data-sv-hint]').length === 0, 'hints left in the page');
    return [...page.hinted];
  } finally {
    frame.remove();
  }
}

describe('dist entry: chunks hinted early', () => {
  it('hints the YAML reader for a YAML spec', async function () {
    const hinted = await hintsFor('/specs/asyncapi3-slack-rtm.yml');
    expect(hinted.some(({ href, hint }) => hint === 'yaml' && /\/dist\/chunks\/yaml-common-\w+\.js$/.test(href)), JSON.stringify(hinted)).to.equal(true);
    expect(hinted.some(({ hint }) => hint === 'openapi'), 'no OpenAPI parser for an AsyncAPI document').to.equal(false);
  });

  it('hints the OpenAPI parser for an OpenAPI JSON spec, and nothing for an AsyncAPI JSON one', async function () {
    const openapi = await hintsFor('/specs/oas30-petstore.json');
    expect(openapi.some(({ href, hint }) => hint === 'openapi' && /\/dist\/chunks\/parse-openapi-\w+\.js$/.test(href)), JSON.stringify(openapi)).to.equal(true);
    expect(openapi.some(({ hint }) => hint === 'yaml')).to.equal(false);
    const asyncapi = await hintsFor('/specs/asyncapi3-streetlights-mqtt.json');
    expect(asyncapi, 'an AsyncAPI JSON text names no OpenAPI version').to.deep.equal([]);
  });
});
