// Security requirements: inheritance from the root, `[]` public, AND inside an object, OR across objects,
// `{}` optional, schemes the viewer cannot supply, and the wording of the Send blocker.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  effectiveRequirements,
  evaluateSecurity,
  missingAlternatives,
  schemeToAuthorize,
  securityBlockerList,
  securityBlockers,
  type Credentials,
  type SecurityModel,
  type SecurityRequirement,
  type SecurityScheme,
  type SecurityState,
} from '../../src/index.js';
import { readFileSync } from 'node:fs';
import { parseSpec } from '../../src/index.js';
import { loadCorpusSpec } from './spec-helpers.js';

const loadFixture = (file: string) => parseSpec(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8'));

const schemes: SecurityScheme[] = [
  { kind: 'apiKey', key: 'key', name: 'X-Key', in: 'header' },
  { kind: 'http', key: 'basic', scheme: 'basic' },
  { kind: 'http', key: 'bearer', scheme: 'bearer', bearerFormat: 'JWT' },
  { kind: 'http', key: 'digest', scheme: 'digest' },
  { kind: 'oauth2', key: 'oauth', flows: [{ type: 'implicit', authorizationUrl: '/auth', scopes: { read: 'Read' } }] },
  { kind: 'openIdConnect', key: 'oidc', openIdConnectUrl: 'https://id.example.com/.well-known/openid-configuration' },
  { kind: 'mutualTLS', key: 'mtls' },
];
const model = (security?: SecurityRequirement[]): SecurityModel => (security ? { securitySchemes: schemes, security } : { securitySchemes: schemes });
const ALL: Credentials = {
  key: { value: 'k' },
  basic: { username: 'u', password: '' },
  bearer: { token: 't' },
  digest: { authorization: 'Digest x' },
  oauth: { token: 'o' },
  oidc: { token: 'i' },
};
const only = (...keys: string[]): Credentials => Object.fromEntries(keys.map((k) => [k, ALL[k]!]));

/** One line per case: operation security (undefined = inherit), root security, applied schemes → state. */
function expectState(op: SecurityRequirement[] | undefined, root: SecurityRequirement[] | undefined, applied: string[], state: SecurityState): void {
  const operation = op === undefined ? {} : { security: op };
  assert.equal(evaluateSecurity(operation, model(root), only(...applied)).state, state, JSON.stringify({ op, root, applied }));
}
function expectBlocker(op: SecurityRequirement[], applied: string[], message: string | undefined): void {
  assert.deepEqual(securityBlockers({ security: op }, model(), only(...applied)), message === undefined ? [] : [message]);
}

describe('effectiveRequirements', () => {
  it('the operation’s own security replaces the root’s; undefined inherits; [] stays []', () => {
    const root = [{ key: [] }];
    assert.deepEqual(effectiveRequirements({}, { security: root }), root);
    assert.deepEqual(effectiveRequirements({ security: [{ basic: [] }] }, { security: root }), [{ basic: [] }]);
    assert.deepEqual(effectiveRequirements({ security: [] }, { security: root }), []);
    assert.equal(effectiveRequirements({}, {}), undefined);
    assert.equal(effectiveRequirements({}, undefined), undefined);
  });
});

describe('evaluateSecurity', () => {
  it('no security anywhere: none', () => expectState(undefined, undefined, [], 'none'));
  it('root security is inherited', () => expectState(undefined, [{ key: [] }], [], 'unsatisfied'));
  it('inherited root security, satisfied', () => expectState(undefined, [{ key: [] }], ['key'], 'satisfied'));
  it('operation security overrides the root', () => expectState([{ basic: [] }], [{ key: [] }], ['key'], 'unsatisfied'));
  it('explicit [] is public even under root security', () => expectState([], [{ key: [] }], [], 'public'));
  it('AND: one of two applied is not enough', () => expectState([{ key: [], basic: [] }], undefined, ['key'], 'unsatisfied'));
  it('AND: both applied', () => expectState([{ key: [], basic: [] }], undefined, ['key', 'basic'], 'satisfied'));
  it('OR: either alternative', () => expectState([{ key: [] }, { bearer: [] }], undefined, ['bearer'], 'satisfied'));
  it('OR: none applied', () => expectState([{ key: [] }, { bearer: [] }], undefined, ['basic'], 'unsatisfied'));
  it('{}: optional when nothing applied', () => expectState([{ key: [] }, {}], undefined, [], 'optional'));
  it('{}: satisfied once a real alternative is', () => expectState([{ key: [] }, {}], undefined, ['key'], 'satisfied'));
  it('{} alone: optional', () => expectState([{}], undefined, [], 'optional'));
  it('oauth2 and openIdConnect are satisfied by a pasted token', () => expectState([{ oauth: ['read'], oidc: [] }], undefined, ['oauth', 'oidc'], 'satisfied'));
  it('other http schemes by their raw header value', () => expectState([{ digest: [] }], undefined, ['digest'], 'satisfied'));
  it('mutualTLS never blocks (the TLS stack supplies it)', () => expectState([{ mtls: [] }], undefined, [], 'satisfied'));
  it('an undeclared scheme never blocks', () => expectState([{ ghost: [] }], undefined, [], 'satisfied'));
  it('…but a declared one beside it still must be applied', () => expectState([{ ghost: [], key: [] }], undefined, [], 'unsatisfied'));

  it('basic needs a user name; an empty password is allowed; blank values do not count', () => {
    const op: { security: SecurityRequirement[] } = { security: [{ basic: [] }, { key: [] }] };
    assert.equal(evaluateSecurity(op, model(), { basic: { username: 'u', password: '' } }).state, 'satisfied');
    assert.equal(evaluateSecurity(op, model(), { basic: { username: '', password: 'p' } }).state, 'unsatisfied');
    assert.equal(evaluateSecurity(op, model(), { key: { value: '   ' } }).state, 'unsatisfied');
  });

  it('reports each entry’s status and scopes, and chooses the first satisfied alternative', () => {
    const evaluation = evaluateSecurity({ security: [{ oauth: ['read'], key: [] }, { bearer: [] }, { basic: [] }] }, model(), only('bearer', 'basic', 'oauth'));
    assert.deepEqual(
      evaluation.groups.map((g) => g.entries.map((e) => [e.key, e.scopes, e.status])),
      [[['oauth', ['read'], 'applied'], ['key', [], 'missing']], [['bearer', [], 'applied']], [['basic', [], 'applied']]],
    );
    assert.deepEqual(evaluation.chosen?.requirement, { bearer: [] });
  });

  it('when nothing is satisfied, the alternative missing the fewest credentials is chosen', () => {
    const evaluation = evaluateSecurity({ security: [{ key: [], basic: [] }, { bearer: [], oauth: [] }] }, model(), only('oauth'));
    assert.deepEqual(evaluation.chosen?.missing, ['bearer']);
  });
});

describe('missingAlternatives and securityBlockers', () => {
  it('only the smallest sets are suggested; equal sets once', () => {
    const evaluation = evaluateSecurity(
      { security: [{ key: [], basic: [] }, { basic: [] }, { basic: [], bearer: [] }, { bearer: [], oauth: [] }, { basic: [] }] },
      model(),
      only('oauth'),
    );
    assert.deepEqual(missingAlternatives(evaluation), [['basic'], ['bearer']]);
  });
  it('one scheme', () => expectBlocker([{ key: [] }], [], 'Authorization required: apply “key” in the Authorize panel.'));
  it('alternatives', () => expectBlocker([{ key: [] }, { bearer: [] }], [], 'Authorization required: apply “key” or “bearer” in the Authorize panel.'));
  it('AND names only what is still missing', () => expectBlocker([{ key: [], basic: [] }], ['basic'], 'Authorization required: apply “key” in the Authorize panel.'));
  it('AND + OR', () =>
    expectBlocker([{ key: [], basic: [] }, { oidc: [] }], [], 'Authorization required: apply “key” and “basic”, or “oidc” in the Authorize panel.'));
  it('satisfied: no blocker', () => expectBlocker([{ key: [] }], ['key'], undefined));
  it('optional: no blocker', () => expectBlocker([{ key: [] }, {}], [], undefined));
  it('public: no blocker', () => expectBlocker([], [], undefined));
});

describe('schemeToAuthorize (the Authorize… button of a disabled Send)', () => {
  const expectTarget = (op: SecurityRequirement[], applied: string[], key: string | undefined, schemes = model()) =>
    assert.equal(schemeToAuthorize(evaluateSecurity({ security: op }, schemes, only(...applied))), key, JSON.stringify({ op, applied }));
  it('one scheme', () => expectTarget([{ key: [] }], [], 'key'));
  it('alternatives: the first listed', () => expectTarget([{ bearer: [] }, { key: [] }], [], 'bearer'));
  it('AND: the first scheme still missing', () => expectTarget([{ key: [], basic: [] }], ['key'], 'basic'));
  it('the alternative missing the fewest wins', () => expectTarget([{ key: [], basic: [] }, { oidc: [] }], [], 'oidc'));
  it('schemes the viewer cannot supply are never the target', () => expectTarget([{ mtls: [], key: [] }], [], 'key'));
  it('satisfied, optional, public: none', () => {
    expectTarget([{ key: [] }], ['key'], undefined);
    expectTarget([{ key: [] }, {}], [], undefined);
    expectTarget([], [], undefined);
  });
  it('a deprecated scheme comes after an equally close one', () => {
    const deprecated: SecurityModel = { securitySchemes: schemes.map((s) => (s.key === 'key' ? { ...s, deprecated: true } : s)) };
    expectTarget([{ key: [] }, { bearer: [] }], [], 'bearer', deprecated);
    expectTarget([{ key: [], basic: [] }], [], 'basic', deprecated);
  });
  it('the Send blocker carries it', () =>
    assert.deepEqual(securityBlockerList({ security: [{ key: [], basic: [] }, { oidc: [] }] }, model(), {}), [
      { code: 'authorization-required', alternatives: [['key', 'basic'], ['oidc']], scheme: 'oidc' },
    ]));
});

describe('real specs', () => {
  it('oas30-security-multiple.yaml: AND, OR, AND/OR, many AND/OR', async () => {
    const spec = await loadCorpusSpec('oas30-security-multiple.yaml');
    const op = (path: string) => spec.operations.find((o) => o.path === path)!;
    const state = (path: string, c: Credentials) => evaluateSecurity(op(path), spec, c).state;
    const creds: Record<string, Credentials[string]> = {
      apiKey_header: { value: 'h' },
      apiKey_cookie: { value: 'c' },
      apiKey_query: { value: 'q' },
      basic: { username: 'u', password: 'p' },
      bearer: { token: 'b' },
      bearer_jwt: { token: 'j' },
      oauth2: { token: 'o' },
      oauth2_alternate: { token: 'a' },
    };
    const pick = (...keys: string[]): Credentials => Object.fromEntries(keys.map((k) => [k, creds[k]!]));
    assert.equal(state('/anything/and', pick('apiKey_header', 'basic')), 'unsatisfied');
    assert.equal(state('/anything/and', pick('apiKey_header', 'basic', 'oauth2')), 'satisfied');
    assert.equal(state('/anything/or', pick('apiKey_header')), 'satisfied');
    assert.equal(state('/anything/or', pick('basic')), 'unsatisfied');
    assert.equal(state('/anything/and-or', pick('oauth2')), 'unsatisfied');
    assert.equal(state('/anything/and-or', pick('oauth2_alternate')), 'satisfied');
    assert.equal(state('/anything/many-and-or', pick('bearer')), 'unsatisfied');
    assert.equal(state('/anything/many-and-or', pick('bearer_jwt')), 'satisfied');
    assert.deepEqual(securityBlockers(op('/anything/many-and-or'), spec, pick('apiKey_cookie')), [
      'Authorization required: apply “bearer_jwt”, or “basic”, or “apiKey_header” and “apiKey_query” in the Authorize panel.',
    ]);
  });

  it('oas30-security.yaml: every scheme kind is mapped; `{}` makes the no-auth-optional operation optional', async () => {
    const spec = await loadCorpusSpec('oas30-security.yaml');
    assert.deepEqual(
      spec.securitySchemes.map((s) => [s.key, s.kind]),
      [
        ['apiKey_cookie', 'apiKey'],
        ['apiKey_header', 'apiKey'],
        ['apiKey_query', 'apiKey'],
        ['basic', 'http'],
        ['bearer', 'http'],
        ['bearer_jwt', 'http'],
        ['oauth2', 'oauth2'],
        ['oauth2_authorizationCode', 'oauth2'],
        ['oauth2_clientCredentials', 'oauth2'],
        ['oauth2_implicit', 'oauth2'],
        ['oauth2_password', 'oauth2'],
        ['openIdConnect', 'openIdConnect'],
      ],
    );
    const states = spec.operations.map((o) => evaluateSecurity(o, spec, {}).state);
    assert.ok(states.includes('optional'));
    assert.ok(states.includes('none') || states.includes('public'));
    assert.equal(states.filter((s) => s === 'unsatisfied').length, 13);
  });
});

describe('fixtures', () => {
  it('auth-requirements.yaml: every case, one line each', async () => {
    const spec = await loadFixture('auth-requirements.yaml');
    const state = (operationId: string, ...applied: string[]) => {
      const credentials: Credentials = Object.fromEntries(applied.map((k) => [k, { value: 'v', token: 't', username: 'u', authorization: 'Digest x' }]));
      return evaluateSecurity(spec.operations.find((o) => o.operationId === operationId)!, spec, credentials).state;
    };
    assert.equal(state('inheritRoot'), 'unsatisfied');
    assert.equal(state('inheritRoot', 'api_key'), 'satisfied');
    assert.equal(state('publicOp'), 'public');
    assert.equal(state('overrideOp', 'api_key'), 'unsatisfied');
    assert.equal(state('overrideOp', 'bearer'), 'satisfied');
    assert.equal(state('andOp', 'api_key'), 'unsatisfied');
    assert.equal(state('andOp', 'api_key', 'basic'), 'satisfied');
    assert.equal(state('orOp', 'oauth'), 'satisfied');
    assert.equal(state('andOrOp', 'cookie_key'), 'unsatisfied');
    assert.equal(state('andOrOp', 'cookie_key', 'bearer'), 'satisfied');
    assert.equal(state('andOrOp', 'oidc'), 'satisfied');
    assert.equal(state('optionalOp'), 'optional');
    assert.equal(state('optionalOp', 'query_key'), 'satisfied');
    assert.equal(state('digestOp', 'digest'), 'satisfied');
  });

  it('auth-swagger2.yaml: securityDefinitions map to http basic, apiKey and oauth2 (accessCode → authorizationCode)', async () => {
    const spec = await loadFixture('auth-swagger2.yaml');
    assert.deepEqual(spec.securitySchemes, [
      { kind: 'http', key: 'basic_auth', scheme: 'basic' },
      { kind: 'apiKey', key: 'key', name: 'X-Key', in: 'header' },
      {
        kind: 'oauth2',
        key: 'petstore_auth',
        flows: [
          {
            type: 'authorizationCode',
            authorizationUrl: 'https://auth.example.com/dialog',
            tokenUrl: 'https://auth.example.com/token',
            scopes: { 'write:pets': 'modify pets', 'read:pets': 'read pets' },
          },
        ],
      },
    ]);
    const op = spec.operations[0]!;
    assert.equal(evaluateSecurity(op, spec, { basic_auth: { username: 'u' } }).state, 'unsatisfied', 'the operation overrides root basic');
    assert.equal(evaluateSecurity(op, spec, { key: { value: 'k' } }).state, 'satisfied');
  });
});
