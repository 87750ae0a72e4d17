import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { messageExamples, type Message, type MessageExamples, type Operation } from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { exampleBlock } from './example-block.js';
import { exampleColumnStyles } from './example-column.styles.js';
import { tryItEn } from '../i18n/parts/try-it.js';

/**
 * @tagname sv-message-examples
 * @summary The messages of an AsyncAPI operation (and of its reply) as examples: payload and headers.
 *
 * @csspart example - The example code block.
 */
export class SvMessageExamples extends SvElement {
  static override styles = exampleColumnStyles;
  static override englishLabels = tryItEn;

  @property({ attribute: false }) operation?: Operation;

  @state() private messageIndex = 0;
  @state() private exampleIndex = 0;
  /** The headers' own pick: a message's examples need not give headers for each payload. */
  @state() private headersIndex = 0;
  private shown: MessageExamples[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('operation')) return;
    this.messageIndex = 0;
    this.exampleIndex = 0;
    this.headersIndex = 0;
    this.shown = this.operation ? messageExamples(this.operation) : [];
  }

  protected override render(): unknown {
    if (this.shown.length === 0) return nothing;
    const index = Math.min(this.messageIndex, this.shown.length - 1);
    const { message, payload, headers, mediaType } = this.shown[index]!;
    const name = (m: Message) => m.title ?? m.name ?? m.id;
    return html`<div class="box messages">
      <div class="bar"><span class="box-title">${this.t.messageExamples}</span></div>
      <div class="panel">
        ${this.shown.length > 1
          ? html`<label class="example-select">
              <span>${this.t.exampleMessage}</span>
              <select @change=${(e: Event) => {
                this.messageIndex = (e.target as HTMLSelectElement).selectedIndex;
                this.exampleIndex = 0;
                this.headersIndex = 0;
              }}>
                ${this.shown.map((s, i) => html`<option ?selected=${i === index} dir="auto">${s.reply ? `${this.t.exampleReply}: ${name(s.message)}` : name(s.message)}</option>`)}
              </select>
            </label>`
          : html`<p class="kv" dir="auto">${name(message)}</p>`}
        <span class="media-type" dir="ltr"><span class="visually-hidden">${this.t.mediaType} </span>${mediaType}</span>
        ${exampleBlock({ examples: payload, chosen: this.exampleIndex, choose: (i) => (this.exampleIndex = i), mediaType, label: this.t.exampleOf(this.t.examplePayload), t: this.t })}
        ${headers.length > 0
          ? html`<p class="kv">${this.t.headers}</p>
              ${exampleBlock({ examples: headers, chosen: this.headersIndex, choose: (i) => (this.headersIndex = i), mediaType: 'application/json', label: this.t.exampleOf(this.t.headers), t: this.t })}`
          : nothing}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-message-examples': SvMessageExamples;
  }
}
