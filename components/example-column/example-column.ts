import { html, nothing, type PropertyValues } from 'lit';
import { consume } from '@lit/context';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { isCallable, lazyModule, type ApiModel, type HttpRequest, type Operation } from '../../src/index.js';
import { asyncTryItView } from '../shared/async-try-it-view.js';
import type { TryItChangeDetail } from '../try-it/try-it-events.js';
import type { SvTryIt } from '../try-it/try-it.js';
import { SvElement } from '../shared/base-element.js';
import { apiModelContext, viewerOptionsContext, type ViewerOptions } from '../shared/context.js';
import { exampleColumnStyles } from './example-column.styles.js';
import { formatExamples } from './format-examples.js';
import { tryItEn } from '../i18n/parts/try-it.js';

/** The AsyncAPI Try-It check, fetched with the first AsyncAPI card's column (channel-tryable.ts). */
const channelCheck = lazyModule(() => import('./channel-tryable.js'));

/**
 * @tagname sv-example-column
 * @summary The right-hand column of an operation: its request sample and response examples, and its Try-It form
 * on demand.
 *
 * By default the column shows the code samples (the reader's language, one choice per page) and the examples of
 * what comes back: per status for HTTP, the response and fault envelopes for SOAP, the query's result for GraphQL,
 * each message's payload for AsyncAPI. The "Try it" button (`aria-expanded`) puts the operation's live form in
 * place of the examples; Close or Escape brings them back, and the form keeps its state. `try-it-open` on
 * `<spec-viewer>` opens every form at first; `allow-try-it="false"` leaves the examples without the button.
 *
 * @csspart try-it-toggle - The "Try it" / "Close" button.
 * @cssproperty --sv-example-column-max-height - Height of an example's code block before it scrolls.
 */
export class SvExampleColumn extends SvElement {
  static override styles = exampleColumnStyles;
  static override englishLabels = tryItEn;

  @property({ attribute: false }) operation?: Operation;
  @property({ attribute: false }) model?: ApiModel;

  @consume({ context: apiModelContext, subscribe: true })
  @state()
  private contextModel?: ApiModel;

  @consume({ context: viewerOptionsContext, subscribe: true })
  @state()
  private options?: ViewerOptions;

  /** The form is shown in place of the examples. */
  @state() private open = false;
  /** The form was opened once: it stays rendered (hidden) so closing keeps its state and its answer. */
  @state() private opened = false;
  /** What the form would send now; the samples print it (undefined: the untouched form's request). */
  @state() private sampleRequest?: HttpRequest;
  private openedByOption = false;

  private get apiModel(): ApiModel | undefined {
    return this.model ?? this.contextModel;
  }

  /**
   * Whether the operation gets a Try-It form (HTTP, SOAP and GraphQL; AsyncAPI over WebSocket, MQTT or SSE), unless the page
   * turns Try-It off.
   */
  get tryable(): boolean {
    const op = this.operation;
    if (op === undefined || !(this.options?.allowTryIt ?? true)) return false;
    return isCallable(op) || this.asyncTryable;
  }

  /**
   * An AsyncAPI operation with a server a browser can reach, or any AsyncAPI operation in the page's mock mode: its
   * panel is `<sv-async-try-it>`, in a chunk of its own.
   */
  private get asyncTryable(): boolean {
    const model = this.apiModel;
    const op = this.operation;
    if (op === undefined || model === undefined || op.kind !== 'async') return false;
    if (this.options?.tryItMock === true) return true;
    const check = channelCheck.loaded;
    if (!check) void channelCheck.load().then(() => this.requestUpdate());
    return check?.hasTryableServer(op, model, { proxy: !!this.options?.proxyUrl }) === true;
  }

  /** Whether the form is shown. */
  get formOpen(): boolean {
    return this.open;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('operation') && changed.get('operation') !== undefined) {
      this.open = this.opened = this.openedByOption = false;
      this.sampleRequest = undefined;
    }
    if (this.options?.tryItOpen && this.tryable && !this.openedByOption) {
      this.openedByOption = true;
      this.open = this.opened = true;
      if (this.asyncTryable) void asyncTryItView.load();
    }
  }

  /** Shows the form and moves focus into it. */
  async openForm(): Promise<void> {
    if (!this.tryable) return;
    this.open = this.opened = true;
    if (this.asyncTryable) await asyncTryItView.load();
    await this.updateComplete;
    const form = this.renderRoot.querySelector<SvTryIt>('sv-try-it') ?? this.renderRoot.querySelector('sv-async-try-it');
    await form?.updateComplete;
    const root = form?.renderRoot as ShadowRoot | undefined;
    const first =
      root?.querySelector<HTMLElement>('form :is(input, select, textarea, button):not([disabled])') ?? root?.querySelector<HTMLElement>('#url, .send, .reset');
    first?.focus();
  }

  /** Brings the examples back (the form keeps its state) and returns focus to the "Try it" button. */
  async closeForm(): Promise<void> {
    this.open = false;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.toggle')?.focus();
  }

  private readonly onFormKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    void this.closeForm();
  };

  protected override render(): unknown {
    const op = this.operation;
    if (!op) return nothing;
    const options = this.options;
    const model = this.apiModel;
    const callable = isCallable(op);
    return html`<div class="column">
      ${this.tryable
        ? html`<div class="toolbar">
            <button type="button" class="toggle" part="try-it-toggle" aria-expanded=${this.open ? 'true' : 'false'} aria-controls=${this.opened ? 'form' : nothing}
              @click=${() => (this.open ? this.closeForm() : this.openForm())}>${this.open ? this.t.closeTryIt : this.t.tryIt}</button>
          </div>`
        : nothing}
      ${this.opened && this.tryable && this.asyncTryable
        ? html`<div class="form" id="form" ?hidden=${!this.open} @keydown=${this.onFormKeydown}>
            <sv-async-try-it .operation=${op} .model=${model} proxy-url=${ifDefined(options?.proxyUrl)} ?mock=${options?.tryItMock === true}></sv-async-try-it>
          </div>`
        : nothing}
      ${this.opened && this.tryable && !this.asyncTryable
        ? html`<div class="form" id="form" ?hidden=${!this.open} @keydown=${this.onFormKeydown}>
            <sv-try-it
              .operation=${op}
              .model=${this.model}
              proxy-url=${ifDefined(options?.proxyUrl)}
              ?mock=${options?.tryItMock === true}
              .persistTtl=${options?.tryItPersistTtl}
              .onTryItRequest=${options?.onTryItRequest}
              .onTryItResponse=${options?.onTryItResponse}
              heading-level="4"
              @try-it-change=${(e: CustomEvent<TryItChangeDetail>) => (this.sampleRequest = e.detail.request)}
            ></sv-try-it>
          </div>`
        : nothing}
      ${callable || op.kind === 'async'
        ? html`<sv-code-samples .operation=${op} .model=${this.model} .request=${this.sampleRequest}></sv-code-samples>`
        : nothing}
      ${this.open ? nothing : formatExamples(op, model, this.t)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-example-column': SvExampleColumn;
  }
}
