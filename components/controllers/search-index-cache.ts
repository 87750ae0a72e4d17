import { loadSearch, type ApiModel, type SearchOptions, type SearchResult } from '../../src/index.js';

type SpecSearch = Awaited<ReturnType<Awaited<ReturnType<typeof loadSearch>>['SpecSearch']['build']>>;
type Build = { index: SpecSearch; done: Promise<SpecSearch> };

/** Results of a query, and while the index still fills, a promise of its completion. */
export interface PartialResults {
  results: SearchResult[];
  /** Set while the index is still being built: run the query again when it settles. */
  done?: Promise<unknown>;
}

/**
 * One search index per model, built on first use: the search chunk (MiniSearch included) is fetched and the
 * index built in slices only when a reader first searches, never on page load.
 */
export class SearchIndexCache {
  private readonly builds = new WeakMap<ApiModel, Promise<Build>>();
  private readonly complete = new WeakSet<ApiModel>();

  private build(model: ApiModel): Promise<Build> {
    let build = this.builds.get(model);
    if (!build) {
      build = loadSearch().then(({ SpecSearch }) => {
        const started = SpecSearch.start(model);
        void started.done.then(() => this.complete.add(model));
        return started;
      });
      build.catch(() => this.builds.delete(model)); // a failed chunk load may be retried
      this.builds.set(model, build);
    }
    return build;
  }

  /** Starts loading the search code and building the index (the dialog opened: a query is about to come). */
  prepare(model: ApiModel): void {
    void this.build(model).catch(() => undefined);
  }

  /** Ranked results for `query` over the whole `model` (waits for the index to be complete). */
  async search(model: ApiModel, query: string, options?: SearchOptions): Promise<SearchResult[]> {
    const { done } = await this.build(model);
    return (await done).search(query, options);
  }

  /** Ranked results from what is indexed so far, for a dialog that shows results while the index fills. */
  async searchSoFar(model: ApiModel, query: string): Promise<PartialResults> {
    const { index, done } = await this.build(model);
    const results = index.search(query);
    return this.complete.has(model) ? { results } : { results, done };
  }
}
