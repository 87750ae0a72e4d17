/**
 * OAuth 2.0 authorization server metadata (RFC 8414), the document an `oauth2` scheme's `oauth2MetadataUrl`
 * names: read with the discovery code (same checks, same origin rule for every endpoint it names), mapped into the
 * flows it makes possible and the endpoints the panel lists.
 *
 * Unlike OpenID Connect discovery only `issuer` and `token_endpoint` are required: a server may offer no
 * authorization endpoint (device or client credentials only). The scheme's own flows stay the ones Get Token
 * runs; the document is shown beside them.
 *
 * @example
 * const result = mapServerMetadata(json, 'https://id.example.com/.well-known/oauth-authorization-server');
 * if (result.ok) result.provider.endpoints; // { token_endpoint: 'https://id.example.com/token', … }
 */
import type { OAuthFlow } from '../../model/index.js';
import { readProviderDocument, stringList, type DiscoveredProvider, type DiscoveryResult } from './discovery.js';

/** The endpoints the panel lists, in this order. */
export const METADATA_ENDPOINTS = ['authorization_endpoint', 'token_endpoint', 'device_authorization_endpoint'] as const;

export function mapServerMetadata(doc: unknown, metadataUrl: string): DiscoveryResult {
  const read = readProviderDocument(doc, metadataUrl, ['token_endpoint'], ['authorization_endpoint', 'device_authorization_endpoint']);
  if (!read.ok) return read;
  const { issuer, endpoints, scopes, fields } = read.document;
  const token = endpoints['token_endpoint']!;
  const grants = stringList(fields['grant_types_supported']);
  const flows: OAuthFlow[] = [];
  const authorization = endpoints['authorization_endpoint'];
  if (authorization) flows.push({ type: 'authorizationCode', authorizationUrl: authorization, tokenUrl: token, scopes: { ...scopes } });
  if (grants?.includes('client_credentials')) flows.push({ type: 'clientCredentials', tokenUrl: token, scopes: { ...scopes } });
  const device = endpoints['device_authorization_endpoint'];
  if (device) flows.push({ type: 'deviceAuthorization', deviceAuthorizationUrl: device, tokenUrl: token, scopes: { ...scopes } });
  const provider: DiscoveredProvider = { issuer, flows, endpoints, scopes: Object.keys(scopes) };
  const authMethods = stringList(fields['token_endpoint_auth_methods_supported']);
  if (authMethods) provider.authMethods = authMethods;
  return { ok: true, provider };
}
