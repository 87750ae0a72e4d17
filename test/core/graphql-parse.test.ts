/** GraphQL format plugin (extended build): detection, SDL and introspection, problems as warnings, the model. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extendedFormats, parseSpec, type ApiModel, type GraphqlType, type SpecErrorCode } from '../../src/index.js';
import { detectGraphql } from '../../src/formats/graphql/detect.js';
import { literalValue } from '../../src/formats/graphql/example.js';
import { readSpec } from './spec-helpers.js';

const load = (text: string): Promise<ApiModel> => parseSpec(text, { formats: extendedFormats });
const expectModel = async (text: string, check: (m: ApiModel) => void) => check(await load(text));
async function expectError(text: string, code: SpecErrorCode, message: RegExp, location?: string): Promise<void> {
  await assert.rejects(load(text), (e: { code: string; message: string; location?: string }) => {
    assert.equal(e.code, code);
    assert.match(e.message, message);
    if (location !== undefined) assert.equal(e.location, location);
    return true;
  });
}
const typeOf = (m: ApiModel, name: string): GraphqlType => {
  const t = m.schemas.get(name)?.graphql;
  assert.ok(t, `type ${name}`);
  return t;
};

const FIXTURE = `
"""The fixture schema."""
schema { query: QueryRoot mutation: MutationRoot }
"""A node."""
interface Node { id: ID! }
interface Named implements Node { id: ID! name: String }
type User implements Node & Named @key(fields: "id") {
  id: ID!
  name: String
  "Old name."
  login: String @deprecated(reason: "Use name.")
  friends(first: Int = 10, order: Order = ASC, filter: UserFilter): [User!]!
}
type Bot implements Node { id: ID! model: String }
union Actor = User | Bot
enum Order { ASC DESC OLD @deprecated }
input UserFilter @oneOf { name: String ids: [ID!] legacy: String @deprecated(reason: "gone") }
scalar DateTime @specifiedBy(url: "https://tools.ietf.org/html/rfc3339")
directive @key(fields: String!) repeatable on OBJECT | INTERFACE
type QueryRoot {
  user(id: ID!): User
  actors(since: DateTime, limit: Int = 5): [Actor]
  node(id: ID!): Node
}
type MutationRoot { rename(id: ID!, name: String!): User }
`;

describe('graphql: detection', () => {
  const expectType = (doc: unknown, type: string | undefined) => assert.equal(detectGraphql(doc), type);
  it('SDL, wrapped and raw introspection, an introspection error response', () => {
    expectType('"""doc"""\ntype Query { a: Int }', 'graphql');
    expectType({ data: { __schema: { types: [] } } }, 'graphql');
    expectType({ __schema: { types: [] } }, 'graphql');
    expectType({ data: null, errors: [{ message: 'introspection disabled' }] }, 'graphql');
    expectType({ openapi: '3.1.0' }, undefined);
    expectType('openapi: 3.1.0', undefined);
  });
});

describe('graphql: SDL', () => {
  it('root type names come from the schema', () =>
    expectModel(FIXTURE, (m) => {
      assert.deepEqual(m.graphql?.rootTypes, { query: 'QueryRoot', mutation: 'MutationRoot' });
      assert.deepEqual(m.operations.map((o) => o.id), ['query-user', 'query-actors', 'query-node', 'mutation-rename']);
      assert.deepEqual(m.tags.map((t) => [t.name, t.operationIds.length]), [['Queries', 3], ['Mutations', 1]]);
      assert.equal(m.operations[0]?.path, 'QueryRoot.user');
      assert.equal(m.info.description, 'The fixture schema.');
    }));
  it('every named type with its kind, built-in scalars and __ types left out', () =>
    expectModel(FIXTURE, (m) => {
      assert.deepEqual(
        [...m.schemas.values()].map((s) => `${s.graphql?.kind}:${s.name}`),
        ['object:User', 'object:Bot', 'object:QueryRoot', 'object:MutationRoot', 'interface:Node', 'interface:Named', 'union:Actor', 'enum:Order', 'input:UserFilter', 'scalar:DateTime'],
      );
    }));
  it('arguments with GraphQL-literal defaults, deprecations, applied directives, @oneOf, @specifiedBy', () =>
    expectModel(FIXTURE, (m) => {
      const user = typeOf(m, 'User');
      const friends = user.fields.find((f) => f.name === 'friends')!;
      assert.equal(friends.type, '[User!]!');
      assert.deepEqual(friends.args.map((a) => [a.name, a.defaultValue]), [['first', '10'], ['order', 'ASC'], ['filter', undefined]]);
      const login = user.fields.find((f) => f.name === 'login')!;
      assert.deepEqual([login.deprecated, login.deprecationReason, login.description], [true, 'Use name.', 'Old name.']);
      assert.deepEqual(user.directives, ['@key(fields: "id")']);
      assert.deepEqual(user.interfaces, ['Node', 'Named']);
      assert.equal(typeOf(m, 'UserFilter').oneOf, true);
      assert.equal(typeOf(m, 'UserFilter').inputFields.find((f) => f.name === 'legacy')?.deprecationReason, 'gone');
      assert.equal(typeOf(m, 'Order').enumValues.find((v) => v.name === 'OLD')?.deprecated, true);
      assert.equal(typeOf(m, 'DateTime').specifiedByURL, 'https://tools.ietf.org/html/rfc3339');
      const key = m.graphql?.directives.find((d) => d.name === 'key');
      assert.deepEqual([key?.repeatable, key?.locations, key?.builtIn], [true, ['OBJECT', 'INTERFACE'], false]);
      assert.equal(m.graphql?.directives.find((d) => d.name === 'include')?.builtIn, true);
    }));
  it('relations: implemented-by (interfaces included), union members, used-by', () =>
    expectModel(FIXTURE, (m) => {
      const r = m.graphql!.relations;
      assert.deepEqual(r.implementedBy.get('Node'), ['User', 'Bot', 'Named']);
      assert.deepEqual(r.implementedBy.get('Named'), ['User']);
      assert.deepEqual(r.memberOf.get('Bot'), ['Actor']);
      assert.deepEqual(
        r.usedBy.get('User')?.map((u) => `${u.kind} ${u.coordinate}`),
        ['field User.friends', 'field QueryRoot.user', 'field MutationRoot.rename', 'union-member Actor'],
      );
      assert.deepEqual(r.usedBy.get('UserFilter')?.map((u) => u.coordinate), ['User.friends(filter:)']);
    }));
  it('invalid SDL renders what it can and lists the problems as warnings', () =>
    expectModel('type Query { a: Int a: String }\ntype Query2 { b: Unknown2 }', (m) => {
      assert.deepEqual(m.operations.map((o) => o.id), ['query-a']);
      assert.ok(m.warnings.some((w) => w.code === 'validation' && /"Query.a" can only be defined once/.test(w.message)));
      assert.ok(m.warnings.some((w) => /Type "Unknown2" is used but not defined/.test(w.message)));
      assert.equal(m.schemas.get('Unknown2')?.graphql?.kind, 'scalar');
    }));
  it('a syntax error is fatal with its line and column', () =>
    expectError(readSpec('bad-graphql-syntax.graphql'), 'graphql-syntax', /Syntax Error: Expected Name, found "}"/, '5:1'));
});

describe('graphql: introspection', () => {
  const introspection = {
    __schema: {
      queryType: { name: 'Q' },
      mutationType: null,
      subscriptionType: null,
      types: [
        { kind: 'OBJECT', name: 'Q', fields: [{ name: 'hello', args: [{ name: 'n', type: { kind: 'SCALAR', name: 'Int' }, defaultValue: '3' }], type: { kind: 'SCALAR', name: 'String' }, isDeprecated: false }], interfaces: [] },
        { kind: 'SCALAR', name: 'Int' },
        { kind: 'SCALAR', name: 'String' },
        { kind: 'SCALAR', name: 'Boolean' },
      ],
      directives: [],
    },
  };
  it('raw and wrapped shapes; old exports (no isDeprecated on input values) load; the missing options are named', async () => {
    for (const doc of [introspection, { data: introspection }]) {
      const m = await load(JSON.stringify(doc));
      assert.deepEqual(m.operations.map((o) => o.id), ['query-hello']);
      assert.equal(m.operations[0]?.graphql?.field.args[0]?.defaultValue, '3');
      assert.equal(m.graphql?.source, 'introspection');
      assert.deepEqual(m.graphql?.missingExportOptions, ['schemaDescription', 'specifiedByUrl', 'inputValueDeprecation']);
    }
  });
  it("an introspection result's errors array becomes problems", async () => {
    const m = await load(JSON.stringify({ data: introspection, errors: [{ message: 'partial result' }] }));
    assert.deepEqual(m.warnings.map((w) => w.message), ['The introspection response reports an error: partial result']);
    await expectError(JSON.stringify({ data: null, errors: [{ message: 'introspection is disabled' }] }), 'invalid-document', /introspection is disabled/);
  });
});

describe('graphql: examples', () => {
  it('document with variables, depth 2, cycles stopped, unions through __typename and inline fragments', () =>
    expectModel(FIXTURE, (m) => {
      const actors = m.operations.find((o) => o.id === 'query-actors')!.graphql!.example;
      assert.equal(
        actors.document,
        'query Actors($since: DateTime, $limit: Int) {\n  actors(since: $since, limit: $limit) {\n    __typename\n    ... on User {\n      id\n      name\n    }\n    ... on Bot {\n      id\n      model\n    }\n  }\n}',
      );
      assert.deepEqual(actors.variables, { limit: 5 });
      assert.deepEqual(actors.response, { data: { actors: [{ __typename: 'User', id: 'MDQ6VXNlcjE=', name: 'string' }] } });
      const user = m.operations.find((o) => o.id === 'query-user')!.graphql!.example;
      assert.deepEqual(user.variables, { id: 'MDQ6VXNlcjE=' });
      // User.friends returns User again: a cycle, left out.
      assert.equal(user.document, 'query User($id: ID!) {\n  user(id: $id) {\n    id\n    name\n  }\n}');
      const node = m.operations.find((o) => o.id === 'query-node')!.graphql!.example;
      assert.match(node.document, /node\(id: \$id\) \{\n {4}__typename\n {4}id\n {4}\.\.\. on User \{\n {6}name\n/);
    }));
  it('reads GraphQL literals as JSON', () => {
    assert.deepEqual(literalValue('{a: [1, 2], b: "x", c: ASC, d: null, e: true}'), { a: [1, 2], b: 'x', c: 'ASC', d: null, e: true });
  });
});

describe('graphql: the shared corpus', () => {
  for (const [file, roots, fields] of [
    ['graphql-swapi.graphql', { query: 'Root' }, 13],
    ['graphql-swapi-introspection-wrapped.json', { query: 'Root' }, 13],
    ['graphql-github.graphql', { query: 'Query', mutation: 'Mutation' }, 278],
    ['graphql-github-introspection-wrapped.json', { query: 'Query', mutation: 'Mutation' }, 272],
  ] as const) {
    it(`${file}: ${fields} root fields`, async () => {
      const m = await load(readSpec(file));
      assert.deepEqual(m.graphql?.rootTypes, roots);
      assert.equal(m.operations.length, fields);
      for (const op of m.operations.slice(0, 40)) assert.ok(op.graphql!.example.document.includes(op.graphql!.field.name));
    });
  }
  it('GitHub: the 242 mutations are grouped by the first word of their names; the 30-odd queries stay one group', async () => {
    const m = await load(readSpec('graphql-github-introspection-wrapped.json'));
    assert.equal(m.tags[0]?.name, 'Queries');
    const mutationTags = m.tags.filter((t) => t.name.startsWith('Mutations: '));
    assert.ok(mutationTags.some((t) => t.name === 'Mutations: add' && t.operationIds.includes('mutation-addComment')));
    assert.ok(mutationTags.some((t) => t.name === 'Mutations: update'));
    assert.equal(mutationTags.reduce((n, t) => n + t.operationIds.length, 0), 242);
    assert.equal(m.operations.find((o) => o.id === 'mutation-addComment')?.tags[0], 'Mutations: add');
  });
  it('GitHub SDL: the duplicated fields are warnings, the page still builds', async () => {
    const m = await load(readSpec('graphql-github.graphql'));
    assert.deepEqual(m.warnings.map((w) => w.message), [
      'Field "EnterpriseOwnerInfo.repositoryDeployKeySetting" can only be defined once.',
      'Field "EnterpriseOwnerInfo.repositoryDeployKeySettingOrganizations" can only be defined once.',
    ]);
  });
});
