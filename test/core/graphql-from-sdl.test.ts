/**
 * SDL is read from the syntax tree (no graphql-js schema is built for the page): what it gives must equal what
 * reading graphql-js's `buildASTSchema` schema gave, for every SDL feature the fixtures use and the shared corpus.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildASTSchema, parse } from 'graphql';
import { sdlReader } from '../../src/formats/graphql/from-sdl.js';
import type { SchemaReader } from '../../src/formats/graphql/schema-reader.js';
import { schemaReader } from './graphql-js-reader.js';
import { readSpec } from './spec-helpers.js';

const FIXTURE = `
"""The fixture schema."""
schema @key(fields: "s") { query: QueryRoot mutation: MutationRoot }
extend schema { subscription: Sub }
interface Node { id: ID! }
interface Named implements Node { id: ID! name: String }
"A user."
type User implements Node & Named @key(fields: "id") {
  id: ID!
  name: String @key(fields: "n")
  login: String @deprecated(reason: "Use name.")
  gone: String @deprecated(reason: "")
  old: String @deprecated
  friends("How many." first: Int = 10 @key(fields: "f"), order: Order = ASC, filter: UserFilter = {name: "x"}, old: Int @deprecated(reason: "no")): [User!]!
  name: String
}
extend type User @key(fields: "ext") { extra: [[Int!]]! }
extend interface Node { version: Int }
type Bot implements Node { id: ID! model: String }
type Repeated { a: Int }
type Repeated { b: Int }
union Actor = User | Bot
extend union Actor = Repeated
enum Order { ASC DESC "Old order." OLD @deprecated }
extend enum Order { NEWEST @key(fields: "e") }
input UserFilter @oneOf { name: String ids: [ID!] legacy: String @deprecated(reason: "gone") }
extend input UserFilter { more: String }
scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")
extend scalar DateTime @key(fields: "d")
scalar String
"Keyed."
directive @key(fields: String! = "id" @deprecated) repeatable on OBJECT | INTERFACE | SCHEMA | FIELD_DEFINITION | ARGUMENT_DEFINITION | ENUM_VALUE | SCALAR
directive @deprecated(reason: String = "Gone.") on FIELD_DEFINITION | ENUM_VALUE | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
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

function expectSameReading(sdl: string): void {
  const ast = parse(sdl, { noLocation: true });
  assert.deepEqual(snapshot(sdlReader(ast, [])), snapshot(schemaReader(buildASTSchema(ast, { assumeValidSDL: true }), 'sdl', [])));
}

describe('graphql: SDL read from the syntax tree', () => {
  it('extensions, repeated definitions, deprecations (with and without reasons), defaults, applied directives, oneOf, specifiedBy, redefined directives', () =>
    expectSameReading(FIXTURE));
  it('root types by their default names without a schema definition', () =>
    expectSameReading('type Query { a: Int } type Mutation { b: Int } type Subscription { c: Int } type Other { d: Int }'));
  for (const file of ['graphql-github.graphql', 'graphql-swapi.graphql']) {
    it(file, () => expectSameReading(readSpec(file)));
  }
  it('a type used but not defined is stood in for by a scalar, with a warning', () => {
    const warnings: Array<{ message: string }> = [];
    const reader = sdlReader(parse('type Query { a: Missing b(x: MissingInput): Int }'), warnings as never);
    assert.deepEqual(reader.types.map((t) => `${t.kind}:${t.name}`), ['object:Query', 'scalar:Missing', 'scalar:MissingInput']);
    assert.deepEqual(warnings.map((w) => w.message), [
      'Type "Missing" is used but not defined; it is shown as a scalar.',
      'Type "MissingInput" is used but not defined; it is shown as a scalar.',
    ]);
  });
});
