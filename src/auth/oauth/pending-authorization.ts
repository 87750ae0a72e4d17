/**
 * An authorization request in flight: its PKCE verifier and what the callback must match, kept in
 * sessionStorage under its `state` and deleted as soon as the callback is checked (used at most once).
 *
 * @example
 * const pending = new PendingAuthorizations();
 * pending.save({ state, verifier, schemeKey: 'oauth', tokenUrl, redirectUri, createdAt: Date.now() });
 * const check = checkCallback(message, state, pending.take(message.state));
 */
import { say, type CoreText } from '../../errors.js';
import type { StorageLike } from '../../persist/form-store.js';
import type { CallbackMessage } from './callback-message.js';
import { SessionJson } from '../../persist/session-json.js';
import { oauthMessages } from './texts.js';

export interface PendingAuthorization {
  state: string;
  verifier: string;
  schemeKey: string;
  tokenUrl: string;
  redirectUri: string;
  /** The discovery document's issuer (OpenID Connect), checked against the callback's `iss`. */
  issuer?: string;
  createdAt: number;
}

export const PENDING_KEY_PREFIX = 'spec-viewer:oauth-pending:';

export class PendingAuthorizations {
  private readonly store: SessionJson<PendingAuthorization>;

  constructor(storage?: StorageLike) {
    this.store = new SessionJson(PENDING_KEY_PREFIX, storage);
  }

  save(pending: PendingAuthorization): void {
    this.store.set(pending.state, pending);
  }

  /** The pending request of `state`, removed from storage. */
  take(state: string): PendingAuthorization | undefined {
    return this.store.take(state);
  }

  discard(state: string): void {
    this.store.remove(state);
  }
}

export type CallbackCheck = { ok: true; code: string; pending: PendingAuthorization } | ({ ok: false } & CoreText);

/**
 * Whether a callback may be redeemed: its state is the one this tab is waiting for (and was stored), its
 * issuer (when both sides know one) is the discovered one, and it carries a code rather than an error.
 */
export function checkCallback(message: CallbackMessage, expectedState: string, pending: PendingAuthorization | undefined): CallbackCheck {
  if (message.state !== expectedState || !pending || pending.state !== message.state) {
    return { ok: false, ...say(oauthMessages, 'stateMismatch') };
  }
  if (pending.issuer && message.iss !== undefined && message.iss !== pending.issuer) {
    return { ok: false, ...say(oauthMessages, 'issuerMismatch', message.iss, pending.issuer) };
  }
  if (message.error) {
    return { ok: false, ...say(oauthMessages, 'providerError', message.error, message.errorDescription ?? '') };
  }
  if (!message.code) return { ok: false, ...say(oauthMessages, 'noCodeNoError') };
  return { ok: true, code: message.code, pending };
}
