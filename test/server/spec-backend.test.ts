import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createDemoServer, DEFAULT_SPEC, DEMO_SPECS, type DemoServer } from '../../demo/server/create-demo-server.js';
import { corpus, rawRequest } from './raw-request.js';

const specs = [
  DEFAULT_SPEC,
  { file: corpus('oas30-petstore.json') },
  { file: corpus('oas2-petstore.yaml') },
  { file: corpus('wsdl-stockquote.wsdl') },
  { file: corpus('graphql-swapi.graphql') },
  { file: corpus('asyncapi3-streetlights-mqtt.yml') },
];

describe('spec backend (README.md#the-spec-backend)', () => {
  let server: DemoServer;
  before(async () => {
    server = await createDemoServer({ specs, port: 0, host: '127.0.0.1' });
  });
  after(() => server.close());

  const contentTypes: [id: string, type: string][] = [
    ['default', 'text/yaml'],
    ['oas30-petstore', 'application/json'],
    ['oas2-petstore', 'text/yaml'],
    ['wsdl-stockquote', 'text/xml'],
    ['graphql-swapi', 'text/plain'],
    ['asyncapi3-streetlights-mqtt', 'text/yaml'],
  ];
  for (const [id, type] of contentTypes) {
    it(`serves ${id} as ${type}`, async () => {
      const res = await rawRequest(server.port, `/api/specs/${id}/content`);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], type);
    });
  }

  it('serves the bytes of the file unmodified', async () => {
    for (const spec of specs) {
      const [id] = server.registry.idsOf(spec.file);
      const res = await rawRequest(server.port, `/api/specs/${id}/content`);
      assert.ok(res.body.equals(readFileSync(spec.file)), `${id}: body differs from ${spec.file}`);
      assert.equal(res.headers['content-length'], String(readFileSync(spec.file).length));
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await rawRequest(server.port, '/api/specs/oas30-petstore/content', 'HEAD');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/json');
    assert.equal(res.body.length, 0);
  });

  it('lists every spec record with specId, specType, contentFormat and content URL', async () => {
    const res = await rawRequest(server.port, '/api/specs');
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    assert.deepEqual(res.json(), [
      { specId: 'default', specType: 'openapi-3.1', contentFormat: 'yaml', content: '/api/specs/default/content' },
      { specId: 'oas30-petstore', specType: 'openapi-3', contentFormat: 'json', content: '/api/specs/oas30-petstore/content' },
      { specId: 'oas2-petstore', specType: 'openapi-2', contentFormat: 'yaml', content: '/api/specs/oas2-petstore/content' },
      { specId: 'wsdl-stockquote', specType: 'wsdl', contentFormat: 'xml', content: '/api/specs/wsdl-stockquote/content' },
      { specId: 'graphql-swapi', specType: 'graphql', contentFormat: 'graphql', content: '/api/specs/graphql-swapi/content' },
      {
        specId: 'asyncapi3-streetlights-mqtt',
        specType: 'asyncapi-3',
        contentFormat: 'yaml',
        content: '/api/specs/asyncapi3-streetlights-mqtt/content',
      },
    ]);
  });

  it('serves one record at /api/specs/{id}', async () => {
    const res = await rawRequest(server.port, '/api/specs/wsdl-stockquote');
    assert.equal(res.status, 200);
    assert.deepEqual(res.json(), {
      specId: 'wsdl-stockquote',
      specType: 'wsdl',
      contentFormat: 'xml',
      content: '/api/specs/wsdl-stockquote/content',
    });
  });

  it('answers an unknown id with 404 and a JSON error body', async () => {
    for (const path of ['/api/specs/no-such-spec/content', '/api/specs/no-such-spec']) {
      const res = await rawRequest(server.port, path);
      assert.equal(res.status, 404, path);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const body = res.json() as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'not-found');
      assert.match(body.error.message, /no-such-spec/);
    }
  });

  it('refuses writes with 405 and names the allowed methods', async () => {
    const res = await rawRequest(server.port, '/api/specs/default/content', 'DELETE');
    assert.equal(res.status, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
    assert.equal((res.json() as { error: { code: string } }).error.code, 'method-not-allowed');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await rawRequest(server.port, '/api/nothing-here');
    assert.equal(res.status, 404);
    assert.equal((res.json() as { error: { code: string } }).error.code, 'not-found');
  });
});

describe('the demo’s own specs', () => {
  it('list one spec of every format and version, each detected, the default first', async () => {
    const server = await createDemoServer({ specs: [DEFAULT_SPEC, ...DEMO_SPECS], port: 0, host: '127.0.0.1' });
    try {
      const res = await rawRequest(server.port, '/api/specs');
      const records = JSON.parse(res.body.toString('utf8')) as Array<{ specId: string; specType?: string }>;
      assert.equal(records[0]?.specId, 'default');
      assert.deepEqual(
        records.map((r) => r.specType),
        ['openapi-3.1', 'openapi-3.2', 'openapi-3', 'openapi-2', 'asyncapi-3', 'asyncapi-2', 'wsdl', 'graphql'],
      );
    } finally {
      await server.close();
    }
  });
});

describe('the demo with --static', () => {
  it('serves the page with the spec’s static reference inside the element, for the chosen spec', async () => {
    const server = await createDemoServer({ specs: [DEFAULT_SPEC, { file: corpus('oas30-petstore.json') }], port: 0, host: '127.0.0.1', staticReference: true });
    try {
      const page = (await rawRequest(server.port, '/?spec=oas30-petstore')).body.toString('utf8');
      const inside = /<spec-viewer spec-url="\/api\/specs\/oas30-petstore\/content" try-it-mock>([\s\S]*)<\/spec-viewer>/.exec(page)?.[1] ?? '';
      assert.match(inside, /^<article class="sv-static"/);
      for (const path of ['/pet/findByStatus', '/pet/{petId}', '/store/order/{orderId}']) assert.ok(inside.includes(path), path);
      assert.match(page, /<style>[^<]*\.sv-static/);
      const plain = await createDemoServer({ specs: [DEFAULT_SPEC], port: 0, host: '127.0.0.1' });
      try {
        assert.match((await rawRequest(plain.port, '/')).body.toString('utf8'), /<spec-viewer spec-url="[^"]+" try-it-mock><\/spec-viewer>/);
      } finally {
        await plain.close();
      }
    } finally {
      await server.close();
    }
  });
});
