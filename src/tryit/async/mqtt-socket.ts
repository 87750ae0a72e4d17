/**
 * MQTT for the AsyncAPI Try-It panel (issue 52 point 3): a broker reached over WebSocket, through the `mqtt`
 * client, loaded the first time a reader connects (its own chunk; a WebSocket-only page never fetches it).
 * Shaped as a ChannelSocket so a ChannelSession drives it like a WebSocket: "open" once connected and subscribed
 * (to the channel for a receive operation, to the reply topic for a request), a send publishes on the channel's
 * topic with the bindings' QoS and retain flag, a message on any subscribed topic is a received frame.
 */
import { lazyModule } from '../../lazy-module.js';
import type { SocketFactory } from './channel-session.js';
import { SocketBase } from './socket-base.js';
import type { MqttTry } from './channel-try-plan.js';
import type { BridgeMqttProperties } from '../../http/channel-bridge.js';

/**
 * The part of MQTT.js's client this socket uses, typed here: the package bundles MQTT.js, and its types must not
 * name a library an app does not install.
 */
export interface MqttClientLike {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  subscribe(topics: string[], options: { qos: 0 | 1 | 2 }, callback: (error: Error | null, granted?: Array<{ topic: string; qos: number }>) => void): unknown;
  publish(topic: string, payload: string | Uint8Array, options: { qos: 0 | 1 | 2; retain: boolean; properties?: BridgeMqttProperties }): unknown;
  end(force?: boolean, options?: object, callback?: () => void): unknown;
  removeAllListeners(): unknown;
}

/** MQTT.js's `connect`, as this socket calls it. */
export type MqttConnect = (url: string, options: Record<string, unknown>) => MqttClientLike;
type Connect = MqttConnect;

/** What a browser can open: MQTT's WebSocket transport. */
const WEBSOCKET_URL = /^wss?:\/\//i;

/** UTF-8 text when the payload is valid UTF-8, else its bytes. */
function frameData(payload: Uint8Array): string | ArrayBuffer {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(payload);
  } catch {
    return new Uint8Array(payload).buffer; // a copy: Node's payloads are views into a shared pool
  }
}

class MqttSocket extends SocketBase {
  private client?: MqttClientLike;
  private lastError?: string;

  constructor(
    url: string,
    private readonly channel: MqttTry,
    action: 'send' | 'receive',
    load: () => Promise<Connect>,
  ) {
    super();
    if (!WEBSOCKET_URL.test(url)) {
      queueMicrotask(() => this.fail(`A browser reaches an MQTT broker over WebSocket only: enter its ws:// or wss:// address (${url} is not one).`));
      return;
    }
    const topics = action === 'receive' ? [channel.topic] : channel.replyTopic !== undefined ? [channel.replyTopic] : [];
    load().then(
      (connect) => this.start(connect, url, topics),
      (error: unknown) => this.fail(`The MQTT client did not load: ${(error as Error).message ?? String(error)}`),
    );
  }

  private start(connect: Connect, url: string, topics: string[]): void {
    if (this.readyState !== 0) return; // closed while the client loaded
    const client = connect(url, {
      protocolVersion: this.channel.protocolVersion,
      reconnectPeriod: 0, // the panel's Reconnect button decides, not a timer
      timerVariant: 'native', // the default starts its keep-alive timer in a blob: worker, which a strict CSP refuses
      ...(this.channel.clientId !== undefined ? { clientId: this.channel.clientId } : {}),
      ...(this.channel.username !== undefined ? { username: this.channel.username } : {}),
      ...(this.channel.password !== undefined ? { password: this.channel.password } : {}),
    });
    this.client = client;
    client.on('connect', () => {
      if (topics.length === 0) return this.opened();
      client.subscribe(topics, { qos: this.channel.qos }, (error, granted) => {
        const refused = granted?.find((g) => g.qos === 128);
        if (error || refused) return this.fail(`The broker refused the subscription to ${refused?.topic ?? topics.join(', ')}${error ? `: ${error.message}` : ''}.`);
        this.opened();
      });
    });
    client.on('message', (_topic, payload) => {
      if (this.readyState === 1) this.onmessage?.({ data: frameData(payload) });
    });
    client.on('error', (error) => {
      this.lastError = error.message;
      this.onerror?.({ message: error.message });
    });
    client.on('close', () => this.closed(1006, this.lastError ?? ''));
  }

  private opened(): void {
    if (this.readyState !== 0) return;
    this.readyState = 1;
    this.onopen?.();
  }

  send(data: string | Uint8Array<ArrayBuffer>): void {
    if (this.readyState !== 1 || !this.client) return;
    const { qos, retain, properties } = this.channel;
    this.client.publish(this.channel.topic, typeof data === 'string' ? data : new Uint8Array(data), { qos, retain, ...(properties ? { properties } : {}) });
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    const client = this.client;
    if (!client) return this.closed(code, reason);
    client.end(false, {}, () => this.closed(code, reason));
  }

  private fail(message: string): void {
    this.onerror?.({ message });
    this.client?.end(true);
    this.closed(1006, message);
  }

  protected override closed(code: number, reason: string): void {
    this.client?.removeAllListeners();
    super.closed(code, reason);
  }
}

/** The `mqtt` client's connect, fetched once (a chunk of its own in the build). */
const client = lazyModule(() => import('mqtt'));
const loadConnect = (): Promise<Connect> =>
  client.load().then((m) => (m.connect ?? (m as unknown as { default: typeof m }).default.connect) as unknown as Connect);

/** Sockets onto an MQTT channel; `load` is the client's connect (tests may pass their own). */
export function mqttSocketFactory(channel: MqttTry, action: 'send' | 'receive', load: () => Promise<Connect> = loadConnect): SocketFactory {
  return (url) => new MqttSocket(url, channel, action, load);
}
