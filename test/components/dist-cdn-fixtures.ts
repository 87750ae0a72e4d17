/**
 * Helpers of the CDN smoke tests: dist/ served from a second origin with CORS (test/servers/cdn-server.mjs),
 * the page on the test runner's own origin, the element loaded with one import of the CDN entry.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

let cdn: Promise<{ url: string }> | undefined;

/** The CDN origin's base URL (dist/ at its root: the CDN entries in cdn/, their chunks in chunks/). */
export async function cdnBase(): Promise<string> {
  const { url } = await (cdn ??= executeServerCommand<{ url: string }, undefined>('cdn-server'));
  expect(new URL(url).origin).to.not.equal(location.origin);
  return url;
}

export interface Loaded {
  el: HTMLElement;
  detail: { specType: string; title: string; operationCount: number };
}

/** Mounts `<spec-viewer spec-url=…>` (page-relative URL) and resolves on spec-load, rejects on spec-error. */
export function mount(specUrl: string, attributes: Record<string, string> = {}): Promise<Loaded> {
  const el = document.createElement('spec-viewer');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return new Promise((resolve, reject) => {
    el.addEventListener('spec-load', (e) => resolve({ el, detail: (e as CustomEvent).detail }), { once: true });
    el.addEventListener('spec-error', (e) => reject(new Error(JSON.stringify((e as CustomEvent).detail))), { once: true });
    el.setAttribute('spec-url', specUrl);
    document.body.append(el);
  });
}

/** File names (chunk hashes dropped) of the scripts downloaded from `base` so far. */
export function scriptsFrom(base: string): string[] {
  const names = performance
    .getEntriesByType('resource')
    .map((r) => r.name)
    .filter((n) => n.startsWith(`${base}/`) && n.endsWith('.js'))
    .map((n) => n.slice(base.length + 1).replace(/-[A-Z0-9]{8}\.js$/, ''));
  return [...new Set(names)].sort();
}

/** Scripts of this page loaded from anywhere but `base` under a dist path (none should be). */
export function scriptsNotFrom(base: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((r) => r.name)
    .filter((n) => n.startsWith(`${location.origin}/dist/`) || (!n.startsWith(`${base}/`) && /\/chunks\/|spec-viewer[\w.-]*\.js$/.test(n)));
}

/**
 * The four page kinds both builds serve from the CDN, in this order: an OpenAPI JSON page first, which must not
 * download the YAML, AsyncAPI, WSDL or validator code.
 */
export async function fourPageKinds(base: string): Promise<void> {
  const json = await mount('/specs/oas30-petstore.json');
  expect(json.detail.specType).to.equal('openapi-3');
  expect(json.detail.operationCount).to.be.greaterThan(0);
  const afterJson = scriptsFrom(base);
  expect(afterJson.some((n) => n.startsWith('chunks/parse-openapi'))).to.equal(true);
  for (const heavy of ['chunks/parse-asyncapi', 'chunks/yaml-common', 'chunks/browser', 'chunks/parse-wsdl', 'chunks/dist', 'chunks/validate-worker']) {
    expect(afterJson.filter((n) => n.startsWith(heavy)), heavy).to.deep.equal([]);
  }
  json.el.remove();

  const yaml = await mount('/specs/oas31-petstore-simple.yaml');
  expect(yaml.detail).to.include({ specType: 'openapi-3.1', title: 'Simple Petstore', operationCount: 2 });
  yaml.el.remove();

  const asyncapi = await mount('/specs/asyncapi3-streetlights-mqtt.yml');
  expect(asyncapi.detail).to.include({ specType: 'asyncapi-3', title: 'Streetlights MQTT API', operationCount: 4 });
  asyncapi.el.remove();

  const wsdl = await mount('/specs/wsdl-stockquote.wsdl');
  expect(wsdl.detail.specType).to.match(/^wsdl/);
  expect(wsdl.detail.operationCount).to.be.greaterThan(0);
  wsdl.el.remove();

  const loaded = scriptsFrom(base);
  // The YAML pages are read by the common-YAML reader (js-yaml); the whole library is not needed.
  for (const lazy of ['chunks/parse-openapi', 'chunks/yaml-common', 'chunks/parse-asyncapi', 'chunks/parse-wsdl']) {
    expect(loaded.some((n) => n.startsWith(lazy)), `${lazy} loaded from the CDN origin`).to.equal(true);
  }
  expect(scriptsNotFrom(base)).to.deep.equal([]);
}

/**
 * `validate` through the CDN: in a page the validator only runs in its worker, resolved from the CDN chunk's
 * URL and started through a same-origin module (a worker's own downloads are not in the page's timeline).
 */
export async function validatesThroughCdn(base: string): Promise<void> {
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
  expect(scriptsFrom(base).some((n) => n.startsWith('chunks/validate-in-worker'))).to.equal(true);
  el.remove();
}
