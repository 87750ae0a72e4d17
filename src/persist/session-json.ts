/**
 * JSON values in sessionStorage (credentials, OAuth pending requests, tokens, panel settings). sessionStorage
 * only: a credential, token, secret or code verifier never outlives the tab, and localStorage is refused outright.
 */
import type { StorageLike } from './form-store.js';

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

export class SessionJson<T> {
  private readonly storage: StorageLike | undefined;

  /** `storage` is for tests; passing localStorage throws (`what` names the data in that error). */
  constructor(private readonly prefix: string, storage?: StorageLike, what = 'OAuth data') {
    if (storage && isLocalStorage(storage)) throw new Error(`${what} is kept in sessionStorage only, never localStorage.`);
    this.storage = storage ?? sessionStore();
  }

  get(key: string): T | undefined {
    try {
      const text = this.storage?.getItem(this.prefix + key);
      return text ? (JSON.parse(text) as T) : undefined;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: T): void {
    try {
      this.storage?.setItem(this.prefix + key, JSON.stringify(value));
    } catch {
      // Storage blocked or full: the value lives in memory only.
    }
  }

  remove(key: string): void {
    try {
      this.storage?.removeItem(this.prefix + key);
    } catch {
      // nothing stored
    }
  }

  /** Reads and deletes in one step (a pending authorization is used once). */
  take(key: string): T | undefined {
    const value = this.get(key);
    this.remove(key);
    return value;
  }
}
