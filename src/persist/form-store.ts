/**
 * Try-It form state in localStorage (docs/try-it.md#try-it-panel, Persistence). One entry per operation under
 * `spec-viewer:tryit:{title@version}:{METHOD path}`, stamped with the time it was saved.
 *
 * TTL (`tryItPersistTtl`, seconds): unset → entries never expire; positive → older entries are discarded on load
 * and removed from storage; entries without a timestamp count as expired whenever a TTL is set; 0 → persistence
 * is off (nothing saved, nothing restored). Credentials never come here (see credential-store.ts).
 *
 * @example
 * const store = new FormStore({ ttlSeconds: 3600 });
 * const key = formStoreKey(model.info, op.method, op.path);
 * const saved = store.load(key); // undefined when absent, expired or disabled
 * store.save(key, toPersisted(state));
 */

/** The subset of the Web Storage API the store uses (injectable for tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FormStoreOptions {
  /** Defaults to `localStorage` when the environment has one. */
  storage?: StorageLike;
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number;
  /** undefined: never expire; > 0: seconds; 0: no save and no restore. */
  ttlSeconds?: number;
}

interface Entry {
  savedAt?: number;
  state: unknown;
}

export const FORM_KEY_PREFIX = 'spec-viewer:tryit:';

export function formStoreKey(info: { title: string; version: string }, method: string, path: string): string {
  return `${FORM_KEY_PREFIX}${info.title}@${info.version}:${method.toUpperCase()} ${path}`;
}

function defaultStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage;
  } catch {
    return undefined; // e.g. storage blocked in a sandboxed iframe
  }
}

export class FormStore {
  private readonly storage: StorageLike | undefined;
  private readonly now: () => number;
  readonly ttlSeconds: number | undefined;

  constructor(options: FormStoreOptions = {}) {
    this.storage = options.storage ?? defaultStorage();
    this.now = options.now ?? Date.now;
    const ttl = options.ttlSeconds;
    this.ttlSeconds = ttl === undefined || Number.isNaN(ttl) ? undefined : Math.max(0, ttl);
  }

  get enabled(): boolean {
    return this.storage !== undefined && this.ttlSeconds !== 0;
  }

  /** The saved state, or undefined when there is none, it expired (and is removed), or persistence is off. */
  load(key: string): unknown {
    if (!this.enabled) return undefined;
    const entry = this.read(key);
    if (!entry) return undefined;
    if (this.isExpired(entry)) {
      this.clear(key);
      return undefined;
    }
    return entry.state;
  }

  save(key: string, state: unknown): void {
    if (!this.enabled) return;
    const entry: Entry = { savedAt: this.now(), state };
    try {
      this.storage?.setItem(key, JSON.stringify(entry));
    } catch {
      // Quota exceeded or storage blocked: persistence is best-effort.
    }
  }

  clear(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Storage blocked: nothing to clear.
    }
  }

  private isExpired(entry: Entry): boolean {
    if (this.ttlSeconds === undefined) return false;
    if (typeof entry.savedAt !== 'number' || !Number.isFinite(entry.savedAt)) return true;
    return this.now() - entry.savedAt > this.ttlSeconds * 1000;
  }

  private read(key: string): Entry | undefined {
    let text: string | null = null;
    try {
      text = this.storage?.getItem(key) ?? null;
    } catch {
      return undefined;
    }
    if (text === null) return undefined;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed === null || typeof parsed !== 'object') return { state: undefined };
      const { savedAt, state } = parsed as { savedAt?: unknown; state?: unknown };
      // An entry written without the envelope (older versions, hand edits) has no timestamp.
      if (state === undefined) return { state: parsed };
      return typeof savedAt === 'number' ? { savedAt, state } : { state };
    } catch {
      return { state: undefined };
    }
  }
}
