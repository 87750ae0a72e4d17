import type * as BaseApp from './define-base.js';
import { preloadModules } from './preload-modules.js';

/** What an app module exports (define-base.ts and define-extended.ts export the same names). */
export type AppModule = typeof BaseApp;

let pending: Promise<AppModule> | undefined;

/** The app module's static chunks, listed by the build (esbuild.config.mjs); undefined where no build set it. */
declare const SPEC_VIEWER_APP_CHUNKS: readonly string[] | undefined;

/**
 * Starts loading the entry's app module (element definitions and plugins). Called by the tier's start module,
 * which the entry imports before `public-api.ts`, so the import is under way when that module awaits it.
 * The app module's own static imports are hinted as module preloads, so they download together instead of one
 * import level after another.
 */
export function startApp(load: () => Promise<AppModule>): void {
  if (pending) return;
  const hints = preloadModules(typeof SPEC_VIEWER_APP_CHUNKS === 'undefined' ? [] : SPEC_VIEWER_APP_CHUNKS);
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
