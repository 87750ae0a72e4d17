import { html, nothing } from 'lit';
import { consume } from '@lit/context';
import { property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import {
  applyCredentials,
  buildRequest,
  operationMethodLabel,
  serversForOperation,
  TryItForm,
  type ApiModel,
  type HttpRequest,
  type Operation,
  type SendBlocker,
  type TryItRequest,
  type TryItResponse,
} from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { apiModelContext } from '../shared/context.js';
import { PersistedFormController } from '../controllers/persisted-form.js';
import { renderBody } from './body-editor.js';
import { breakableUrl } from './breakable-url.js';
import { formatView } from '../shared/format-views.js';
import { renderCustomHeaders } from './custom-headers.js';
import type { FormHost } from './form-host.js';
import { querystringFieldsLoad, renderParameters, renderServers } from './param-fields.js';
import { ShownItems } from '../shared/show-more.js';
import { tryItStyles } from './try-it.styles.js';
import { now } from './clock.js';
import { optionalNumber } from '../shared/attribute-converters.js';
import { responseView } from '../shared/response-view.js';
import { AuthController } from '../controllers/auth-controller.js';
import { tryItEn } from '../i18n/parts/try-it.js';
import { SendBlockers } from './send-blockers.js';
import { RequestSender } from './request-sender.js';
// Types only (erased in JS), but it keeps the event-map augmentation in the shipped .d.ts.
export type { TryItChangeDetail, TryItStreamItemDetail } from './try-it-events.js';

/**
 * @tagname sv-try-it
 * @summary The Try-It panel of one operation: server, parameters, body and headers in, a live response out.
 *
 * Renders the form from the model and hands everything else to the core: `buildRequest()` makes the
 * HttpRequest, `sendBlockers()` says why Send is disabled, `sendTryIt()` sends it directly (fetch) or through
 * `proxy-url`. The form is saved in localStorage per operation (files and credentials never are) and restored
 * when the panel mounts, unless `persist-ttl` is 0.
 *
 * @fires try-it-request - Before sending; detail is the TryItRequest also given to `onTryItRequest`.
 * @fires try-it-response - After a response arrived; detail is the TryItResponse also given to `onTryItResponse`. A
 *   streamed answer (Server-Sent Events, JSON Lines, JSON text sequence) fires it once, when the stream ended.
 * @fires try-it-stream-item - Each item of a streamed answer as it arrives; detail `{ operationId, item }`.
 * @fires try-it-change - The form changed; detail `{ operationId, request }` is what Send would send.
 * @csspart panel - The panel.
 * @csspart heading - The "Try it" heading.
 * @csspart proxied-badge - The "proxied" badge shown in proxy mode.
 * @csspart mock-badge - The "mock" badge shown while the mock server is chosen (`try-it-mock`).
 * @csspart send - The Send button.
 * @csspart blockers - The list of reasons Send is disabled.
 * @csspart authorize-to-send - The "Authorize…" button of missing credentials (opens the Authorize panel; then back to Send).
 * @cssproperty --sv-try-it-bg - Panel background.
 * @cssproperty --sv-try-it-border - Panel border colour.
 */
export class SvTryIt extends SvElement implements FormHost {
  static override styles = tryItStyles;
  static override englishLabels = tryItEn;

  @property({ attribute: false }) operation!: Operation;
  /** The spec's model (servers, sourceUrl, info for the storage key); defaults to the one provided by `<spec-viewer>`. */
  @property({ attribute: false }) model?: ApiModel;
  /** Proxy endpoint (README.md#the-try-it-proxy); when set, requests go through it and a "proxied" badge is shown. */
  @property({ attribute: 'proxy-url' }) proxyUrl?: string;
  /** Offers the mock server entry, chosen first: Send answers in the page from the document (docs/mock.md). */
  @property({ type: Boolean }) mock = false;
  /** Seconds a saved form stays valid; unset: forever; 0: nothing saved or restored. */
  @property({ attribute: 'persist-ttl', converter: optionalNumber }) persistTtl?: number;
  /** Request timeout in milliseconds. */
  @property({ type: Number }) timeout = 30000;
  /** Level of the "Try it" heading (its sections use the next level). */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 3;
  /** More reasons to keep Send disabled, beside missing credentials: texts, or blockers worded by the locale. */
  @property({ attribute: false }) extraBlockers: Array<string | SendBlocker> = [];
  /** Called before sending with the TryItRequest that is then sent: its changes (method, url, headers, body, cookies) go out. */
  @property({ attribute: false }) onTryItRequest?: (request: TryItRequest) => void;
  @property({ attribute: false }) onTryItResponse?: (response: TryItResponse) => void;

  @consume({ context: apiModelContext, subscribe: true })
  @state()
  private contextModel?: ApiModel;

  /** The form: its state is rendered, its transitions are called by the inputs. */
  @state() form!: TryItForm;
  /** Slices of long parameter lists; a new operation starts with first slices again. */
  readonly lists = new ShownItems(this);
  /** Bumped by Reset: re-creates the inputs so file pickers forget their files. */
  @state() private generation = 0;

  private readonly persisted = new PersistedFormController(this, {
    identity: () => {
      const model = this.apiModel;
      return model && this.operation ? { info: model.info, method: this.operation.method, path: this.operation.path } : undefined;
    },
    ttl: () => this.persistTtl,
    now,
  });

  /** The page's Authorize session (a context of `<spec-viewer>`): its credentials go on every request built here. */
  private readonly auth = new AuthController(this);
  private announcedCredentials: unknown;
  /** Why Send is disabled; missing credentials get an "Authorize…" button. */
  private readonly sendBlockers = new SendBlockers(this, this.auth);
  /** Send, and what came back. */
  private readonly sender = new RequestSender(this);

  /** The reader sends to the in-page mock. */
  get mockChosen(): boolean {
    return this.mock && this.form?.state.mock === true;
  }

  get apiModel(): ApiModel | undefined {
    return this.model ?? this.contextModel;
  }

  private get operationId(): string {
    return this.operation.operationId ?? this.operation.id;
  }

  /** The request Send would send now (credentials applied; they run before `onTryItRequest`). */
  buildCurrentRequest(): HttpRequest {
    const model = this.apiModel;
    const request = buildRequest(this.operation, this.form.state, { ...(model ? { model } : {}) });
    return applyCredentials(request, this.operation, model ?? { securitySchemes: [] }, this.auth.credentials);
  }

  /** Why Send is disabled; empty when it is enabled. */
  get blockers(): string[] {
    return this.sendBlockers.texts();
  }

  // A querystring parameter's fields and the response view come in chunks of their own: updateComplete waits
  // for the render that shows them.
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const fields = querystringFieldsLoad(this.operation);
    const view = (this.sender.response || this.sender.error) && !responseView.loaded ? responseView.load() : undefined;
    if (!fields && !view) return done;
    await Promise.all([fields, view]);
    return super.getUpdateComplete();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if ((this.sender.response || this.sender.error) && !responseView.loaded) void responseView.load();
    if (!this.operation) return;
    // New credentials change the request that code samples show.
    if (this.auth.credentials !== this.announcedCredentials && this.form) this.announceChange = true;
    this.announcedCredentials = this.auth.credentials;
    if (changed.has('operation') || changed.has('model') || changed.has('contextModel')) {
      // Re-initialise only when the operation or the effective model really changed.
      if (this.form && this.initialisedFor.operation === this.operation && this.initialisedFor.model === this.apiModel) return;
      this.initialisedFor = { operation: this.operation, model: this.apiModel };
      this.sender.forget();
      this.form = this.newForm(this.persisted.restore());
      this.lists.reset();
      this.announceChange = true;
    }
  }

  private initialisedFor: { operation?: Operation; model?: ApiModel | undefined } = {};
  private announceChange = false;

  protected override updated(): void {
    if (this.announceChange) {
      this.announceChange = false;
      this.emit('try-it-change', { operationId: this.operationId, request: this.buildCurrentRequest() });
    }
  }

  /** The spec's prefill with `saved` on top; every edit of it is saved and announced. */
  private newForm(saved: unknown): TryItForm {
    const form = new TryItForm(this.operation, this.apiModel, saved, { mockOffered: this.mock });
    form.onChange(() => this.formChanged());
    return form;
  }

  /** After every user edit: save and tell listeners (code samples). */
  private formChanged(): void {
    this.persisted.save(this.form.persistable());
    this.announceChange = true;
    this.requestUpdate();
  }

  /** Reset: forget the saved entry, back to the spec's examples and defaults. */
  reset(): void {
    this.persisted.clear();
    this.form = this.newForm(undefined);
    this.generation++;
    this.announceChange = true;
  }

  send(): Promise<void> {
    return this.sender.send();
  }

  cancel(): void {
    this.sender.cancel();
  }

  protected override render(): unknown {
    if (!this.operation || !this.form) return nothing;
    const level = Math.min(6, this.headingLevel);
    const sub = Math.min(6, level + 1);
    const blockers = this.sendBlockers.list();
    const request = this.buildCurrentRequest();
    const { inFlight, live, response, error, sentMode } = this.sender;
    return html`<div class="panel" part="panel">
      <div class="header">
        <div class="heading" role="heading" aria-level=${level} part="heading">
          ${this.t.tryIt}
          ${this.mockChosen
            ? html`<span class="badge" part="mock-badge" title=${this.t.mockServerNote}>${this.t.mockBadge}</span>`
            : this.proxyUrl
              ? html`<span class="badge" part="proxied-badge" title=${this.t.requestsGoThrough(this.proxyUrl)}>${this.t.proxied}</span>`
              : nothing}
        </div>
        <button type="button" class="secondary reset" @click=${this.reset}>${this.t.reset}</button>
      </div>
      ${keyed(
        this.generation,
        html`<form @submit=${(e: Event) => e.preventDefault()} aria-label=${this.t.tryItRequest(operationMethodLabel(this.operation), this.operation.path)}>
          ${renderServers(this, sub)} ${renderParameters(this, sub, !this.proxyUrl && !this.mockChosen)}
          ${this.operation.kind === 'graphql' ? formatView('graphql')?.tryItEditors?.(this, sub) : renderBody(this, sub)}
          ${renderCustomHeaders(this, sub)}
        </form>`,
      )}
      <div class="send-row">
        <code class="request-line" dir="ltr"><span class="method">${request.method}</span> ${breakableUrl(request.url)}</code>
        ${inFlight
          ? html`<button type="button" class="secondary cancel" @click=${this.cancel}>${live ? this.t.stop : this.t.cancel}</button>`
          : nothing}
        <!-- In flight, Send stays focusable (aria-disabled): disabling the focused button would drop focus to the page. -->
        <button type="button" class="primary send" part="send" ?disabled=${blockers.length > 0}
          aria-disabled=${inFlight ? 'true' : nothing}
          aria-describedby=${blockers.length > 0 ? 'blockers' : nothing} @click=${this.send}>
          ${inFlight ? this.t.sending : this.t.send}
        </button>
      </div>
      ${this.sendBlockers.render(blockers)}
      <div class="result" aria-live="polite">
        ${inFlight && !live ? html`<p class="hint" role="status">${this.t.waitingForResponse}</p>` : nothing}
        <sv-response .response=${response} .error=${error} .live=${live} .revision=${live?.revision ?? 0}
          .mode=${sentMode} ?graphql=${this.operation.kind === 'graphql'}></sv-response>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-try-it': SvTryIt;
  }
}
