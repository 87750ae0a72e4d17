import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateOpenApi } from '../../src/index.js';
import { oas3, readSpec } from './spec-helpers.js';

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
});
