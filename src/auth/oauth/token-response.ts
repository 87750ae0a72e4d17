/**
 * Token endpoint answers (RFC 6749 sections 5.1 and 5.2): a token, or an error whose `error` and
 * `error_description` are shown verbatim.
 *
 * @example
 * parseTokenResponse(200, '{"access_token":"abc","token_type":"Bearer","expires_in":3600}');
 * // { ok: true, token: { accessToken: 'abc', tokenType: 'Bearer', expiresIn: 3600 } }
 */
import { say, type CoreText } from '../../errors.js';
import { oauthMessages } from './texts.js';

export interface TokenSet {
  accessToken: string;
  tokenType: string;
  expiresIn?: number;
  refreshToken?: string;
  /** Granted scopes, when the server says (they may differ from the requested ones). */
  scope?: string;
  idToken?: string;
}

export interface TokenEndpointError extends CoreText {
  /** The `error` code (`invalid_client`, `invalid_grant` …), or `invalid_response` when the body is not usable. */
  error: string;
  errorDescription?: string;
  errorUri?: string;
  status: number;
  /** One sentence for the panel: the server's words verbatim, with the status. */
  message: string;
}

export type TokenResult = { ok: true; token: TokenSet } | { ok: false; error: TokenEndpointError };

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function endpointError(status: number, body: Record<string, unknown>): TokenEndpointError {
  const error = str(body['error']) ?? 'invalid_response';
  const description = str(body['error_description']);
  const out: TokenEndpointError = { error, status, ...say(oauthMessages, 'tokenEndpointError', status, error, description ?? '') };
  const uri = str(body['error_uri']);
  if (description) out.errorDescription = description;
  if (uri) out.errorUri = uri;
  return out;
}

function invalid(status: number, why: CoreText): TokenResult {
  return { ok: false, error: { error: 'invalid_response', status, ...why } };
}

export function parseTokenResponse(status: number, text: string): TokenResult {
  const body = parseJson(text);
  if (!body) return invalid(status, say(oauthMessages, 'tokenNotJson', status, text.trim().slice(0, 200)));
  if (status < 200 || status >= 300 || str(body['error'])) return { ok: false, error: endpointError(status, body) };
  const accessToken = str(body['access_token']);
  if (!accessToken) return invalid(status, say(oauthMessages, 'tokenNoAccessToken', status));
  const token: TokenSet = { accessToken, tokenType: str(body['token_type']) ?? 'Bearer' };
  const expiresIn = Number(body['expires_in']);
  if (body['expires_in'] !== undefined && Number.isFinite(expiresIn)) token.expiresIn = expiresIn;
  const refreshToken = str(body['refresh_token']);
  if (refreshToken) token.refreshToken = refreshToken;
  const scope = str(body['scope']);
  if (scope) token.scope = scope;
  const idToken = str(body['id_token']);
  if (idToken) token.idToken = idToken;
  return { ok: true, token };
}
