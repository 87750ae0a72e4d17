/**
 * The OAuth core behind `import()`, like format parsers behind their plugins: a bundler makes it a chunk of its
 * own, fetched only when a page first needs Get Token (the Authorize panel opening on an OAuth scheme).
 *
 * @example
 * const oauth = await loadOAuth();
 * const { verifier, challenge } = await oauth.createPkce();
 */
export type OAuthCore = typeof import('./index.js');

let loading: Promise<OAuthCore> | undefined;

export function loadOAuth(): Promise<OAuthCore> {
  loading ??= import('./index.js');
  loading.catch(() => (loading = undefined)); // a failed chunk load may be retried
  return loading;
}
