import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Schema } from '../../src/index.js';
import { JsonSchemaWriter, toJsonSchema } from '../../src/schema/to-json-schema.js';
import { SchemaChecker } from './json-schema-checker.js';

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const expectJson = (name: string, schema: Schema, expected: Record<string, unknown>): void => {
  it(name, () => assert.deepEqual(toJsonSchema(schema), { $schema: DIALECT, ...expected }));
};

describe('toJsonSchema', () => {
  expectJson('one type as a string', { type: ['integer'], minimum: 1 }, { type: 'integer', minimum: 1 });
  expectJson('nullable as a type list', { type: ['string', 'null'], maxLength: 3 }, { type: ['string', 'null'], maxLength: 3 });
  expectJson('keywords copied, examples left out', { enum: ['a'], example: 'a', examples: ['a'], readOnly: true }, { enum: ['a'], readOnly: true });
  expectJson('OpenAPI-only keywords dropped', { type: ['object'], discriminator: { propertyName: 'k' }, xml: { name: 'x' }, nillable: true }, { type: 'object' });
  expectJson('children inline when reached once', { properties: { a: { type: ['string'] } }, items: { type: ['null'] }, additionalProperties: false }, { properties: { a: { type: 'string' } }, items: { type: 'null' }, additionalProperties: false });
  expectJson('compositions', { allOf: [{ minimum: 1 }], anyOf: [{ type: ['string'] }], oneOf: [{ const: 1 }], not: { type: ['null'] } }, { allOf: [{ minimum: 1 }], anyOf: [{ type: 'string' }], oneOf: [{ const: 1 }], not: { type: 'null' } });
  expectJson('a raw (Avro) schema admits anything', { properties: { a: { raw: { format: 'avro', value: {} } } } }, { properties: { a: true } });
  expectJson('an empty enum admits nothing', { properties: { a: { type: ['string'], enum: [] } } }, { properties: { a: false } });
  it('a shared node becomes one definition, named after the schema', () => {
    const pet: Schema = { name: 'Pet', type: ['object'] };
    assert.deepEqual(toJsonSchema({ properties: { a: pet, b: pet } }), {
      $schema: DIALECT,
      properties: { a: { $ref: '#/$defs/Pet' }, b: { $ref: '#/$defs/Pet' } },
      $defs: { Pet: { type: 'object' } },
    });
  });
  it('a cycle back to the root is a $ref to a definition', () => {
    const node: Schema = { name: 'Node', type: ['object'], properties: {} };
    node.properties!['next'] = node;
    assert.deepEqual(toJsonSchema(node), {
      $schema: DIALECT,
      $ref: '#/$defs/Node',
      $defs: { Node: { type: 'object', properties: { next: { $ref: '#/$defs/Node' } } } },
    });
  });
  it('two shared nodes with one name get distinct keys', () => {
    const a: Schema = { name: 'X', type: ['string'] };
    const b: Schema = { name: 'X', type: ['integer'] };
    const json = toJsonSchema({ prefixItems: [a, a, b, b] });
    assert.deepEqual(Object.keys(json['$defs'] as object), ['X', 'X_2']);
  });
  it('a writer shares named schemas between roots: each definition is written once', () => {
    const pet: Schema = { name: 'Pet', type: ['object'], properties: { tag: { name: 'Tag', type: ['string'] } } };
    const writer = new JsonSchemaWriter({ refFor: (key) => `urn:x:${key}`, shareNamed: true });
    assert.deepEqual(writer.write({ type: ['array'], items: pet }), { type: 'array', items: { $ref: 'urn:x:Pet' } });
    assert.deepEqual(writer.takeDefs(), [['Pet', { type: 'object', properties: { tag: { $ref: 'urn:x:Tag' } } }], ['Tag', { type: 'string' }]]);
    assert.deepEqual(writer.write(pet), { $ref: 'urn:x:Pet' });
    assert.deepEqual(writer.takeDefs(), []);
  });
  it('validates what the model means (a recursive schema, checked by ajv)', () => {
    const node: Schema = { name: 'Node', type: ['object'], required: ['v'], properties: { v: { type: ['integer'] } } };
    node.properties!['next'] = { oneOf: [{ type: ['null'] }, node] };
    const checker = new SchemaChecker();
    assert.deepEqual(checker.errors(node, { v: 1, next: { v: 2, next: null } }), []);
    assert.notDeepEqual(checker.errors(node, { v: 1, next: { next: null } }), []);
  });
});
