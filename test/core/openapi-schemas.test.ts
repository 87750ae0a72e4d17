import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Schema } from '../../src/index.js';
import { expectLoadError, loadCorpusSpec, oas3, parseDoc } from './spec-helpers.js';

/** Normalizes one raw schema placed in components/schemas/S of a document of `version`. */
async function schemaOf(raw: unknown, version = '3.0.3', others: Record<string, unknown> = {}): Promise<Schema> {
  const doc =
    version === '2.0'
      ? { swagger: '2.0', info: { title: 'T', version: '1' }, paths: {}, definitions: { S: raw, ...others } }
      : oas3({}, { components: { schemas: { S: raw, ...others } } }, version);
  const schema = (await parseDoc(doc)).schemas.get('S');
  assert.ok(schema);
  return schema;
}

const expectSchema = (name: string, raw: unknown, expected: Partial<Schema>, version = '3.0.3'): void => {
  it(name, async () => {
    const schema = await schemaOf(raw, version);
    for (const [key, value] of Object.entries(expected)) assert.deepEqual(schema[key as keyof Schema], value, key);
  });
};

describe('schemas: version differences folded into one model', () => {
  expectSchema('3.0 nullable adds null to the type', { type: 'string', nullable: true }, { type: ['string', 'null'] });
  expectSchema('2.0 x-nullable adds null to the type', { type: 'integer', 'x-nullable': true }, { type: ['integer', 'null'] }, '2.0');
  expectSchema('3.1 tolerates the 3.0 nullable keyword left by converters', { type: 'string', nullable: true }, { type: ['string', 'null'] }, '3.1.0');
  expectSchema('3.1 type arrays are kept', { type: ['string', 'null'] }, { type: ['string', 'null'] }, '3.1.0');
  expectSchema('nullable without a type leaves the type open', { nullable: true, description: 'd' }, { type: undefined, description: 'd' });
  expectSchema('boolean exclusiveMinimum becomes numeric', { type: 'number', minimum: 5, exclusiveMinimum: true }, { exclusiveMinimum: 5, minimum: undefined });
  expectSchema('boolean exclusiveMaximum becomes numeric', { type: 'number', maximum: 9, exclusiveMaximum: true }, { exclusiveMaximum: 9, maximum: undefined });
  expectSchema('exclusiveMinimum false keeps the inclusive bound', { type: 'number', minimum: 5, exclusiveMinimum: false }, { minimum: 5, exclusiveMinimum: undefined });
  expectSchema('3.1 numeric exclusiveMinimum is kept', { type: 'number', exclusiveMinimum: 0 }, { exclusiveMinimum: 0 }, '3.1.0');
  expectSchema('3.1 const and examples; the first example becomes example', { const: 'x', examples: ['a', 'b'] }, { const: 'x', examples: ['a', 'b'], example: 'a' }, '3.1.0');
  expectSchema('3.1 contentEncoding and contentMediaType', { type: 'string', contentEncoding: 'base64', contentMediaType: 'image/png' }, { contentEncoding: 'base64', contentMediaType: 'image/png' }, '3.1.0');
  expectSchema('2.0 type file is a binary string', { type: 'file' }, { type: ['string'], format: 'binary' }, '2.0');
  expectSchema('2.0 string discriminator', { type: 'object', discriminator: 'kind' }, { discriminator: { propertyName: 'kind' } }, '2.0');
  expectSchema('constraints are copied', { type: 'string', minLength: 1, maxLength: 5, pattern: '^a', enum: ['a'], default: 'a' }, { minLength: 1, maxLength: 5, pattern: '^a', enum: ['a'], default: 'a' });
  expectSchema('x-* extensions are kept as found', { type: 'string', 'x-enum-varnames': ['A'] }, { extensions: { 'x-enum-varnames': ['A'] } });
  expectSchema('tuple-style items become prefixItems', { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] }, { prefixItems: [{ type: ['string'] }, { type: ['integer'] }] });
  expectSchema('additionalProperties true stays boolean', { type: 'object', additionalProperties: true }, { additionalProperties: true });
});

describe('schemas: references', () => {
  it('refs to one schema give the identical node, which is the named schema', async () => {
    const doc = oas3(
      { '/a': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } }, responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } } } },
      { components: { schemas: { Pet: { type: 'object', properties: { id: { type: 'integer' } } } } } },
    );
    const model = await parseDoc(doc);
    const op = model.operations[0]!;
    const fromBody = op.requestBody?.content[0]?.schema;
    const fromResponse = op.responses[0]?.content[0]?.schema;
    assert.ok(fromBody);
    assert.equal(fromBody, fromResponse);
    assert.equal(fromBody, model.schemas.get('Pet'));
    assert.equal(fromBody.name, 'Pet');
  });
  it('a recursive schema points back to itself (oas30-circular.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-circular.yaml');
    const error = model.schemas.get('ErrorMessage');
    assert.ok(error);
    assert.equal(error.properties?.['inner'], error);
    assert.deepEqual(error.properties?.['error']?.type, ['string', 'null']);
    assert.equal(model.operations[0]?.responses[1]?.content[0]?.schema, error);
  });
  it('mutual recursion becomes an object cycle (oas30-schema-circular.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-schema-circular.yaml');
    const seen = new Set<Schema>();
    const walk = (s: Schema | undefined): boolean => {
      if (!s) return false;
      if (seen.has(s)) return true;
      seen.add(s);
      return [...Object.values(s.properties ?? {}), s.items, ...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].some(walk);
    };
    assert.ok([...model.schemas.values()].some((s) => walk(s)));
  });
  it('a $ref with a description overlays the target without touching it', async () => {
    const schema = await schemaOf({ type: 'object', properties: { owner: { $ref: '#/components/schemas/Person', description: 'The owner' } } }, '3.1.0', {
      Person: { type: 'object', description: 'A person', properties: { name: { type: 'string' } } },
    });
    const owner = schema.properties?.['owner'];
    assert.equal(owner?.description, 'The owner');
    assert.equal(owner?.name, 'Person');
    assert.deepEqual(owner?.properties?.['name']?.type, ['string']);
    const model = await parseDoc(oas3({}, { components: { schemas: { Person: { type: 'object', description: 'A person' } } } }));
    assert.equal(model.schemas.get('Person')?.description, 'A person');
  });
  it('a $ref with structural siblings becomes an allOf', async () => {
    const schema = await schemaOf({ $ref: '#/components/schemas/Base', required: ['id'] }, '3.1.0', { Base: { type: 'object' } });
    assert.equal(schema.allOf?.length, 2);
    assert.equal(schema.allOf?.[0]?.name, 'Base');
    assert.deepEqual(schema.allOf?.[1]?.required, ['id']);
  });
  it('a component that is only a $ref is an alias of its target', async () => {
    const model = await parseDoc(oas3({}, { components: { schemas: { Alias: { $ref: '#/components/schemas/Real' }, Real: { type: 'string' } } } }));
    assert.equal(model.schemas.get('Alias'), model.schemas.get('Real'));
    assert.equal(model.schemas.get('Real')?.name, 'Real');
  });
  it('resolves discriminator mappings to schema names (oas30-discriminators.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-discriminators.yaml');
    const op = model.operations.find((o) => o.operationId === 'oneOfWithTopLevelDiscriminatorAndMapping');
    const schema = op?.requestBody?.content[0]?.schema;
    assert.deepEqual(schema?.discriminator, { propertyName: 'discrim', mapping: { 'Option One': 'OptionOneNoDisc', 'Option Two': 'OptionTwoNoDisc' } });
    assert.deepEqual(schema?.oneOf?.map((s) => s.name), ['OptionOneNoDisc', 'OptionTwoNoDisc']);
  });
  it('keeps named schemas in document order', async () => {
    const model = await parseDoc(oas3({}, { components: { schemas: { Zebra: {}, Apple: {}, Mango: {} } } }));
    assert.deepEqual([...model.schemas.keys()], ['Zebra', 'Apple', 'Mango']);
  });
  it('decodes escaped pointer tokens', async () => {
    const model = await parseDoc(oas3({}, { components: { schemas: { 'a/b': { type: 'string' }, 'c~d': { type: 'integer' }, Use: { properties: { x: { $ref: '#/components/schemas/a~1b' }, y: { $ref: '#/components/schemas/c~0d' } } } } } }));
    const use = model.schemas.get('Use');
    assert.deepEqual(use?.properties?.['x']?.type, ['string']);
    assert.deepEqual(use?.properties?.['y']?.type, ['integer']);
  });
});

describe('schemas: broken references', () => {
  it('a missing local target is fatal and names the ref and its use', () =>
    expectLoadError(
      JSON.stringify(oas3({}, { components: { schemas: { A: { properties: { b: { $ref: '#/components/schemas/Nope' } } } } } })),
      'unresolved-ref',
      /"#\/components\/schemas\/Nope" used at \/components\/schemas\/A\/properties\/b.*components\/schemas has no "Nope"/,
    ));
  it('a pure ref cycle is fatal and names the chain', () =>
    expectLoadError(
      JSON.stringify(oas3({}, { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/C' }, C: { $ref: '#/components/schemas/A' } } } })),
      'circular-ref',
      /#\/components\/schemas\/A → B → C → A/,
    ));
  it('a self-reference through properties is fine', async () => {
    const schema = await schemaOf({ properties: { next: { $ref: '#/components/schemas/S' } } });
    assert.equal(schema.properties?.['next'], schema);
  });
  it('refs inside x-* extensions, examples and defaults are data and never followed', async () => {
    const model = await parseDoc(
      oas3({ '/a': { get: { 'x-ms-examples': { one: { $ref: './examples/one.json' } }, 'x-local': { $ref: '#/nowhere' }, responses: { '200': { description: 'ok', content: { 'application/json': { example: { $ref: '#/nowhere' }, schema: { default: { $ref: '#/nowhere' } } } } } } } } }),
    );
    assert.equal(model.operations.length, 1);
    assert.deepEqual(model.warnings, []);
  });
  it('a property called "default" or "x-id" is still a schema whose refs are checked', () =>
    expectLoadError(
      JSON.stringify(oas3({}, { components: { schemas: { A: { properties: { 'x-id': { $ref: '#/components/schemas/Gone' } } } } } })),
      'unresolved-ref',
      /Gone/,
    ));
  it('checks refs of YAML flow documents that only look like JSON', () =>
    expectLoadError('{openapi: 3.0.0, info: {title: t, version: "1"}, paths: {}, components: {schemas: {A: {$ref: "#/nope"}}}}', 'unresolved-ref', /#\/nope/));
  it('an external ref without a spec URL is a warning, not a failure', async () => {
    const model = await parseDoc(oas3({}, { components: { schemas: { A: { $ref: 'other.yaml#/A' } } } }));
    assert.equal(model.warnings[0]?.code, 'unresolved-ref');
    assert.match(model.warnings[0]?.message ?? '', /without a URL/);
  });
});
