/**
 * One WebSocket Try-It connection and its log (issue 52): connect, send text or binary frames, receive, pause
 * the log (frames arriving meanwhile are held, then shown in order), clear, disconnect. Each received frame is
 * named after the operation's messages it fits. Listeners hear `change` after every state or log change.
 */
import { answeredRequest, requestCorrelation, type PendingRequest } from './correlate.js';
import { identifyMessage } from './identify-message.js';
import type { TryMessage } from './channel-try-plan.js';

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'closed';

export interface LogEntry {
  id: number;
  /** `in`: received; `out`: sent; `event`: the connection opened, closed or failed. */
  direction: 'in' | 'out' | 'event';
  /** Date.now() when it happened. */
  at: number;
  /** Bytes on the wire (UTF-8 for text frames). */
  size: number;
  /** A text frame's text. */
  text?: string;
  /** A binary frame's bytes. */
  bytes?: Uint8Array;
  /** Labels of the operation's messages a received text fits (most specific first). */
  matches: string[];
  /** A received reply (3.0 `reply`): the id of the sent entry it answers. */
  replyTo?: number;
  event?: 'open' | 'close' | 'error';
  /** The close code and reason, or the URL opened. */
  detail?: string;
}

/**
 * What a session talks to: the page's WebSocket, or anything shaped like the part of it a session uses (an MQTT
 * topic, an event stream, a mock channel). `readyState` 1 is open; an error may say why in `message`.
 */
export interface ChannelSocket {
  readonly readyState: number;
  binaryType: string;
  onopen: (() => void) | null;
  onmessage: ((event: { data: string | ArrayBuffer }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  send(data: string | Uint8Array<ArrayBuffer>): void;
  close(code?: number, reason?: string): void;
}

/** How a session opens its socket: the page's WebSocket, or another transport's, a mock's or a test's. */
export type SocketFactory = (url: string) => ChannelSocket;

const encoder = new TextEncoder();

export class ChannelSession extends EventTarget {
  state: ConnectionState = 'idle';
  readonly entries: LogEntry[] = [];
  /** Frames received while paused, shown on resume. */
  readonly held: LogEntry[] = [];
  private pausedLog = false;
  private socket?: ChannelSocket;
  private nextId = 1;
  /** Sent texts waiting for their reply, oldest first (only when the operation has a reply). */
  private pending: PendingRequest[] = [];

  /**
   * `secretQuery` names query parameters that carry credentials: the log shows the address opened without their
   * values (the log is copied and downloaded).
   */
  constructor(
    private readonly messages: readonly TryMessage[],
    private readonly open: SocketFactory = (url) => new WebSocket(url) as unknown as ChannelSocket,
    private readonly secretQuery: readonly string[] = [],
  ) {
    super();
  }

  get paused(): boolean {
    return this.pausedLog;
  }

  connect(url: string): void {
    this.disconnect();
    let socket: ChannelSocket;
    try {
      socket = this.open(url);
    } catch (error) {
      this.state = 'closed';
      this.log({ direction: 'event', event: 'error', size: 0, detail: (error as Error).message || String(error) });
      return;
    }
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    this.state = 'connecting';
    this.changed();
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.state = 'open';
      this.log({ direction: 'event', event: 'open', size: 0, detail: withoutSecrets(url, this.secretQuery) });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.receive(event.data);
    };
    socket.onerror = (event) => {
      if (this.socket !== socket) return;
      this.log({ direction: 'event', event: 'error', size: 0, ...(event.message ? { detail: event.message } : {}) });
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.state = 'closed';
      this.log({ direction: 'event', event: 'close', size: 0, detail: `${event.code}${event.reason ? ` ${event.reason}` : ''}` });
    };
  }

  /** Sends one frame; false when the connection is not open. */
  send(frame: string | Uint8Array): boolean {
    if (!this.socket || this.socket.readyState !== 1) return false;
    this.socket.send(frame as string | Uint8Array<ArrayBuffer>);
    const size = typeof frame === 'string' ? encoder.encode(frame).length : frame.length;
    const entry = this.log(typeof frame === 'string' ? { direction: 'out', size, text: frame } : { direction: 'out', size, bytes: frame });
    if (typeof frame === 'string' && this.messages.some((m) => m.reply)) {
      const correlation = requestCorrelation(this.messages, frame);
      this.pending.push(correlation === undefined ? { entryId: entry.id } : { entryId: entry.id, correlation });
    }
    return true;
  }

  disconnect(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = undefined;
    this.state = 'closed';
    socket.close(1000);
    this.log({ direction: 'event', event: 'close', size: 0, detail: '1000' });
  }

  pause(paused: boolean): void {
    this.pausedLog = paused;
    if (!paused) this.entries.push(...this.held.splice(0));
    this.changed();
  }

  clear(): void {
    this.entries.length = 0;
    this.held.length = 0;
    this.pending = [];
    this.changed();
  }

  private receive(data: string | ArrayBuffer): void {
    if (typeof data === 'string') {
      const fitting = identifyMessage(this.messages, data);
      const answered = answeredRequest(this.pending, fitting, data);
      if (answered) this.pending = this.pending.filter((request) => request !== answered);
      const replyTo = answered ? { replyTo: answered.entryId } : {};
      this.log({ direction: 'in', size: encoder.encode(data).length, text: data, matches: fitting.map((m) => m.label), ...replyTo });
    } else {
      const bytes = new Uint8Array(data);
      this.log({ direction: 'in', size: bytes.length, bytes });
    }
  }

  private log(entry: Omit<LogEntry, 'id' | 'at' | 'matches'> & { matches?: string[] }): LogEntry {
    const full: LogEntry = { matches: [], ...entry, id: this.nextId++, at: Date.now() };
    if (this.pausedLog && full.direction === 'in') this.held.push(full);
    else this.entries.push(full);
    this.changed();
    return full;
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

/** `url` with the values of the `names` query parameters hidden. */
export function withoutSecrets(url: string, names: readonly string[]): string {
  if (names.length === 0) return url;
  try {
    const parsed = new URL(url);
    let hidden = false;
    for (const name of names) {
      if (!parsed.searchParams.has(name)) continue;
      parsed.searchParams.set(name, '…');
      hidden = true;
    }
    return hidden ? parsed.href : url;
  } catch {
    return url;
  }
}

/** The log as JSON Lines (what Download saves): one object per entry, bytes as hex. */
export function logAsJsonLines(entries: readonly LogEntry[]): string {
  return entries
    .map((e) => {
      const { bytes, ...rest } = e;
      const out: Record<string, unknown> = { ...rest, at: new Date(e.at).toISOString() };
      if (bytes) out['hex'] = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
      return JSON.stringify(out);
    })
    .join('\n');
}
