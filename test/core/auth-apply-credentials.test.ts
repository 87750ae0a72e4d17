// Credentials on a built HttpRequest: header, query and cookie API keys, basic (UTF-8 base64), bearer and pasted
// OAuth/OIDC tokens, raw Authorization values, the chosen alternative, placeholders, and no mutation.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyCredentials,
  basicAuthorization,
  type Credentials,
  type HttpRequest,
  type SecurityModel,
  type SecurityRequirement,
  type SecurityScheme,
} from '../../src/index.js';

const schemes: SecurityScheme[] = [
  { kind: 'apiKey', key: 'header', name: 'X-API-Key', in: 'header' },
  { kind: 'apiKey', key: 'query', name: 'api key', in: 'query' },
  { kind: 'apiKey', key: 'cookie', name: 'session', in: 'cookie' },
  { kind: 'http', key: 'basic', scheme: 'basic' },
  { kind: 'http', key: 'bearer', scheme: 'bearer', bearerFormat: 'JWT' },
  { kind: 'http', key: 'digest', scheme: 'digest' },
  { kind: 'oauth2', key: 'oauth', flows: [{ type: 'clientCredentials', tokenUrl: '/token', scopes: {} }] },
  { kind: 'openIdConnect', key: 'oidc', openIdConnectUrl: '/.well-known/openid-configuration' },
  { kind: 'mutualTLS', key: 'mtls' },
];
const model: SecurityModel = { securitySchemes: schemes };
const base = (): HttpRequest => ({ method: 'GET', url: 'https://api.example.com/pets?limit=2', headers: [['Accept', 'application/json']] });

/** Applies `credentials` for an operation requiring `security` and returns the request's interesting parts. */
function applied(security: SecurityRequirement[], credentials: Credentials, placeholders = false, request = base()) {
  const out = applyCredentials(request, { security }, model, credentials, { placeholders });
  return { url: out.url, headers: out.headers.slice(1), cookies: out.cookies ?? [] };
}
const expectHeaders = (security: SecurityRequirement[], credentials: Credentials, headers: Array<[string, string]>, placeholders = false) =>
  assert.deepEqual(applied(security, credentials, placeholders).headers, headers);

describe('applyCredentials: each scheme', () => {
  it('apiKey in a header', () => expectHeaders([{ header: [] }], { header: { value: 'k-1' } }, [['X-API-Key', 'k-1']]));
  it('apiKey in the query, percent-encoded, after existing parameters', () =>
    assert.equal(applied([{ query: [] }], { query: { value: 'a&b=c d' } }).url, 'https://api.example.com/pets?limit=2&api%20key=a%26b%3Dc%20d'));
  it('apiKey in the query of a URL without one', () => {
    const out = applyCredentials({ method: 'GET', url: 'https://x.test/a', headers: [] }, { security: [{ query: [] }] }, model, { query: { value: 'v' } });
    assert.equal(out.url, 'https://x.test/a?api%20key=v');
  });
  it('apiKey in a cookie', () => assert.deepEqual(applied([{ cookie: [] }], { cookie: { value: 's3' } }).cookies, [['session', 's3']]));
  it('basic: base64 of UTF-8 user:password', () => {
    expectHeaders([{ basic: [] }], { basic: { username: 'Aladdin', password: 'open sesame' } }, [['Authorization', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==']]);
    assert.equal(basicAuthorization('tëst', 'pässwörd'), `Basic ${Buffer.from('tëst:pässwörd', 'utf8').toString('base64')}`);
  });
  it('bearer (bearerFormat is documentation only)', () => expectHeaders([{ bearer: [] }], { bearer: { token: ' eyJ.x.y\n' } }, [['Authorization', 'Bearer eyJ.x.y']]));
  it('oauth2: a pasted token as Bearer', () => expectHeaders([{ oauth: ['read'] }], { oauth: { token: 'at' } }, [['Authorization', 'Bearer at']]));
  it('openIdConnect: a pasted token as Bearer', () => expectHeaders([{ oidc: [] }], { oidc: { token: 'id' } }, [['Authorization', 'Bearer id']]));
  it('other http schemes: the raw header value', () =>
    expectHeaders([{ digest: [] }], { digest: { authorization: 'Digest username="u", nonce="n"' } }, [['Authorization', 'Digest username="u", nonce="n"']]));
  it('mutualTLS adds nothing', () => expectHeaders([{ mtls: [] }], {}, []));
});

describe('applyCredentials: which alternative', () => {
  it('AND: every scheme of the satisfied object', () => {
    const out = applied([{ header: [], cookie: [], query: [] }], { header: { value: 'h' }, cookie: { value: 'c' }, query: { value: 'q' } });
    assert.deepEqual(out, { url: 'https://api.example.com/pets?limit=2&api%20key=q', headers: [['X-API-Key', 'h']], cookies: [['session', 'c']] });
  });
  it('OR: only the first satisfied alternative, even if others are applied too', () =>
    expectHeaders([{ header: [] }, { bearer: [] }], { header: { value: 'h' }, bearer: { token: 't' } }, [['X-API-Key', 'h']]));
  it('OR: a later alternative when the first is not satisfied', () =>
    expectHeaders([{ header: [], basic: [] }, { bearer: [] }], { header: { value: 'h' }, bearer: { token: 't' } }, [['Authorization', 'Bearer t']]));
  it('schemes the operation does not accept are never sent', () => expectHeaders([{ bearer: [] }], { header: { value: 'h' } }, []));
  it('public and undeclared security: unchanged', () => {
    const request = base();
    assert.equal(applyCredentials(request, { security: [] }, { ...model, security: [{ header: [] }] }, { header: { value: 'h' } }), request);
    assert.equal(applyCredentials(request, {}, model, { header: { value: 'h' } }), request);
  });
  it('root security is inherited', () => {
    const out = applyCredentials(base(), {}, { ...model, security: [{ bearer: [] }] }, { bearer: { token: 't' } });
    assert.deepEqual(out.headers[1], ['Authorization', 'Bearer t']);
  });
  it('optional ({}) with nothing applied: unchanged; with a key applied: sent', () => {
    expectHeaders([{ header: [] }, {}], {}, [], true);
    expectHeaders([{ header: [] }, {}], { header: { value: 'h' } }, [['X-API-Key', 'h']]);
  });
});

describe('applyCredentials: placeholders, precedence, purity', () => {
  it('placeholders for every kind when asked', () => {
    const all = [{ header: [], query: [], cookie: [], basic: [] }];
    assert.deepEqual(applied(all, {}, true), {
      url: 'https://api.example.com/pets?limit=2&api%20key=YOUR_API_KEY',
      headers: [['X-API-Key', 'YOUR_API_KEY'], ['Authorization', 'Basic YOUR_BASE64_CREDENTIALS']],
      cookies: [['session', 'YOUR_API_KEY']],
    });
    expectHeaders([{ bearer: [] }], {}, [['Authorization', 'Bearer YOUR_TOKEN']], true);
    expectHeaders([{ oauth: [] }], {}, [['Authorization', 'Bearer YOUR_ACCESS_TOKEN']], true);
    expectHeaders([{ digest: [] }], {}, [['Authorization', 'Digest YOUR_CREDENTIALS']], true);
  });
  it('placeholders only fill what is missing; without the option a partial alternative sends what it has', () => {
    expectHeaders([{ header: [], bearer: [] }], { header: { value: 'h' } }, [['X-API-Key', 'h'], ['Authorization', 'Bearer YOUR_TOKEN']], true);
    expectHeaders([{ header: [], bearer: [] }], { header: { value: 'h' } }, [['X-API-Key', 'h']]);
  });
  it('a header, query parameter or cookie already on the request wins', () => {
    const request: HttpRequest = { method: 'GET', url: 'https://x.test/a?api+key=mine', headers: [['authorization', 'Token mine']], cookies: [['session', 'mine']] };
    const out = applyCredentials(request, { security: [{ bearer: [], query: [], cookie: [] }] }, model, {
      bearer: { token: 't' },
      query: { value: 'q' },
      cookie: { value: 'c' },
    });
    assert.deepEqual(out, request);
  });
  it('is idempotent, so code samples may apply placeholders over the request Try-It built', () => {
    const security = [{ header: [], query: [], bearer: [] }];
    const credentials = { header: { value: 'h' } };
    const once = applyCredentials(base(), { security }, model, credentials);
    const twice = applyCredentials(once, { security }, model, credentials, { placeholders: true });
    assert.deepEqual(applyCredentials(twice, { security }, model, credentials, { placeholders: true }), twice);
    assert.equal(twice.url, 'https://api.example.com/pets?limit=2&api%20key=YOUR_API_KEY');
    assert.deepEqual(twice.headers.slice(1), [['X-API-Key', 'h'], ['Authorization', 'Bearer YOUR_TOKEN']]);
  });
  it('never mutates the request it is given', () => {
    const request: HttpRequest = { ...base(), cookies: [['a', 'b']] };
    const snapshot = structuredClone(request);
    applyCredentials(request, { security: [{ header: [], query: [], cookie: [] }] }, model, {}, { placeholders: true });
    assert.deepEqual(request, snapshot);
  });
  it('keeps a fragment at the end of the URL', () => {
    const out = applyCredentials({ method: 'GET', url: 'https://x.test/a?b=1#frag', headers: [] }, { security: [{ query: [] }] }, model, { query: { value: 'v' } });
    assert.equal(out.url, 'https://x.test/a?b=1&api%20key=v#frag');
  });
});
