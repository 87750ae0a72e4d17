import type { ReactiveElement } from 'lit';
import type { ApiModel, SearchResult } from '../../src/index.js';
import type { SvSearch } from '../search/search.js';
import { SearchIndexCache, type PartialResults } from './search-index-cache.js';
import { loadSearchDialog, SearchShortcutController } from './search-shortcut.js';
import { deepActiveElement, highlightLanding } from '../shared/land-highlight.js';

export interface SearchHost {
  /** The model searched; undefined while none is loaded. */
  model(): ApiModel | undefined;
  /** Goes to a result's section as a link to it would. */
  navigate(id: string): void;
  /** Renders, scrolls to and focuses the section; false when it is not on the page. */
  reveal(id: string): Promise<boolean>;
}

/**
 * Search for a page: the keyboard shortcut, opening the `<sv-search>` dialog the host renders, one index per
 * model for the dialog and for programmatic queries, and landing on a chosen result. Nothing is downloaded
 * before the first search.
 *
 * @example
 * ```ts
 * private readonly searching = new SearchController(this, {
 *   model: () => this.model,
 *   navigate: (id) => void this.route.navigate(id),
 *   reveal: (id) => this.content?.reveal(id) ?? Promise.resolve(false),
 * });
 * async search(query: string) { return this.searching.search(query); }
 * render() {
 *   return html`<button @click=${() => void this.searching.open()}>${this.t.search}</button>
 *     <sv-search .searcher=${this.searching.searcher} @search-open=${this.searching.prepare}
 *       @sv-navigate=${this.searching.land}></sv-search>`;
 * }
 * ```
 */
export class SearchController {
  private readonly index = new SearchIndexCache();

  constructor(
    private readonly host: ReactiveElement,
    private readonly page: SearchHost,
  ) {
    new SearchShortcutController(host, () => void this.open()); // Cmd/Ctrl+K and `/`; adds itself to the host
  }

  /** Loads the search dialog's chunk (once) and opens the dialog. */
  async open(): Promise<void> {
    await loadSearchDialog();
    await this.host.updateComplete;
    if (!customElements.get('sv-search')) return; // no entry file registered it
    await this.host.renderRoot.querySelector<SvSearch>('sv-search')?.open();
  }

  /** Ranked results over the whole model; `[]` while there is none. */
  async search(query: string): Promise<SearchResult[]> {
    const model = this.page.model();
    return model ? this.index.search(model, query) : [];
  }

  /** For `sv-search.searcher`: results from what is indexed so far. */
  readonly searcher = (query: string): Promise<PartialResults> => {
    const model = this.page.model();
    return model ? this.index.searchSoFar(model, query) : Promise.resolve({ results: [] });
  };

  /** For `search-open`: a query is about to come, so the index starts building. */
  readonly prepare = (): void => {
    const model = this.page.model();
    if (model) this.index.prepare(model);
  };

  /** For the dialog's `sv-navigate`: goes to the result, then highlights the landing briefly (rows already are). */
  readonly land = async (event: CustomEvent<{ id: string }>): Promise<void> => {
    this.page.navigate(event.detail.id);
    if (!(await this.page.reveal(event.detail.id))) return;
    const landed = deepActiveElement();
    if (!landed?.hasAttribute('data-search-landed')) highlightLanding(landed);
  };
}
