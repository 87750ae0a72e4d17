/**
 * The BUILT entry (npm test builds first) with a `<spec-viewer>` already in the page, as a site writes it: for a
 * YAML spec it hints the YAML reader's chunk as soon as the answer's headers arrive, and each hint goes once used.
 */
import { expect } from '@open-wc/testing';

const bundleUrl = '/dist/spec-viewer.js';

describe('dist entry: the YAML reader hinted early', () => {
  it('adds a module preload for the YAML reader when the spec is YAML, and removes it once loaded', async function () {
    this.timeout(30_000);
    const hinted: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && node.hasAttribute('data-sv-yaml')) hinted.push(node.href);
        }
      }
    });
    observer.observe(document.head, { childList: true });
    // In the page before the entry runs, so the entry's first step starts its download.
    const el = document.createElement('spec-viewer');
    el.setAttribute('spec-url', '/specs/asyncapi3-slack-rtm.yml');
    document.body.append(el);
    const loaded = new Promise<void>((resolve, reject) => {
      el.addEventListener('spec-load', () => resolve(), { once: true });
      el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
    });
    await import(bundleUrl);
    await loaded;
    observer.disconnect();
    expect(hinted.some((href) => /\/dist\/chunks\/yaml-common-\w+\.js$/.test(href)), `hinted: ${hinted.join(', ')}`).to.equal(true);
    // The hint is removed once its module has loaded (the spec has been read with it by now).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.head.querySelectorAll('link[data-sv-yaml]').length).to.equal(0);
    el.remove();
  });
});
