/**
 * Hostile documents end at once in a clear error or warning: `$ref` loops, odd value types, internal failures.
 * OpenAPI 3.2's own hostile documents (querystring, additionalOperations, tag parents, itemSchema, `$self`, Example
 * values) are in hostile-openapi32.test.ts.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec, validateAsyncApi } from '../../src/index.js';
import { readPart, SpecLoadError, toSpecLoadError, type SpecError } from '../../src/errors.js';
import { expectLoadError } from './spec-helpers.js';

const JS_ERROR_TEXT = /TypeError|is not a function|Cannot read propert|undefined|stack|at \w+ \(/;

async function expectFastError(text: string, code: string, message: RegExp, location?: string): Promise<void> {
  const start = Date.now();
  await expectLoadError(text, code as never, message);
  const ms = Date.now() - start;
  assert.ok(ms < 3_000, `took ${ms} ms`);
  if (location !== undefined) {
    await parseSpec(text).catch((e: SpecLoadError) => assert.equal(e.location, location));
  }
}

const async2Cycle = JSON.stringify({
  asyncapi: '2.6.0',
  info: { title: 'T', version: '1' },
  channels: { c: { publish: { message: { payload: { $ref: '#/x-a/b' } } } } },
  'x-a': { b: { $ref: '#/channels/c/publish/message/payload' } },
});
const async3Cycle = JSON.stringify({
  asyncapi: '3.0.0',
  info: { title: 'T', version: '1' },
  channels: { c: { address: 'c', messages: { m: { payload: { $ref: '#/x-a/b' } } } } },
  'x-a': { b: { $ref: '#/channels/c/messages/m/payload' } },
});
const openapiCycle = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'T', version: '1' },
  'x-a': { b: { $ref: '#/paths/~1a/get/responses/200/content/application~1json/schema' } },
  paths: { '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/x-a/b' } } } } } } } },
});

describe('$ref loops are found at once, in every format', () => {
  // Times the check, not the first import of the AsyncAPI parser chunk.
  before(() => parseSpec(JSON.stringify({ asyncapi: '2.6.0', info: { title: 'T', version: '1' }, channels: {} })));
  it('AsyncAPI 2: payload → #/x-a/b → payload', () =>
    expectFastError(async2Cycle, 'circular-ref', /#\/x-a\/b → #\/channels\/c\/publish\/message\/payload/, '/channels/c/publish/message/payload'));
  it('AsyncAPI 3: payload → #/x-a/b → payload', () => expectFastError(async3Cycle, 'circular-ref', /loops without ever reaching/));
  it('OpenAPI: schema → #/x-a/b → schema', () => expectFastError(openapiCycle, 'circular-ref', /loops without ever reaching/));
});

describe('unexpected values are reported in the document’s terms', () => {
  const v3 = (ref: string): string => `asyncapi: 3.0.0
info: {title: T, version: '1'}
channels:
  c:
    address: c
    messages:
      m:
        payload: {type: number, maximum: 1e400, minimum: -0}
operations:
  o:
    action: send
    channel: {$ref: '#/channels/c'}
    messages: [{$ref: ${ref}}]
`;
  it('AsyncAPI 3: a $ref written as 1e400 names the place, not a JavaScript error', async () => {
    await expectLoadError(v3('1e400'), 'invalid-document', /^The \$ref at \/operations\/o\/messages\/0 is the number Infinity; a \$ref must be text/);
  });
  it('AsyncAPI 3: 1e400 as a schema number renders (no bound shown); the validate option names that place', async () => {
    const model = await parseSpec(v3("'#/channels/c/messages/m'"));
    const payload = model.operations[0]?.async?.messages[0]?.payload;
    assert.deepEqual([payload?.type, payload?.maximum], [['number'], undefined]);
    const findings = await validateAsyncApi(v3("'#/channels/c/messages/m'"));
    const finding = findings.find((f) => f.location === '/channels/c/messages/m/payload/maximum');
    assert.match(finding?.message ?? JSON.stringify(findings), /"maximum" property type must be number/);
    for (const f of findings) assert.doesNotMatch(f.message, JS_ERROR_TEXT);
  });
  it('a failure inside one part becomes a warning naming that part', () => {
    const warnings: SpecError[] = [];
    const value = readPart('operation', '/operations/o', 'fallback', () => (1 as unknown as string).startsWith('x') ? 'x' : 'y', (w) => warnings.push(w));
    assert.equal(value, 'fallback');
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0]?.location, '/operations/o');
    assert.match(warnings[0]?.message ?? '', /^The operation at \/operations\/o could not be read/);
    assert.doesNotMatch(warnings[0]?.message ?? '', JS_ERROR_TEXT);
  });
  it('an unknown failure never carries the JavaScript error text', () => {
    const error = toSpecLoadError(new TypeError('e.startsWith is not a function'));
    assert.equal(error.code, 'internal');
    assert.doesNotMatch(error.message, JS_ERROR_TEXT);
    assert.match(error.message, /could not read this document/);
  });
});

describe('long enums reach the model whole', () => {
  it('AsyncAPI: a 50,000-value enum loads in seconds (the parser validates the first limits.maxValidatedEnum)', { timeout: 60_000 }, async () => {
    const values = Array.from({ length: 50_000 }, (_, i) => `value-${i}`);
    const doc = {
      asyncapi: '2.6.0',
      info: { title: 'T', version: '1' },
      channels: { c: { publish: { message: { payload: { type: 'object', properties: { choice: { type: 'string', enum: values } } } } } } },
    };
    const start = Date.now();
    const model = await parseSpec(JSON.stringify(doc));
    assert.ok(Date.now() - start < 30_000, `took ${Date.now() - start} ms`);
    const payload = model.operations[0]?.async?.messages[0]?.payload;
    assert.equal(payload?.properties?.['choice']?.enum?.length, 50_000);
    assert.equal(values.length, 50_000, 'the caller’s document is not changed');
  });
});
