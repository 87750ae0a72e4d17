import type { CSSResult, ReactiveElement } from 'lit';
import { lazyModule, type LazyModule } from '../../src/index.js';
import { adoptStyles } from './adopt-styles.js';

/** One lazy chunk of elements: its import (registered by the entry files), fetched once. */
export class LazyElements<T> {
  private chunk?: LazyModule<T>;
  private readonly listeners: Array<(module: T) => void> = [];

  /** The entry files register the chunk's import (which defines the elements). */
  register(load: () => Promise<T>): void {
    this.chunk = lazyModule(() =>
      load().then((module) => {
        for (const listener of this.listeners.splice(0)) listener(module);
        return module;
      }),
    );
  }

  /**
   * Fetches the chunk once; resolves when its elements are defined, or with undefined when no entry registered
   * it or it failed to load (the page still renders, without them; a later call fetches it again).
   */
  load(): Promise<T | undefined> {
    return this.chunk ? this.chunk.load().catch(() => undefined) : Promise.resolve(undefined);
  }

  /** The chunk's module once it has loaded, else undefined (never fetches it). */
  get loaded(): T | undefined {
    return this.chunk?.loaded;
  }

  /**
   * The chunk's module for `host`'s render, with the styles `stylesOf` picks from it adopted into the host's
   * shadow root; undefined until it has loaded (it is fetched, and the host renders again when it arrives).
   */
  forRender(host: ReactiveElement, stylesOf: (module: T) => CSSResult): T | undefined {
    const loaded = this.loaded;
    if (!loaded) {
      void this.load().then((module) => module && host.requestUpdate());
      return undefined;
    }
    adoptStyles(host.renderRoot as ShadowRoot, stylesOf(loaded));
    return loaded;
  }

  /** Calls `listener` with the chunk's module once it has loaded, at once if it has (never fetches it). */
  whenLoaded(listener: (module: T) => void): void {
    const loaded = this.chunk?.loaded;
    if (loaded) listener(loaded);
    else this.listeners.push(listener);
  }
}
