import type { ApiModel } from '../model/api.js';
import type { Credential, SecurityScheme } from '../model/security.js';
import { CredentialStore } from '../persist/credential-store.js';
import type { StorageLike } from '../persist/form-store.js';
import type { Credentials } from './requirements.js';
import { isCredentialComplete, isManagedScheme, normalizeCredential } from './scheme-credential.js';

/**
 * What the opener of the Authorize panel waits for (Try-It's "Authorize…" button next to a disabled Send): the
 * panel closes by itself once `satisfied` holds after credentials change, and calls `settled` once when this
 * request ends (the panel closed, was satisfied, or another request replaced it).
 */
export interface OpenRequest {
  /** Whether the credentials applied now are what the opener needed. */
  satisfied: () => boolean;
  /** Called once; `satisfied` is whether the request ended with the opener's need met. */
  settled?: (satisfied: boolean) => void;
}

/**
 * The credentials applied in the Authorize panel for one spec, shared by every element of a `<spec-viewer>`
 * (panel, security badges, Try-It panels) through the elements' `authSessionContext`. Plain state, no DOM. Backed by the sessionStorage-only
 * CredentialStore: credentials survive a reload of the tab and nothing else (never localStorage, no TTL).
 *
 * `credentials` is replaced by a new frozen object on every change, so consumers compare by identity.
 *
 * @example
 * ```ts
 * const session = new AuthSession(model);
 * session.subscribe(() => host.requestUpdate());
 * session.apply('api_key', { value: 'abc' });
 * session.credentials; // { api_key: { value: 'abc' } }
 * session.requestOpen('api_key'); // asks <sv-authorize> to open on that scheme
 * ```
 */
export class AuthSession {
  readonly schemes: readonly SecurityScheme[];
  credentials: Credentials;
  private readonly store: CredentialStore;
  private readonly listeners = new Set<() => void>();
  private readonly openListeners = new Set<(schemeKey: string | undefined, request?: OpenRequest) => void>();

  /** `storage` is for tests; CredentialStore refuses localStorage. */
  constructor(model: Pick<ApiModel, 'info' | 'securitySchemes'>, storage?: StorageLike) {
    this.schemes = model.securitySchemes;
    this.store = new CredentialStore(model.info, storage);
    const restored: Record<string, Credential> = {};
    for (const scheme of this.schemes) {
      const saved = this.store.get(scheme.key);
      if (isManagedScheme(scheme) && isCredentialComplete(scheme, saved)) restored[scheme.key] = normalizeCredential(scheme, saved ?? {});
    }
    this.credentials = Object.freeze(restored);
  }

  private scheme(key: string): SecurityScheme | undefined {
    return this.schemes.find((s) => s.key === key);
  }

  isApplied(key: string): boolean {
    return key in this.credentials;
  }

  /** Applies (and saves) a scheme's credential; returns false, changing nothing, when it is incomplete. */
  apply(key: string, credential: Credential): boolean {
    const scheme = this.scheme(key);
    if (!isManagedScheme(scheme) || !isCredentialComplete(scheme, credential)) return false;
    const value = normalizeCredential(scheme, credential);
    this.store.set(key, value);
    this.update({ ...this.credentials, [key]: value });
    return true;
  }

  clear(key: string): void {
    this.store.remove(key);
    if (!this.isApplied(key)) return;
    const next = { ...this.credentials };
    delete next[key];
    this.update(next);
  }

  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Asks the Authorize panel to open, on `schemeKey`'s form when given (security badges call it); `request` says
   * what the opener waits for (Try-It's "Authorize…" button).
   */
  requestOpen(schemeKey?: string, request?: OpenRequest): void {
    for (const listener of this.openListeners) listener(schemeKey, request);
  }

  onOpenRequest(listener: (schemeKey: string | undefined, request?: OpenRequest) => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  private update(next: Record<string, Credential>): void {
    this.credentials = Object.freeze(next);
    for (const listener of this.listeners) listener();
  }
}
