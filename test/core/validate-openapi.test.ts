import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateOpenApi } from '../../src/index.js';
import { readFileSync } from 'node:fs';
import { asVersion32, oas3, readSpec } from './spec-helpers.js';

describe('validateOpenApi (opt-in, off the loading path)', () => {
  it('finds nothing wrong in a valid document', async () => {
    assert.deepEqual(await validateOpenApi(oas3({ '/a': { get: { responses: { '200': { description: 'ok' } } } } })), []);
  });
  it('maps findings to validation warnings (oas30-redoc-petstore.yaml uses additionalItems)', async () => {
    const findings = await validateOpenApi(readSpec('oas30-redoc-petstore.yaml'));
    assert.ok(findings.length > 0);
    assert.ok(findings.every((f) => f.code === 'validation'));
    assert.ok(findings.some((f) => /additionalItems/.test(f.message)), findings.map((f) => f.message).join('\n'));
    // The validator's code frame (line numbers of its own re-serialization) is reduced to a hint and the line.
    const additional = findings.find((f) => /additionalItems/.test(f.message))!;
    assert.equal(additional.message, 'ADDITIONAL PROPERTY must NOT have additional properties: additionalItems is not expected to be here! (near `"additionalItems": {`)');
    assert.ok(findings.every((f) => !f.message.includes('\n')));
  });
  it('does not modify the document it checks', async () => {
    const doc = oas3({ '/a': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } } }, { components: { responses: { Ok: { description: 'ok' } } } });
    const before = JSON.stringify(doc);
    await validateOpenApi(doc);
    assert.equal(JSON.stringify(doc), before);
  });
  it('reports a document it cannot check as one finding', async () => {
    const findings = await validateOpenApi({ openapi: '3.0.0' });
    assert.equal(findings.length > 0, true);
    assert.equal(findings[0]?.code, 'validation');
  });
  it('checks OpenAPI 3.2 against the official 3.2 schema (the parser refuses 3.2)', async () => {
    const ok = { openapi: '3.2.0', info: { title: 't', version: '1' }, paths: { '/a': { query: { responses: { '200': { description: 'ok' } } }, additionalOperations: { PURGE: { responses: { '204': { description: 'gone' } } } } } } };
    assert.deepEqual(await validateOpenApi(ok), []);
    const findings = await validateOpenApi(readFileSync(new URL('../fixtures/oas32/invalid.yaml', import.meta.url), 'utf8'));
    assert.deepEqual(findings.map((f) => f.message), ['UNEVALUATED PROPERTY must NOT have unevaluated properties: descriptio is not expected to be here! (near `"descriptio": "misspelt"`)']);
    // A 3.2-only field on a 3.1 document is still the 3.1 schema's business: the versions do not mix.
    const tagged = await validateOpenApi({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, tags: [{ name: 'a', parent: 'b' }] });
    assert.ok(tagged.some((f) => /parent/.test(f.message)), tagged.map((f) => f.message).join('\n'));
  });
  it('finds no schema errors in the 3.1 corpus relabelled as 3.2 where the 3.1 schema found none', async () => {
    for (const file of ['oas31-petstore.yaml', 'oas31-redocly-museum.yaml', 'oas31-webhooks.yaml', 'oas31-security.yaml']) {
      const text = readSpec(file);
      if ((await validateOpenApi(text)).length > 0) continue;
      assert.deepEqual(await validateOpenApi(asVersion32(text)), [], file);
    }
  });
});
