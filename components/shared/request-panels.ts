/**
 * The request panels (`<sv-try-it>`, `<sv-response>`, `<sv-code-samples>`) are a lazy chunk: only pages whose
 * operations can be called download them (an AsyncAPI page never does). The entry files register how the chunk
 * is fetched; the viewer starts it as soon as the spec type is guessed.
 */
import type * as RequestPanels from '../entry/define-request-panels.js';

export type RequestPanelsModule = typeof RequestPanels;

let loader: (() => Promise<RequestPanelsModule>) | undefined;
let pending: Promise<RequestPanelsModule | undefined> | undefined;
const listeners: Array<(panels: RequestPanelsModule) => void> = [];

/** The entry files register the chunk's import (which defines the elements). */
export function registerRequestPanels(load: () => Promise<RequestPanelsModule>): void {
  loader = load;
}

/**
 * Fetches the chunk once; resolves when its elements are defined, or with undefined when no entry registered it
 * or it failed to load (the page still renders, without the panels; a later call fetches it again).
 */
export function loadRequestPanels(): Promise<RequestPanelsModule | undefined> {
  if (!pending && loader) {
    pending = loader().then(
      (panels) => {
        for (const listener of listeners.splice(0)) listener(panels);
        return panels;
      },
      () => (pending = undefined),
    );
  }
  return pending ?? Promise.resolve(undefined);
}

/** Calls `listener` with the chunk's module once it has loaded (never fetches it). */
export function whenRequestPanelsLoad(listener: (panels: RequestPanelsModule) => void): void {
  listeners.push(listener);
}
