/**
 * The search core behind `import()`: a bundler makes it (and MiniSearch) a chunk of its own, fetched the
 * first time a reader searches.
 *
 * @example
 * const { SpecSearch } = await loadSearch();
 * const results = (await SpecSearch.build(model)).search('repository secret');
 */
export type SearchCore = typeof import('./index.js');

let loading: Promise<SearchCore> | undefined;

export function loadSearch(): Promise<SearchCore> {
  loading ??= import('./index.js');
  loading.catch(() => (loading = undefined)); // a failed chunk load may be retried
  return loading;
}
