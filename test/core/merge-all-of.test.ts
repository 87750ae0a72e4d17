import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mergeAllOf, type Schema } from '../../src/index.js';

const expectMerged = (name: string, schema: Schema, expected: Schema): void => {
  it(name, () => assert.deepEqual(mergeAllOf(schema), expected));
};

describe('mergeAllOf', () => {
  const id: Schema = { type: ['integer'] };
  expectMerged('returns a schema without allOf unchanged', { type: ['string'] }, { type: ['string'] });
  expectMerged(
    'merges properties and required of all members',
    { allOf: [{ type: ['object'], properties: { id }, required: ['id'] }, { properties: { name: { type: ['string'] } }, required: ['name', 'id'] }] },
    { type: ['object'], properties: { id, name: { type: ['string'] } }, required: ['id', 'name'] },
  );
  expectMerged('intersects types', { allOf: [{ type: ['integer', 'null'] }, { type: ['integer'] }] }, { type: ['integer'] });
  expectMerged('keeps the tightest bounds', { allOf: [{ minimum: 1, maximum: 10, maxLength: 5 }, { minimum: 3, maximum: 20, maxLength: 2 }] }, { minimum: 3, maximum: 10, maxLength: 2 });
  expectMerged('intersects enums', { allOf: [{ enum: ['a', 'b', 'c'] }, { enum: ['b', 'c', 'd'] }] }, { enum: ['b', 'c'] });
  expectMerged('lets the schema own keywords win', { description: 'own', allOf: [{ description: 'member', title: 'T' }] }, { description: 'own', title: 'T' });
  expectMerged('merges nested allOf', { allOf: [{ allOf: [{ properties: { a: id } }] }, { properties: { b: id } }] }, { properties: { a: id, b: id } });
  it('keeps the name of the schema, not of its members', () => {
    const base: Schema = { name: 'Base', properties: { id } };
    assert.equal(mergeAllOf({ allOf: [base] }).name, undefined);
    assert.equal(mergeAllOf({ name: 'Pet', allOf: [base] }).name, 'Pet');
  });
  it('does not mutate its inputs', () => {
    const member: Schema = { properties: { id }, required: ['id'] };
    const schema: Schema = { allOf: [member, { properties: { x: id }, required: ['x'] }] };
    const before = JSON.stringify(schema);
    mergeAllOf(schema);
    assert.equal(JSON.stringify(schema), before);
  });
  it('survives cycles through allOf', () => {
    const a: Schema = { properties: { a: id } };
    const b: Schema = { allOf: [a], properties: { b: id } };
    a.allOf = [b];
    const merged = mergeAllOf(a);
    assert.deepEqual(Object.keys(merged.properties ?? {}).sort(), ['a', 'b']);
  });
  it('keeps recursive properties as shared nodes', () => {
    const node: Schema = { properties: {} };
    node.properties!['next'] = node;
    assert.equal(mergeAllOf({ allOf: [node] }).properties?.['next'], node);
  });
});
