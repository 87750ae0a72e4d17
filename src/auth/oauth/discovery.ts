/**
 * OpenID Connect discovery (OpenID Connect Discovery 1.0 section 3): the document's endpoints and scopes mapped
 * into an Authorization Code flow, with the checks the panel reports as a themed error.
 *
 * Origin rule for the endpoints: `authorization_endpoint` and `token_endpoint` must be absolute `https:` URLs;
 * plain `http:` is accepted only on the discovery document's own origin (a development provider on localhost).
 * Any other scheme or origin is refused, so a tampered document cannot send codes or secrets over cleartext or
 * to a `javascript:` URL.
 *
 * @example
 * const result = mapDiscovery(json, 'https://id.example.com/.well-known/openid-configuration');
 * if (result.ok) result.provider.flows[0].tokenUrl; // 'https://id.example.com/token'
 */
import type { OAuthFlow } from '../../model/index.js';

export interface DiscoveredProvider {
  issuer: string;
  /**
   * The flows built from the document (scopes from `scopes_supported`, no descriptions): Authorization Code,
   * plus Client Credentials when `grant_types_supported` lists `client_credentials`.
   */
  flows: OAuthFlow[];
  /** `token_endpoint_auth_methods_supported`, when listed. */
  authMethods?: string[];
}

export type DiscoveryErrorCode = 'unreachable' | 'malformed' | 'disallowed-origin' | 'no-s256';

export interface DiscoveryError {
  code: DiscoveryErrorCode;
  message: string;
}

export type DiscoveryResult = { ok: true; provider: DiscoveredProvider } | { ok: false; error: DiscoveryError };

const fail = (code: DiscoveryErrorCode, message: string): DiscoveryResult => ({ ok: false, error: { code, message } });

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/** Why `endpoint` may not be used (undefined when it may). */
export function endpointProblem(endpoint: string, discoveryUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return `“${endpoint}” is not an absolute URL`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && url.origin === new URL(discoveryUrl).origin) return undefined;
  return `“${endpoint}” is on a disallowed origin (only https, or http on the discovery document's own origin, is accepted)`;
}

export function mapDiscovery(doc: unknown, discoveryUrl: string): DiscoveryResult {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return fail('malformed', `The discovery document at ${discoveryUrl} is not a JSON object.`);
  }
  const d = doc as Record<string, unknown>;
  const issuer = d['issuer'];
  const authorization = d['authorization_endpoint'];
  const token = d['token_endpoint'];
  const missing = [
    typeof issuer === 'string' && issuer ? undefined : 'issuer',
    typeof authorization === 'string' && authorization ? undefined : 'authorization_endpoint',
    typeof token === 'string' && token ? undefined : 'token_endpoint',
  ].filter((name): name is string => name !== undefined);
  if (missing.length > 0) return fail('malformed', `The discovery document at ${discoveryUrl} has no ${missing.join(', ')}.`);
  for (const [name, endpoint] of [['authorization_endpoint', authorization], ['token_endpoint', token]] as const) {
    const problem = endpointProblem(endpoint as string, discoveryUrl);
    if (problem) return fail('disallowed-origin', `The discovery document's ${name} ${problem}.`);
  }
  const methods = stringList(d['code_challenge_methods_supported']);
  if (methods && !methods.includes('S256')) {
    return fail('no-s256', `The provider does not support PKCE with S256 (code_challenge_methods_supported: ${methods.join(', ') || 'none'}); the viewer never falls back to plain.`);
  }
  const scopes: Record<string, string> = {};
  for (const scope of stringList(d['scopes_supported']) ?? []) scopes[scope] = '';
  const flows: OAuthFlow[] = [{ type: 'authorizationCode', authorizationUrl: authorization as string, tokenUrl: token as string, scopes }];
  if ((stringList(d['grant_types_supported']) ?? []).includes('client_credentials')) {
    flows.push({ type: 'clientCredentials', tokenUrl: token as string, scopes: { ...scopes } });
  }
  const provider: DiscoveredProvider = { issuer: issuer as string, flows };
  const authMethods = stringList(d['token_endpoint_auth_methods_supported']);
  if (authMethods) provider.authMethods = authMethods;
  return { ok: true, provider };
}
