/**
 * Related documents (OpenAPI external `$ref`, AsyncAPI external refs, WSDL/XSD imports) are fetched with a
 * deadline and a budget from a real local server, and non-http(s) references are refused without a request.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadSpec, type ApiModel, type Limits } from '../../src/index.js';

const FAST: Partial<Limits> = { relatedFetchTimeoutMs: 300, relatedFetchBudgetMs: 5_000 };
const WSDL = readFileSync(new URL('../fixtures/wsdl-echo.wsdl', import.meta.url), 'utf8');

let server: Server;
let origin = '';
const docs = new Map<string, string>();
const requested: string[] = [];
const hanging = new Set<ServerResponse>();

before(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    const body = docs.get(req.url ?? '');
    if (req.url?.startsWith('/hang')) {
      hanging.add(res); // accepts, never answers
      return;
    }
    // No keep-alive: the AsyncAPI parser can think longer than Node's keep-alive timeout between two fetches.
    res.writeHead(body === undefined ? 404 : 200, { connection: 'close' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  server.close();
});

/** Requests the loader made, through a fetch that records every URL it is handed. */
function recordingFetch(seen: string[]): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(String(input));
    return fetch(input, init);
  }) as typeof fetch;
}

function serve(path: string, text: string): string {
  docs.set(path, text);
  return `${origin}${path}`;
}

const openapi = (ref: string, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } } } } } },
    ...extra,
  });
const asyncapi = (ref: string): string =>
  JSON.stringify({ asyncapi: '2.6.0', info: { title: 'T', version: '1' }, channels: { c: { publish: { message: { payload: { $ref: ref } } } } } });
const wsdl = (location: string): string => WSDL.replace('<wsdl:types>', `<wsdl:import namespace="urn:x" location="${location}"/>\n  <wsdl:types>`);
const xsd = (location: string): string => WSDL.replace('elementFormDefault="qualified">', `elementFormDefault="qualified">\n<xs:import namespace="urn:y" schemaLocation="${location}"/>`);

const FORMATS: Array<[string, (ref: string) => string, string]> = [
  ['OpenAPI external $ref', openapi, '#/Pet'],
  ['AsyncAPI external $ref', asyncapi, '#/Pet'],
  ['wsdl:import', wsdl, ''],
  ['xsd:import', xsd, ''],
];

async function timed(url: string, options: Parameters<typeof loadSpec>[1]): Promise<{ model: ApiModel; ms: number }> {
  const start = Date.now();
  const model = await loadSpec(url, options);
  return { model, ms: Date.now() - start };
}

function warningAbout(model: ApiModel, text: string, pattern: RegExp): string {
  const found = model.warnings.find((w) => w.code === 'unresolved-ref' && w.message.includes(text));
  assert.ok(found, `an unresolved-ref warning naming ${text}: ${JSON.stringify(model.warnings.map((w) => w.message))}`);
  assert.match(found.message, pattern);
  return found.message;
}

describe('related documents: a server that never answers', () => {
  for (const [name, build, fragment] of FORMATS) {
    it(`${name}: the load ends after the deadline with an unresolved-ref warning`, { timeout: 60_000 }, async () => {
      const slug = name.replace(/\W+/g, '-');
      const url = serve(`/spec-${slug}`, build(`/hang-${slug}${fragment}`));
      const { model, ms } = await timed(url, { limits: FAST });
      // @asyncapi/parser alone thinks for seconds in Node; the others must end right after the deadline.
      if (!name.startsWith('AsyncAPI')) assert.ok(ms < 10_000, `took ${ms} ms`);
      warningAbout(model, `hang-${slug}`, /did not answer within 300 ms \(limits\.relatedFetchTimeoutMs\)/);
    });
  }

  it('the whole load has a budget: fetches after it are not started', async () => {
    const spec = openapi('/hang-b1#/Pet', { components: { schemas: { B: { $ref: '/hang-b2#/Pet' }, C: { $ref: '/hang-b3#/Pet' } } } });
    const url = serve('/spec-budget', spec);
    const { model, ms } = await timed(url, { limits: { relatedFetchTimeoutMs: 400, relatedFetchBudgetMs: 600 } });
    assert.ok(ms < 2_000, `took ${ms} ms`);
    warningAbout(model, 'hang-b3', /took longer than 600 ms together \(limits\.relatedFetchBudgetMs\)/);
    assert.ok(!requested.includes('/hang-b3'), 'no request after the budget');
  });

  it('has safe defaults', async () => {
    const { DEFAULT_LIMITS } = await import('../../src/index.js');
    assert.ok(DEFAULT_LIMITS.relatedFetchTimeoutMs > 0 && DEFAULT_LIMITS.relatedFetchTimeoutMs <= 15_000);
    assert.ok(DEFAULT_LIMITS.relatedFetchBudgetMs >= DEFAULT_LIMITS.relatedFetchTimeoutMs && DEFAULT_LIMITS.relatedFetchBudgetMs <= 60_000);
  });
});

describe('related documents: non-http(s) schemes are refused without a request', () => {
  const REFS = ['file:///etc/passwd', 'data:application/json,%7B%22Pet%22%3A%7B%7D%7D', 'javascript:alert(1)', 'ftp://127.0.0.1/x.json', 'blob:null/x'];
  for (const [name, build, fragment] of FORMATS) {
    for (const ref of REFS) {
      const scheme = ref.slice(0, ref.indexOf(':') + 1);
      it(`${name}: ${scheme}`, async () => {
        const seen: string[] = [];
        const slug = `${name}-${scheme}`.replace(/\W+/g, '-');
        const target = `${ref}${fragment}`;
        const url = serve(`/spec-${slug}`, build(target.replace(/&/g, '&amp;').replace(/"/g, '&quot;')));
        const { model } = await timed(url, { limits: FAST, fetch: recordingFetch(seen) });
        assert.deepEqual(seen, [url], 'only the spec itself was requested');
        warningAbout(model, ref.slice(0, 20), new RegExp(`only fetches http: and https: documents, not ${scheme}`));
      });
    }
  }
});

describe('OpenAPI 3.2 $self: the base of relative references', () => {
  const doc32 = (self: string | undefined, servers: unknown[] = [{ url: 'v2' }]): string =>
    JSON.stringify({
      openapi: '3.2.0',
      ...(self === undefined ? {} : { $self: self }),
      info: { title: 'T', version: '1' },
      servers,
      paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: 'schemas/pet.json#/Pet' } } } } } } } },
    });
  const pet = JSON.stringify({ Pet: { type: 'object', properties: { name: { type: 'string' } } } });

  it('external $refs and relative servers resolve against $self, itself relative to the fetch URL', async () => {
    serve('/published/api/schemas/pet.json', pet);
    serve('/elsewhere/schemas/pet.json', JSON.stringify({ Pet: { type: 'string' } }));
    const url = serve('/elsewhere/spec-self.json', doc32('../published/api/openapi.json'));
    const model = await loadSpec(url);
    assert.equal(model.baseUrl, `${origin}/published/api/openapi.json`);
    const schema = model.operations[0]!.responses[0]!.content[0]!.schema!;
    assert.deepEqual(Object.keys(schema.properties ?? {}), ['name'], 'the schema next to $self, not next to the fetch URL');
    const { buildRequest, initialFormState } = await import('../../src/index.js');
    const request = buildRequest(model.operations[0]!, initialFormState(model.operations[0]!, model), { model });
    assert.equal(request.url, `${origin}/published/api/v2/a`);
  });

  it('without $self the fetch URL stays the base; a $self with a fragment is a warning and ignored', async () => {
    serve('/plain/schemas/pet.json', pet);
    const plain = await loadSpec(serve('/plain/spec.json', doc32(undefined)));
    assert.equal(plain.baseUrl, undefined);
    assert.deepEqual(Object.keys(plain.operations[0]!.responses[0]!.content[0]!.schema!.properties ?? {}), ['name']);
    const fragment = await loadSpec(serve('/plain/spec-fragment.json', doc32('https://example.test/openapi.json#top')));
    assert.equal(fragment.baseUrl, undefined);
    assert.ok(fragment.warnings.some((w) => w.location === '/$self' && /\$self/.test(w.message)), JSON.stringify(fragment.warnings));
  });

  it('a 3.1 document’s $self is not a base (the field is new in 3.2)', async () => {
    serve('/v31/schemas/pet.json', pet);
    const text = doc32('https://example.test/elsewhere/openapi.json').replace('"3.2.0"', '"3.1.0"');
    const model = await loadSpec(serve('/v31/spec.json', text));
    assert.equal(model.baseUrl, undefined);
    assert.deepEqual(Object.keys(model.operations[0]!.responses[0]!.content[0]!.schema!.properties ?? {}), ['name']);
  });
});
