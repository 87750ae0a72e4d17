import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { FormStore, formStoreKey, type StorageLike } from '../../src/index.js';

export interface PersistedFormOptions {
  /** Spec title/version and the operation's method/path: the storage key; undefined while not known yet. */
  identity: () => { info: { title: string; version: string }; method: string; path: string } | undefined;
  /** `tryItPersistTtl` in seconds: undefined never expires, 0 disables persistence. */
  ttl: () => number | undefined;
  /** Injected in tests. */
  storage?: StorageLike;
  now?: () => number;
}

/**
 * Saves and restores one Try-It form in localStorage through the core's FormStore (TTL rules: docs/try-it.md#try-it-panel).
 * The host decides when: `restore()` when the operation is opened, `save()` after a user edit, `clear()` on Reset.
 *
 * @example
 * ```ts
 * private persisted = new PersistedFormController(this, {
 *   identity: () => this.model && { info: this.model.info, method: this.operation.method, path: this.operation.path },
 *   ttl: () => this.persistTtl,
 * });
 * const saved = this.persisted.restore(); // undefined when absent, expired (then removed) or disabled
 * this.persisted.save(toPersisted(state));
 * ```
 */
export class PersistedFormController implements ReactiveController {
  private readonly options: PersistedFormOptions;
  private pending: unknown;
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** Saves are coalesced: typing in a large body writes once per pause, not once per key. */
  static readonly SAVE_DELAY_MS = 150;

  constructor(host: ReactiveControllerHost, options: PersistedFormOptions) {
    this.options = options;
    host.addController(this);
  }

  private store(): FormStore {
    const ttl = this.options.ttl();
    return new FormStore({
      ...(this.options.storage ? { storage: this.options.storage } : {}),
      ...(this.options.now ? { now: this.options.now } : {}),
      ...(ttl === undefined ? {} : { ttlSeconds: ttl }),
    });
  }

  private key(): string | undefined {
    const id = this.options.identity();
    return id ? formStoreKey(id.info, id.method, id.path) : undefined;
  }

  /** The saved form state of the operation, or undefined. Expired entries are removed on the way. */
  restore(): unknown {
    const key = this.key();
    return key === undefined ? undefined : this.store().load(key);
  }

  /** Schedules a save of `state` (plain JSON data). */
  save(state: unknown): void {
    this.pending = state;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), PersistedFormController.SAVE_DELAY_MS);
  }

  /** Writes a scheduled save now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending === undefined) return;
    const key = this.key();
    if (key !== undefined) this.store().save(key, this.pending);
    this.pending = undefined;
  }

  /** Removes the operation's entry (Reset) and drops any scheduled save. */
  clear(): void {
    clearTimeout(this.timer);
    this.pending = undefined;
    const key = this.key();
    if (key !== undefined) this.store().clear(key);
  }

  hostDisconnected(): void {
    this.flush();
  }
}
