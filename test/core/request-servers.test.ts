// Server selection and URL resolution: variables, relative and protocol-relative URLs, operation overrides.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseSpec } from '../../src/index.js';
import type { Server } from '../../src/model/index.js';
import { resolveServerUrl, serversForOperation } from '../../src/request/servers.js';

const specs = new URL('../../../shared/specs/', import.meta.url);
const load = (file: string, sourceUrl = `https://docs.example.com/specs/${file}`) =>
  parseSpec(readFileSync(new URL(file, specs), 'utf8'), { sourceUrl });
const server = (url: string, variables: Server['variables'] = []): Server => ({ url, variables });
const expectUrl = (s: Server, values: Record<string, string>, base: string | undefined, want: string) =>
  assert.equal(resolveServerUrl(s, values, base), want);

describe('resolveServerUrl', () => {
  it('absolute URLs are used as written, without a trailing slash', () => {
    expectUrl(server('https://api.example.com/v1/'), {}, 'https://docs.example.com/spec.yaml', 'https://api.example.com/v1');
  });
  it('relative URLs resolve against the spec URL', () => {
    expectUrl(server('/api/v2'), {}, 'https://docs.example.com/specs/ix.json', 'https://docs.example.com/api/v2');
    expectUrl(server('v1'), {}, 'https://docs.example.com/specs/ix.json', 'https://docs.example.com/specs/v1');
    expectUrl(server('/'), {}, 'http://127.0.0.1:8080/api/specs/1/content', 'http://127.0.0.1:8080');
  });
  it('protocol-relative URLs take the spec URL scheme', () => {
    expectUrl(server('//petstore.swagger.io/v2'), {}, 'https://docs.example.com/spec.yaml', 'https://petstore.swagger.io/v2');
    expectUrl(server('//petstore.swagger.io/v2'), {}, 'http://localhost/spec.yaml', 'http://petstore.swagger.io/v2');
  });
  it('variables: chosen value, else default; enum values are substituted verbatim', () => {
    const s = server('https://{env}.example.com:{port}/{base}', [
      { name: 'env', default: 'api', enum: ['api', 'staging'] },
      { name: 'port', default: '443' },
      { name: 'base', default: 'v2' },
    ]);
    expectUrl(s, {}, undefined, 'https://api.example.com/v2');
    expectUrl(s, { env: 'staging', port: '8443', base: '' }, undefined, 'https://staging.example.com:8443/v2');
  });
  it('without a spec URL in Node, a relative URL stays as written', () => {
    expectUrl(server('/api'), {}, undefined, '/api');
  });
});

describe('serversForOperation', () => {
  it('operation- and path-level servers override the root servers', async () => {
    const model = await load('oas30-server-path-level.yaml');
    const overridden = model.operations.filter((op) => op.servers && op.servers.length > 0);
    assert.ok(overridden.length > 0);
    for (const op of overridden) assert.deepEqual(serversForOperation(op, model), op.servers);
    const plain = model.operations.find((op) => !op.servers || op.servers.length === 0);
    if (plain) assert.deepEqual(serversForOperation(plain, model), model.servers);
  });
  it('Swagger 2.0 scheme + host + basePath', async () => {
    const model = await load('oas2-petstore.yaml');
    const urls = serversForOperation(model.operations[0]!, model).map((s) => resolveServerUrl(s, {}, model.sourceUrl));
    assert.deepEqual(urls, ['http://petstore.swagger.io/v2']); // `schemes: [http]`
  });
  it('protocol-relative server of the Redoc demo resolves against the spec URL', async () => {
    const model = await load('oas30-redoc-petstore.yaml', 'https://docs.example.com/openapi.yaml');
    const urls = model.servers.map((s) => resolveServerUrl(s, {}, model.sourceUrl));
    assert.ok(urls.includes('https://petstore.swagger.io/v2'), urls.join());
  });
  it('a relative root server (IX-API /api/v2) resolves against the spec URL', async () => {
    const model = await load('oas30-ix-api.json', 'https://docs.ix-api.net/v2/ix-api-latest.json');
    assert.equal(resolveServerUrl(model.servers[0]!, {}, model.sourceUrl), 'https://docs.ix-api.net/api/v2');
  });
  it('no servers anywhere: "/" of the spec host', () => {
    assert.deepEqual(serversForOperation({}, { servers: [] }), [{ url: '/', variables: [] }]);
  });
});
