/**
 * Smoke test of the BUILT CDN entry (dist/cdn/spec-viewer.min.js) served as a CDN serves it: from another origin
 * with CORS, one import, its chunks resolved from its own URL; an OpenAPI JSON page downloads only what it needs.
 */
import { expect } from '@open-wc/testing';
import { cdnBase, fourPageKinds, mount, scriptsFrom, validatesThroughCdn } from './dist-cdn-fixtures.js';

describe('CDN entry (base) from another origin', () => {
  afterEach(() => document.querySelectorAll('spec-viewer').forEach((el) => el.remove()));

  it('renders OpenAPI JSON, YAML, AsyncAPI and WSDL pages, each chunk from the CDN origin', async function () {
    const base = await cdnBase();
    await import(`${base}/cdn/spec-viewer.min.js`);
    expect(customElements.get('spec-viewer')).to.be.a('function');
    await fourPageKinds(base);
    expect(scriptsFrom(base).filter((n) => /graphql/.test(n))).to.deep.equal([]);
  });

  it('AsyncAPI renders without @asyncapi/parser; validate runs the parser in its worker from the CDN origin', async function () {
    this.timeout(180_000);
    const base = await cdnBase();
    await import(`${base}/cdn/spec-viewer.min.js`);
    const page = await mount('/specs/asyncapi2-slack-rtm.yml');
    expect(page.detail).to.include({ specType: 'asyncapi-2', operationCount: 2 });
    page.el.remove();
    expect(scriptsFrom(base).filter((n) => /^chunks\/(parser|validate-check|asyncapi-validate)/.test(n))).to.deep.equal([]);
    const el = document.createElement('spec-viewer');
    el.setAttribute('validate', '');
    const validated = new Promise<CustomEvent<{ problems: { code: string; message: string }[] }>>((resolve) =>
      el.addEventListener('spec-validate', (e) => resolve(e as CustomEvent<{ problems: { code: string; message: string }[] }>), { once: true }),
    );
    el.setAttribute('spec-url', '/specs/asyncapi2-slack-rtm.yml');
    document.body.append(el);
    const { problems } = (await validated).detail;
    expect(problems.length).to.be.greaterThan(0);
    expect(problems.every((p) => p.code === 'validation')).to.equal(true);
    expect(problems.some((p) => /could not/.test(p.message)), JSON.stringify(problems[0])).to.equal(false);
    // The parser ran in the worker: the page itself never downloaded it.
    expect(scriptsFrom(base).filter((n) => /^chunks\/(parser|validate-check)/.test(n))).to.deep.equal([]);
  });

  it('validates in a worker loaded from the CDN origin', async function () {
    const base = await cdnBase();
    await import(`${base}/cdn/spec-viewer.min.js`);
    await validatesThroughCdn(base);
  });
});
