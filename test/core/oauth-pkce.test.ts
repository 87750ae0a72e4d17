// PKCE S256 (RFC 7636) and state: fresh randomness from crypto.getRandomValues, base64url, the RFC's test vector.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { base64Url, codeChallengeS256, createPkce, createState, VERIFIER_PATTERN } from '../../src/auth/oauth/index.js';

describe('PKCE', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    assert.equal(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
  it('verifier: 32 random bytes → 43 unreserved characters; S256 only; never the same twice', async () => {
    const pairs = await Promise.all(Array.from({ length: 50 }, () => createPkce()));
    for (const p of pairs) {
      assert.match(p.verifier, VERIFIER_PATTERN);
      assert.equal(p.verifier.length, 43);
      assert.equal(p.method, 'S256');
      assert.equal(p.challenge, await codeChallengeS256(p.verifier));
    }
    assert.equal(new Set(pairs.map((p) => p.verifier)).size, 50);
  });
  it('longer verifiers are allowed, fewer than 32 bytes are refused', async () => {
    assert.equal((await createPkce(64)).verifier.length, 86);
    await assert.rejects(createPkce(16), RangeError);
  });
  it('uses crypto.getRandomValues', async () => {
    const original = crypto.getRandomValues.bind(crypto);
    let calls = 0;
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      calls++;
      return original(array as never) as T;
    }) as typeof crypto.getRandomValues;
    try {
      await createPkce();
      createState();
    } finally {
      crypto.getRandomValues = original;
    }
    assert.equal(calls, 2);
  });
  it('state: 128 bits, base64url (22 characters), unique', () => {
    const states = Array.from({ length: 100 }, createState);
    for (const s of states) assert.match(s, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(new Set(states).size, 100);
  });
  it('base64url has no padding and uses - and _', () => {
    assert.equal(base64Url(new Uint8Array([0xfb, 0xff, 0xbf])), '-_-_');
    assert.equal(base64Url(new Uint8Array([1])), 'AQ');
  });
});
