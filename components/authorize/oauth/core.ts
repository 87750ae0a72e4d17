/**
 * The OAuth core for this chunk's elements, loaded with `loadOAuth()` by the plugin before it defines them (so
 * rendering can call it synchronously) and kept out of every bundle's static graph.
 */
import { loadOAuth, type OAuthCore } from '../../../src/index.js';

let core: OAuthCore | undefined;

export async function ensureOAuthCore(): Promise<OAuthCore> {
  core ??= await loadOAuth();
  return core;
}

/** The loaded core; only called by elements defined after `ensureOAuthCore()` resolved. */
export function oauthCore(): OAuthCore {
  if (!core) throw new Error('The OAuth core is not loaded yet.');
  return core;
}
