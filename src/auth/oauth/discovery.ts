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
  /** Authorization server metadata (RFC 8414) only: the endpoints it names, by document name, and its scopes. */
  endpoints?: Record<string, string>;
  scopes?: string[];
}

export type DiscoveryErrorCode = 'unreachable' | 'malformed' | 'disallowed-origin' | 'no-s256';

export interface DiscoveryError extends CoreText {
  code: DiscoveryErrorCode;
}

export type DiscoveryResult = { ok: true; provider: DiscoveredProvider } | { ok: false; error: DiscoveryError };

const fail = (code: DiscoveryErrorCode, text: CoreText): DiscoveryResult => ({ ok: false, error: { code, ...text } });

export function stringList(value: unknown): string[] | undefined {
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

/** The issuer and endpoints a provider document must (and may) name, each checked by the origin rule. */
export interface ProviderDocument {
  issuer: string;
  /** Endpoint by its document name (`token_endpoint` …): the required ones and the optional ones present. */
  endpoints: Record<string, string>;
  scopes: Record<string, string>;
  fields: Record<string, unknown>;
}

/** Reads and checks a discovery or authorization server metadata document; shared by both mappings. */
export function readProviderDocument(
  doc: unknown,
  documentUrl: string,
  required: readonly string[],
  optional: readonly string[] = [],
): { ok: true; document: ProviderDocument } | { ok: false; error: DiscoveryError } {
  const failed = (code: DiscoveryErrorCode, text: CoreText) => ({ ok: false as const, error: { code, ...text } });
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return failed('malformed', say(oauthMessages, 'discoveryNotObject', documentUrl));
  }
  const d = doc as Record<string, unknown>;
  const present = (name: string) => typeof d[name] === 'string' && d[name] !== '';
  const missing = ['issuer', ...required].filter((name) => !present(name));
  if (missing.length > 0) return failed('malformed', say(oauthMessages, 'discoveryMissing', documentUrl, missing.join(', ')));
  const endpoints: Record<string, string> = {};
  for (const name of [...required, ...optional].filter(present)) {
    const problem = endpointProblem(name, d[name] as string, documentUrl);
    if (problem) return failed('disallowed-origin', problem);
    endpoints[name] = d[name] as string;
  }
  const scopes: Record<string, string> = {};
  for (const scope of stringList(d['scopes_supported']) ?? []) scopes[scope] = '';
  return { ok: true, document: { issuer: d['issuer'] as string, endpoints, scopes, fields: d } };
}

export function mapDiscovery(doc: unknown, discoveryUrl: string): DiscoveryResult {
  const read = readProviderDocument(doc, discoveryUrl, ['authorization_endpoint', 'token_endpoint']);
  if (!read.ok) return read;
  const { issuer, endpoints, scopes, fields } = read.document;
  const methods = stringList(fields['code_challenge_methods_supported']);
  if (methods && !methods.includes('S256')) {
    return fail('no-s256', say(oauthMessages, 'discoveryNoS256', methods.join(', ')));
  }
  const token = endpoints['token_endpoint']!;
  const flows: OAuthFlow[] = [{ type: 'authorizationCode', authorizationUrl: endpoints['authorization_endpoint']!, tokenUrl: token, scopes }];
  if ((stringList(fields['grant_types_supported']) ?? []).includes('client_credentials')) {
    flows.push({ type: 'clientCredentials', tokenUrl: token, scopes: { ...scopes } });
  }
  const provider: DiscoveredProvider = { issuer, flows };
  const authMethods = stringList(fields['token_endpoint_auth_methods_supported']);
  if (authMethods) provider.authMethods = authMethods;
  return { ok: true, provider };
}
