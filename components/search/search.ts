import { html, nothing, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { SearchKind, SearchResult } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { highlight } from './highlight.js';
import { deepActiveElement } from '../shared/land-highlight.js';
import { searchStyles } from './search.styles.js';
import type { PartialResults } from '../controllers/search-index-cache.js';
import { searchEn } from '../i18n/parts/search.js';

const QUERY_KEY = 'spec-viewer:search-query';
/** While the index fills and a query has no results yet, it runs again after this many ms. */
const REFILL_MS = 60;


/**
 * @tagname sv-search
 * @summary The Cmd/Ctrl+K search dialog of `<spec-viewer>`: one search over operations, parameters, properties,
 * response codes, schemas, channels, messages and GraphQL types, fields and enum values, with typo tolerance.
 *
 * Opened by `<spec-viewer>` on Cmd/Ctrl+K, `/` outside text fields and its sidebar's search button, which load
 * this element's chunk (components/search/define.ts) on first use. ARIA
 * combobox + listbox: arrow keys move through results, Enter goes to the result's deep link, Escape closes and
 * focus returns where it was. The last query is kept for the tab (sessionStorage).
 *
 * @fires search-open - The dialog opened; detail is `{ query }` (the kept query).
 * @fires search-select - A result was chosen; detail is `{ result }` (`id` is its deep link). Cancelable:
 *   `preventDefault()` keeps the viewer from navigating.
 * @csspart search-dialog - The dialog.
 * @csspart search-input - The query field.
 * @csspart search-results - The result list.
 * @csspart search-result - One result.
 * @csspart search-mark - A matched word in a result.
 * @cssproperty --sv-search-width - Width of the dialog.
 * @cssproperty --sv-search-bg - Dialog background.
 * @cssproperty --sv-search-fg - Dialog text.
 * @cssproperty --sv-search-muted - Owner, path and group headings.
 * @cssproperty --sv-search-active-bg - Background of the result the arrow keys are on.
 * @cssproperty --sv-search-mark-bg - Background of matched words.
 * @cssproperty --sv-search-backdrop - The backdrop behind the dialog.
 * @cssproperty --sv-search-landing-bg - The brief highlight of the element a result lands on.
 */
export class SvSearch extends SvElement {
  static override englishLabels = searchEn;
  static override styles = searchStyles;

  /** Runs a query over what is indexed so far; `done` is set while the index still fills (the viewer's index). */
  @property({ attribute: false }) searcher?: (query: string) => Promise<PartialResults>;

  @state() private query = sessionStorage.getItem(QUERY_KEY) ?? '';
  @state() private results: SearchResult[] = [];
  @state() private active = -1;
  /** Whether the reader moved off the top result (arrow keys or pointer) since the query last changed. */
  private moved = false;
  @state() private pending = false;
  /** The index is still filling: results may grow. */
  @state() private filling = false;

  @query('dialog') private dialog?: HTMLDialogElement;
  @query('input') private input?: HTMLInputElement;

  private returnFocus: HTMLElement | null = null;
  /** The query the shown results answer. */
  private shownQuery = '';
  private runs = 0;

  /** True while the dialog is open. */
  get isOpen(): boolean {
    return this.dialog?.open ?? false;
  }

  /** Opens the dialog with the last query selected, and runs it. */
  async open(): Promise<void> {
    await this.updateComplete;
    const dialog = this.dialog;
    if (!dialog || dialog.open) return;
    this.returnFocus = deepActiveElement();
    dialog.showModal();
    this.input?.focus();
    this.input?.select();
    this.emit('search-open', { query: this.query });
    void this.run(this.query);
  }

  /** Closes the dialog; focus returns to where it was unless a result was chosen. */
  close(): void {
    this.dialog?.close();
  }

  protected override render(): TemplateResult {
    const expanded = this.results.length > 0;
    return html`<dialog part="search-dialog" aria-label=${this.t.searchDialog} @close=${this.onClose} @click=${this.onBackdropClick}>
      <div class="bar">
        <input
          part="search-input"
          type="text"
          role="combobox"
          aria-label=${this.t.searchPlaceholder}
          aria-expanded=${expanded ? 'true' : 'false'}
          aria-controls="results"
          aria-autocomplete="list"
          aria-activedescendant=${this.active >= 0 ? `result-${this.active}` : nothing}
          placeholder=${this.t.searchPlaceholder}
          autocomplete="off"
          spellcheck="false"
          .value=${this.query}
          @input=${(e: Event) => void this.run((e.target as HTMLInputElement).value)}
          @keydown=${this.onInputKey}
        />
        <button class="close" type="button" @click=${() => this.close()}>${this.t.close}</button>
      </div>
      <div role="listbox" id="results" part="search-results" aria-label=${this.t.searchResults} ?hidden=${!expanded}>${this.groups()}</div>
      <p class="status" role="status">${this.statusText()}</p>
    </dialog>`;
  }

  private statusText(): string {
    if (this.query.trim() === '') return this.t.searchHelp;
    if (this.pending && this.results.length === 0) return this.t.searching;
    return this.results.length === 0 ? this.t.nothingMatches(this.query, this.filling) : this.t.resultCount(this.results.length, this.filling);
  }

  /** Results grouped by kind, groups in the order of their best result; indexes follow the display order. */
  private groups(): TemplateResult[] {
    const order: SearchKind[] = [];
    for (const r of this.results) if (!order.includes(r.kind)) order.push(r.kind);
    let index = 0;
    return order.map((kind) => {
      const items = this.results.filter((r) => r.kind === kind);
      return html`<div role="group" aria-labelledby=${`group-${kind}`}>
        <div class="group-label" id=${`group-${kind}`} role="presentation">${this.t.searchKinds[kind]}</div>
        ${items.map((r) => this.option(r, index++))}
      </div>`;
    });
  }

  private option(r: SearchResult, i: number): TemplateResult {
    const showOwner = r.kind !== 'operation' && r.owner !== undefined;
    const showPath = r.kind === 'operation' && r.path !== undefined;
    return html`<div
      role="option"
      id=${`result-${i}`}
      part="search-result"
      aria-selected=${i === this.active ? 'true' : 'false'}
      @click=${() => this.choose(i)}
      @pointermove=${(e: PointerEvent) => this.pointTo(i, e)}
    >
      <span class="line">
        ${r.kind === 'operation' && r.method ? html`<span class="method" part="method-badge">${r.method}</span>` : nothing}
        <span class="title">${highlight(r.title, r.terms)}</span>
      </span>
      ${showPath ? html`<span class="sub path" dir="ltr">${highlight(r.path!, r.terms)}</span>` : nothing}
      ${showOwner ? html`<span class="sub">${this.t.inOwner} <span class="path" dir="ltr">${r.owner}</span></span>` : nothing}
    </div>`;
  }

  /** Results in display (grouped) order, so arrow keys follow what the reader sees. */
  private displayed(): SearchResult[] {
    const order: SearchKind[] = [];
    for (const r of this.results) if (!order.includes(r.kind)) order.push(r.kind);
    return order.flatMap((kind) => this.results.filter((r) => r.kind === kind));
  }

  private async run(text: string): Promise<void> {
    this.query = text;
    sessionStorage.setItem(QUERY_KEY, text);
    const run = ++this.runs;
    if (text.trim() === '' || !this.searcher) {
      this.results = [];
      this.active = -1;
      this.filling = false;
      return;
    }
    this.pending = true;
    const { results, done } = await this.searcher(text);
    if (run !== this.runs) return; // a later keystroke already answered
    this.pending = false;
    // The same query again (the index completed): stay on the result the reader moved to; otherwise (a new query, or
    // the reader has not moved) the top result is the active one.
    const same = text === this.shownQuery;
    const keep = same && this.moved ? this.displayed()[this.active]?.id : undefined;
    if (!same) this.moved = false;
    this.shownQuery = text;
    this.results = results;
    const kept = keep === undefined ? -1 : this.displayed().findIndex((r) => r.id === keep);
    this.active = kept >= 0 ? kept : results.length > 0 ? 0 : -1;
    this.filling = done !== undefined;
    if (done) {
      void done.then(() => {
        if (run === this.runs) void this.run(text); // the full index may rank differently
      });
      // Nothing yet in the first slices: ask again shortly rather than only when the whole index is in.
      if (results.length === 0) {
        setTimeout(() => {
          if (run === this.runs && this.filling) void this.run(text);
        }, REFILL_MS);
      }
    }
  }

  /** Chromium sends pointermove without movement when content changes under a still pointer: only a real move counts. */
  private pointTo(i: number, event: PointerEvent): void {
    if (event.movementX === 0 && event.movementY === 0) return;
    this.active = i;
    this.moved = true;
  }

  private choose(i: number): void {
    const result = this.displayed()[i];
    if (!result) return;
    const event = this.emit('search-select', { result }, { cancelable: true });
    this.returnFocus = null; // landing focuses the target
    this.close();
    if (!event.defaultPrevented) this.emit('sv-navigate', { id: result.id }, { composed: false });
  }

  private readonly onInputKey = (event: KeyboardEvent): void => {
    const count = this.results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.active = (this.active + step + count) % count;
      this.moved = true;
      void this.updateComplete.then(() => this.renderRoot.querySelector(`#result-${this.active}`)?.scrollIntoView({ block: 'nearest' }));
    } else if (event.key === 'Home' && event.ctrlKey) {
      this.active = count > 0 ? 0 : -1;
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (this.active >= 0) this.choose(this.active);
    }
  };

  private readonly onClose = (): void => {
    const target = this.returnFocus;
    this.returnFocus = null;
    if (target?.isConnected) target.focus();
  };

  private readonly onBackdropClick = (event: MouseEvent): void => {
    if (event.target === this.dialog) this.close(); // a click on the backdrop, outside the dialog box
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-search': SvSearch;
  }
}
