import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sampleFromSchema, type SampleOptions, type Schema } from '../../src/index.js';
import { loadCorpusSpec } from './spec-helpers.js';

const expectSample = (name: string, schema: Schema, expected: unknown, options?: SampleOptions): void => {
  it(name, () => assert.deepEqual(sampleFromSchema(schema, options), expected));
};

describe('sampleFromSchema: values', () => {
  expectSample('prefers example', { type: ['string'], example: 'ex', default: 'def' }, 'ex');
  expectSample('then const', { const: 42 }, 42);
  expectSample('then default', { type: ['string'], default: 'def', enum: ['a'] }, 'def');
  expectSample('then the first enum value', { type: ['string'], enum: ['a', 'b'] }, 'a');
  expectSample('a plain string', { type: ['string'] }, 'string');
  expectSample('date-time', { type: ['string'], format: 'date-time' }, '2024-01-01T12:00:00Z');
  expectSample('date', { type: ['string'], format: 'date' }, '2024-01-01');
  expectSample('email', { type: ['string'], format: 'email' }, 'user@example.com');
  expectSample('uuid', { type: ['string'], format: 'uuid' }, '3fa85f64-5717-4562-b3fc-2c963f66afa6');
  expectSample('uri', { type: ['string'], format: 'uri' }, 'https://example.com');
  expectSample('minLength pads strings', { type: ['string'], minLength: 10 }, 'stringxxxx');
  expectSample('maxLength cuts strings', { type: ['string'], maxLength: 3 }, 'str');
  expectSample('integer honours minimum', { type: ['integer'], minimum: 5 }, 5);
  expectSample('integer honours exclusiveMinimum', { type: ['integer'], exclusiveMinimum: 5 }, 6);
  expectSample('number defaults to 0', { type: ['number'] }, 0);
  expectSample('boolean', { type: ['boolean'] }, true);
  expectSample('null', { type: ['null'] }, null);
  expectSample('nullable string samples the string', { type: ['string', 'null'] }, 'string');
  expectSample('array of one item', { type: ['array'], items: { type: ['integer'] } }, [0]);
  expectSample('prefixItems', { type: ['array'], prefixItems: [{ type: ['string'] }, { type: ['boolean'] }] }, ['string', true]);
  expectSample('untyped object inferred from properties', { properties: { a: { type: ['boolean'] } } }, { a: true });
  expectSample('additionalProperties', { type: ['object'], additionalProperties: { type: ['integer'] } }, { additionalProp1: 0 });
});

describe('sampleFromSchema: structure', () => {
  const user: Schema = {
    type: ['object'],
    required: ['id'],
    properties: {
      id: { type: ['integer'], readOnly: true },
      password: { type: ['string'], writeOnly: true },
      name: { type: ['string'] },
    },
  };
  expectSample('includes required and optional properties (response mode omits writeOnly)', user, { id: 0, name: 'string' });
  expectSample('request mode omits readOnly', user, { password: 'string', name: 'string' }, { mode: 'request' });
  expectSample('oneOf takes the first branch', { oneOf: [{ type: ['string'] }, { type: ['integer'] }] }, 'string');
  expectSample('anyOf takes the first branch', { anyOf: [{ type: ['integer'] }, { type: ['string'] }] }, 0);
  expectSample('allOf members are merged', { allOf: [{ properties: { a: { type: ['integer'] } } }, { properties: { b: { type: ['string'] } } }] }, { a: 0, b: 'string' });
  expectSample('own properties combine with a oneOf branch', { properties: { kind: { type: ['string'] } }, oneOf: [{ properties: { x: { type: ['integer'] } } }] }, { kind: 'string', x: 0 });
  expectSample('a discriminator gets its first mapping value', { type: ['object'], properties: { a: { type: ['integer'] } }, discriminator: { propertyName: 'type', mapping: { cat: 'Cat' } } }, { a: 0, type: 'cat' });
  it('is cycle-safe: a recursive property is left out', () => {
    const node: Schema = { type: ['object'], properties: { name: { type: ['string'] } } };
    node.properties!['child'] = node;
    node.properties!['children'] = { type: ['array'], items: node };
    assert.deepEqual(sampleFromSchema(node), { name: 'string', children: [] });
  });
  it('stops at maxDepth', () => {
    let schema: Schema = { type: ['string'] };
    for (let i = 0; i < 20; i++) schema = { type: ['object'], properties: { inner: schema } };
    const sample = sampleFromSchema(schema, { maxDepth: 3 });
    assert.deepEqual(sample, { inner: { inner: { inner: {} } } });
  });
  it('samples every request body of a real spec without throwing (oas30-stripe-like recursion in oas30-schema-circular.yaml)', async () => {
    const model = await loadCorpusSpec('oas30-schema-circular.yaml');
    for (const op of model.operations) {
      for (const media of op.requestBody?.content ?? []) if (media.schema) assert.notEqual(sampleFromSchema(media.schema, { mode: 'request' }), undefined);
    }
  });
});
