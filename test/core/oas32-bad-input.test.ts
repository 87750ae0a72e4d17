/** Bad OpenAPI 3.2 input gets warnings and a model, never a load error or a crash. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { navigationOf, parseSpec } from '../../src/index.js';

const text = readFileSync(new URL('../fixtures/oas32/bad-input.yaml', import.meta.url), 'utf8');

describe('OpenAPI 3.2: bad input', () => {
  it('renders what it can and lists every problem as a warning', async () => {
    const model = await parseSpec(text, { sourceUrl: 'https://specs.example.com/bad.yaml' });
    for (const op of model.operations) void [op.parameters, op.requestBody, op.responses];
    assert.deepEqual(model.operations.map((op) => `${op.method} ${op.path}`), ['get /things', 'PURGE /things']);
    const get = model.operations[0]!;
    assert.deepEqual(get.parameters.map((p) => `${p.in} ${p.name}`), ['query limit', 'querystring whole'], 'the querystring parameter without content is skipped');
    const warnings = model.warnings.map((w) => `${w.location ?? ''} ${w.message}`);
    const expect = (pattern: RegExp, what: string): void => assert.ok(warnings.some((w) => pattern.test(w)), `${what}: ${warnings.join('\n')}`);
    expect(/additionalOperations\/BAD METHOD/, 'a key that is not a method token');
    expect(/additionalOperations\/post/, 'a fixed method under additionalOperations');
    expect(/querystring/i, 'a querystring parameter without content');
    expect(/both|query parameters/i, 'query and querystring parameters on one operation');
    expect(/\/tags\/\d+\/parent.*own ancestor/, 'a tag cycle');
    expect(/\/tags\/3\/parent/, 'a missing parent');
    assert.ok(model.warnings.every((w) => w.code !== 'internal'));
    // The tags of the cycle and the orphan stay at the top level of the tree.
    const nav = navigationOf(model);
    const topLevel = nav.groups.flatMap((g) => g.tags.map((t) => t.name));
    for (const name of ['a', 'orphan']) assert.ok(topLevel.includes(name), `${name} at the top level: ${topLevel.join(', ')}`);
  });
});
