/**
 * The authorization request URL of the Authorization Code flow with PKCE (RFC 6749 section 4.1.1, RFC 7636
 * section 4.3). Extra parameters (`audience`, `prompt` …) are added but never replace the protocol ones.
 *
 * @example
 * buildAuthorizationUrl({ authorizationUrl: 'https://id.example.com/auth', clientId: 'app',
 *   redirectUri: 'https://docs.example.com/oauth-callback.html', scopes: ['openid', 'read'], state, codeChallenge });
 */
export interface AuthorizationRequest {
  /** Absolute (already substituted and resolved). It may carry its own query parameters. */
  authorizationUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
  codeChallenge: string;
  extraParameters?: Readonly<Record<string, string>>;
}

const PROTOCOL = new Set(['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method']);

export function buildAuthorizationUrl(request: AuthorizationRequest): string {
  const url = new URL(request.authorizationUrl);
  const params = url.searchParams;
  for (const name of PROTOCOL) params.delete(name);
  params.set('response_type', 'code');
  params.set('client_id', request.clientId);
  params.set('redirect_uri', request.redirectUri);
  if (request.scopes.length > 0) params.set('scope', request.scopes.join(' '));
  params.set('state', request.state);
  params.set('code_challenge', request.codeChallenge);
  params.set('code_challenge_method', 'S256');
  for (const [name, value] of Object.entries(request.extraParameters ?? {})) {
    if (!PROTOCOL.has(name) && value !== '') params.set(name, value);
  }
  return url.href;
}
