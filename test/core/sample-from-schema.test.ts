import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sampleFromSchema, type SampleOptions, type Schema } from '../../src/index.js';
import { SchemaChecker } from './json-schema-checker.js';
import { loadCorpusSpec } from './spec-helpers.js';

/** The value validates against the schema (ajv, JSON Schema 2020-12 with formats). */
const assertValid = (schema: Schema, value: unknown): void => {
  assert.deepEqual(new SchemaChecker().errors(schema, value), [], `${JSON.stringify(value)} is valid`);
};
/** The sample is `expected`, and valid. */
const expectSample = (name: string, schema: Schema, expected: unknown, options?: SampleOptions): void => {
  it(name, () => {
    const value = sampleFromSchema(schema, options);
    assert.deepEqual(value, expected);
    assertValid(schema, value);
  });
};
/** The sample is valid (when which valid value comes out does not matter). */
const expectValid = (name: string, schema: Schema, options?: SampleOptions): void => {
  it(name, () => assertValid(schema, sampleFromSchema(schema, options)));
};
/** The sample is `expected` although it cannot be valid (the schema admits nothing). */
const expectFallback = (name: string, schema: Schema, expected: unknown): void => {
  it(name, () => assert.deepEqual(sampleFromSchema(schema), expected));
};

const str: Schema = { type: ['string'] };
const int: Schema = { type: ['integer'] };

describe('sampleFromSchema: author values, const, enum', () => {
  expectSample('prefers a valid example', { type: ['string'], example: 'ex', default: 'def' }, 'ex');
  expectSample('skips an example that breaks the schema', { type: ['integer'], example: 'ten' }, 0);
  expectSample('takes the first valid of 3.1 examples', { type: ['integer'], examples: ['x', 5] }, 5);
  expectSample('then const', { const: 42 }, 42);
  expectSample('then a valid default', { type: ['string'], default: 'def' }, 'def');
  expectSample('a default outside the enum is not trusted', { type: ['string'], default: 'def', enum: ['a'] }, 'a');
  expectSample('then the first enum value', { type: ['string'], enum: ['a', 'b'] }, 'a');
  expectSample('an enum value of the wrong type is skipped', { type: ['integer'], enum: ['x', 3] }, 3);
  expectSample('a real enum value before null', { type: ['string', 'null'], enum: [null, 'a'] }, 'a');
  expectSample('authorExamples: false generates', { type: ['string'], example: 'ex' }, 'string', { authorExamples: false });
  expectSample('nested author examples are used where valid', { type: ['object'], properties: { a: { type: ['integer'], example: 7 }, b: { type: ['integer'], example: 'x' } } }, { a: 7, b: 0 });
});

describe('sampleFromSchema: types and formats', () => {
  expectSample('a plain string', str, 'string');
  expectSample('boolean', { type: ['boolean'] }, true);
  expectSample('null', { type: ['null'] }, null);
  expectSample('nullable string samples the string', { type: ['string', 'null'] }, 'string');
  expectSample('the first of several types', { type: ['integer', 'string'] }, 0);
  expectSample('untyped and unconstrained: null', {}, null);
  expectSample('date-time', { type: ['string'], format: 'date-time' }, '2024-01-01T12:00:00Z');
  expectSample('date', { type: ['string'], format: 'date' }, '2024-01-01');
  expectSample('time', { type: ['string'], format: 'time' }, '12:00:00Z');
  expectSample('duration', { type: ['string'], format: 'duration' }, 'P1D');
  expectSample('email', { type: ['string'], format: 'email' }, 'user@example.com');
  expectSample('uuid', { type: ['string'], format: 'uuid' }, '3fa85f64-5717-4562-b3fc-2c963f66afa6');
  expectSample('uri', { type: ['string'], format: 'uri' }, 'https://example.com');
  expectSample('hostname', { type: ['string'], format: 'hostname' }, 'example.com');
  expectSample('ipv4', { type: ['string'], format: 'ipv4' }, '192.0.2.1');
  expectSample('ipv6', { type: ['string'], format: 'ipv6' }, '2001:db8::1');
  expectSample('byte (base64)', { type: ['string'], format: 'byte' }, 'ZXhhbXBsZQ==');
  expectSample('json-pointer', { type: ['string'], format: 'json-pointer' }, '/a/b');
  expectSample('int32', { type: ['integer'], format: 'int32' }, 0);
  expectSample('an unknown format gets a plain string', { type: ['string'], format: 'x-custom' }, 'string');
});

describe('sampleFromSchema: string keywords', () => {
  expectSample('minLength pads strings', { type: ['string'], minLength: 10 }, 'stringxxxx');
  expectSample('maxLength cuts strings', { type: ['string'], maxLength: 3 }, 'str');
  expectSample('pattern: classes and counts', { type: ['string'], pattern: '^[A-Z]{2}-\\d{3}$' }, 'AA-000');
  expectSample('pattern: repeats grow to minLength', { type: ['string'], pattern: '^[a-z]+$', minLength: 5 }, 'aaaaa');
  expectSample('pattern: the first alternative', { type: ['string'], pattern: '^(cat|dog)$' }, 'cat');
  expectSample('pattern: unanchored', { type: ['string'], pattern: 'v\\d' }, 'v0');
  expectValid('pattern: lookaheads (password rules)', { type: ['string'], format: 'password', pattern: '^(?=.*[A-Z])(?=.*\\d).{8,}$' });
  expectSample('format and pattern together', { type: ['string'], format: 'date', pattern: '^2024' }, '2024-01-01');
  expectSample('a format value too long for maxLength gives way', { type: ['string'], format: 'password', maxLength: 4 }, 'stri');
  expectFallback('an unsatisfiable pattern falls back to a plain string', { type: ['string'], pattern: '^a$', minLength: 2 }, 'string');
});

describe('sampleFromSchema: numbers', () => {
  expectSample('number defaults to 0', { type: ['number'] }, 0);
  expectSample('integer honours minimum', { type: ['integer'], minimum: 5 }, 5);
  expectSample('integer honours exclusiveMinimum', { type: ['integer'], exclusiveMinimum: 5 }, 6);
  expectSample('a negative maximum', { type: ['integer'], maximum: -3 }, -3);
  expectSample('exclusiveMaximum 0', { type: ['integer'], exclusiveMaximum: 0 }, -1);
  expectSample('multipleOf above a minimum', { type: ['integer'], minimum: 10, multipleOf: 7 }, 14);
  expectSample('a decimal multipleOf', { type: ['number'], minimum: 0.3, multipleOf: 0.25 }, 0.5);
  expectSample('between two decimals', { type: ['number'], minimum: 0.1, maximum: 0.2 }, 0.15);
  expectSample('number with an exclusive minimum', { type: ['number'], exclusiveMinimum: 5 }, 6);
});

describe('sampleFromSchema: arrays', () => {
  expectSample('array of one item', { type: ['array'], items: int }, [0]);
  expectSample('minItems', { type: ['array'], items: str, minItems: 3 }, ['string', 'string', 'string']);
  expectSample('maxItems: 0', { type: ['array'], items: str, maxItems: 0 }, []);
  expectSample('uniqueItems: distinct integers', { type: ['array'], items: int, minItems: 3, uniqueItems: true }, [0, 1, -1]);
  expectSample('uniqueItems: distinct strings', { type: ['array'], items: str, minItems: 2, uniqueItems: true }, ['string', 'string1']);
  expectSample('uniqueItems: distinct enum values', { type: ['array'], items: { enum: ['a', 'b', 'c'] }, minItems: 2, uniqueItems: true }, ['a', 'b']);
  expectSample('uniqueItems: distinct formatted strings', { type: ['array'], items: { type: ['string'], format: 'uuid' }, minItems: 2, uniqueItems: true }, ['3fa85f64-5717-4562-b3fc-2c963f66afa6', '3fa85f64-5717-4562-b3fc-2c963f66afa7']);
  expectSample('prefixItems', { type: ['array'], prefixItems: [str, { type: ['boolean'] }] }, ['string', true]);
  expectSample('untyped array inferred from minItems', { minItems: 1 }, [null]);
});

describe('sampleFromSchema: objects', () => {
  const user: Schema = {
    type: ['object'],
    required: ['id'],
    properties: { id: { type: ['integer'], readOnly: true }, password: { type: ['string'], writeOnly: true }, name: str },
  };
  expectSample('includes required and optional properties (response mode omits writeOnly)', user, { id: 0, name: 'string' });
  expectSample('request mode omits readOnly, unless required', user, { id: 0, password: 'string', name: 'string' }, { mode: 'request' });
  expectSample('response mode keeps a required writeOnly', { type: ['object'], required: ['secret'], properties: { secret: { type: ['string'], writeOnly: true } } }, { secret: 'string' });
  expectSample('request mode omits an optional readOnly', { type: ['object'], properties: { id: { ...int, readOnly: true }, name: str } }, { name: 'string' }, { mode: 'request' });
  expectSample('untyped object inferred from properties', { properties: { a: { type: ['boolean'] } } }, { a: true });
  expectSample('a required name without a property schema', { type: ['object'], required: ['x'], additionalProperties: int }, { x: 0, additionalProp1: 0 });
  expectSample('additionalProperties', { type: ['object'], additionalProperties: { type: ['integer'] } }, { additionalProp1: 0 });
  expectSample('additionalProperties: false adds nothing', { type: ['object'], properties: { a: int }, additionalProperties: false }, { a: 0 });
  expectSample('patternProperties name a required key', { type: ['object'], required: ['x-a'], patternProperties: { '^x-': int }, additionalProperties: false }, { 'x-a': 0 });
  expectSample('minProperties adds properties', { type: ['object'], minProperties: 2 }, { additionalProp1: null, additionalProp2: null });
  expectSample('minProperties takes optional ones first', { type: ['object'], properties: { a: { ...int, readOnly: true } }, minProperties: 1 }, { a: 0 }, { mode: 'request' });
  expectSample('maxProperties leaves optional ones out', { type: ['object'], required: ['b'], properties: { a: int, b: int, c: int }, maxProperties: 1 }, { b: 0 });
});

describe('sampleFromSchema: composition', () => {
  const pet = (name: string, extra: Record<string, Schema>): Schema => ({ name, type: ['object'], required: ['kind'], properties: { kind: str, ...extra } });
  const cat = pet('Cat', { hunts: { type: ['boolean'] } });
  const dog = pet('Dog', { barks: { type: ['boolean'] } });
  expectSample('allOf members are merged', { allOf: [{ properties: { a: int } }, { properties: { b: str } }] }, { a: 0, b: 'string' });
  expectSample('allOf: a property declared twice keeps both schemas', { allOf: [{ properties: { u: { type: ['string'], format: 'uri' } } }, { properties: { u: str } }] }, { u: 'https://example.com' });
  expectSample('allOf: a member closed by additionalProperties: false', { allOf: [{ type: ['object'], properties: { a: int }, additionalProperties: false }, { properties: { b: int } }] }, {});
  expectSample('allOf: an enum from a member', { allOf: [{ type: ['string'], enum: ['on', 'off'] }, { description: 'state' }] }, 'on');
  expectSample('oneOf takes the first branch', { oneOf: [str, int] }, 'string');
  expectSample('anyOf takes the first branch', { anyOf: [int, str] }, 0);
  expectSample('oneOf: a branch that cannot validate is passed over', { oneOf: [{ type: ['integer'], minimum: 5, maximum: 1 }, str] }, 'string');
  expectSample('oneOf of consts', { type: ['integer'], oneOf: [{ const: 1 }, { const: 2 }] }, 1);
  expectSample('oneOf: null or a schema shows the schema', { oneOf: [{ type: ['null'] }, { type: ['integer'], minimum: 3 }] }, 3);
  it('oneOf: null or a schema ends a recursion with null', () => {
    const node: Schema = { type: ['object'], required: ['next'], properties: {} };
    node.properties!['next'] = { oneOf: [node, { type: ['null'] }] };
    assert.deepEqual(sampleFromSchema(node), { next: null });
  });
  expectSample('own properties combine with a oneOf branch', { properties: { kind: str }, oneOf: [{ properties: { x: int } }] }, { kind: 'string', x: 0 });
  expectSample('oneOf: properties another branch requires are left out', { type: ['object'], properties: { id: int, owner: str }, oneOf: [{ required: ['id'] }, { required: ['owner'] }] }, { id: 0 });
  expectSample('oneOf: a property only the other branch declares is null', { oneOf: [{ type: ['object'], properties: { a: str } }, { type: ['object'], properties: { b: str } }] }, { a: 'string', b: null });
  expectSample('a discriminator gets the mapping value of the chosen branch', { oneOf: [cat, dog], discriminator: { propertyName: 'kind', mapping: { cat: 'Cat', dog: 'Dog' } } }, { kind: 'cat', hunts: true, barks: null });
  expectSample('without a mapping, the schema name', { oneOf: [cat, dog], discriminator: { propertyName: 'kind' } }, { kind: 'Cat', hunts: true, barks: null });
  expectSample('a discriminator gets its first mapping value', { type: ['object'], properties: { a: int }, discriminator: { propertyName: 'type', mapping: { cat: 'Cat' } } }, { a: 0, type: 'cat' });
  it('a discriminator inherited through allOf names the subtype', () => {
    const base: Schema = { name: 'Pet', type: ['object'], required: ['petType'], properties: { petType: str }, discriminator: { propertyName: 'petType', mapping: { kitty: 'Cat' } } };
    const sub: Schema = { name: 'Cat', allOf: [base, { properties: { lives: int } }] };
    assert.deepEqual(sampleFromSchema(sub), { petType: 'kitty', lives: 0 });
  });
  expectSample('not: another type', { not: { type: ['null'] } }, 'string');
  expectSample('not: required properties together', { type: ['object'], properties: { a: str, b: str }, anyOf: [{ required: ['a'] }, { required: ['b'] }], not: { required: ['a', 'b'] } }, { a: 'string' });
});

describe('sampleFromSchema: recursion and determinism', () => {
  it('is cycle-safe: a recursive property is left out', () => {
    const node: Schema = { type: ['object'], properties: { name: str } };
    node.properties!['child'] = node;
    node.properties!['children'] = { type: ['array'], items: node };
    assert.deepEqual(sampleFromSchema(node), { name: 'string', children: [] });
  });
  it('a required recursive property ends in null where allowed', () => {
    const node: Schema = { type: ['object', 'null'], required: ['next'], properties: { v: int } };
    node.properties!['next'] = node;
    const value = sampleFromSchema(node);
    assert.deepEqual(value, { v: 0, next: null });
    assertValid(node, value);
  });
  it('a required recursive list ends empty', () => {
    const node: Schema = { type: ['object'], required: ['children'], properties: {} };
    node.properties!['children'] = { type: ['array'], items: node };
    const value = sampleFromSchema(node);
    assert.deepEqual(value, { children: [] });
    assertValid(node, value);
  });
  it('an infinite required recursion gives up without throwing', () => {
    const node: Schema = { type: ['object'], required: ['parent'], properties: {} };
    node.properties!['parent'] = node;
    assert.ok(typeof sampleFromSchema(node) === 'object');
  });
  it('stops at maxDepth', () => {
    let schema: Schema = str;
    for (let i = 0; i < 20; i++) schema = { type: ['object'], properties: { inner: schema } };
    assert.deepEqual(sampleFromSchema(schema, { maxDepth: 3 }), { inner: { inner: { inner: {} } } });
  });
  it('is deterministic, and each call returns a fresh copy', () => {
    const schema: Schema = { type: ['object'], properties: { list: { type: ['array'], items: { type: ['string'], format: 'uuid' }, minItems: 2, uniqueItems: true } } };
    const first = sampleFromSchema(schema) as { list: string[] };
    first.list.push('changed');
    assert.deepEqual(sampleFromSchema(schema), sampleFromSchema(structuredClone(schema)));
    assert.equal((sampleFromSchema(schema) as { list: string[] }).list.length, 2);
  });
  it('samples every request body of a real spec (oas30-schema-circular.yaml) validly', async () => {
    const model = await loadCorpusSpec('oas30-schema-circular.yaml');
    for (const op of model.operations) {
      for (const media of op.requestBody?.content ?? []) if (media.schema) assertValid(media.schema, sampleFromSchema(media.schema, { mode: 'request' }));
    }
  });
});
