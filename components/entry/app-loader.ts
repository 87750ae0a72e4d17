import type * as PublicExports from './public-exports.js';

export type AppModule = typeof PublicExports;

let pending: Promise<AppModule> | undefined;

/**
 * Starts loading the entry's app module (element definitions and plugins). Called by the tier's start module,
 * which the entry imports before `public-api.ts`, so the import is under way when that module awaits it.
 */
export function startApp(load: () => Promise<AppModule>): void {
  pending ??= load();
}

/** The app module started by `startApp`. */
export function loadedApp(): Promise<AppModule> {
  if (!pending) throw new Error('spec-viewer: the entry did not start its app module');
  return pending;
}
