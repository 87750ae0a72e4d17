/**
 * Smoke test of the BUILT extended CDN entry (dist/cdn/spec-viewer-extended.min.js) served from another origin
 * with CORS: the same four page kinds as the base entry, and GraphQL's chunks from the CDN origin.
 */
import { expect } from '@open-wc/testing';
import { cdnBase, fourPageKinds, mount, scriptsFrom, validatesThroughCdn } from './dist-cdn-fixtures.js';

describe('CDN entry (extended) from another origin', () => {
  afterEach(() => document.querySelectorAll('spec-viewer').forEach((el) => el.remove()));

  it('renders OpenAPI JSON, YAML, AsyncAPI, WSDL and GraphQL pages, each chunk from the CDN origin', async function () {
    const base = await cdnBase();
    await import(`${base}/cdn/spec-viewer-extended.min.js`);
    await fourPageKinds(base);
    expect(scriptsFrom(base).filter((n) => /graphql/.test(n))).to.deep.equal([]);

    const graphql = await mount('/specs/graphql-swapi.graphql');
    expect(graphql.detail).to.include({ specType: 'graphql', operationCount: 13 });
    const loaded = scriptsFrom(base);
    expect(loaded.some((n) => n.startsWith('chunks/parse-graphql'))).to.equal(true);
    expect(loaded.some((n) => n.startsWith('chunks/graphql-elements'))).to.equal(true);
    expect(customElements.get('sv-graphql-type')).to.be.a('function');
    graphql.el.remove();

    // A large SDL is checked in a worker importing the parser chunk from the CDN origin.
    const github = await mount('/specs/graphql-github.graphql');
    const model = (github.el as HTMLElement & { model?: { graphql?: { checked?: Promise<Array<{ message: string }>> } } }).model;
    const problems = await model!.graphql!.checked!;
    expect(problems.map((p) => p.message)).to.have.length(2);
    expect(problems[0]?.message).to.match(/can only be defined once/);
  });

  it('validates in a worker loaded from the CDN origin', async function () {
    const base = await cdnBase();
    await import(`${base}/cdn/spec-viewer-extended.min.js`);
    await validatesThroughCdn(base);
  });
});
