/**
 * Auth credentials (API keys, bearer tokens, basic credentials, pasted OAuth tokens) for the Authorize panel.
 * sessionStorage only, for the tab's lifetime: never localStorage, and unaffected by tryItPersistTtl
 * (README.md#authorize-panel).
 *
 * @example
 * const creds = new CredentialStore(model.info);
 * creds.set('api_key', { value: 'abc' });
 * creds.get('api_key'); // { value: 'abc' }
 */
import type { Credential } from '../model/security.js';
import type { StorageLike } from './form-store.js';

export const CREDENTIAL_KEY_PREFIX = 'spec-viewer:auth:';

function sessionStore(): StorageLike | undefined {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage;
  } catch {
    return undefined;
  }
}

function isLocalStorage(storage: StorageLike): boolean {
  try {
    return storage === (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    return false;
  }
}

export class CredentialStore {
  private readonly storage: StorageLike | undefined;
  private readonly prefix: string;

  /** `storage` is for tests; passing localStorage is refused so a credential can never outlive the tab. */
  constructor(info: { title: string; version: string }, storage?: StorageLike) {
    if (storage && isLocalStorage(storage)) {
      throw new Error('CredentialStore refuses localStorage: credentials are kept in sessionStorage only.');
    }
    this.storage = storage ?? sessionStore();
    this.prefix = `${CREDENTIAL_KEY_PREFIX}${info.title}@${info.version}:`;
  }

  get(schemeKey: string): Credential | undefined {
    try {
      const text = this.storage?.getItem(this.prefix + schemeKey);
      if (!text) return undefined;
      const value = JSON.parse(text) as unknown;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const out: Credential = {};
      for (const [k, v] of Object.entries(value)) if (typeof v === 'string') out[k] = v;
      return out;
    } catch {
      return undefined;
    }
  }

  set(schemeKey: string, credential: Credential): void {
    try {
      this.storage?.setItem(this.prefix + schemeKey, JSON.stringify(credential));
    } catch {
      // Storage blocked or full: credentials stay in memory only.
    }
  }

  remove(schemeKey: string): void {
    try {
      this.storage?.removeItem(this.prefix + schemeKey);
    } catch {
      // nothing stored
    }
  }
}
