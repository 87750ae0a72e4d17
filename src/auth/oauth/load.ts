/**
 * The OAuth core behind `import()`, like format parsers behind their plugins: a bundler makes it a chunk of its
 * own, fetched only when a page first needs Get Token (the Authorize panel opening on an OAuth scheme).
 *
 * @example
 * const oauth = await loadOAuth();
 * const { verifier, challenge } = await oauth.createPkce();
 */
import { lazyModule } from '../../lazy-module.js';

export type OAuthCore = typeof import('./index.js');

const core = lazyModule<OAuthCore>(() => import('./index.js'));

export function loadOAuth(): Promise<OAuthCore> {
  return core.load();
}

/** The core once `loadOAuth()` has resolved, else undefined (rendering code that runs after it needs no await). */
export function loadedOAuth(): OAuthCore | undefined {
  return core.loaded;
}
