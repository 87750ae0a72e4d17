import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SvElement } from '../shared/base-element.js';
import { TabsController } from '../controllers/tabs.js';
import { codeBlock } from './example-block.js';
import { exampleColumnStyles } from './example-column.styles.js';
import { tryItEn } from '../i18n/parts/try-it.js';

/** One block of the tabs: a named text in a highlighter's language. */
export interface ExampleTab {
  label: string;
  text: string;
  language: string;
  /** A note above the text (a fault's name, "generated from the schema"). */
  hint?: string;
}

/**
 * @tagname sv-example-tabs
 * @summary Named example texts as tabs: a GraphQL query, its variables and its response; a SOAP request, response
 * and fault envelope.
 *
 * @csspart tabs - The tab list.
 * @csspart example - The example code block.
 */
export class SvExampleTabs extends SvElement {
  static override styles = exampleColumnStyles;
  static override englishLabels = tryItEn;

  /** The blocks, or a promise of them (GraphQL's response is walked in a lazy chunk). */
  @property({ attribute: false }) blocks: ExampleTab[] | Promise<ExampleTab[] | undefined> = [];
  /** Accessible name of the tab list. */
  @property() label = '';
  /** The tab chosen first (what comes back, for a reader who reads rather than sends). */
  @property({ type: Number }) initial = 0;

  @state() private shown: ExampleTab[] = [];
  @state() private selected = 0;
  private readonly tabList = new TabsController(this, {
    count: () => this.shown.length,
    selected: () => this.selected,
    select: (index) => (this.selected = index),
  });

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('blocks')) return;
    const blocks = this.blocks;
    if (Array.isArray(blocks)) this.show(blocks);
    else {
      this.shown = [];
      void blocks.then(
        (loaded) => this.blocks === blocks && this.show(loaded ?? []),
        () => undefined,
      );
    }
  }

  private show(blocks: ExampleTab[]): void {
    this.shown = blocks;
    this.selected = Math.min(this.initial, Math.max(0, blocks.length - 1));
  }

  protected override render(): unknown {
    if (this.shown.length === 0) return nothing;
    const selected = Math.min(this.selected, this.shown.length - 1);
    const tab = this.shown[selected]!;
    return html`<div class="box">
      <div class="bar">
        <div class="tabs" role="tablist" aria-label=${this.label} part="tabs" @keydown=${this.tabList.onKeydown}>
          ${this.shown.map(
            (b, i) => html`<button type="button" role="tab" id=${`tab-${i}`} aria-selected=${i === selected ? 'true' : 'false'} aria-controls="panel"
              tabindex=${i === selected ? 0 : -1} @click=${() => this.tabList.select(i, false)}>${b.label}</button>`,
          )}
        </div>
      </div>
      <div class="panel" id="panel" role="tabpanel" aria-labelledby=${`tab-${selected}`}>
        ${tab.hint ? html`<p class="hint" dir="auto">${tab.hint}</p>` : nothing}
        ${codeBlock(tab.text, tab.language, tab.label)}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-example-tabs': SvExampleTabs;
  }
}
