import type * as PublicExports from './public-exports.js';
import { preloadModules } from './preload-modules.js';

export type AppModule = typeof PublicExports;

let pending: Promise<AppModule> | undefined;

/**
 * Starts loading the entry's app module (element definitions and plugins). Called by the tier's start module,
 * which the entry imports before `public-api.ts`, so the import is under way when that module awaits it.
 * `chunks` (paths relative to the entry, listed by the build) are the app module's own static imports: hinted
 * as module preloads, they download together instead of one import level after another.
 */
export function startApp(load: () => Promise<AppModule>, chunks: readonly string[] = []): void {
  if (pending) return;
  const hints = preloadModules(chunks);
  pending = load();
  // Once the app has run, the modules are in the page's module map: the hints have served their purpose.
  const removeHints = (): void => hints.forEach((link) => link.remove());
  pending.then(removeHints, removeHints);
}

/** The app module started by `startApp`. */
export function loadedApp(): Promise<AppModule> {
  if (!pending) throw new Error('spec-viewer: the entry did not start its app module');
  return pending;
}
