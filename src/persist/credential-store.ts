/**
 * Auth credentials (API keys, bearer tokens, basic credentials, pasted OAuth tokens) for the Authorize panel.
 * sessionStorage only, for the tab's lifetime: never localStorage, and unaffected by tryItPersistTtl
 * (docs/try-it.md#authorize-panel).
 *
 * @example
 * const creds = new CredentialStore(model.info);
 * creds.set('api_key', { value: 'abc' });
 * creds.get('api_key'); // { value: 'abc' }
 */
import type { Credential } from '../model/security.js';
import type { StorageLike } from './form-store.js';
import { SessionJson } from './session-json.js';

export const CREDENTIAL_KEY_PREFIX = 'spec-viewer:auth:';

export class CredentialStore {
  private readonly store: SessionJson<unknown>;

  /** `storage` is for tests; passing localStorage is refused so a credential can never outlive the tab. */
  constructor(info: { title: string; version: string }, storage?: StorageLike) {
    this.store = new SessionJson(`${CREDENTIAL_KEY_PREFIX}${info.title}@${info.version}:`, storage, 'Credentials');
  }

  /** The stored credential, string fields only (anything else in storage is ignored). */
  get(schemeKey: string): Credential | undefined {
    const value = this.store.get(schemeKey);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const out: Credential = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
    return out;
  }

  set(schemeKey: string, credential: Credential): void {
    this.store.set(schemeKey, credential);
  }

  remove(schemeKey: string): void {
    this.store.remove(schemeKey);
  }
}
