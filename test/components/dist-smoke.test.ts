/**
 * Smoke test of the BUILT bundles (npm test builds before this suite runs): the other component tests run on
 * the sources, this one proves that what ships in dist/ registers, renders and reports through public events.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../helpers/viewport.js';

// URLs kept in variables: the bundles are loaded as the browser would, not resolved by the test bundler.
const bundleUrl = '/dist/spec-viewer.js';
const cdnBundleUrl = '/dist/cdn/spec-viewer.min.js';

interface SpecLoadDetail {
  specType: string;
  title: string;
  version: string;
  operationCount: number;
}

/** All text of a subtree, shadow roots included. */
function deepText(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
    if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
    n.childNodes.forEach(walk);
  };
  walk(node);
  return parts.join(' ').replace(/\s+/g, ' ');
}

/** Mounts `<spec-viewer spec-url=…>` and resolves with the `spec-load` event seen on document. */
async function mount(specUrl: string): Promise<{ el: HTMLElement; event: CustomEvent<SpecLoadDetail> }> {
  const el = document.createElement('spec-viewer');
  const event = await new Promise<CustomEvent<SpecLoadDetail>>((resolve, reject) => {
    const onLoad = (e: Event) => {
      document.removeEventListener('spec-error', onError);
      resolve(e as CustomEvent<SpecLoadDetail>);
    };
    const onError = (e: Event) => {
      document.removeEventListener('spec-load', onLoad);
      reject(new Error(`spec-error: ${JSON.stringify((e as CustomEvent).detail)}`));
    };
    document.addEventListener('spec-load', onLoad, { once: true });
    document.addEventListener('spec-error', onError, { once: true });
    el.setAttribute('spec-url', specUrl);
    document.body.append(el);
  });
  return { el, event };
}

describe('dist bundle', () => {
  afterEach(() => {
    document.querySelectorAll('spec-viewer').forEach((el) => el.remove());
  });

  it('loads next to the CDN bundle without a define() error', async () => {
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(String(e.error ?? e.message));
    window.addEventListener('error', onError);
    const hints: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') hints.push(node.href);
    });
    watch.observe(document.head, { childList: true });
    try {
      await import(bundleUrl);
      await import(cdnBundleUrl);
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      window.removeEventListener('error', onError);
      watch.disconnect();
    }
    expect(errors).to.deep.equal([]);
    expect(customElements.get('spec-viewer')).to.be.a('function');
    // The entry hinted its app module's chunks as module preloads (fetched together), then removed the hints.
    expect(hints.filter((href) => /\/dist\/chunks\/chunk-\w+\.js$/.test(href)).length, 'chunks hinted as module preloads').to.be.above(0);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]').length, 'hints left in the page').to.equal(0);
  });

  it('renders a small spec and fires a bubbling, composed spec-load', async () => {
    await import(bundleUrl);
    const { el, event } = await mount('/specs/oas31-petstore-simple.yaml');
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(el);
    expect(event.detail).to.deep.equal({
      specType: 'openapi-3.1',
      title: 'Simple Petstore',
      version: '1.0.0',
      operationCount: 2,
    });
    expect(deepText(el)).to.include('Simple Petstore');
  });

  it('lays out for a narrow window: the built styles keep their media queries (menu button shown, sidebar a drawer)', async () => {
    await import(bundleUrl);
    await setViewport({ width: 600, height: 800 });
    try {
      const { el } = await mount('/specs/oas31-petstore-simple.yaml');
      const root = el.shadowRoot!;
      expect(getComputedStyle(root.querySelector('.menu-button')!).display, 'the menu button').not.to.equal('none');
      expect(root.querySelector('.sidebar-wrap')!.getBoundingClientRect().right, 'the closed drawer is off screen').to.be.at.most(1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('renders the demo spec shipped with the project', async () => {
    await import(bundleUrl);
    const { el, event } = await mount('/demo/specs/default.yaml');
    expect(event.detail).to.deep.equal({
      specType: 'openapi-3.1',
      title: 'Bookshop API',
      version: '2.4.0',
      operationCount: 24,
    });
    const text = deepText(el);
    expect(text).to.include('Bookshop API');
    expect(text).to.include('List books');
  });

  it('renders an AsyncAPI document through the built parser chunk', async function () {
    await import(bundleUrl);
    const { el, event } = await mount('/specs/asyncapi3-streetlights-mqtt.yml');
    expect(event.detail).to.deep.equal({ specType: 'asyncapi-3', title: 'Streetlights MQTT API', version: '1.0.0', operationCount: 4 });
    expect(deepText(el)).to.include('Streetlights MQTT API');
  });

  it('validates with @readme/openapi-parser from its lazy chunk (Node built-ins aliased, Buffer injected)', async function () {
    await import(bundleUrl);
    const el = document.createElement('spec-viewer');
    el.setAttribute('validate', '');
    const validated = new Promise<CustomEvent<{ problems: { code: string; message: string }[] }>>((resolve) =>
      el.addEventListener('spec-validate', (e) => resolve(e as CustomEvent<{ problems: { code: string; message: string }[] }>), { once: true }),
    );
    el.setAttribute('spec-url', '/specs/oas30-redoc-petstore.yaml');
    document.body.append(el);
    const { problems } = (await validated).detail;
    expect(problems.map((p) => p.code)).to.deep.equal(['validation', 'validation']);
    expect(problems[0]!.message).to.match(/^ADDITIONAL PROPERTY must NOT have additional properties: additionalItems/);
  });

  it('shows GraphQL as supported in the extended build, and downloads no GraphQL code', async () => {
    await import(bundleUrl);
    const el = document.createElement('spec-viewer');
    const failed = new Promise<CustomEvent<{ code: string; message: string }>>((resolve) =>
      el.addEventListener('spec-error', (e) => resolve(e as CustomEvent<{ code: string; message: string }>), { once: true }),
    );
    el.setAttribute('spec-url', '/specs/graphql-swapi.graphql');
    document.body.append(el);
    const { detail } = await failed;
    expect(detail.code).to.equal('unsupported-in-tier');
    expect(detail.message).to.contain('GraphQL is supported in the extended build');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deepText(el)).to.contain('GraphQL is supported in the extended build');
    const graphqlChunks = performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\/dist\/.*graphql/i.test(n));
    expect(graphqlChunks).to.deep.equal([]);
  });
});
