// Token requests: one client-authentication mechanism per request, RFC 6749 2.3.1 encoding of Basic credentials,
// the three grants, extra parameters that never replace protocol ones; the authorization URL; response parsing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildAuthorizationUrl,
  buildTokenRequest,
  clientSecretBasic,
  parseTokenResponse,
  type ClientAuth,
  type HttpRequest,
  type TokenGrant,
} from '../../src/auth/oauth/index.js';

const TOKEN_URL = 'https://id.example.com/token';
const fields = (r: HttpRequest) => (r.body?.kind === 'urlencoded' ? Object.fromEntries(r.body.fields) : {});
const header = (r: HttpRequest, name: string) => r.headers.find(([n]) => n.toLowerCase() === name)?.[1];
const decodeBasic = (value: string) => Buffer.from(value.replace(/^Basic /, ''), 'base64').toString('utf8');
const build = (grant: TokenGrant, client: ClientAuth) => buildTokenRequest(TOKEN_URL, grant, client);

describe('client authentication', () => {
  const secret = 'p+ss%20:w rd';
  it('client_secret_basic: form-urlencoded id and secret, then base64; nothing in the body', () => {
    const r = build({ grantType: 'client_credentials' }, { clientId: 'my app:1', clientSecret: secret, method: 'client_secret_basic' });
    assert.equal(decodeBasic(header(r, 'authorization')!), 'my+app%3A1:p%2Bss%2520%3Aw+rd');
    assert.deepEqual(fields(r), { grant_type: 'client_credentials' });
  });
  it('clientSecretBasic keeps unreserved characters and encodes UTF-8', () => {
    assert.equal(decodeBasic(clientSecretBasic('a-b_c.d~e', 'zoë')), 'a-b_c.d%7Ee:zo%C3%AB');
  });
  it('client_secret_post: id and secret in the body, no Authorization header', () => {
    const r = build({ grantType: 'client_credentials', scopes: ['read', 'write'] }, { clientId: 'svc', clientSecret: secret, method: 'client_secret_post' });
    assert.equal(header(r, 'authorization'), undefined);
    assert.deepEqual(fields(r), { grant_type: 'client_credentials', scope: 'read write', client_id: 'svc', client_secret: secret });
  });
  it('public client: client_id only, whatever the toggle says', () => {
    for (const method of ['client_secret_basic', 'client_secret_post'] as const) {
      const r = build({ grantType: 'refresh_token', refreshToken: 'rt' }, { clientId: 'spa', clientSecret: '', method });
      assert.equal(header(r, 'authorization'), undefined);
      assert.deepEqual(fields(r), { grant_type: 'refresh_token', refresh_token: 'rt', client_id: 'spa' });
    }
  });
});

describe('grants', () => {
  it('authorization_code carries code, redirect_uri and code_verifier; a form POST asking for JSON', () => {
    const r = build(
      { grantType: 'authorization_code', code: 'c0de', redirectUri: 'https://docs.example.com/cb', codeVerifier: 'v'.repeat(43) },
      { clientId: 'spa', method: 'client_secret_basic' },
    );
    assert.equal(r.method, 'POST');
    assert.equal(r.url, TOKEN_URL);
    assert.equal(header(r, 'content-type'), 'application/x-www-form-urlencoded');
    assert.equal(header(r, 'accept'), 'application/json');
    assert.deepEqual(fields(r), {
      grant_type: 'authorization_code',
      code: 'c0de',
      redirect_uri: 'https://docs.example.com/cb',
      code_verifier: 'v'.repeat(43),
      client_id: 'spa',
    });
  });
  it('extra parameters are added but never override protocol ones', () => {
    const r = build({ grantType: 'client_credentials' }, { clientId: 'svc', method: 'client_secret_post', clientSecret: 's', extraParameters: { audience: 'api', grant_type: 'password', client_secret: 'x' } });
    assert.deepEqual(fields(r), { grant_type: 'client_credentials', client_id: 'svc', client_secret: 's', audience: 'api' });
  });
});

describe('buildAuthorizationUrl', () => {
  it('code + S256 challenge, scopes space-separated, extra parameters (audience, prompt), existing query kept', () => {
    const url = new URL(
      buildAuthorizationUrl({
        authorizationUrl: 'https://id.example.com/authorize?tenant=acme&state=evil',
        clientId: 'spa',
        redirectUri: 'https://docs.example.com/oauth-callback.html',
        scopes: ['openid', 'read:pets'],
        state: 'st4te',
        codeChallenge: 'ch',
        extraParameters: { audience: 'https://api.example.com', prompt: 'consent', code_challenge_method: 'plain' },
      }),
    );
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      tenant: 'acme',
      response_type: 'code',
      client_id: 'spa',
      redirect_uri: 'https://docs.example.com/oauth-callback.html',
      scope: 'openid read:pets',
      state: 'st4te',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      audience: 'https://api.example.com',
      prompt: 'consent',
    });
  });
});

describe('parseTokenResponse', () => {
  it('a token with refresh token and scope', () => {
    assert.deepEqual(parseTokenResponse(200, '{"access_token":"at","token_type":"Bearer","expires_in":3600,"refresh_token":"rt","scope":"read"}'), {
      ok: true,
      token: { accessToken: 'at', tokenType: 'Bearer', expiresIn: 3600, refreshToken: 'rt', scope: 'read' },
    });
  });
  it('error and error_description verbatim', () => {
    const r = parseTokenResponse(401, '{"error":"invalid_client","error_description":"client authentication failed"}');
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.equal(r.error.error, 'invalid_client');
      assert.equal(r.error.message, 'The token endpoint answered HTTP 401 invalid_client: client authentication failed');
    }
  });
  it('bodies that are not a token', () => {
    const html = parseTokenResponse(502, '<html>Bad gateway</html>');
    assert.ok(!html.ok && html.error.message.includes('not a JSON object') && html.error.message.includes('Bad gateway'));
    const empty = parseTokenResponse(200, '{"token_type":"Bearer"}');
    assert.ok(!empty.ok && empty.error.message.includes('without an access_token'));
  });
});
