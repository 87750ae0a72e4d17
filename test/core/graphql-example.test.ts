// GraphQL examples of an operation (issue 49 point 3): the query and variables Try-It prefills, and a response
// walked from the query's selection set. The walker on hand-written queries (aliases, fragments, directives,
// lists, abstract types), and every root field of the corpus's GraphQL documents answered with a response that
// graphql-js executes back to the same data.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildASTSchema, buildClientSchema, execute, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import {
  extendedFormats,
  graphqlFormFields,
  graphqlOperationExample,
  graphqlPageModel,
  parseSpec,
  type ApiModel,
  type Operation,
} from '../../src/index.js';
import { exampleResponse } from '../../src/formats/graphql/response-example.js';
import { customScalarSample } from '../../src/formats/graphql/scalar-sample.js';
import { graphqlLookup } from '../../src/request/graphql-page.js';
import { readSpec, specFiles } from './spec-helpers.js';

const SDL = `
schema { query: QueryRoot mutation: MutationRoot }
interface Node { id: ID! }
interface Named implements Node { id: ID! name: String }
type User implements Node & Named { id: ID! name: String joined: DateTime friends(first: Int = 10): [User!]! role: Role }
type Bot implements Node { id: ID! model: String grid: [[Int!]] }
union Actor = User | Bot
enum Role { OLD @deprecated ADMIN MEMBER }
scalar DateTime
type QueryRoot { user(id: ID!): User actors(limit: Int = 5): [Actor] node(id: ID!): Node }
type MutationRoot { rename(id: ID!, name: String!): User }
`;

const load = (text: string): Promise<ApiModel> => parseSpec(text, { formats: extendedFormats });
const fixture = load(SDL);
const opOf = (model: ApiModel, id: string): Operation => model.operations.find((o) => o.id === id) ?? assert.fail(`no operation ${id}`);

/** The example of one operation of the fixture: query, variables and response as given. */
async function expectExample(id: string, query: string[], variables: Record<string, unknown>, response: unknown): Promise<void> {
  const model = await fixture;
  const example = await graphqlOperationExample(opOf(model, id), model);
  assert.deepEqual(example, { query: query.join('\n'), variables, operationName: example?.operationName, response });
}

/** The walker's response to a hand-written query against the fixture. */
async function expectResponse(query: string, data: unknown, options: { variables?: Record<string, unknown>; operationName?: string } = {}): Promise<void> {
  const model = await fixture;
  assert.deepEqual(exampleResponse(query, { lookup: graphqlLookup(model), rootTypes: model.graphql!.rootTypes, ...options }), data === undefined ? undefined : { data });
}

const USER = { id: 'MDQ6VXNlcjE=', name: 'string', joined: '2024-01-01T00:00:00Z', role: 'ADMIN' };

describe('graphql examples: the generated query and its response', () => {
  it('an object field: the query Try-It prefills, its variables, the response', () =>
    expectExample('query-user', ['query User($id: ID!) {', '  user(id: $id) {', '    id', '    name', '    joined', '    role', '  }', '}'], { id: 'MDQ6VXNlcjE=' }, { data: { user: USER } }));

  it('a union in a list: one item, the first member, __typename', () =>
    expectExample(
      'query-actors',
      ['query Actors($limit: Int) {', '  actors(limit: $limit) {', '    __typename', '    ... on User {', '      id', '      name', '      joined', '      role', '    }', '    ... on Bot {', '      id', '      model', '      grid', '    }', '  }', '}'],
      { limit: 5 },
      { data: { actors: [{ __typename: 'User', ...USER }] } },
    ));

  it('an interface: the first implementing object type, never an interface', async () => {
    const model = await fixture;
    const example = await graphqlOperationExample(opOf(model, 'query-node'), model);
    assert.deepEqual(example?.response, { data: { node: { __typename: 'User', ...USER } } });
  });

  it('a mutation', () =>
    expectExample(
      'mutation-rename',
      ['mutation Rename($id: ID!, $name: String!) {', '  rename(id: $id, name: $name) {', '    id', '    name', '    joined', '    role', '  }', '}'],
      { id: 'MDQ6VXNlcjE=', name: 'string' },
      { data: { rename: USER } },
    ));

  it('query and variables are what Try-It prefills (and so the code samples send)', async () => {
    const model = await fixture;
    for (const op of model.operations) {
      const example = (await graphqlOperationExample(op, model))!;
      const fields = graphqlFormFields(op);
      assert.equal(example.query, fields['query']);
      assert.equal(JSON.stringify(example.variables, null, 2), fields['variables']);
      assert.equal(example.operationName, fields['operationName']);
    }
  });

  it('follows the page example depth', async () => {
    const page = graphqlPageModel(await fixture, { exampleDepth: 3 });
    const example = await graphqlOperationExample(opOf(page, 'query-user'), page);
    assert.deepEqual(example?.response, { data: { user: USER } }, 'User refers only to itself: the cycle stops at depth 1');
    const deeper = graphqlPageModel(await load('type Query { a: A } type A { b: B } type B { c: C } type C { n: Int }'), { exampleDepth: 3 });
    assert.deepEqual((await graphqlOperationExample(deeper.operations[0]!, deeper))?.response, { data: { a: { b: { c: { n: 0 } } } } });
  });

  it('is undefined for an operation that is not GraphQL', async () => {
    const model = await fixture;
    assert.equal(await graphqlOperationExample({ ...opOf(model, 'query-user'), kind: 'http', graphql: undefined } as Operation, model), undefined);
  });
});

describe('graphql examples: the response walker', () => {
  it('aliases are the keys; repeated keys merge their selections', () =>
    expectResponse('{ me: user(id: "1") { key: id } other: user(id: "2") { name } me: user(id: "1") { name } }', { me: { key: 'MDQ6VXNlcjE=', name: 'string' }, other: { name: 'string' } }));

  it('named fragments, inline fragments and __typename; fragments on other types do not apply', () =>
    expectResponse('query { __typename node(id: "1") { ...N ... on Bot { model } } } fragment N on Named { __typename name }', { __typename: 'QueryRoot', node: { __typename: 'User', name: 'string' } }));

  it('an abstract type takes the first possible type a fragment applies to, else the first possible object type', async () => {
    await expectResponse('{ actors { ... on Bot { model grid } } }', { actors: [{ model: 'string', grid: [[0]] }] });
    await expectResponse('{ node(id: "1") { id } }', { node: { id: 'MDQ6VXNlcjE=' } });
    await expectResponse('{ node(id: "1") { ... on Bot { __typename } } }', { node: { __typename: 'Bot' } });
  });

  it('@skip and @include, literal, variable and variable default', async () => {
    await expectResponse('{ user(id: "1") { id @skip(if: true) name @include(if: false) role } }', { user: { role: 'ADMIN' } });
    await expectResponse('query Q($a: Boolean = false, $b: Boolean!) { user(id: "1") { id @include(if: $a) name @skip(if: $b) } }', { user: {} }, { variables: { b: true } });
    await expectResponse('query Q($b: Boolean!) { user(id: "1") { name @skip(if: $b) } }', { user: { name: 'string' } });
  });

  it('lists get one item at every level; nested objects; enums take the first value not deprecated', () =>
    expectResponse('{ user(id: "1") { friends { friends { role } } } }', { user: { friends: [{ friends: [{ role: 'ADMIN' }] }] } }));

  it('picks the operation by name; unknown fields are null; no operation or a syntax error gives undefined', async () => {
    await expectResponse('query A { user(id: "1") { id } } mutation B { rename(id: "1", name: "x") { name } }', { rename: { name: 'string' } }, { operationName: 'B' });
    await expectResponse('{ user(id: "1") { nope } }', { user: { nope: null } });
    await expectResponse('query A { user(id: "1") { id } }', undefined, { operationName: 'C' });
    await expectResponse('subscription { tick }', undefined);
    await expectResponse('{ user(id: ', undefined);
  });

  it('custom scalars: a string in the form the name or @specifiedBy URL suggests, else the name', () => {
    assert.deepEqual(
      ['DateTime', 'GitTimestamp', 'Date', 'URI', 'HTML', 'Base64String', 'BigInt', 'UUID', 'GitObjectID'].map((n) => customScalarSample(n)),
      ['2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z', '2024-01-01', 'https://example.com', '<p>string</p>', 'c3RyaW5n', '0', '00000000-0000-0000-0000-000000000000', 'GitObjectID'],
    );
    assert.equal(customScalarSample('Instantaneous', 'https://tools.ietf.org/html/rfc3339'), '2024-01-01T00:00:00Z');
  });
});

/** The corpus's GraphQL documents, each with the graphql-js schema it describes. */
const corpus = specFiles().filter((f) => f.startsWith('graphql-'));
function schemaOf(file: string): GraphQLSchema {
  const text = readSpec(file);
  if (file.endsWith('.graphql')) return buildASTSchema(parse(text), { assumeValidSDL: true });
  const doc = JSON.parse(text) as { data?: IntrospectionQuery } & IntrospectionQuery;
  return buildClientSchema(doc.data ?? doc, { assumeValid: true });
}

describe('graphql examples: every root field of the corpus', () => {
  it('has GraphQL documents', () => assert.ok(corpus.length >= 4, corpus.join(', ')));

  for (const file of corpus) {
    it(`${file}: each response is what graphql-js executes the query to`, async () => {
      const model = await load(readSpec(file));
      const schema = schemaOf(file);
      assert.ok(model.operations.length > 0);
      for (const op of model.operations) {
        const example = await graphqlOperationExample(op, model);
        assert.ok(example, `${op.id}: an example`);
        const document = parse(example.query);
        assert.deepEqual(validate(schema, document).map((e) => e.message), [], `${op.id}: the query is valid`);
        const data = (example.response as { data: Record<string, unknown> }).data;
        const result = await execute({
          schema,
          document,
          rootValue: data,
          variableValues: example.variables,
          // The generated value under each response key (an alias included), and the type __typename names.
          fieldResolver: (source: Record<string, unknown>, _args, _context, info) => source[info.path.key as string],
          typeResolver: (value: { __typename?: string }, _context, info, type) => value.__typename ?? info.schema.getPossibleTypes(type)[0]?.name,
        });
        assert.deepEqual(result.errors?.map((e) => `${e.message} at ${e.path?.join('.')}`) ?? [], [], `${op.id}: executes without errors`);
        assert.deepEqual(JSON.parse(JSON.stringify(result.data)), data, `${op.id}: the same data`);
      }
    });
  }
});
