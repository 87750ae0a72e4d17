/**
 * Sending from Try-It: the request Send builds goes out through `sendTryIt()`, and what came back (a response, an
 * error, a streamed answer as it arrives) is held here for `<sv-try-it>` to render.
 */
import {
  sendTryIt,
  toTryItRequest,
  type ApiModel,
  type HttpRequest,
  type Operation,
  type StreamListener,
  type TryItError,
  type TryItMode,
  type TryItRequest,
  type TryItResponse,
} from '../../src/index.js';
import type { SvElement } from '../shared/base-element.js';
import type { Labels } from '../i18n/en.js';
import { responseView } from '../shared/response-view.js';
import type { LiveStream } from '../response/live-stream.js';

/** What the sender reads from `<sv-try-it>`. */
export interface RequestSenderHost {
  readonly operation: Operation;
  readonly apiModel: ApiModel | undefined;
  readonly mockChosen: boolean;
  readonly proxyUrl?: string | undefined;
  readonly timeout: number;
  readonly onTryItRequest?: ((request: TryItRequest) => void) | undefined;
  readonly onTryItResponse?: ((response: TryItResponse) => void) | undefined;
  /** Why Send is disabled; empty when it is enabled. */
  readonly blockers: string[];
  readonly t: Labels;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly emit: SvElement['emit'];
  buildCurrentRequest(): HttpRequest;
  /** Renders again (the outcome changed). */
  requestUpdate(): void;
}

/**
 * One request at a time: Send does nothing while one is in flight, and `forget()` drops it (its outcome never lands).
 *
 * @example
 * ```ts
 * private readonly sender = new RequestSender(this);
 * // render: html`<button @click=${() => this.sender.send()}>${this.t.send}</button> <sv-response .response=${this.sender.response}>`
 * ```
 */
export class RequestSender {
  response?: TryItResponse;
  error?: TryItError;
  inFlight: AbortController | undefined;
  /** A streamed answer while it arrives and after it ended. */
  live?: LiveStream;
  /** How the last request went out. */
  sentMode?: TryItMode;
  private liveFrame = 0;

  constructor(private readonly host: RequestSenderHost) {}

  private get operationId(): string {
    return this.host.operation.operationId ?? this.host.operation.id;
  }

  /**
   * Another operation is shown: the request in flight is aborted (its response must not land here) and the outcome
   * cleared. Called while the host updates, so that render shows the cleared state.
   */
  forget(): void {
    this.inFlight?.abort();
    this.inFlight = undefined;
    this.response = undefined;
    this.error = undefined;
    this.live = undefined;
  }

  async send(): Promise<void> {
    const host = this.host;
    if (this.inFlight || host.blockers.length > 0) return;
    const mock = host.mockChosen ? host.apiModel : undefined;
    const mode = mock ? 'mock' : host.proxyUrl ? 'proxy' : 'direct';
    const tryItRequest = toTryItRequest(host.buildCurrentRequest(), this.operationId, mode);
    try {
      host.onTryItRequest?.(tryItRequest);
    } catch (e) {
      this.response = undefined;
      this.error = { kind: 'unsupported', message: host.t.callbackThrew(e instanceof Error ? e.message : String(e)) };
      host.requestUpdate();
      return;
    }
    host.emit('try-it-request', tryItRequest);
    this.sentMode = mode;
    const controller = new AbortController();
    this.inFlight = controller;
    this.error = undefined;
    this.response = undefined;
    this.live = undefined;
    host.requestUpdate();
    // The object the callback saw is what goes out: its changes to any field are sent. The response view's
    // chunk loads beside it, so the result shows in one step.
    const [result] = await Promise.all([
      sendTryIt(tryItRequest, {
        ...(mock ? { mock } : host.proxyUrl ? { proxyUrl: host.proxyUrl } : {}),
        signal: controller.signal,
        timeout: host.timeout,
        operationId: this.operationId,
        stream: this.streamListener(controller),
        operation: host.operation,
      }),
      responseView.load(),
    ]);
    if (this.inFlight !== controller) return; // superseded
    this.inFlight = undefined;
    host.requestUpdate();
    // Set by the stream listener meanwhile (TypeScript still sees the \`undefined\` assigned above).
    const live = this.live as LiveStream | undefined;
    if (live) live.ended = performance.now();
    if (result.ok) {
      this.response = result.response;
      try {
        host.onTryItResponse?.(result.response);
      } catch (e) {
        console.error('spec-viewer: onTryItResponse threw', e); // the response is still shown and dispatched
      }
      host.emit('try-it-response', result.response);
    } else {
      this.error = result.error;
    }
  }

  cancel(): void {
    this.inFlight?.abort();
  }

  /** Shows a streamed answer as it arrives: items re-render the response view (once per frame), not the form. */
  private streamListener(controller: AbortController): StreamListener {
    const current = () => this.inFlight === controller && this.live;
    const refresh = () => {
      if (this.liveFrame) return;
      this.liveFrame = requestAnimationFrame(() => {
        this.liveFrame = 0;
        const live = current();
        if (!live) return;
        live.revision++;
        this.host.renderRoot.querySelector('sv-response')?.requestUpdate();
      });
    };
    return {
      start: (head) => {
        if (this.inFlight !== controller) return;
        this.live = { head, items: [], bytes: 0, comments: 0, started: performance.now(), revision: 0 };
        this.host.requestUpdate();
      },
      item: (item) => {
        const live = current();
        if (!live) return;
        live.items.push(item);
        this.host.emit('try-it-stream-item', { operationId: this.operationId, item });
        refresh();
      },
      progress: ({ bytes, comments }) => {
        const live = current();
        if (!live) return;
        live.bytes = bytes;
        live.comments = comments;
        refresh();
      },
    };
  }
}
