import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { firstExampleStatus, responseExamples, streamExamples, type Operation, type StatusExamples, type StreamText } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { TabsController } from '../controllers/tabs.js';
import { statusClass } from '../shared/labels.js';
import { markdown } from '../shared/markdown.js';
import { exampleBlock } from './example-block.js';
import { exampleColumnStyles } from './example-column.styles.js';
import { tryItEn } from '../i18n/parts/try-it.js';

/**
 * @tagname sv-response-examples
 * @summary An operation's response examples: a tab per status with its description, media type and examples.
 *
 * Each status shows the document's examples (a picker when it names several; OpenAPI 3.2 data and serialized
 * values), else one generated from the schema and marked so; a stream shows a few items in its wire format.
 *
 * @csspart tabs - The status tab list.
 * @csspart tab - Each status tab.
 * @csspart example - The example code block.
 */
export class SvResponseExamples extends SvElement {
  static override styles = exampleColumnStyles;
  static override englishLabels = tryItEn;

  @property({ attribute: false }) operation?: Operation;

  @state() private selected = 0;
  @state() private mediaIndex = 0;
  @state() private exampleIndex = 0;
  private statuses: StatusExamples[] = [];

  private readonly tabList = new TabsController(this, {
    count: () => this.statuses.length,
    selected: () => this.selected,
    select: (index) => this.pick(index),
  });

  /** Stream items in their wire format: the writer is a lazy chunk, fetched the first time a stream is shown. */
  private readonly streamText: StreamText = (media, mode) => {
    const writer = streamExamples.loaded;
    if (writer) return writer.streamExample(media, mode);
    void streamExamples.load().then(() => this.requestUpdate(), () => undefined);
    return undefined;
  };

  private pick(index: number): void {
    this.selected = index;
    this.mediaIndex = 0;
    this.exampleIndex = 0;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.operation) return;
    this.statuses = responseExamples(this.operation, this.streamText);
    if (changed.has('operation')) this.pick(firstExampleStatus(this.statuses));
  }

  protected override render(): unknown {
    const statuses = this.statuses;
    if (statuses.length === 0) return nothing;
    const selected = Math.min(this.selected, statuses.length - 1);
    const status = statuses[selected]!;
    return html`<div class="box responses">
      <div class="bar">
        <span class="box-title" aria-hidden="true">${this.t.responses}</span>
        <div class="tabs" role="tablist" aria-label=${this.t.responseExamples} part="tabs" @keydown=${this.tabList.onKeydown}>
          ${statuses.map(
            (s, i) => html`<button type="button" role="tab" part="tab" id=${`tab-${i}`} class="status-tab ${statusClass(s.status)}"
              aria-selected=${i === selected ? 'true' : 'false'} aria-controls="panel" tabindex=${i === selected ? 0 : -1}
              @click=${() => this.tabList.select(i, false)}>${s.status}</button>`,
          )}
        </div>
      </div>
      <div class="panel" id="panel" role="tabpanel" aria-labelledby=${`tab-${selected}`}>${this.statusPanel(status)}</div>
    </div>`;
  }

  private statusPanel(status: StatusExamples): unknown {
    const text = status.summary ?? status.description;
    const media = status.media[Math.min(this.mediaIndex, status.media.length - 1)];
    const label = this.t.exampleOf(this.t.responseStatus(status.status));
    return html`${text ? html`<div class="md status-description" dir="auto">${markdown(text)}</div>` : nothing}
      ${status.media.length === 0
        ? html`<p class="empty">${this.t.noBody}</p>`
        : html`<div class="media-row">
              ${status.media.length > 1
                ? html`<label class="media-select">
                    <span class="visually-hidden">${this.t.mediaTypeOf(this.t.responseStatus(status.status))}</span>
                    <select @change=${(e: Event) => {
                      this.mediaIndex = (e.target as HTMLSelectElement).selectedIndex;
                      this.exampleIndex = 0;
                    }}>
                      ${status.media.map((m, i) => html`<option ?selected=${m === media}>${m.mediaType}</option>`)}
                    </select>
                  </label>`
                : html`<span class="media-type" dir="ltr"><span class="visually-hidden">${this.t.mediaType} </span>${media!.mediaType}</span>`}
            </div>
            ${exampleBlock({
              examples: media!.examples,
              chosen: this.exampleIndex,
              choose: (i) => (this.exampleIndex = i),
              mediaType: media!.mediaType,
              label,
              t: this.t,
            })}`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-response-examples': SvResponseExamples;
  }
}
