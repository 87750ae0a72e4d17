import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { firstOperation, loadCorpusSpec, oneOperation, parseDoc, swagger2 } from './spec-helpers.js';

const ok = { '200': { description: 'ok' } };
const op2 = (operation: Record<string, unknown>, extra: Record<string, unknown> = {}) => firstOperation(oneOperation(operation, extra, '2.0'));

describe('swagger 2.0: request bodies', () => {
  it('turns formData with a file into multipart/form-data with a binary property', async () => {
    const op = await op2({
      consumes: ['multipart/form-data'],
      parameters: [
        { name: 'file', in: 'formData', type: 'file', required: true, description: 'The file' },
        { name: 'note', in: 'formData', type: 'string' },
      ],
    });
    assert.deepEqual(op.parameters, []);
    const media = op.requestBody?.content;
    assert.deepEqual(media?.map((m) => m.mediaType), ['multipart/form-data']);
    const schema = media?.[0]?.schema;
    assert.deepEqual(schema?.type, ['object']);
    assert.deepEqual(schema?.required, ['file']);
    assert.deepEqual(schema?.properties?.['file'], { type: ['string'], format: 'binary', description: 'The file' });
    assert.equal(op.requestBody?.required, true);
  });
  it('forces multipart for a file even when consumes says urlencoded', async () => {
    const op = await op2({ consumes: ['application/x-www-form-urlencoded'], parameters: [{ name: 'f', in: 'formData', type: 'file' }] });
    assert.deepEqual(op.requestBody?.content.map((m) => m.mediaType), ['multipart/form-data']);
  });
  it('uses application/x-www-form-urlencoded for formData without files', async () => {
    const op = await op2({ parameters: [{ name: 'a', in: 'formData', type: 'array', items: { type: 'string' }, collectionFormat: 'multi' }] });
    assert.deepEqual(op.requestBody?.content.map((m) => m.mediaType), ['application/x-www-form-urlencoded']);
    assert.deepEqual(op.requestBody?.content[0]?.encoding, { a: { style: 'form', explode: true } });
  });
  it('turns a body parameter into a request body per consumes media type', async () => {
    const op = await op2(
      { parameters: [{ name: 'pet', in: 'body', required: true, description: 'Pet', schema: { $ref: '#/definitions/Pet' } }] },
      { consumes: ['application/json', 'application/xml'], definitions: { Pet: { type: 'object' } } },
    );
    assert.deepEqual(op.requestBody?.content.map((m) => [m.mediaType, m.schema?.name]), [['application/json', 'Pet'], ['application/xml', 'Pet']]);
    assert.equal(op.requestBody?.description, 'Pet');
    assert.equal(op.requestBody?.required, true);
  });
  it('reads the Petstore upload (oas2-petstore.yaml)', async () => {
    const model = await loadCorpusSpec('oas2-petstore.yaml');
    const upload = model.operations.find((o) => o.operationId === 'uploadFile');
    assert.equal(upload?.requestBody?.content[0]?.mediaType, 'multipart/form-data');
    assert.equal(upload?.requestBody?.content[0]?.schema?.properties?.['file']?.format, 'binary');
    assert.deepEqual(upload?.parameters.map((p) => p.name), ['petId']);
  });
});

describe('swagger 2.0: parameters and responses', () => {
  it('builds a parameter schema and maps collectionFormat to style/explode', async () => {
    const op = await op2({
      parameters: [
        { name: 'csv', in: 'query', type: 'array', items: { type: 'string' } },
        { name: 'multi', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'multi' },
        { name: 'ssv', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'ssv' },
        { name: 'pipes', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'pipes' },
        { name: 'ids', in: 'path', required: true, type: 'array', items: { type: 'integer' } },
        { name: 'n', in: 'query', type: 'integer', minimum: 1, exclusiveMinimum: true, 'x-nullable': true, 'x-example': 3 },
      ],
    });
    assert.deepEqual(op.parameters.map((p) => [p.name, p.style, p.explode]), [
      ['csv', 'form', false],
      ['multi', 'form', true],
      ['ssv', 'spaceDelimited', false],
      ['pipes', 'pipeDelimited', false],
      ['ids', 'simple', false],
      ['n', 'form', true],
    ]);
    assert.deepEqual(op.parameters[0]?.schema?.items?.type, ['string']);
    const n = op.parameters[5];
    assert.deepEqual([n?.schema?.type, n?.schema?.exclusiveMinimum, n?.example], [['integer', 'null'], 1, 3]);
  });
  it('resolves root-level parameter refs', async () => {
    const op = await op2({ parameters: [{ $ref: '#/parameters/limit' }] }, { parameters: { limit: { name: 'limit', in: 'query', type: 'integer' } } });
    assert.equal(op.parameters[0]?.name, 'limit');
  });
  it('gives responses one media type per produces entry, with examples', async () => {
    const op = await op2(
      { produces: ['application/json', 'application/xml'], responses: { '200': { description: 'ok', schema: { type: 'string' }, examples: { 'application/json': 'hi' }, headers: { 'X-Rate-Limit': { type: 'integer', description: 'calls left' } } } } },
    );
    const response = op.responses[0];
    assert.deepEqual(response?.content.map((m) => [m.mediaType, m.example]), [['application/json', 'hi'], ['application/xml', undefined]]);
    assert.deepEqual(response?.headers.map((h) => [h.name, h.description, h.schema?.type]), [['X-Rate-Limit', 'calls left', ['integer']]]);
  });
  it('keeps examples of responses without a schema (oas2-api-with-examples.yaml)', async () => {
    const model = await loadCorpusSpec('oas2-api-with-examples.yaml');
    const content = model.operations[0]?.responses[0]?.content ?? [];
    assert.ok(content.length > 0 && content.every((m) => m.example !== undefined));
  });
  it('defaults consumes/produces to application/json', async () => {
    const op = await op2({ parameters: [{ name: 'b', in: 'body', schema: { type: 'object' } }], responses: { '200': { description: 'ok', schema: { type: 'object' } } } });
    assert.equal(op.requestBody?.content[0]?.mediaType, 'application/json');
    assert.equal(op.responses[0]?.content[0]?.mediaType, 'application/json');
  });
});

describe('swagger 2.0: security and servers', () => {
  it('maps securityDefinitions', async () => {
    const model = await parseDoc(
      swagger2({}, {
        securityDefinitions: {
          basic: { type: 'basic' },
          key: { type: 'apiKey', name: 'X-Key', in: 'header' },
          implicit: { type: 'oauth2', flow: 'implicit', authorizationUrl: 'https://a/auth', scopes: { read: 'Read' } },
          app: { type: 'oauth2', flow: 'application', tokenUrl: 'https://a/token', scopes: {} },
          code: { type: 'oauth2', flow: 'accessCode', authorizationUrl: 'https://a/auth', tokenUrl: 'https://a/token', scopes: {} },
          password: { type: 'oauth2', flow: 'password', tokenUrl: 'https://a/token', scopes: {} },
        },
      }),
    );
    assert.deepEqual(model.securitySchemes, [
      { kind: 'http', key: 'basic', scheme: 'basic' },
      { kind: 'apiKey', key: 'key', name: 'X-Key', in: 'header' },
      { kind: 'oauth2', key: 'implicit', flows: [{ type: 'implicit', authorizationUrl: 'https://a/auth', scopes: { read: 'Read' } }] },
      { kind: 'oauth2', key: 'app', flows: [{ type: 'clientCredentials', tokenUrl: 'https://a/token', scopes: {} }] },
      { kind: 'oauth2', key: 'code', flows: [{ type: 'authorizationCode', authorizationUrl: 'https://a/auth', tokenUrl: 'https://a/token', scopes: {} }] },
      { kind: 'oauth2', key: 'password', flows: [{ type: 'password', tokenUrl: 'https://a/token', scopes: {} }] },
    ]);
  });
  const expectServers = (name: string, extra: Record<string, unknown>, urls: string[]): void => {
    it(name, async () => assert.deepEqual((await parseDoc(swagger2({}, extra))).servers.map((s) => s.url), urls));
  };
  expectServers('one server per scheme from host + basePath', { schemes: ['https', 'http'], host: 'api.example.com', basePath: '/v1' }, ['https://api.example.com/v1', 'http://api.example.com/v1']);
  expectServers('protocol-relative without schemes', { host: 'api.example.com' }, ['//api.example.com']);
  expectServers('relative without host', { basePath: '/api' }, ['/api']);
  expectServers('"/" without host and basePath', {}, ['/']);
  expectServers('x-servers wins', { host: 'a.example.com', 'x-servers': [{ url: 'https://b.example.com' }] }, ['https://b.example.com']);
  it('reads definitions as named schemas and keeps ok responses', async () => {
    const model = await parseDoc(swagger2({ '/a': { get: { responses: ok } } }, { definitions: { Pet: { type: 'object' } } }));
    assert.equal(model.schemas.get('Pet')?.name, 'Pet');
    assert.equal(model.specType, 'openapi-2');
    assert.equal(model.specVersion, '2.0');
  });
  it('loads the BOM-prefixed AutoRest spec without following x-ms-examples refs', async () => {
    const model = await loadCorpusSpec('oas2-autorest-body-complex.json');
    assert.equal(model.operations.length, 55);
    assert.deepEqual(model.warnings, []);
  });
});
