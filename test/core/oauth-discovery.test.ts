// OpenID Connect discovery mapping and its failure cases, the callback message and the state/issuer checks.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  callbackMessageFromUrl,
  checkCallback,
  fetchDiscovery,
  isCallbackMessage,
  mapDiscovery,
  PendingAuthorizations,
  requestToken,
  buildTokenRequest,
  type DiscoveryErrorCode,
  type PendingAuthorization,
} from '../../src/auth/oauth/index.js';

const URL_ = 'https://id.example.com/.well-known/openid-configuration';
const doc = (extra: Record<string, unknown> = {}) => ({
  issuer: 'https://id.example.com',
  authorization_endpoint: 'https://id.example.com/auth',
  token_endpoint: 'https://id.example.com/token',
  ...extra,
});
const expectError = (document: unknown, code: DiscoveryErrorCode, fragment: string, url = URL_) => {
  const r = mapDiscovery(document, url);
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.equal(r.error.code, code);
    assert.ok(r.error.message.includes(fragment), r.error.message);
  }
};

describe('mapDiscovery', () => {
  it('maps endpoints and scopes_supported into an authorization code flow (+ client credentials when listed)', () => {
    const r = mapDiscovery(doc({ scopes_supported: ['openid', 'email'], grant_types_supported: ['authorization_code', 'client_credentials'], code_challenge_methods_supported: ['S256'] }), URL_);
    assert.ok(r.ok);
    assert.equal(r.provider.issuer, 'https://id.example.com');
    assert.deepEqual(r.provider.flows, [
      { type: 'authorizationCode', authorizationUrl: 'https://id.example.com/auth', tokenUrl: 'https://id.example.com/token', scopes: { openid: '', email: '' } },
      { type: 'clientCredentials', tokenUrl: 'https://id.example.com/token', scopes: { openid: '', email: '' } },
    ]);
  });
  it('malformed documents', () => {
    expectError('nope', 'malformed', 'not a JSON object');
    expectError([], 'malformed', 'not a JSON object');
    expectError({ issuer: 'x' }, 'malformed', 'authorization_endpoint, token_endpoint');
  });
  it('S256 must be listed when code_challenge_methods_supported is present', () => {
    expectError(doc({ code_challenge_methods_supported: ['plain'] }), 'no-s256', 'never falls back to plain');
    assert.ok(mapDiscovery(doc(), URL_).ok, 'absent: assumed');
  });
  it('origin rule: https anywhere; http only on the discovery origin; nothing else', () => {
    expectError(doc({ token_endpoint: 'http://id.example.com/token' }), 'disallowed-origin', 'token_endpoint');
    expectError(doc({ authorization_endpoint: 'javascript:alert(1)' }), 'disallowed-origin', 'authorization_endpoint');
    expectError(doc({ token_endpoint: '/token' }), 'disallowed-origin', 'not an absolute URL');
    const local = 'http://127.0.0.1:4000/.well-known/openid-configuration';
    assert.ok(mapDiscovery(doc({ authorization_endpoint: 'http://127.0.0.1:4000/auth', token_endpoint: 'http://127.0.0.1:4000/token' }), local).ok);
    expectError(doc({ token_endpoint: 'http://127.0.0.1:4001/token' }), 'disallowed-origin', 'disallowed origin', local);
    assert.ok(mapDiscovery(doc({ token_endpoint: 'https://tokens.example.net/token' }), URL_).ok);
  });
});

describe('fetchDiscovery and requestToken over real HTTP (direct mode)', () => {
  it('unreachable, HTTP error, invalid JSON, success; token endpoint errors verbatim', async () => {
    const server = createServer((req, res) => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (req.url === '/bad-json/.well-known/openid-configuration') {
        res.end('{');
      } else if (req.url === '/.well-known/openid-configuration') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ issuer: base, authorization_endpoint: `${base}/auth`, token_endpoint: `${base}/token` }));
      } else if (req.url === '/token') {
        res.statusCode = 400;
        res.setHeader('content-type', 'application/json');
        res.end('{"error":"invalid_grant","error_description":"grant request is invalid"}');
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await fetchDiscovery(`${base}/.well-known/openid-configuration`);
      assert.ok(ok.ok && ok.provider.issuer === base);
      const missing = await fetchDiscovery(`${base}/missing/.well-known/openid-configuration`);
      assert.ok(!missing.ok && missing.error.code === 'unreachable' && missing.error.message.includes('HTTP 404'));
      const bad = await fetchDiscovery(`${base}/bad-json/.well-known/openid-configuration`);
      assert.ok(!bad.ok && bad.error.code === 'malformed');
      const token = await requestToken(buildTokenRequest(`${base}/token`, { grantType: 'refresh_token', refreshToken: 'x' }, { clientId: 'a', method: 'client_secret_basic' }));
      assert.ok(!token.ok && token.error.message === 'The token endpoint answered HTTP 400 invalid_grant: grant request is invalid');
    } finally {
      server.close();
    }
    const down = await fetchDiscovery(`${base}/.well-known/openid-configuration`);
    assert.ok(!down.ok && down.error.code === 'unreachable' && down.error.message.includes('proxy-url'), !down.ok ? down.error.message : '');
  });
});

describe('callback', () => {
  const pending: PendingAuthorization = { state: 's1', verifier: 'v', schemeKey: 'oidc', tokenUrl: 't', redirectUri: 'r', issuer: 'https://id.example.com', createdAt: 0 };
  it('reads the query (or the fragment)', () => {
    assert.deepEqual(callbackMessageFromUrl('https://d.example.com/cb?code=c&state=s1&iss=https%3A%2F%2Fid.example.com'), {
      type: 'spec-viewer:oauth-callback',
      state: 's1',
      code: 'c',
      iss: 'https://id.example.com',
    });
    assert.deepEqual(callbackMessageFromUrl('https://d.example.com/cb#error=access_denied&error_description=no&state=s2'), {
      type: 'spec-viewer:oauth-callback',
      state: 's2',
      error: 'access_denied',
      errorDescription: 'no',
    });
    assert.equal(callbackMessageFromUrl('https://d.example.com/cb?code=c'), undefined);
    assert.ok(isCallbackMessage(callbackMessageFromUrl('https://d.example.com/cb?code=c&state=s')));
    assert.ok(!isCallbackMessage({ type: 'spec-viewer:oauth-callback', state: 's', code: 1 }));
  });
  it('state mismatch, issuer mismatch, provider error, success', () => {
    const msg = (extra: Record<string, string>) => ({ type: 'spec-viewer:oauth-callback' as const, state: 's1', ...extra });
    assert.match(String((checkCallback(msg({ code: 'c', state: 'other' }), 's1', pending) as { message: string }).message), /^State mismatch/);
    assert.match(String((checkCallback(msg({ code: 'c' }), 's1', undefined) as { message: string }).message), /^State mismatch/);
    assert.match(String((checkCallback(msg({ code: 'c', iss: 'https://evil.example' }), 's1', pending) as { message: string }).message), /^Issuer mismatch/);
    assert.equal((checkCallback(msg({ error: 'access_denied', errorDescription: 'End-User aborted interaction' }), 's1', pending) as { message: string }).message, 'The identity provider answered access_denied: End-User aborted interaction');
    assert.deepEqual(checkCallback(msg({ code: 'c', iss: 'https://id.example.com' }), 's1', pending), { ok: true, code: 'c', pending });
    assert.ok(checkCallback(msg({ code: 'c' }), 's1', pending).ok, 'no iss in the callback: nothing to compare');
  });
  it('pending authorizations are used once and never go to localStorage', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    const store = new PendingAuthorizations(storage);
    store.save(pending);
    assert.deepEqual(store.take('s1'), pending);
    assert.equal(store.take('s1'), undefined);
    assert.equal(map.size, 0);
    (globalThis as { localStorage?: unknown }).localStorage = storage;
    try {
      assert.throws(() => new PendingAuthorizations(storage), /sessionStorage only/);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
