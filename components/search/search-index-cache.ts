import { loadSearch, type ApiModel, type SearchOptions, type SearchResult } from '../../src/index.js';

type SpecSearch = Awaited<ReturnType<Awaited<ReturnType<typeof loadSearch>>['SpecSearch']['build']>>;

/**
 * One search index per model, built on first use: the search chunk (MiniSearch included) is fetched and the
 * index built in slices only when a reader first searches, never on page load.
 */
export class SearchIndexCache {
  private readonly built = new WeakMap<ApiModel, Promise<SpecSearch>>();

  /** The model's index, loading the search code and building it the first time. */
  index(model: ApiModel): Promise<SpecSearch> {
    let index = this.built.get(model);
    if (!index) {
      index = loadSearch().then(({ SpecSearch }) => SpecSearch.build(model));
      index.catch(() => this.built.delete(model)); // a failed chunk load may be retried
      this.built.set(model, index);
    }
    return index;
  }

  /** Ranked results for `query` over `model`. */
  async search(model: ApiModel, query: string, options?: SearchOptions): Promise<SearchResult[]> {
    return (await this.index(model)).search(query, options);
  }
}
