/**
 * Smoke test of the BUILT CDN entry (dist/cdn/spec-viewer.min.js) served as a CDN serves it: from another origin
 * with CORS, one import, its chunks resolved from its own URL; an OpenAPI JSON page downloads only what it needs.
 */
import { expect } from '@open-wc/testing';
import { cdnBase, fourPageKinds, scriptsFrom, validatesThroughCdn } from './dist-cdn-fixtures.js';

describe('CDN entry (base) from another origin', () => {
  afterEach(() => document.querySelectorAll('spec-viewer').forEach((el) => el.remove()));

  it('renders OpenAPI JSON, YAML, AsyncAPI and WSDL pages, each chunk from the CDN origin', async function () {
    this.timeout(90_000);
    const base = await cdnBase();
    await import(`${base}/spec-viewer.min.js`);
    expect(customElements.get('spec-viewer')).to.be.a('function');
    await fourPageKinds(base);
    expect(scriptsFrom(base).filter((n) => /graphql/.test(n))).to.deep.equal([]);
  });

  it('validates in a worker loaded from the CDN origin', async function () {
    this.timeout(90_000);
    const base = await cdnBase();
    await import(`${base}/spec-viewer.min.js`);
    await validatesThroughCdn(base);
  });
});
