/**
 * Introspection results are read directly (no graphql-js schema is built): what they give must equal what
 * graphql-js's `buildClientSchema` reading gave, for every feature the fixture uses and the shared corpus.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildClientSchema, buildSchema, introspectionFromSchema, type IntrospectionQuery } from 'graphql';
import { introspectionReader } from '../../src/formats/graphql/from-introspection.js';
import { schemaReader } from './graphql-js-reader.js';
import type { SchemaReader } from '../../src/formats/graphql/schema-reader.js';
import { readSpec } from './spec-helpers.js';

const FIXTURE = `
"""The fixture schema."""
schema { query: QueryRoot mutation: MutationRoot subscription: Sub }
interface Node { id: ID! }
interface Named implements Node { id: ID! name: String }
"A user."
type User implements Node & Named {
  id: ID!
  name: String
  login: String @deprecated(reason: "Use name.")
  gone: String @deprecated(reason: "")
  friends(first: Int = 10, order: Order = ASC, filter: UserFilter = {name: "x"}, range: Range = {ratio: 2.5}, id: ID = "42", at: DateTime = "2020-01-01", old: Int @deprecated(reason: "no")): [User!]!
}
type Bot implements Node { id: ID! model: String }
union Actor = User | Bot
enum Order { ASC DESC "Old order." OLD @deprecated }
input UserFilter @oneOf { name: String ids: [ID!] legacy: String @deprecated(reason: "gone") }
input Range { ratio: Float = 1 tags: [String] = ["a"] order: [Order!] = [DESC] nested: UserFilter = {ids: ["7"]} }
scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")
"Keyed."
directive @key(fields: String! = "id") repeatable on OBJECT | INTERFACE
type QueryRoot { user(id: ID!): User actors(since: DateTime, limit: Int = 5): [Actor] node(id: ID!): Node }
type MutationRoot { rename(id: ID!, name: String!): User }
type Sub { renamed: User }
`;

const snapshot = (r: SchemaReader) => ({
  description: r.description,
  roots: r.roots,
  types: r.types.map((t) => ({ name: t.name, kind: t.kind, description: t.description, type: t.convert(), links: t.links() })),
  directives: r.directives,
});

function expectSameReading(result: IntrospectionQuery): void {
  const direct = introspectionReader(result.__schema as unknown as Record<string, unknown>, []);
  const viaGraphqlJs = schemaReader(buildClientSchema(result, { assumeValid: true }), 'introspection', []);
  assert.deepEqual(snapshot(direct), snapshot(viaGraphqlJs));
}

describe('graphql: introspection read directly', () => {
  it('every option on: deprecations, defaults (objects, lists, enums, custom scalars), oneOf, specifiedBy, repeatable', () => {
    const schema = buildSchema(FIXTURE);
    expectSameReading(introspectionFromSchema(schema, { specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true }));
  });
  it('the default options (old-shape exports)', () => {
    expectSameReading(introspectionFromSchema(buildSchema(FIXTURE)));
  });
  for (const file of ['graphql-github-introspection-wrapped.json', 'graphql-swapi-introspection-wrapped.json']) {
    it(file, () => expectSameReading((JSON.parse(readSpec(file)) as { data: IntrospectionQuery }).data));
  }
  it('a result without a types list cannot be read', () => {
    assert.throws(() => introspectionReader({ queryType: { name: 'Q' } }, []), /cannot be read/);
  });
});
