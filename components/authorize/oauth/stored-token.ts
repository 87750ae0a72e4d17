/** What the panel keeps of a token (sessionStorage, see OAuthTokenStore), whichever flow obtained it. */
import type { StoredToken, TokenSet } from '../../../src/index.js';
import type { FlowView } from './flow-form.js';

/** `previous`: the token a refresh replaces (its refresh token stays when the answer brings none). */
export function storedToken(view: FlowView, token: TokenSet, tokenUrl: string, previous?: StoredToken): StoredToken {
  const stored: StoredToken = {
    accessToken: token.accessToken,
    tokenType: token.tokenType,
    tokenUrl: view.tokenUrl ?? tokenUrl,
    clientId: view.settings.clientId.trim(),
    clientAuthMethod: view.settings.method,
  };
  const refreshToken = token.refreshToken ?? previous?.refreshToken;
  if (refreshToken) stored.refreshToken = refreshToken;
  if (token.expiresIn !== undefined) stored.expiresAt = Date.now() + token.expiresIn * 1000;
  if (token.scope) stored.scope = token.scope;
  if (view.refreshUrl) stored.refreshUrl = view.refreshUrl;
  return stored;
}
