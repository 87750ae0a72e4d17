import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { prettyBody, responseFilename, soapFaultOf, type SoapFault, type TryItError, type TryItMode, type TryItResponse } from '../../src/index.js';
import { soapFaultView } from './soap-fault-view.js';
import { formatView } from '../shared/format-views.js';
import { SvElement } from '../shared/base-element.js';
import { highlighted } from '../shared/highlight.js';
import { statusClass } from '../shared/labels.js';
import { statusText } from './format.js';
import { rich } from '../i18n/rich.js';
import { responseStyles } from './response.styles.js';
import { responseEn } from '../i18n/parts/response.js';
import { copyText } from '../shared/copy-text.js';
import type { LiveStream } from './live-stream.js';
import { streamView } from './stream-view.js';

/** Text bodies beyond this many characters are cut in the view (the Download link has them whole). */
const MAX_SHOWN_CHARS = 500_000;

/**
 * @tagname sv-response
 * @summary The result of a Try-It request: status, timing, size, headers and a readable body, or the error.
 *
 * JSON is re-indented and XML indented, both highlighted; HTML is shown as text. Binary bodies (PDF, images,
 * audio, video, archives, fonts …) show their type and size with a Download link named from Content-Disposition
 * or the type; images also get a preview. Object URLs are revoked when the response changes or the element leaves.
 *
 * @csspart status - The status code and text.
 * @csspart body - The body block.
 * @csspart download - The Download link of binary bodies.
 * @csspart mocked-badge - The "mocked" badge of an answer the in-page mock made (`mode: 'mock'`).
 * @csspart graphql-errors - The errors a GraphQL response carries (shown even with HTTP 200).
 * @csspart error - The error box.
 * @csspart soap-fault - The SOAP Fault box (faultcode/faultstring or Code/Reason) of a fault response.
 * @csspart stream - The items of a streamed answer (Server-Sent Events, JSON Lines, JSON text sequence).
 * @cssproperty --sv-response-max-height - Height after which the body scrolls.
 */
export class SvResponse extends SvElement {
  static override styles = responseStyles;
  static override englishLabels = responseEn;

  @property({ attribute: false }) response?: TryItResponse;
  @property({ attribute: false }) error?: TryItError;
  /** A GraphQL response: an `errors` array in the body is shown as errors, whatever the HTTP status. */
  @property({ type: Boolean }) graphql = false;
  /** A streamed answer, shown item by item while it arrives and after it ended (then `response` is set too). */
  @property({ attribute: false }) live?: LiveStream;
  /** How the request went out, known before a stream has ended (then the response's own `mode` says it). */
  @property({ attribute: false }) mode?: TryItMode;
  /** Bumped by the owner of `live` on each change. */
  @property({ attribute: false }) revision = 0;

  @state() private copiedNow = false;
  /** Re-renders the elapsed time of a stream while it runs. */
  private ticker: ReturnType<typeof setInterval> | undefined;

  private objectUrl: string | undefined;

  /** The SOAP Fault the response body carries, found asynchronously (the XML parser loads on demand). */
  @state() private soapFault?: SoapFault;

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('response')) {
      this.revoke();
      const r = this.response;
      this.soapFault = undefined;
      if (r && !r.isBinary) void this.findSoapFault(r);
      if (r?.stream) {
        this.objectUrl = URL.createObjectURL(new Blob([r.bytes as Uint8Array<ArrayBuffer>], { type: r.headers['content-type'] ?? r.contentType }));
      } else if (r?.isBinary) {
        this.objectUrl = URL.createObjectURL(new Blob([r.bytes as Uint8Array<ArrayBuffer>], { type: r.headers['content-type'] ?? r.contentType }));
      } else if (r && r.body.length > MAX_SHOWN_CHARS) {
        // The text as shown, in UTF-8: the bytes of a proxied body decoded from another charset are UTF-8 already.
        this.objectUrl = URL.createObjectURL(new Blob([r.body], { type: `${r.contentType || 'text/plain'}; charset=utf-8` }));
      }
    }
  }

  private async findSoapFault(r: TryItResponse): Promise<void> {
    const fault = await soapFaultOf(r.body, r.contentType).catch(() => undefined);
    if (this.response === r) this.soapFault = fault;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.revoke();
    this.tick(false);
  }

  protected override updated(): void {
    this.tick(this.live !== undefined && this.live.ended === undefined && !this.error);
  }

  private tick(on: boolean): void {
    if (on && !this.ticker) this.ticker = setInterval(() => this.requestUpdate(), 1000);
    if (!on && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

  private copyAll = (): void => {
    const body = this.response?.body;
    if (body === undefined) return;
    void copyText(this.response?.isBinary ? new TextDecoder().decode(this.response.bytes) : body).then((ok) => {
      this.copiedNow = ok;
      if (ok) setTimeout(() => (this.copiedNow = false), 2000);
    });
  };

  private renderStream(live: LiveStream, r: TryItResponse | undefined): unknown {
    const elapsed = (live.ended ?? performance.now()) - live.started;
    const head = live.head;
    return html`<div class="summary">
        <span class="status ${statusClass(String(head.status))}" part="status">${head.status} ${statusText(head.status, head.statusText)}</span>
        <span class="meta stream-count">${this.t.streamItems(live.items.length)}</span>
        <span class="meta">${this.t.duration(elapsed)}</span>
        <span class="meta">${this.t.size(r?.size ?? live.bytes)}</span>
        ${live.ended === undefined ? html`<span class="meta receiving">${this.t.streamReceiving}</span>` : nothing}
        ${this.modeBadge(r?.mode ?? this.mode)}
      </div>
      ${r ? this.renderHeaders(r) : nothing}
      ${streamView(live, r, this.t, {
        copyAll: this.copyAll,
        copiedNow: this.copiedNow,
        downloadUrl: this.objectUrl,
        filename: r ? responseFilename(r.headers, r.contentType) : '',
      })}`;
  }

  /** Proxied and mocked answers say so: a mocked one was made in the page, not by the API. */
  private modeBadge(mode: TryItMode | undefined): unknown {
    if (mode === 'proxy') return html`<span class="badge">${this.t.viaProxy}</span>`;
    if (mode === 'mock') return html`<span class="badge mocked" part="mocked-badge" title=${this.t.mockedHint}>${this.t.mocked}</span>`;
    return nothing;
  }

  private revoke(): void {
    if (this.objectUrl) URL.revokeObjectURL(this.objectUrl);
    this.objectUrl = undefined;
  }

  protected override render(): unknown {
    if (this.error) return this.renderError(this.error);
    const r = this.response;
    if (this.live && (!r || r.stream)) return this.renderStream(this.live, r);
    if (!r) return nothing;
    return html`<div class="summary" role="status">
        <span class="status ${statusClass(String(r.status))}" part="status">${r.status} ${statusText(r.status, r.statusText)}</span>
        <span class="meta">${this.t.duration(r.duration)}</span>
        <span class="meta">${this.t.size(r.size)}</span>
        ${this.modeBadge(r.mode)}
      </div>
      ${soapFaultView(this.soapFault, this.t)} ${this.graphql && !r.isBinary ? formatView('graphql')?.responseAlerts?.(r, this.t) : nothing}
      ${this.renderHeaders(r)} ${r.isBinary ? this.renderBinary(r) : this.renderText(r)}`;
  }

  private renderError(error: TryItError): unknown {
    return html`<div class="error ${error.kind}" role="alert" part="error">
      <strong>${this.t.tryItErrorTitles[error.kind]}</strong>${rich(this.t.tryItErrorMessage(error))}
    </div>`;
  }

  private renderHeaders(r: TryItResponse): unknown {
    const names = Object.keys(r.headers).sort();
    return html`<details>
      <summary>${this.t.responseHeaders(names.length)}</summary>
      <table>
        <tbody>
          ${names.map((n) => html`<tr><th scope="row">${n}</th><td>${r.headers[n]}</td></tr>`)}
        </tbody>
      </table>
      ${r.mode === 'direct'
        ? html`<p class="note">${this.t.exposedHeadersNote}</p>`
        : nothing}
    </details>`;
  }

  private renderBinary(r: TryItResponse): unknown {
    const filename = responseFilename(r.headers, r.contentType);
    const isImage = r.contentType.startsWith('image/');
    return html`<div class="binary" part="body">
      <span>${r.contentType || this.t.unknownType} · ${this.t.size(r.size)}</span>
      ${isImage && this.objectUrl ? html`<img class="preview" src=${this.objectUrl} alt=${this.t.previewOf(r.contentType)} />` : nothing}
      ${this.objectUrl
        ? html`<a class="download" part="download" href=${this.objectUrl} download=${filename}>${this.t.download(filename)}</a>`
        : nothing}
    </div>`;
  }

  private renderText(r: TryItResponse): unknown {
    if (r.body === '') return html`<p class="note">${this.t.noBody}</p>`;
    const cut = r.body.length > MAX_SHOWN_CHARS;
    const pretty = prettyBody(cut ? r.body.slice(0, MAX_SHOWN_CHARS) : r.body, r.contentType);
    return html`<pre part="body" tabindex="0" dir="ltr" aria-label=${this.t.responseBody}><code>${highlighted(pretty.text, cut ? undefined : pretty.language)}</code></pre>
      ${cut && this.objectUrl
        ? html`<p class="note">
            ${this.t.showingFirst(MAX_SHOWN_CHARS, r.size)}
            <a part="download" href=${this.objectUrl} download=${responseFilename(r.headers, r.contentType)}>${this.t.downloadWhole}</a>
          </p>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-response': SvResponse;
  }
}
