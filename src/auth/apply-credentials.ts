/**
 * Puts the applied credentials of an operation's chosen security alternative on a built HttpRequest: the
 * request Try-It sends and every code sample prints. Never mutates its input.
 *
 * Values already on the request win: a header, query parameter or cookie of the same name (typed as a custom
 * header or a parameter) is left as it is, so applying twice changes nothing.
 *
 * @example
 * applyCredentials(request, operation, model, { bearer: { token: 'abc' } });
 * // headers gain ['Authorization', 'Bearer abc']
 * applyCredentials(request, operation, model, {}, { placeholders: true });
 * // headers gain ['Authorization', 'Bearer YOUR_TOKEN'] (for code samples)
 */
import type { HttpRequest, Operation, SecurityScheme } from '../model/index.js';
import type { Credential } from '../model/security.js';
import { encodeUnreserved } from '../request/percent-encode.js';
import { basicAuthorization, CREDENTIAL_PLACEHOLDERS } from './credential-text.js';
import { evaluateSecurity, type Credentials, type SecurityModel } from './requirements.js';
import { credentialKind, isCredentialComplete } from './scheme-credential.js';

export { basicAuthorization, CREDENTIAL_PLACEHOLDERS } from './credential-text.js';

export interface ApplyCredentialsOptions {
  /** Fill schemes without applied credentials with placeholders such as `YOUR_API_KEY` (code samples). */
  placeholders?: boolean;
}

/** Where a credential goes: a header, a query parameter or a cookie. */
export type CredentialPlacement = { in: 'header' | 'query' | 'cookie'; name: string; value: string };

/** A header-cased http scheme name as written by the spec: `digest` → `Digest`. */
function schemeToken(scheme: string): string {
  return scheme.charAt(0).toUpperCase() + scheme.slice(1);
}

/** Where and what one scheme's credential adds to a request; undefined for schemes the viewer cannot supply. */
export function credentialPlacement(scheme: SecurityScheme, credential: Credential): CredentialPlacement | undefined {
  switch (credentialKind(scheme)) {
    case 'apiKey':
      return scheme.kind === 'apiKey' ? { in: scheme.in, name: scheme.name, value: (credential['value'] ?? '').trim() } : undefined;
    case 'basic':
      return { in: 'header', name: 'Authorization', value: basicAuthorization(credential['username'] ?? '', credential['password'] ?? '') };
    case 'bearer':
      return { in: 'header', name: 'Authorization', value: `Bearer ${(credential['token'] ?? '').trim()}` };
    case 'rawAuthorization':
      return { in: 'header', name: 'Authorization', value: (credential['authorization'] ?? '').trim() };
    case 'none':
      return undefined;
  }
}

/** The placeholder a code sample shows for a scheme whose credentials are not applied. */
export function placeholderPlacement(scheme: SecurityScheme): CredentialPlacement | undefined {
  const P = CREDENTIAL_PLACEHOLDERS;
  switch (credentialKind(scheme)) {
    case 'apiKey':
      return scheme.kind === 'apiKey' ? { in: scheme.in, name: scheme.name, value: P.apiKey } : undefined;
    case 'basic':
      return { in: 'header', name: 'Authorization', value: `Basic ${P.basic}` };
    case 'bearer':
      return { in: 'header', name: 'Authorization', value: `Bearer ${scheme.kind === 'http' ? P.bearer : P.accessToken}` };
    case 'rawAuthorization':
      return { in: 'header', name: 'Authorization', value: `${schemeToken(scheme.kind === 'http' ? scheme.scheme : '')} ${P.rawAuthorization}` };
    case 'none':
      return undefined;
  }
}

function hasQueryParameter(url: string, name: string): boolean {
  const query = url.split('#')[0]?.split('?')[1];
  if (!query) return false;
  return query.split('&').some((pair) => {
    const raw = pair.split('=')[0] ?? '';
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' ')) === name;
    } catch {
      return raw === name;
    }
  });
}

function place(request: HttpRequest, placement: CredentialPlacement): void {
  const { name, value } = placement;
  if (placement.in === 'header') {
    if (!request.headers.some(([n]) => n.toLowerCase() === name.toLowerCase())) request.headers.push([name, value]);
  } else if (placement.in === 'query') {
    if (hasQueryParameter(request.url, name)) return;
    const hash = request.url.indexOf('#');
    const base = hash >= 0 ? request.url.slice(0, hash) : request.url;
    const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
    request.url = `${base}${separator}${encodeUnreserved(name)}=${encodeUnreserved(value)}${hash >= 0 ? request.url.slice(hash) : ''}`;
  } else {
    const cookies = request.cookies ?? [];
    if (!cookies.some(([n]) => n === name)) request.cookies = [...cookies, [name, value]];
  }
}

/**
 * The request with the credentials of the operation's chosen alternative (see `evaluateSecurity`). Operations
 * that are public, declare no security, or whose authentication is optional and unmet are returned unchanged.
 */
export function applyCredentials(
  request: HttpRequest,
  operation: Pick<Operation, 'security'>,
  model: SecurityModel,
  credentials: Credentials,
  options: ApplyCredentialsOptions = {},
): HttpRequest {
  const chosen = evaluateSecurity(operation, model, credentials).chosen;
  if (!chosen) return request;
  const out: HttpRequest = { ...request, headers: request.headers.map(([n, v]): [string, string] => [n, v]) };
  if (request.cookies) out.cookies = request.cookies.map(([n, v]): [string, string] => [n, v]);
  for (const entry of chosen.entries) {
    if (!entry.scheme) continue;
    const credential = credentials[entry.key];
    const placement = isCredentialComplete(entry.scheme, credential)
      ? credentialPlacement(entry.scheme, credential ?? {})
      : options.placeholders
        ? placeholderPlacement(entry.scheme)
        : undefined;
    if (placement) place(out, placement);
  }
  return out;
}
