/**
 * The OAuth core for this chunk's elements, loaded with `loadOAuth()` by the plugin before it defines them (so
 * rendering can call it synchronously) and kept out of every bundle's static graph.
 */
import { loadedOAuth, loadOAuth, type OAuthCore } from '../../../src/index.js';

/** Loads the core (once; a failed load is tried again on the next call). */
export function ensureOAuthCore(): Promise<OAuthCore> {
  return loadOAuth();
}

/** The loaded core; only called by elements defined after `ensureOAuthCore()` resolved. */
export function oauthCore(): OAuthCore {
  const core = loadedOAuth();
  if (!core) throw new Error('The OAuth core is not loaded yet.');
  return core;
}
