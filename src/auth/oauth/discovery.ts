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
import { say, type CoreText } from '../../errors.js';
import type { OAuthFlow } from '../../model/index.js';
import { oauthMessages } from './texts.js';

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

export interface DiscoveryError extends CoreText {
  code: DiscoveryErrorCode;
}

export type DiscoveryResult = { ok: true; provider: DiscoveredProvider } | { ok: false; error: DiscoveryError };

const fail = (code: DiscoveryErrorCode, text: CoreText): DiscoveryResult => ({ ok: false, error: { code, ...text } });

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/** Why `endpoint` may not be used (undefined when it may). */
export function endpointProblem(name: string, endpoint: string, discoveryUrl: string): CoreText | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return say(oauthMessages, 'discoveryEndpointNotAbsolute', name, endpoint);
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && url.origin === new URL(discoveryUrl).origin) return undefined;
  return say(oauthMessages, 'discoveryEndpointOrigin', name, endpoint);
}

export function mapDiscovery(doc: unknown, discoveryUrl: string): DiscoveryResult {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return fail('malformed', say(oauthMessages, 'discoveryNotObject', discoveryUrl));
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
  if (missing.length > 0) return fail('malformed', say(oauthMessages, 'discoveryMissing', discoveryUrl, missing.join(', ')));
  for (const [name, endpoint] of [['authorization_endpoint', authorization], ['token_endpoint', token]] as const) {
    const problem = endpointProblem(name, endpoint as string, discoveryUrl);
    if (problem) return fail('disallowed-origin', problem);
  }
  const methods = stringList(d['code_challenge_methods_supported']);
  if (methods && !methods.includes('S256')) {
    return fail('no-s256', say(oauthMessages, 'discoveryNoS256', methods.join(', ')));
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
