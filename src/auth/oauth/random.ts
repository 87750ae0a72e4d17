/**
 * Random values for PKCE and `state`, from `crypto.getRandomValues` only (never Math.random), as base64url
 * without padding (RFC 7636 appendix A).
 */

/** base64url (RFC 4648 section 5) without `=` padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `byteCount` fresh random bytes, base64url-encoded. */
export function randomBase64Url(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** A 128-bit `state` value: binds the callback to the request this tab made. */
export function createState(): string {
  return randomBase64Url(16);
}
