/**
 * PKCE (RFC 7636) with S256 only: a verifier of 32 random bytes (43 base64url characters, the minimum length
 * the RFC allows) and its SHA-256 challenge. There is deliberately no `plain` method: where SubtleCrypto is
 * missing (an insecure context) the flow is refused instead of downgraded.
 *
 * @example
 * const { verifier, challenge, method } = await createPkce();
 * // authorize with code_challenge=challenge&code_challenge_method=S256, redeem with code_verifier=verifier
 */
import { base64Url, randomBase64Url } from './random.js';

export interface PkcePair {
  verifier: string;
  challenge: string;
  method: 'S256';
}

/** RFC 7636 section 4.1: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
export const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;

/** Whether this environment can compute an S256 challenge (SubtleCrypto exists only in secure contexts). */
export function canUsePkce(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function' && typeof globalThis.crypto.getRandomValues === 'function';
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function createPkce(byteCount = 32): Promise<PkcePair> {
  if (byteCount < 32 || byteCount > 96) throw new RangeError('A PKCE verifier needs 32 to 96 random bytes.');
  if (!canUsePkce()) throw new Error('PKCE S256 needs SubtleCrypto, which browsers offer only in a secure context (https or localhost).');
  const verifier = randomBase64Url(byteCount);
  return { verifier, challenge: await codeChallengeS256(verifier), method: 'S256' };
}
