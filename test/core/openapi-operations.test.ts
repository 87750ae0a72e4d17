import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { expectLoadError, firstOperation, loadCorpusSpec, oas3, oneOperation, parseDoc } from './spec-helpers.js';

const ok = { '200': { description: 'ok' } };

describe('operations: parameters', () => {
  it('merges path-level parameters with operation overrides (same name and in)', async () => {
    const doc = oas3({
      '/pets/{id}': {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, description: 'path level' },
          { name: 'limit', in: 'query', schema: { type: 'integer' } },
          { name: 'id', in: 'header', schema: { type: 'string' } },
        ],
        get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' }, description: 'operation level' }], responses: ok },
      },
    });
    const op = await firstOperation(doc);
    assert.deepEqual(op.parameters.map((p) => `${p.in}:${p.name}:${p.description ?? ''}`), ['path:id:operation level', 'query:limit:', 'header:id:']);
    assert.deepEqual(op.parameters[0]?.schema?.type, ['integer']);
  });
  it('applies style/explode defaults per location', async () => {
    const op = await firstOperation(
      oneOperation({
        parameters: ['path', 'query', 'header', 'cookie'].map((where) => ({ name: where, in: where, required: where === 'path', schema: { type: 'array', items: { type: 'string' } } })),
      }),
    );
    assert.deepEqual(op.parameters.map((p) => [p.in, p.style, p.explode]), [
      ['path', 'simple', false],
      ['query', 'form', true],
      ['header', 'simple', false],
      ['cookie', 'form', true],
    ]);
  });
  it('keeps declared style and explode', async () => {
    const op = await firstOperation(oneOperation({ parameters: [{ name: 'f', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object' } }, { name: 'p', in: 'query', style: 'pipeDelimited', schema: { type: 'array' } }] }));
    assert.deepEqual(op.parameters.map((p) => [p.style, p.explode]), [['deepObject', true], ['pipeDelimited', false]]);
  });
  it('marks path parameters required even when the author forgot', async () => {
    const op = await firstOperation(oas3({ '/a/{id}': { get: { parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }], responses: ok } } }));
    assert.equal(op.parameters[0]?.required, true);
  });
  it('resolves parameter refs, examples and the content form', async () => {
    const op = await firstOperation(
      oneOperation(
        { parameters: [{ $ref: '#/components/parameters/Q' }, { name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object' } } } }] },
        { components: { parameters: { Q: { name: 'q', in: 'query', example: 'cats', examples: { dogs: { $ref: '#/components/examples/Dogs' } }, schema: { type: 'string' } } }, examples: { Dogs: { summary: 'Dogs', value: 'dogs' } } } },
      ),
    );
    assert.equal(op.parameters[0]?.example, 'cats');
    assert.deepEqual(op.parameters[0]?.examples, [{ name: 'dogs', summary: 'Dogs', value: 'dogs' }]);
    assert.equal(op.parameters[1]?.contentType, 'application/json');
    assert.deepEqual(op.parameters[1]?.schema?.type, ['object']);
  });
  it('reads every style of oas30-parameters-style.yaml', async () => {
    const model = await loadCorpusSpec('oas30-parameters-style.yaml');
    const styles = new Set(model.operations.flatMap((o) => o.parameters.map((p) => p.style)));
    assert.deepEqual([...styles].sort(), ['deepObject', 'form', 'label', 'matrix', 'pipeDelimited', 'simple', 'spaceDelimited']);
  });
});

describe('operations: bodies and responses', () => {
  it('reads media types, examples and encoding of a request body', async () => {
    const op = await firstOperation(
      oneOperation({
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } }, encoding: { file: { contentType: 'image/png', headers: { 'X-Rate': { schema: { type: 'integer' } } } } } },
            'application/json': { example: { a: 1 }, examples: { one: { value: { a: 1 } } } },
          },
        },
      }),
    );
    assert.equal(op.requestBody?.required, true);
    assert.deepEqual(op.requestBody?.content.map((m) => m.mediaType), ['multipart/form-data', 'application/json']);
    assert.equal(op.requestBody?.content[0]?.encoding?.['file']?.contentType, 'image/png');
    assert.equal(op.requestBody?.content[0]?.encoding?.['file']?.headers?.[0]?.name, 'X-Rate');
    assert.deepEqual(op.requestBody?.content[1]?.examples, [{ name: 'one', value: { a: 1 } }]);
  });
  it('reads response headers and links', async () => {
    const op = await firstOperation(
      oneOperation({
        responses: {
          '201': {
            description: 'created',
            headers: { Location: { description: 'where', required: true, schema: { type: 'string', format: 'uri' } } },
            links: { GetPet: { operationId: 'getPet', parameters: { id: '$response.body#/id' } } },
          },
          default: { $ref: '#/components/responses/Error' },
        },
      }, { components: { responses: { Error: { description: 'error', content: { 'application/json': { schema: { type: 'object' } } } } } } }),
    );
    assert.deepEqual(op.responses.map((r) => r.status), ['201', 'default']);
    assert.deepEqual(op.responses[0]?.headers[0], { name: 'Location', description: 'where', required: true, schema: op.responses[0]?.headers[0]?.schema });
    assert.deepEqual(op.responses[0]?.links, [{ name: 'GetPet', operationId: 'getPet', parameters: { id: '$response.body#/id' } }]);
    assert.equal(op.responses[1]?.description, 'error');
  });
  it('builds callback operations (oas30-callbacks.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-callbacks.yaml');
    const callbacks = model.operations[0]?.callbacks ?? [];
    assert.ok(callbacks.length > 0);
    const cbOp = callbacks[0]?.operations[0];
    assert.equal(cbOp?.kind, 'callback');
    assert.match(cbOp?.path ?? '', /^\{\$request\./);
    assert.ok(cbOp?.id.startsWith(`${model.operations[0]?.id}-callback-`));
  });
});

describe('operations: ids, tags, extensions', () => {
  it('generates ids when operationId is missing (oas30-onvif-cloud-integration.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-onvif-cloud-integration.yaml');
    assert.deepEqual(model.operations.map((o) => o.id), ['post-startDeviceSharing', 'post-deviceSharingCompleted', 'post-getAvailableFWImages']);
    assert.ok(model.operations.every((o) => o.operationId === undefined));
  });
  it('reserves written operationIds before generating ids, and suffixes repeats', async () => {
    const model = await parseDoc(oas3({ '/pets': { get: { responses: ok } }, '/other': { get: { operationId: 'get-pets', responses: ok }, post: { operationId: 'dup', responses: ok }, put: { operationId: 'dup', responses: ok } } }));
    assert.deepEqual(model.operations.map((o) => o.id), ['get-pets-2', 'get-pets', 'dup', 'dup-2']);
  });
  it('orders tags: declared, then first use, then default last', async () => {
    const model = await parseDoc(
      oas3(
        { '/a': { get: { responses: ok }, post: { tags: ['zeta', 'pets'], responses: ok } }, '/b': { get: { tags: ['alpha'], responses: ok } } },
        { tags: [{ name: 'pets', description: 'Pets' }, { name: 'empty' }] },
      ),
    );
    assert.deepEqual(model.tags.map((t) => [t.name, t.operationIds]), [
      ['pets', ['post-a']],
      ['empty', []],
      ['zeta', ['post-a']],
      ['alpha', ['get-b']],
      ['default', ['get-a']],
    ]);
    assert.equal(model.tags[0]?.description, 'Pets');
  });
  it('puts untagged webhooks in a "webhooks" group after "default"', async () => {
    const model = await parseDoc(oas3({ '/a': { get: { responses: ok } } }, { 'x-webhooks': { ping: { post: { responses: ok } }, tagged: { post: { tags: ['hooks'], responses: ok } } } }));
    assert.deepEqual(model.tags.map((t) => [t.name, t.operationIds]), [['hooks', ['post-tagged']], ['default', ['get-a']], ['webhooks', ['post-ping']]]);
  });
  it('groups untagged operations of oas30-petstore-simple-no-tags.yaml under default', async () => {
    const model = await loadCorpusSpec('oas30-petstore-simple-no-tags.yaml');
    assert.deepEqual(model.tags.map((t) => [t.name, t.operationIds.length]), [['default', 2]]);
  });
  it('reads x-codeSamples and the older x-code-samples', async () => {
    const sample = { lang: 'curl', label: 'cURL', source: 'curl …' };
    assert.deepEqual((await firstOperation(oneOperation({ 'x-codeSamples': [sample] }))).codeSamples, [sample]);
    assert.deepEqual((await firstOperation(oneOperation({ 'x-code-samples': [{ lang: 'JavaScript', source: 'fetch()' }, { lang: 'bad' }] }))).codeSamples, [{ lang: 'JavaScript', source: 'fetch()' }]);
  });
  it('reads x-tagGroups and x-logo (oas30-redoc-petstore.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-redoc-petstore.yaml');
    assert.ok(model.tagGroups && model.tagGroups.length > 0);
    assert.ok(model.tagGroups[0]?.tags.length);
    assert.match(model.info.logo?.url ?? '', /^https?:/);
    assert.ok(model.operations.some((o) => o.codeSamples?.length));
  });
  it('keeps operation extensions, deprecation and external docs', async () => {
    const op = await firstOperation(oneOperation({ deprecated: true, 'x-internal': { team: 'a' }, externalDocs: { url: 'https://docs.example.com' } }));
    assert.equal(op.deprecated, true);
    assert.deepEqual(op.extensions, { 'x-internal': { team: 'a' } });
    assert.deepEqual(op.externalDocs, { url: 'https://docs.example.com' });
  });
});

describe('operations: webhooks, servers, security', () => {
  it('lists paths first, then 3.1 webhooks, then x-webhooks', async () => {
    const model = await parseDoc(
      oas3({ '/a': { get: { responses: ok } } }, { webhooks: { newPet: { post: { responses: ok } } }, 'x-webhooks': { legacy: { post: { operationId: 'legacyHook', responses: ok } } } }, '3.1.0'),
    );
    assert.deepEqual(model.operations.map((o) => [o.kind, o.path, o.id]), [
      ['http', '/a', 'get-a'],
      ['webhook', 'newPet', 'post-newPet'],
      ['webhook', 'legacy', 'legacyHook'],
    ]);
  });
  it('honours summary/description next to a path item $ref (oas31-redoc-petstore.yaml)', async () => {
    const model = await loadCorpusSpec('oas31-redoc-petstore.yaml');
    const hooks = model.operations.filter((o) => o.path === 'myWebhook');
    assert.ok(hooks.length > 0);
    assert.ok(hooks.every((o) => o.kind === 'webhook'));
  });
  it('takes path- and operation-level servers (oas30-server-path-level.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-server-path-level.yaml');
    const byPath = new Map(model.operations.map((o) => [o.path, o.servers?.map((s) => s.url)]));
    assert.deepEqual(byPath.get('/relative-path-server'), ['/v2']);
    assert.deepEqual(byPath.get('/relative-operation-server'), ['/v3']);
    assert.deepEqual(byPath.get('/path-item-ref-server'), ['https://path-item-ref.example.com']);
    assert.equal(byPath.get('/empty-path-item-servers'), undefined);
    assert.deepEqual(model.operations.find((o) => o.path === '/operation-server-variables')?.servers?.[0]?.variables, [{ name: 'version', default: 'v3' }]);
  });
  it('reads root servers with variables, and defaults to "/" without servers', async () => {
    const model = await loadCorpusSpec('oas30-server-variables.yaml');
    assert.ok(model.servers[0]?.variables.length);
    assert.deepEqual((await parseDoc(oas3({}))).servers, [{ url: '/', variables: [] }]);
  });
  it('keeps root security, operation overrides and explicit public operations', async () => {
    const model = await parseDoc(
      oas3({ '/a': { get: { responses: ok }, post: { security: [], responses: ok }, put: { security: [{ oauth: ['write'] }, {}], responses: ok } } }, { security: [{ key: [] }] }),
    );
    assert.deepEqual(model.security, [{ key: [] }]);
    assert.deepEqual(model.operations.map((o) => o.security), [undefined, [], [{ oauth: ['write'] }, {}]]);
  });
  it('maps every 3.x security scheme type (oas31-security.yaml)', async () => {
    const model = await loadCorpusSpec('oas31-security.yaml');
    const kinds = new Set(model.securitySchemes.map((s) => s.kind));
    for (const kind of ['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']) assert.ok(kinds.has(kind as never), kind);
    const oauth = model.securitySchemes.find((s) => s.kind === 'oauth2');
    assert.ok(oauth?.kind === 'oauth2' && oauth.flows.length > 0);
  });
});

describe('operations: security schemes', () => {
  it('carries x-flowVariables through untouched and lower-cases http schemes', async () => {
    const flowVariables = { tenant: { default: 'acme', enum: ['acme', 'beta'] } };
    const model = await parseDoc(
      oas3({}, {
        components: {
          securitySchemes: {
            oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/{tenant}/token', scopes: {}, 'x-flowVariables': flowVariables } } },
            bearer: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT' },
            ref: { $ref: '#/components/securitySchemes/bearer' },
          },
        },
      }),
    );
    assert.deepEqual(model.securitySchemes, [
      { kind: 'oauth2', key: 'oauth', flows: [{ type: 'clientCredentials', tokenUrl: '/{tenant}/token', scopes: {}, flowVariables }] },
      { kind: 'http', key: 'bearer', scheme: 'bearer', bearerFormat: 'JWT' },
      { kind: 'http', key: 'ref', scheme: 'bearer', bearerFormat: 'JWT' },
    ]);
  });
});

describe('operations: lazy details look like plain properties', () => {
  it('computes nothing beyond the operation list until a detail is read', async () => {
    const model = await loadCorpusSpec('oas30-github-api.json');
    const isPending = (target: object, key: string): boolean => typeof Object.getOwnPropertyDescriptor(target, key)?.get === 'function';
    assert.ok(model.operations.every((o) => isPending(o, 'parameters') && isPending(o, 'responses') && isPending(o, 'callbacks')));
    const repository = model.schemas.get('repository');
    assert.ok(repository && isPending(repository, 'properties'));
    void repository.properties;
    assert.equal(isPending(repository, 'properties'), false);
  });
  it('spreads, lists keys and accepts assignment', async () => {
    const op = await firstOperation(oneOperation({ parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }] }));
    assert.ok(Object.keys(op).includes('parameters'));
    const copy = { ...op };
    assert.equal(copy.parameters[0]?.name, 'q');
    assert.equal(op.parameters, op.parameters, 'memoized');
    op.parameters = [];
    assert.deepEqual(op.parameters, []);
    assert.equal('requestBody' in op, false, 'no request body key when there is none');
  });
});

describe('documents that cannot render', () => {
  const expectInvalid = (name: string, doc: unknown, message: RegExp): void => {
    it(name, () => expectLoadError(JSON.stringify(doc), 'invalid-document', message));
  };
  expectInvalid('3.0 without paths', { openapi: '3.0.0', info: { title: 'x', version: '1' } }, /lacks the `paths` object/);
  expectInvalid('2.0 without paths', { swagger: '2.0', info: { title: 'x', version: '1' } }, /Swagger 2\.0.*`paths`/);
  expectInvalid('3.1 without paths, webhooks or components', { openapi: '3.1.0', info: { title: 'x', version: '1' } }, /`paths`, `webhooks` and `components`/);
  expectInvalid('without info', { openapi: '3.0.0', paths: {} }, /`info` object/);
  it('3.1 with only components loads', async () => {
    const model = await parseDoc({ openapi: '3.1.0', info: { title: 'x', version: '1' }, components: { schemas: { A: { type: 'string' } } } });
    assert.equal(model.schemas.size, 1);
  });
  it('a missing info.version is only a warning', async () => {
    const model = await parseDoc({ openapi: '3.0.0', info: { title: 'x' }, paths: {} });
    assert.equal(model.info.version, '');
    assert.deepEqual(model.warnings.map((w) => w.code), ['validation']);
  });
});

describe('normalization never mutates the document', () => {
  it('leaves the decoded document byte-identical after every detail is read', async () => {
    const { parse } = await import('../../src/formats/openapi/parse-openapi.js');
    const { resolveLimits } = await import('../../src/limits.js');
    const { readSpec } = await import('./spec-helpers.js');
    const YAML = await import('yaml');
    for (const file of ['oas2-petstore.yaml', 'oas30-redoc-petstore.yaml', 'oas31-redoc-petstore.yaml']) {
      const doc = YAML.parse(readSpec(file)) as Record<string, unknown>;
      const before = JSON.stringify(doc);
      const model = await parse(doc, {
        specType: 'openapi-3',
        limits: resolveLimits(),
        fetchText: () => Promise.reject(new Error('no fetch in this test')),
        decodeData: () => Promise.reject(new Error('no decode in this test')),
      });
      for (const op of model.operations) {
        void [op.parameters, op.requestBody, op.responses, op.callbacks.map((c) => c.operations.map((o) => o.responses))];
      }
      for (const schema of model.schemas.values()) void [schema.properties, schema.allOf, schema.oneOf, schema.items];
      assert.equal(JSON.stringify(doc), before, file);
    }
  });
});
