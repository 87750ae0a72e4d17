/**
 * Elements in lazy chunks of their own, defined when a page needs them: the request panels (`<sv-try-it>`,
 * `<sv-code-samples>`: pages whose operations can be called; an AsyncAPI page never downloads them), the
 * response view (`<sv-response>`: on a Try-It panel's first Send), the Authorize panel (`<sv-authorize>`: documents with security schemes) and the problem views
 * (`<sv-error-panel>`, `<sv-warnings>`: a failed load, a model with warnings). The entry files register
 * how each chunk is fetched; the viewer starts them before it renders a page that shows them.
 */
import type * as RequestPanels from '../entry/define-request-panels.js';
import type * as ResponseView from '../entry/define-response.js';
import type * as AuthorizePanel from '../entry/define-authorize.js';
import type * as ProblemViews from '../entry/define-problems.js';
import type * as TagTreeViews from '../entry/tag-tree-views.js';
import { lazyModule, type LazyModule } from '../../src/index.js';

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

  /** Calls `listener` with the chunk's module once it has loaded, at once if it has (never fetches it). */
  whenLoaded(listener: (module: T) => void): void {
    const loaded = this.chunk?.loaded;
    if (loaded) listener(loaded);
    else this.listeners.push(listener);
  }
}

export const requestPanels = new LazyElements<typeof RequestPanels>();
export const responseView = new LazyElements<typeof ResponseView>();
export const authorizePanel = new LazyElements<typeof AuthorizePanel>();
export const problemViews = new LazyElements<typeof ProblemViews>();
/** Nested tag sections and groups, tag badges and labels: only models that use them (`usesTagTree`) fetch it. */
export const tagTreeViews = new LazyElements<typeof TagTreeViews>();
