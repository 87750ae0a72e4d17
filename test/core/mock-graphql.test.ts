// The GraphQL mock: SDL printed from the model of each corpus document (SDL and introspection) builds the very
// schema the document describes; queries answer data shaped exactly by their selection (checked by an
// independent walker, mock-graphql-shape.ts), the same request always the same data; GraphQL over HTTP as the
// spec words it (graphql-http's own audit of it included): request errors, GraphQL errors, media types, GET.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditServer } from 'graphql-http';
import { buildClientSchema, buildSchema, lexicographicSortSchema, printSchema, validateSchema, type GraphQLSchema } from 'graphql';
import { extendedFormats, parseSpec, type ApiModel } from '../../src/index.js';
import { graphqlAnswer } from '../../src/mock/graphql-answer.js';
import { graphqlSdl } from '../../src/mock/graphql-sdl.js';
import { scalarValues } from '../../src/mock/graphql-scalar-values.js';
import { seededRandom } from '../../src/mock/graphql-seeded-random.js';
import type { MockAnswer, MockRequest } from '../../src/mock/types.js';
import { loadCorpusSpec, readSpec } from './spec-helpers.js';
import { assertShape } from './mock-graphql-shape.js';

const CORPUS = ['graphql-swapi.graphql', 'graphql-github.graphql', 'graphql-swapi-introspection-wrapped.json', 'graphql-github-introspection-wrapped.json'];
const URL_BASE = 'https://api.example.com/graphql';

const models = new Map<string, Promise<ApiModel>>();
const corpus = (file: string): Promise<ApiModel> => {
  if (!models.has(file)) models.set(file, loadCorpusSpec(file, { formats: extendedFormats }));
  return models.get(file)!;
};
const schemaOf = async (model: ApiModel): Promise<GraphQLSchema> => buildSchema(graphqlSdl(model));

interface Sent {
  status: number;
  headers: Map<string, string>;
  json: Record<string, unknown>;
}

function post(body: unknown, headers: Record<string, string> = {}): MockRequest {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { method: 'POST', url: new URL(URL_BASE), headers: new Headers({ 'content-type': 'application/json', ...headers }), body: new TextEncoder().encode(text) };
}

function get(params: Record<string, string>, headers: Record<string, string> = {}): MockRequest {
  const url = new URL(URL_BASE);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { method: 'GET', url, headers: new Headers(headers) };
}

async function send(model: ApiModel, request: MockRequest): Promise<Sent> {
  const answer: MockAnswer = await graphqlAnswer(model, request);
  assert.equal(typeof answer.body, 'string', 'a JSON text body');
  return { status: answer.status, headers: new Map(answer.headers.map(([k, v]) => [k.toLowerCase(), v])), json: JSON.parse(answer.body as string) as Record<string, unknown> };
}

/** Posts a query, expects 200 data without errors of the shape the query asks, and returns the data. */
async function expectData(model: ApiModel, query: string, variables?: Record<string, unknown>): Promise<Record<string, any>> {
  const sent = await send(model, post({ query, variables }));
  assert.equal(sent.json['errors'], undefined, JSON.stringify(sent.json['errors']));
  assert.equal(sent.status, 200);
  assertShape(await schemaOf(model), query, sent.json['data']);
  return sent.json['data'] as Record<string, any>;
}

/** Expects a request error (no data): its status, and the messages (and locations, when given). */
async function expectErrors(model: ApiModel, request: MockRequest, status: number, errors: Array<{ message: string | RegExp; locations?: unknown }>): Promise<Sent> {
  const sent = await send(model, request);
  assert.equal(sent.status, status, JSON.stringify(sent.json));
  assert.equal('data' in sent.json, false, 'no data entry');
  const got = sent.json['errors'] as Array<{ message: string; locations?: unknown }>;
  assert.equal(got.length, errors.length, JSON.stringify(got));
  errors.forEach((e, i) => {
    if (typeof e.message === 'string') assert.equal(got[i]!.message, e.message);
    else assert.match(got[i]!.message, e.message);
    if (e.locations) assert.deepEqual(got[i]!.locations, e.locations);
  });
  return sent;
}

const TODO_SDL = `
type Query { todo(id: ID!): Todo todos(limit: Int = 2, status: Status): [Todo!]! }
type Mutation { addTodo(title: String!, status: Status = OPEN): Todo! }
type Todo { id: ID! title: String! status: Status! tags: [String!]! due: DateTime }
enum Status { OPEN DONE OLD @deprecated }
scalar DateTime
`;
const todo = parseSpec(TODO_SDL, { formats: extendedFormats });

const SWAPI_QUERY = `query Films($first: Int!, $id: ID) {
  allFilms(first: $first) {
    totalCount
    films { ...FilmFields }
    edges { cursor node { id title } }
  }
  hero: person(id: $id) { id name height mass species { name } filmConnection(first: 1) { films { title } } }
  node(id: "cGVvcGxlOjE=") { __typename id ... on Person { name } ... on Film { title } }
  __typename
  skipped: film { id @skip(if: true) title @include(if: true) }
}
fragment FilmFields on Film { title episodeID releaseDate producers planetConnection { planets { name climates } } }`;

const GITHUB_QUERY = `query Repo($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    name
    visibility
    createdAt
    url
    stars: stargazerCount
    issues(first: 3, states: [OPEN], orderBy: {field: CREATED_AT, direction: DESC}) {
      nodes { title state number author { __typename login ... on User { bio } } labels(first: 2) { nodes { name color } } }
    }
    object(expression: "HEAD") { __typename ... on Commit { oid committedDate messageHeadlineHTML } }
  }
  viewer { login avatarUrl(size: 40) }
}`;

describe('GraphQL mock: the SDL printed from the model', () => {
  for (const file of CORPUS) {
    it(`${file}: builds with buildSchema, valid, and is the schema the document describes`, async () => {
      const model = await corpus(file);
      const schema = buildSchema(graphqlSdl(model));
      assert.deepEqual(validateSchema(schema), []);
      const text = readSpec(file);
      const original = file.endsWith('.json')
        ? buildClientSchema((JSON.parse(text) as { data: Parameters<typeof buildClientSchema>[0] }).data)
        : buildSchema(text, { assumeValidSDL: true }); // GitHub's SDL defines two fields twice
      assert.equal(printSchema(lexicographicSortSchema(schema)), printSchema(lexicographicSortSchema(original)));
    });
  }

  it('a type used but not defined stands in as a scalar; an unreadable default is left out', async () => {
    const model = await parseSpec(TODO_SDL, { formats: extendedFormats });
    const type = model.schemas.get('Todo')!.graphql!;
    type.fields.push({ name: 'owner', type: 'Owner', typeName: 'Owner', args: [{ name: 'x', type: 'Int', typeName: 'Int', defaultValue: '{not', deprecated: false, directives: [] }], deprecated: false, directives: [] });
    const sdl = graphqlSdl(model);
    assert.match(sdl, /^scalar Owner$/m);
    assert.match(sdl, /^ {4}x: Int$/m);
    assert.deepEqual(validateSchema(buildSchema(sdl)), []);
  });
});

describe('GraphQL mock: answers shaped by the query', () => {
  it('SWAPI: nested selections, aliases, variables, fragments, lists, @skip/@include, an interface', async () => {
    const data = await expectData(await corpus('graphql-swapi.graphql'), SWAPI_QUERY, { first: 3, id: 'cGVvcGxlOjQ=' });
    assert.equal(data['allFilms'].films.length, 3, 'first: 3 gives three films');
    assert.equal(data['allFilms'].edges.length, 3, 'and three edges');
    assert.equal(data['hero'].id, 'cGVvcGxlOjQ=', 'the id asked for');
    assert.equal(data['node'].id, 'cGVvcGxlOjE=');
    assert.equal(data['hero'].filmConnection.films.length, 1);
    assert.match(data['allFilms'].films[0].releaseDate, /^\d{4}-\d\d-\d\d$/, 'a String named …Date is a date');
  });

  it('the introspection document answers as the SDL does where the schemas agree', async () => {
    // The two SWAPI exports differ a little (Person.mass is a Float in the SDL, an Int in the introspection; the
    // types come in another order, so an interface's members are picked from another list).
    const query = SWAPI_QUERY.replace(' mass ', ' ');
    const variables = { first: 2, id: 'x' };
    const fromSdl = await send(await corpus('graphql-swapi.graphql'), post({ query, variables }));
    const fromIntrospection = await send(await corpus('graphql-swapi-introspection-wrapped.json'), post({ query, variables }));
    assertShape(await schemaOf(await corpus('graphql-swapi-introspection-wrapped.json')), query, fromIntrospection.json['data']);
    assert.deepEqual((fromIntrospection.json['data'] as any).allFilms, (fromSdl.json['data'] as any).allFilms);
  });

  for (const file of ['graphql-github.graphql', 'graphql-github-introspection-wrapped.json']) {
    it(`${file}: enums, enum and input arguments, unions and interfaces, custom scalars`, async () => {
      const model = await corpus(file);
      const data = await expectData(model, GITHUB_QUERY, { owner: 'octocat', name: 'hello-world' });
      const repo = data['repository'];
      assert.equal(repo.name, 'hello-world', 'a lookup argument is echoed into the field of its name');
      assert.equal(repo.issues.nodes.length, 3);
      assert.match(repo.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, 'DateTime');
      assert.doesNotThrow(() => new URL(repo.url), 'URI');
      if (repo.object?.__typename === 'Commit') {
        assert.match(repo.object.oid, /^[0-9a-f]{40}$/, 'GitObjectID');
        assert.match(repo.object.committedDate, /^\d{4}-\d\d-\d\dT/, 'GitTimestamp');
        assert.match(repo.object.messageHeadlineHTML, /^<p>.*<\/p>$/, 'HTML');
      }
    });
  }

  it('custom scalars by name: dates, times, URLs, HTML, Base64, BigInt, JSON; else a string', () => {
    const names = ['DateTime', 'Date', 'Time', 'URI', 'URL', 'HTML', 'GitTimestamp', 'Base64String', 'BigInt', 'JSON', 'UUID', 'Email', 'Whatever'];
    const random = seededRandom(1);
    const values = scalarValues(names.map((name) => ({ name })), () => random);
    const value = (name: string): unknown => values[name]!();
    assert.match(String(value('DateTime')), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.match(String(value('Date')), /^\d{4}-\d\d-\d\d$/);
    assert.match(String(value('Time')), /^\d\d:\d\d:\d\dZ$/);
    assert.match(String(value('URI')), /^https:\/\//);
    assert.match(String(value('URL')), /^https:\/\//);
    assert.match(String(value('HTML')), /^<p>.+<\/p>$/);
    assert.match(String(value('GitTimestamp')), /^\d{4}-\d\d-\d\dT/);
    assert.match(atob(String(value('Base64String'))), /^\w+ \w+$/);
    assert.match(String(value('BigInt')), /^\d+$/);
    assert.equal(typeof value('JSON'), 'object');
    assert.match(String(value('UUID')), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.match(String(value('Email')), /@example\.com$/);
    assert.equal(typeof value('Whatever'), 'string');
    const specified = scalarValues([{ name: 'Instant2', specifiedByURL: 'https://tools.ietf.org/html/rfc3339' }], () => random);
    assert.match(String(specified['Instant2']!()), /^\d{4}-\d\d-\d\dT/, '@specifiedBy decides first');
  });

  it('the shape check itself fails on answers that do not fit', async () => {
    const schema = await schemaOf(await todo);
    const query = '{ todos { id status } }';
    assertShape(schema, query, { todos: [{ id: 'a', status: 'OPEN' }] });
    assert.throws(() => assertShape(schema, query, { todos: [{ id: 'a', status: 'OPEN', title: 'x' }] }), /keys/);
    assert.throws(() => assertShape(schema, query, { todos: [{ status: 'OPEN', id: 'a' }] }), /keys/);
    assert.throws(() => assertShape(schema, query, { todos: [{ id: 'a', status: 'LATER' }] }), /Status/);
    assert.throws(() => assertShape(schema, query, { todos: [{ id: null, status: 'OPEN' }] }), /not null/);
    assert.throws(() => assertShape(schema, query, { todos: { id: 'a', status: 'OPEN' } }), /list/);
  });

  it('enums answer their values that are not deprecated; a list argument sets the length', async () => {
    const model = await todo;
    const data = await expectData(model, '{ todos(limit: 20) { id status due } }');
    assert.equal(data['todos'].length, 20);
    assert.ok(data['todos'].every((t: { status: string }) => t.status === 'OPEN' || t.status === 'DONE'));
    assert.equal(new Set(data['todos'].map((t: { id: string }) => t.id)).size, 20, 'ids do not repeat');
  });

  it('a subscription answers one event; a schema with mistakes (a type without fields) still answers', async () => {
    const model = await parseSpec('type Query { a: Empty b: Int } type Empty type Subscription { ticks(every: Int): Tick! } type Tick { at: String! n: Int! }', { formats: extendedFormats });
    assert.ok(model.warnings.some((w) => w.message === 'Type Empty must define one or more fields.'));
    await expectData(model, '{ a { __typename } b }');
    await expectData(model, 'subscription { ticks(every: 5) { at n } }');
  });

  it('introspection answers from the schema', async () => {
    const model = await corpus('graphql-swapi.graphql');
    const data = await expectData(model, '{ __schema { queryType { name } } __type(name: "Film") { kind fields { name } } }');
    assert.equal(data['__schema'].queryType.name, 'Root');
    assert.deepEqual(data['__type'].fields.map((f: { name: string }) => f.name), model.schemas.get('Film')!.graphql!.fields.map((f) => f.name));
  });
});

describe('GraphQL mock: the same request, the same answer', () => {
  it('same query and variables → the same body, from a freshly loaded model too', async () => {
    const variables = { first: 2, id: 'a' };
    const first = await send(await corpus('graphql-swapi.graphql'), post({ query: SWAPI_QUERY, variables }));
    const again = await send(await corpus('graphql-swapi.graphql'), post({ query: SWAPI_QUERY, variables }));
    const reloaded = await send(await loadCorpusSpec('graphql-swapi.graphql', { formats: extendedFormats }), post({ query: SWAPI_QUERY, variables: { id: 'a', first: 2 } }));
    assert.deepEqual(again.json, first.json);
    assert.deepEqual(reloaded.json, first.json, 'variables in another key order are the same request');
  });

  it('other variables or another query → other values', async () => {
    const model = await corpus('graphql-swapi.graphql');
    const one = await send(model, post({ query: SWAPI_QUERY, variables: { first: 2, id: 'a' } }));
    const two = await send(model, post({ query: SWAPI_QUERY, variables: { first: 2, id: 'b' } }));
    assert.notDeepEqual((two.json['data'] as any).allFilms, (one.json['data'] as any).allFilms);
  });
});

describe('GraphQL mock: mutations', () => {
  it('a mutation answers its payload, arguments echoed', async () => {
    const data = await expectData(await todo, 'mutation Add($t: String!) { addTodo(title: $t) { id title status tags } }', { t: 'Buy milk' });
    assert.equal(data['addTodo'].title, 'Buy milk');
    assert.equal(data['addTodo'].status, 'OPEN', 'the default of an argument is echoed too');
  });

  it('GitHub: a mutation with an input object echoes its clientMutationId', async () => {
    const query = 'mutation { addStar(input: {starrableId: "MDEwOlJlcG9zaXRvcnkx", clientMutationId: "m-1"}) { clientMutationId starrable { __typename id stargazerCount } } }';
    const data = await expectData(await corpus('graphql-github.graphql'), query);
    assert.equal(data['addStar'].clientMutationId, 'm-1');
  });

  it('a mutation over GET is a 405 that allows POST', async () => {
    const sent = await expectErrors(await todo, get({ query: 'mutation { addTodo(title: "x") { id } }' }), 405, [{ message: /GET/ }]);
    assert.equal(sent.headers.get('allow'), 'POST');
  });
});

describe('GraphQL mock: GraphQL errors', () => {
  it('an unknown field is a validation error with its location (200 for application/json)', async () => {
    const model = await corpus('graphql-swapi.graphql');
    const sent = await expectErrors(model, post({ query: '{\n  allFilms {\n    nope\n  }\n}' }), 200, [
      { message: 'Cannot query field "nope" on type "FilmsConnection".', locations: [{ line: 3, column: 5 }] },
    ]);
    assert.equal(sent.headers.get('content-type'), 'application/json; charset=utf-8');
  });

  it('as application/graphql-response+json: 400, that media type', async () => {
    const model = await corpus('graphql-swapi.graphql');
    const sent = await expectErrors(model, post({ query: '{ nope }' }, { accept: 'application/graphql-response+json' }), 400, [{ message: /Cannot query field "nope" on type "Root"/, locations: [{ line: 1, column: 3 }] }]);
    assert.equal(sent.headers.get('content-type'), 'application/graphql-response+json; charset=utf-8');
  });

  it('a syntax error, with its location', async () => {
    await expectErrors(await todo, post({ query: '{ todo(id: 1) {' }), 200, [{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 16 }] }]);
  });

  it('variables that do not fit: a request error', async () => {
    await expectErrors(await todo, post({ query: 'query ($id: ID!) { todo(id: $id) { id } }', variables: {} }), 200, [{ message: /Variable "\$id" of required type "ID!" was not provided/ }]);
  });

  it('a query asking for too many values stops with one error saying so', async () => {
    const query = '{ allPeople(first: 50) { people { filmConnection(first: 50) { films { characterConnection(first: 50) { characters { name } } } } } } }';
    const sent = await send(await corpus('graphql-swapi.graphql'), post({ query }));
    assert.equal(sent.status, 200);
    const errors = sent.json['errors'] as Array<{ message: string }>;
    assert.equal(errors.length, 1);
    assert.match(errors[0]!.message, /more values than the mock answers/);
  });
});

describe('GraphQL mock: GraphQL over HTTP', () => {
  it('GET with query, variables and operationName', async () => {
    const model = await todo;
    const query = 'query A { todos { id } } query B($id: ID!) { todo(id: $id) { id title } }';
    const sent = await send(model, get({ query, variables: JSON.stringify({ id: 't1' }), operationName: 'B' }));
    assert.equal(sent.status, 200);
    assert.equal((sent.json['data'] as any).todo.id, 't1');
    assertShape(await schemaOf(model), query, sent.json['data'], 'B');
  });

  it('not a GraphQL request: 400 with errors (405 for another method, 415 for another body type)', async () => {
    const model = await todo;
    await expectErrors(model, post('{"query": '), 400, [{ message: /not UTF-8 JSON/ }]);
    await expectErrors(model, post({}), 400, [{ message: /no query/ }]);
    await expectErrors(model, post({ query: 1 }), 400, [{ message: /not a string/ }]);
    await expectErrors(model, post([{ query: '{ todos { id } }' }]), 400, [{ message: /Batched/ }]);
    await expectErrors(model, post({ query: '{ todos { id } }', variables: 'x' }), 400, [{ message: /variables/ }]);
    await expectErrors(model, post({ query: '{ todos { id } }' }, { 'content-type': 'text/plain' }), 415, [{ message: /application\/json/ }]);
    await expectErrors(model, get({}), 400, [{ message: /no query/ }]);
    await expectErrors(model, get({ query: '{ todos { id } }', variables: '{' }), 400, [{ message: /not JSON/ }]);
    const put = await expectErrors(model, { ...post({ query: '{ todos { id } }' }), method: 'PUT' }, 405, [{ message: /GET or POST/ }]);
    assert.equal(put.headers.get('allow'), 'GET, POST');
  });

  it('Accept: the new media type when preferred, application/json otherwise', async () => {
    const model = await todo;
    const typeFor = async (accept: string) => (await send(model, post({ query: '{ todos { id } }' }, { accept }))).headers.get('content-type');
    assert.equal(await typeFor('application/graphql-response+json, application/json;q=0.9'), 'application/graphql-response+json; charset=utf-8');
    assert.equal(await typeFor('application/json, application/graphql-response+json;q=0.5'), 'application/json; charset=utf-8');
    assert.equal(await typeFor('*/*'), 'application/json; charset=utf-8');
    assert.equal(await typeFor('text/html'), 'application/json; charset=utf-8');
  });

  it("passes graphql-http's audit of the GraphQL-over-HTTP spec (every MUST, SHOULD and MAY)", async () => {
    const model = await corpus('graphql-swapi.graphql');
    const fetchFn = async (input: string, init: RequestInit = {}): Promise<Response> => {
      const request = new Request(input, init);
      const body = new Uint8Array(await request.arrayBuffer());
      const answer = await graphqlAnswer(model, { method: request.method, url: new URL(request.url), headers: request.headers, ...(body.length > 0 ? { body } : {}) });
      return new Response(answer.body as string, { status: answer.status, headers: answer.headers });
    };
    const results = await auditServer({ url: URL_BASE, fetchFn });
    assert.ok(results.length > 50);
    assert.deepEqual(results.filter((r) => r.status !== 'ok').map((r) => `${r.id} ${r.name}: ${r.status}`), []);
  });
});
