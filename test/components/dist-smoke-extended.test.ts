/**
 * Smoke test of the BUILT extended bundle (dist/spec-viewer-extended.js, built before this suite runs): an OpenAPI
 * page never downloads the GraphQL chunks (parser and elements); a GraphQL schema then loads them and renders.
 */
import { expect } from '@open-wc/testing';

const bundleUrl = '/dist/spec-viewer-extended.js';

const graphqlDownloads = () =>
  performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\/dist\/chunks\/(parse-graphql|graphql-elements)-/.test(n));

function mount(specUrl: string): Promise<{ el: HTMLElement; detail: { specType: string; operationCount: number } }> {
  const el = document.createElement('spec-viewer');
  return new Promise((resolve, reject) => {
    el.addEventListener('spec-load', (e) => resolve({ el, detail: (e as CustomEvent).detail }), { once: true });
    el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
    el.setAttribute('spec-url', specUrl);
    document.body.append(el);
  });
}

describe('dist extended bundle', () => {
  afterEach(() => document.querySelectorAll('spec-viewer').forEach((el) => el.remove()));

  it('an OpenAPI page downloads no GraphQL chunk; a GraphQL page then loads the parser and elements chunks', async function () {
    await import(bundleUrl);
    const openapi = await mount('/specs/oas31-petstore-simple.yaml');
    expect(openapi.detail.specType).to.equal('openapi-3.1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(graphqlDownloads()).to.deep.equal([]);
    openapi.el.remove();

    const graphql = await mount('/specs/graphql-swapi.graphql');
    expect(graphql.detail).to.include({ specType: 'graphql', operationCount: 13 });
    const downloaded = graphqlDownloads().map((n) => n.replace(/^.*\/chunks\/|-[A-Z0-9]+\.js$/g, ''));
    expect([...new Set(downloaded)].sort()).to.deep.equal(['graphql-elements', 'parse-graphql']);
    const content = graphql.el.shadowRoot!.querySelector('sv-content')!.shadowRoot!;
    expect(customElements.get('sv-graphql-type')).to.be.a('function');
    expect(content.querySelector('sv-operation#query-allFilms')).to.exist;
  });

  it("a large SDL is checked in GraphQL's check worker, the one file it adds to the page's chunks", async function () {
    await import(bundleUrl);
    const before = new Set(performance.getEntriesByType('resource').map((r) => r.name));
    const { el } = await mount('/specs/graphql-github.graphql');
    const model = (el as HTMLElement & { model?: { graphql?: { checked?: Promise<Array<{ message: string }>> } } }).model;
    const problems = await model!.graphql!.checked!;
    expect(problems.map((p) => p.message)).to.deep.equal([
      'Field "EnterpriseOwnerInfo.repositoryDeployKeySetting" can only be defined once.',
      'Field "EnterpriseOwnerInfo.repositoryDeployKeySettingOrganizations" can only be defined once.',
    ]);
    const scripts = performance.getEntriesByType('resource').map((r) => r.name).filter((n) => !before.has(n) && /\.js$/.test(n));
    // Besides the page's own chunks, only what any page loads after its first card may come meanwhile (code
    // samples, their highlighting, Markdown, the examples column's GraphQL response walker), and the check worker:
    // a file of the page's origin (a strict CSP refuses a worker built from a blob: text), graphql-js's
    // validation inside it.
    expect(scripts.filter((n) => /\/dist\/chunks\/graphql-check-worker\.js$/.test(n))).to.have.length(1);
    const afterFirstCard = /\/dist\/chunks\/(bash|core|json|graphql|http|plaintext|javascript|python|go|java|csharp|curl|js-fetch|python-requests|define-[a-z-]+|markdown-engine|sanitize|response-example)-[A-Z0-9]+\.js$/;
    expect(scripts.filter((n) => !/\/dist\/chunks\/(parse-graphql|graphql-elements|chunk)-|\/graphql-check-worker\.js$/.test(n) && !afterFirstCard.test(n))).to.deep.equal([]);
  });
});
