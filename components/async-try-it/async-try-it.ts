import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  bridgeSocketFactory,
  frameOf,
  logAsJsonLines,
  mockSocketFactory,
  mqttSocketFactory,
  payloadProblem,
  sseSocketFactory,
  ChannelSession,
  channelTryPlan,
  type ApiModel,
  type Credentials,
  type FrameEncoding,
  type Operation,
  type PayloadProblem,
  type SocketFactory,
  type ChannelSocket,
  type ChannelTryPlan,
  type UnsupportedChannel,
} from '../../src/index.js';
import { SvElement } from '../shared/base-element.js';
import { AuthController } from '../controllers/auth-controller.js';
import { copyText } from '../shared/copy-text.js';
import { asyncTryItEn } from '../i18n/parts/async-try-it.js';
import { asyncTryItStyles } from './async-try-it.styles.js';
import { logList } from './async-try-log.js';
import { transportNotes } from './transport-notes.js';

/**
 * @tagname sv-async-try-it
 * @summary An AsyncAPI operation's Try-It over WebSocket, MQTT (over WebSocket) or Server-Sent Events: connect
 * to the channel, send its messages, watch what arrives.
 *
 * The address to connect to is the code samples' (server variables and channel parameters filled, the channel
 * binding's query and the Authorize panel's credentials applied) and stays editable before connecting. MQTT
 * publishes on and subscribes to the channel's topic with its bindings' QoS and retain flag (the `mqtt` client, in
 * a chunk fetched on the first MQTT connection); an event stream is only read. The message box is pre-filled with the chosen
 * message's example (else one generated from its schema) and checked against its payload schema before it is
 * sent; text, hex or Base64 may be sent. Every frame is listed as it arrives: time, size, the operation's message
 * it fits, JSON pretty-printed and highlighted, binary frames in hex. Pause holds new frames back; Clear, Copy
 * and Download act on the log. Lives in a lazy chunk the examples column fetches when the reader opens it.
 *
 * @csspart connect - The Connect / Disconnect button.
 * @csspart send - The Send button.
 */
export class SvAsyncTryIt extends SvElement {
  static override styles = asyncTryItStyles;
  static override englishLabels = asyncTryItEn;

  @property({ attribute: false }) operation?: Operation;
  @property({ attribute: false }) model?: ApiModel;
  /** How sockets are opened (tests); the page's WebSocket by default, the document's mock channel with `mock`. */
  @property({ attribute: false }) openSocket?: SocketFactory;
  /** The page's mock mode (`try-it-mock`): the channel is played in the page from the document, no network. */
  @property({ type: Boolean }) mock = false;
  /** The Try-It proxy (`proxy-url`): its channel bridge reaches raw MQTT and AMQP brokers, and WebSocket servers on request. */
  @property({ attribute: 'proxy-url' }) proxyUrl?: string;
  /** The reader chose to reach a WebSocket channel through the proxy. */
  @state() private throughProxy = false;

  @state() private plan?: ChannelTryPlan | UnsupportedChannel;
  @state() private url = '';
  @state() private messageIndex = 0;
  @state() private text = '';
  @state() private encoding: FrameEncoding = 'text';
  @state() private problem?: PayloadProblem | { kind: 'bytes'; error: string };
  @state() private revision = 0;
  private session?: ChannelSession;
  /** The Authorize panel's credentials: query keys in the address, MQTT user and password (never logged). */
  private readonly auth = new AuthController(this);
  private planCredentials?: Credentials;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.operation || !this.model) return;
    const credentials = this.auth.credentials;
    if (changed.has('operation') || changed.has('model') || changed.has('mock') || changed.has('proxyUrl')) {
      this.session?.disconnect();
      this.session = undefined;
      this.throughProxy = false;
      this.plan = this.planFor(credentials);
      this.url = 'url' in this.plan ? this.plan.url : '';
      this.planCredentials = credentials;
      this.choose(0);
    } else {
      this.syncCredentials();
    }
  }

  /** Credentials applied or cleared since the plan was made: a new plan, and a new address unless the reader edited it. */
  private syncCredentials(): void {
    const credentials = this.auth.credentials;
    if (!this.operation || !this.model || credentials === this.planCredentials) return;
    const before = this.plan && 'url' in this.plan ? this.plan : undefined;
    const plan = this.planFor(credentials);
    if ('url' in plan && before) {
      if (this.url === before.url) this.url = plan.url;
      // The same reply topic and messages: the text in the box already names the topic replies come back on.
      plan.messages = before.messages;
      if (plan.mqtt && before.mqtt?.replyTopic !== undefined) plan.mqtt.replyTopic = before.mqtt.replyTopic;
    }
    this.plan = plan;
    this.planCredentials = credentials;
  }

  private planFor(credentials: Credentials | undefined): ChannelTryPlan | UnsupportedChannel {
    return channelTryPlan(this.operation!, this.model!, { credentials }, { mock: this.mock, proxy: !!this.proxyUrl });
  }

  /** Whether the channel is reached through the proxy's bridge: the plan says so, or the reader chose it. */
  private viaProxy(plan: ChannelTryPlan): boolean {
    return !this.mock && !!this.proxyUrl && (plan.via === 'proxy' || (plan.transport === 'websocket' && this.throughProxy));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.session?.disconnect();
  }

  private get messages() {
    return this.plan && 'messages' in this.plan ? this.plan.messages : [];
  }

  private choose(index: number): void {
    this.messageIndex = index;
    this.text = this.messages[index]?.text ?? '';
    this.encoding = 'text';
    this.problem = undefined;
  }

  /** How this plan's channel is opened: the mock, an MQTT client, an event stream, or the page's WebSocket. */
  private socketsFor(plan: ChannelTryPlan): SocketFactory | undefined {
    if (this.openSocket) return this.openSocket;
    if (this.mock) return mockSocketFactory({ action: plan.action, messages: plan.messages });
    if (this.viaProxy(plan)) return bridgeSocketFactory(this.proxyUrl!, plan);
    if (plan.transport === 'mqtt' && plan.mqtt) return mqttSocketFactory(plan.mqtt, plan.action);
    if (plan.transport === 'sse') return sseSocketFactory();
    return undefined;
  }

  private sessionFor(): ChannelSession {
    if (!this.session) {
      // The plan at connection time: credentials applied since the panel opened are used.
      const open: SocketFactory = (url) => {
        const plan = this.plan && 'messages' in this.plan ? this.plan : undefined;
        const sockets = plan ? this.socketsFor(plan) : undefined;
        return sockets ? sockets(url) : (new WebSocket(url) as unknown as ChannelSocket);
      };
      const plan = this.plan && 'messages' in this.plan ? this.plan : undefined;
      this.session = new ChannelSession(this.messages, open, plan?.secretQuery ?? []);
      this.session.addEventListener('change', () => (this.revision += 1));
    }
    return this.session;
  }

  private toggleConnection(): void {
    const session = this.sessionFor();
    if (session.state === 'open' || session.state === 'connecting') return session.disconnect();
    this.syncCredentials(); // applied a moment ago, before this element updated
    session.connect(this.url);
  }

  /** Sends the box's text; a text that is not the chosen message is sent only on the second press (Send anyway). */
  private send(anyway = false): void {
    const frame = frameOf(this.text, this.encoding);
    if (typeof frame === 'object' && 'error' in frame) {
      this.problem = { kind: 'bytes', error: frame.error };
      return;
    }
    const problem = this.encoding === 'text' ? payloadProblem(this.messages[this.messageIndex], this.text) : undefined;
    if (problem && !anyway) {
      this.problem = problem;
      return;
    }
    this.problem = undefined;
    this.session?.send(frame);
  }

  private download(): void {
    const blob = new Blob([logAsJsonLines(this.session?.entries ?? [])], { type: 'application/x-ndjson' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${this.operation?.id ?? 'messages'}.jsonl`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  private problemText(): string {
    const problem = this.problem;
    if (!problem) return '';
    if (problem.kind === 'not-json') return this.t.asyncTryNotJson(problem.error);
    if (problem.kind === 'schema') return this.t.asyncTrySchemaMismatch(problem.message);
    return this.t.asyncTryBadBytes(problem.error);
  }

  protected override render(): unknown {
    const plan = this.plan;
    const t = this.t;
    if (plan && 'unsupported' in plan) return /^kafka/i.test(plan.protocol ?? '') ? html`<p class="note unsupported">${t.asyncTryKafkaNote}</p>` : nothing;
    if (!plan) return nothing;
    const session = this.session;
    const connection = session?.state ?? 'idle';
    const live = connection === 'open' || connection === 'connecting';
    const stateText = { idle: t.asyncStateIdle, connecting: t.asyncStateConnecting, open: t.asyncStateOpen, closed: t.asyncStateClosed }[connection];
    const entries = session?.entries ?? [];
    return html`<div class="panel" data-revision=${this.revision}>
      <div class="address">
        <label for="url">${t.asyncTryAddress}</label>
        <div class="row">
          <input id="url" type="url" dir="ltr" spellcheck="false" .value=${this.url} ?readonly=${live}
            @input=${(e: Event) => (this.url = (e.target as HTMLInputElement).value)} />
          <button type="button" class="connect" part="connect" @click=${() => this.toggleConnection()}>
            ${live ? t.asyncTryDisconnect : connection === 'closed' ? t.asyncTryReconnect : t.asyncTryConnect}
          </button>
        </div>
        ${!this.mock && this.proxyUrl && plan.transport === 'websocket'
          ? html`<label class="through-proxy"><input type="checkbox" .checked=${this.throughProxy} ?disabled=${live}
              @change=${(e: Event) => this.chooseProxy((e.target as HTMLInputElement).checked)} />${t.asyncTryThroughProxy}</label>`
          : nothing}
        <p class="state ${connection}" role="status">${stateText}</p>
      </div>
      ${this.mock ? html`<p class="note mock">${t.asyncTryMockNote}</p>` : transportNotes(plan, this.t, this.viaProxy(plan) ? this.proxyUrl : undefined)}
      ${plan.headersAsked.length > 0 ? html`<p class="note">${t.asyncTryHeadersNote(plan.headersAsked.join(', '))}</p>` : nothing}
      ${!this.mock && plan.transport === 'sse' ? nothing : this.renderCompose(connection)}
      <div class="log-bar">
        <p class="label" id="log-label">${t.asyncTryLog}</p>
        <button type="button" class="pause" aria-pressed=${session?.paused ? 'true' : 'false'} ?disabled=${!session}
          @click=${() => session?.pause(!session.paused)}>${session?.paused ? t.asyncTryResume(session.held.length) : t.asyncTryPause}</button>
        <button type="button" class="clear" ?disabled=${entries.length === 0} @click=${() => session?.clear()}>${t.asyncTryClear}</button>
        <button type="button" class="copy" ?disabled=${entries.length === 0} @click=${() => copyText(logAsJsonLines(entries))}>${t.asyncTryCopyLog}</button>
        <button type="button" class="download" ?disabled=${entries.length === 0} @click=${() => this.download()}>${t.asyncTryDownloadLog}</button>
      </div>
      <div class="log-box" role="log" tabindex="0" aria-labelledby="log-label">${logList(entries, t)}</div>
    </div>`;
  }

  /** The reader switched a WebSocket channel to (or from) the proxy: the next connection goes that way. */
  private chooseProxy(through: boolean): void {
    this.throughProxy = through;
    this.session = undefined;
  }

  private renderCompose(connection: string): unknown {
    const t = this.t;
    return html`<div class="compose">
        <div class="choices">
          ${this.messages.length > 1
            ? html`<label>${t.asyncTryMessageChoice}
                <select @change=${(e: Event) => this.choose((e.target as HTMLSelectElement).selectedIndex)}>
                  ${this.messages.map((m, i) => html`<option ?selected=${i === this.messageIndex}>${m.label}</option>`)}
                </select></label>`
            : nothing}
          <label>${t.asyncTryEncoding}
            <select class="encoding" @change=${(e: Event) => ((this.encoding = (e.target as HTMLSelectElement).value as FrameEncoding), (this.problem = undefined))}>
              <option value="text" ?selected=${this.encoding === 'text'}>${t.asyncTryText}</option>
              <option value="hex" ?selected=${this.encoding === 'hex'}>${t.asyncTryHex}</option>
              <option value="base64" ?selected=${this.encoding === 'base64'}>${t.asyncTryBase64}</option>
            </select></label>
        </div>
        <label for="message">${t.asyncTryMessage}</label>
        <textarea id="message" dir="ltr" spellcheck="false" rows="8" .value=${this.text}
          @input=${(e: Event) => ((this.text = (e.target as HTMLTextAreaElement).value), (this.problem = undefined))}></textarea>
        ${this.problem ? html`<p class="problem" role="alert">${this.problemText()}</p>` : nothing}
        <div class="row">
          <button type="button" class="send" part="send" ?disabled=${connection !== 'open'} @click=${() => this.send()}>${t.asyncTrySend}</button>
          ${this.problem && this.problem.kind !== 'bytes'
            ? html`<button type="button" class="send-anyway" ?disabled=${connection !== 'open'} @click=${() => this.send(true)}>${t.asyncTrySendAnyway}</button>`
            : nothing}
        </div>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sv-async-try-it': SvAsyncTryIt;
  }
}
