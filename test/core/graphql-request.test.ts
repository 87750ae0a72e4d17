/** GraphQL Try-It in the core: the page settings (endpoint, security schemes, example depth), the request, blockers, errors. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildRequest,
  extendedFormats,
  graphqlErrorsOf,
  graphqlPageModel,
  initialFormState,
  parseSpec,
  sendBlockers,
  type ApiModel,
} from '../../src/index.js';

const SDL = `type Query { me: User  user(login: String!, first: Int = 5): User }
type User { login: String! friends: [User] repos: [Repo] }
type Repo { name: String owner: User license: License }
type License { key: String }`;

const load = async (): Promise<ApiModel> => parseSpec(SDL, { formats: extendedFormats });
const op = (m: ApiModel, id: string) => m.operations.find((o) => o.id === id)!;

describe('graphql page model', () => {
  it('endpoint → the one server; none → an endpoint variable the form saves, and a blocker until filled', async () => {
    const loaded = await load();
    const withEndpoint = graphqlPageModel(loaded, { endpoint: 'https://api.example.com/graphql' });
    assert.deepEqual(withEndpoint.servers, [{ url: 'https://api.example.com/graphql', variables: [] }]);
    const request = buildRequest(op(withEndpoint, 'query-user'), initialFormState(op(withEndpoint, 'query-user'), withEndpoint), { model: withEndpoint });
    assert.equal(request.method, 'POST');
    assert.equal(request.url, 'https://api.example.com/graphql');
    assert.deepEqual(request.headers, [['Content-Type', 'application/json']]);
    assert.deepEqual(JSON.parse(request.body?.kind === 'text' ? request.body.text : ''), {
      // User.friends returns User again (a cycle): left out.
      query: 'query User($login: String!, $first: Int) {\n  user(login: $login, first: $first) {\n    login\n    repos {\n      name\n    }\n  }\n}',
      variables: { login: 'string', first: 5 },
      operationName: 'User',
    });

    const without = graphqlPageModel(loaded);
    assert.equal(without.servers[0]?.url, '{endpoint}');
    const state = initialFormState(op(without, 'query-me'), without);
    assert.deepEqual(state.serverVariables, { endpoint: '' });
    assert.deepEqual(sendBlockers(op(without, 'query-me'), state), ['Enter the GraphQL endpoint URL.']);
    state.serverVariables['endpoint'] = 'http://127.0.0.1:4000/graphql';
    assert.equal(buildRequest(op(without, 'query-me'), state, { model: without }).url, 'http://127.0.0.1:4000/graphql');
  });

  it('blocks Send on an empty query and on variables that are not a JSON object; leaves out empty variables and name', async () => {
    const m = graphqlPageModel(await load(), { endpoint: 'https://x.test/graphql' });
    const me = op(m, 'query-me');
    const state = initialFormState(me, m);
    assert.deepEqual(sendBlockers(me, state), []);
    state.formFields['variables'] = '[1]';
    state.formFields['query'] = ' ';
    assert.deepEqual(sendBlockers(me, state), ['The query is empty.', 'The variables must be a JSON object.']);
    state.formFields = { query: '{ me { login } }', variables: '', operationName: '' };
    const body = buildRequest(me, state, { model: m }).body;
    assert.deepEqual(JSON.parse(body?.kind === 'text' ? body.text : ''), { query: '{ me { login } }' });
  });

  it('security: one optional HTTP bearer scheme by default; security-schemes objects replace it (oauth2 included)', async () => {
    const loaded = await load();
    const byDefault = graphqlPageModel(loaded);
    assert.deepEqual(byDefault.securitySchemes.map((s) => [s.kind, s.key]), [['http', 'bearerAuth']]);
    assert.deepEqual(byDefault.security, [{ bearerAuth: [] }, {}]);
    const custom = graphqlPageModel(loaded, {
      securitySchemes: {
        key: { type: 'apiKey', in: 'header', name: 'X-Key' },
        oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: { read: 'Read' } } } },
      },
    });
    assert.deepEqual(custom.securitySchemes, [
      { kind: 'apiKey', key: 'key', name: 'X-Key', in: 'header' },
      { kind: 'oauth2', key: 'oauth', flows: [{ type: 'clientCredentials', tokenUrl: '/token', scopes: { read: 'Read' } }] },
    ]);
    assert.deepEqual(custom.security, [{ key: [] }, { oauth: [] }, {}]);
    assert.equal(loaded.securitySchemes.length, 0, 'the loaded model is not changed');
  });

  it('example depth: 1 keeps only leaf fields, 3 goes one level further (cycles still cut)', async () => {
    const loaded = await load();
    const depth1 = graphqlPageModel(loaded, { exampleDepth: 1 });
    assert.equal(op(depth1, 'query-me').graphql?.example.document, 'query Me {\n  me {\n    login\n  }\n}');
    const depth3 = graphqlPageModel(loaded, { exampleDepth: 3 });
    assert.match(op(depth3, 'query-me').graphql!.example.document, /repos \{\n {6}name\n {6}license \{\n {8}key\n {6}\}\n {4}\}/);
    assert.doesNotMatch(op(loaded, 'query-me').graphql!.example.document, /license/);
    assert.doesNotMatch(op(depth3, 'query-me').graphql!.example.document, /owner/, 'Repo.owner returns User: a cycle');
    assert.equal(op(loaded, 'query-me').graphql?.example.document.includes('repos'), true, 'the default stays depth 2');
  });

  it('a model of another format passes through', async () => {
    const openapi = { specType: 'openapi-3' } as ApiModel;
    assert.equal(graphqlPageModel(openapi, { endpoint: 'x' }), openapi);
  });
});

describe('graphql errors in a response', () => {
  it('reads the errors array with paths; none for data-only or non-JSON bodies', () => {
    assert.deepEqual(graphqlErrorsOf('{"errors":[{"message":"Boom","path":["a",0,"b"]},{"message":"Two"}],"data":null}', 'application/json'), [
      'Boom (at a.0.b)',
      'Two',
    ]);
    assert.deepEqual(graphqlErrorsOf('{"data":{"a":1}}', 'application/graphql-response+json'), []);
    assert.deepEqual(graphqlErrorsOf('<html>', 'text/html'), []);
  });
});
