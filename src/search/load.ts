/**
 * The search core behind `import()`: a bundler makes it (and MiniSearch) a chunk of its own, fetched the
 * first time a reader searches.
 *
 * @example
 * const { SpecSearch } = await loadSearch();
 * const results = (await SpecSearch.build(model)).search('repository secret');
 */
import { lazyModule } from '../lazy-module.js';

export type SearchCore = typeof import('./index.js');

const core = lazyModule<SearchCore>(() => import('./index.js'));

export function loadSearch(): Promise<SearchCore> {
  return core.load();
}
