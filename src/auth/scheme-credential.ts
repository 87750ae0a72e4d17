/**
 * What a user enters for each kind of security scheme, and when that entry counts as applied.
 * One place decides it, so the Authorize panel's inputs, the lock state and the request agree.
 */
import type { SecurityScheme } from '../model/index.js';
import type { Credential } from '../model/security.js';

/**
 * - `apiKey`: one `value`, sent in the header, query or cookie the scheme names.
 * - `basic`: `username` and `password`, sent as `Authorization: Basic base64(user:password)`.
 * - `bearer`: a `token`, sent as `Authorization: Bearer <token>` (http bearer, pasted OAuth/OIDC tokens).
 * - `rawAuthorization`: other http schemes (digest, hoba …): the whole `authorization` header value, verbatim.
 * - `none`: nothing the viewer can supply (mutualTLS is negotiated by the TLS stack; unknown types).
 */
export type CredentialKind = 'apiKey' | 'basic' | 'bearer' | 'rawAuthorization' | 'none';

export type CredentialField = 'value' | 'username' | 'password' | 'token' | 'authorization';

export function credentialKind(scheme: SecurityScheme): CredentialKind {
  switch (scheme.kind) {
    case 'apiKey':
      return 'apiKey';
    case 'http':
      if (scheme.scheme === 'basic') return 'basic';
      return scheme.scheme === 'bearer' ? 'bearer' : 'rawAuthorization';
    case 'oauth2':
    case 'openIdConnect':
      return 'bearer';
    case 'other':
      // AsyncAPI broker schemes: a user and password (plain or SASL), or an API key given as user or password.
      if (BROKER_USER_PASSWORD.has(scheme.type)) return 'basic';
      return scheme.type === 'apiKey' ? 'apiKey' : 'none';
    default:
      return 'none';
  }
}

const BROKER_USER_PASSWORD = new Set(['userPassword', 'plain', 'scramSha256', 'scramSha512']);

const FIELDS: Record<CredentialKind, readonly CredentialField[]> = {
  apiKey: ['value'],
  basic: ['username', 'password'],
  bearer: ['token'],
  rawAuthorization: ['authorization'],
  none: [],
};

/** The inputs of a scheme's form, in display order. */
export function credentialFields(scheme: SecurityScheme): readonly CredentialField[] {
  return FIELDS[credentialKind(scheme)];
}

/** Whether the viewer can supply this scheme's credentials at all. */
export function isManagedScheme(scheme: SecurityScheme | undefined): scheme is SecurityScheme {
  return scheme !== undefined && credentialKind(scheme) !== 'none';
}

const filled = (text: string | undefined): boolean => text !== undefined && text.trim() !== '';

/** Enough was entered to authenticate: a key, a token, a header value, or a user name (RFC 7617 allows an empty password). */
export function isCredentialComplete(scheme: SecurityScheme, credential: Credential | undefined): boolean {
  if (!credential) return false;
  switch (credentialKind(scheme)) {
    case 'apiKey':
      return filled(credential['value']);
    case 'basic':
      return filled(credential['username']);
    case 'bearer':
      return filled(credential['token']);
    case 'rawAuthorization':
      return filled(credential['authorization']);
    case 'none':
      return false;
  }
}

/** Only the fields the scheme uses, as strings: what is worth storing. */
export function normalizeCredential(scheme: SecurityScheme, credential: Credential): Credential {
  const out: Credential = {};
  for (const field of credentialFields(scheme)) out[field] = credential[field] ?? '';
  return out;
}
