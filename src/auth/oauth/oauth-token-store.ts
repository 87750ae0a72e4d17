/**
 * Tokens obtained with Get Token, per spec and scheme, in sessionStorage only (the access token is also applied
 * through the Authorize panel's credential store; the refresh token lives only here).
 */
import type { StorageLike } from '../../persist/form-store.js';
import type { ClientAuthMethod } from './oauth-config.js';
import { SessionJson } from '../../persist/session-json.js';

export interface StoredToken {
  accessToken: string;
  tokenType: string;
  refreshToken?: string;
  /** Milliseconds since the epoch. */
  expiresAt?: number;
  scope?: string;
  /** What Refresh needs to authenticate again the same way. */
  tokenUrl: string;
  refreshUrl?: string;
  clientId: string;
  clientAuthMethod: ClientAuthMethod;
}

export const TOKEN_KEY_PREFIX = 'spec-viewer:oauth-token:';

export class OAuthTokenStore {
  private readonly store: SessionJson<StoredToken>;

  constructor(info: { title: string; version: string }, storage?: StorageLike) {
    this.store = new SessionJson(`${TOKEN_KEY_PREFIX}${info.title}@${info.version}:`, storage);
  }

  get(schemeKey: string): StoredToken | undefined {
    const value = this.store.get(schemeKey);
    return value && typeof value.accessToken === 'string' ? value : undefined;
  }

  set(schemeKey: string, token: StoredToken): void {
    this.store.set(schemeKey, token);
  }

  remove(schemeKey: string): void {
    this.store.remove(schemeKey);
  }
}
