/**
 * Token endpoint requests (RFC 6749 sections 4.1.3, 4.4.2, 6) as the HttpRequest the Try-It transports send.
 *
 * Client authentication uses exactly one mechanism per request:
 * - public client (no secret): `client_id` in the body;
 * - `client_secret_basic`: `Authorization: Basic base64(urlencode(id):urlencode(secret))`, the id and secret
 *   form-urlencoded BEFORE base64 as RFC 6749 section 2.3.1 requires (a secret with `:` `+` `%` breaks otherwise),
 *   and neither in the body;
 * - `client_secret_post`: `client_id` and `client_secret` in the body, no Authorization header.
 *
 * @example
 * buildTokenRequest('https://id.example.com/token',
 *   { grantType: 'client_credentials', scopes: ['read'] },
 *   { clientId: 'svc', clientSecret: 's3:cr+t', method: 'client_secret_basic' });
 */
import type { HttpRequest } from '../../model/index.js';
import { bytesToBase64 } from '../../tryit/bytes.js';
import type { ClientAuthMethod } from './oauth-config.js';

export type TokenGrant =
  | { grantType: 'authorization_code'; code: string; redirectUri: string; codeVerifier: string }
  | { grantType: 'client_credentials'; scopes?: readonly string[] }
  | { grantType: 'refresh_token'; refreshToken: string; scopes?: readonly string[] }
  /** RFC 8628 polling with the device authorization response's `device_code`. */
  | { grantType: 'device_code'; deviceCode: string };

export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

export interface ClientAuth {
  clientId: string;
  /** Empty or absent: a public client. */
  clientSecret?: string;
  method: ClientAuthMethod;
  /** Extra token request parameters (e.g. `audience` for client credentials at some providers). */
  extraParameters?: Readonly<Record<string, string>>;
}

/** `application/x-www-form-urlencoded` encoding of one value (spaces as `+`), as RFC 6749 appendix B specifies. */
export function formUrlEncode(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

/** RFC 6749 section 2.3.1 Basic credentials: each part form-urlencoded, then `id:secret` base64-encoded. */
export function clientSecretBasic(clientId: string, clientSecret: string): string {
  const pair = `${formUrlEncode(clientId)}:${formUrlEncode(clientSecret)}`;
  return `Basic ${bytesToBase64(new TextEncoder().encode(pair))}`;
}

/** Whether a client with these settings is confidential (has a secret to present). */
export const isConfidential = (auth: Pick<ClientAuth, 'clientSecret'>): boolean => !!auth.clientSecret;

function grantFields(grant: TokenGrant): Array<[string, string]> {
  switch (grant.grantType) {
    case 'authorization_code':
      return [
        ['grant_type', 'authorization_code'],
        ['code', grant.code],
        ['redirect_uri', grant.redirectUri],
        ['code_verifier', grant.codeVerifier],
      ];
    case 'client_credentials':
      return [['grant_type', 'client_credentials'], ...scopeField(grant.scopes)];
    case 'refresh_token':
      return [['grant_type', 'refresh_token'], ['refresh_token', grant.refreshToken], ...scopeField(grant.scopes)];
    case 'device_code':
      return [['grant_type', DEVICE_CODE_GRANT_TYPE], ['device_code', grant.deviceCode]];
  }
}

export function scopeField(scopes: readonly string[] | undefined): Array<[string, string]> {
  return scopes && scopes.length > 0 ? [['scope', scopes.join(' ')]] : [];
}

export function buildTokenRequest(tokenUrl: string, grant: TokenGrant, client: ClientAuth): HttpRequest {
  return clientFormRequest(tokenUrl, grantFields(grant), client);
}

/** A form POST to a client-authenticated endpoint (token, device authorization) with the client's one mechanism. */
export function clientFormRequest(url: string, formFields: ReadonlyArray<[string, string]>, client: ClientAuth): HttpRequest {
  const fields = [...formFields];
  const headers: Array<[string, string]> = [['Accept', 'application/json']];
  if (!isConfidential(client)) {
    fields.push(['client_id', client.clientId]);
  } else if (client.method === 'client_secret_basic') {
    headers.push(['Authorization', clientSecretBasic(client.clientId, client.clientSecret ?? '')]);
  } else {
    fields.push(['client_id', client.clientId], ['client_secret', client.clientSecret ?? '']);
  }
  const taken = new Set(fields.map(([name]) => name));
  for (const [name, value] of Object.entries(client.extraParameters ?? {})) {
    if (!taken.has(name) && value !== '') fields.push([name, value]);
  }
  headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
  return { method: 'POST', url, headers, body: { kind: 'urlencoded', fields } };
}
