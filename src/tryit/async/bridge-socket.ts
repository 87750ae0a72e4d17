/**
 * A channel reached through the proxy's channel bridge (docs/proxy.md#channel-bridge): the page opens a WebSocket
 * to the proxy, whose first record says where to connect (the broker's MQTT, AMQP or WebSocket address) and with
 * what (topics, queues, the Authorize panel's credentials). Shaped as a ChannelSocket: "open" once the proxy has
 * connected, each relayed message a received frame, a `warning` record an error that does not close.
 */
import type { BridgeClientRecord, BridgeOpenRecord, BridgeServerRecord } from '../../http/channel-bridge.js';
import { bridgeUrlOf } from '../../http/channel-bridge.js';
import { base64ToBytes, bytesToBase64 } from '../bytes.js';
import type { ChannelSocket, SocketFactory } from './channel-session.js';
import type { ChannelTryPlan } from './channel-try-plan.js';
import { SocketBase } from './socket-base.js';

/** What the bridge is asked to do for a plan: its transport's options, the reader's credentials. */
export function bridgeOpenRecord(plan: Pick<ChannelTryPlan, 'action' | 'mqtt' | 'amqp'>, url: string): BridgeOpenRecord {
  const record: BridgeOpenRecord = { type: 'open', url };
  const { mqtt, amqp } = plan;
  if (mqtt) {
    const subscribe = plan.action === 'receive' ? [mqtt.topic] : mqtt.replyTopic !== undefined ? [mqtt.replyTopic] : [];
    record.mqtt = { subscribe, publish: { topic: mqtt.topic, qos: mqtt.qos, retain: mqtt.retain, ...(mqtt.properties ? { properties: mqtt.properties } : {}) }, protocolVersion: mqtt.protocolVersion };
    if (mqtt.clientId !== undefined) record.mqtt.clientId = mqtt.clientId;
  }
  if (amqp) {
    const { username: _user, password: _password, ...options } = amqp;
    record.amqp = options;
  }
  const { username, password } = amqp ?? mqtt ?? {};
  if (username !== undefined) record.username = username;
  if (password !== undefined) record.password = password;
  return record;
}

class BridgeSocket extends SocketBase {
  private readonly socket: WebSocket;
  private lastError?: string;

  constructor(bridgeUrl: string, open: BridgeOpenRecord) {
    super();
    this.socket = new WebSocket(bridgeUrl);
    this.socket.onopen = () => this.socket.send(JSON.stringify(open));
    this.socket.onmessage = (event) => this.receive(event.data);
    this.socket.onerror = () => {
      if (this.lastError === undefined) this.lastError = `The proxy's channel bridge at ${bridgeUrl} could not be reached`;
    };
    this.socket.onclose = (event) => {
      if (this.lastError !== undefined && this.readyState < 2) this.onerror?.({ message: this.lastError });
      this.closed(event.code, this.lastError ?? event.reason);
    };
  }

  private receive(data: unknown): void {
    let record: BridgeServerRecord;
    try {
      record = JSON.parse(String(data)) as BridgeServerRecord;
    } catch {
      return;
    }
    if (record.type === 'open' && this.readyState === 0) {
      this.readyState = 1;
      this.onopen?.();
    } else if (record.type === 'message' && this.readyState === 1) {
      this.onmessage?.({ data: record.encoding === 'base64' ? (new Uint8Array(base64ToBytes(record.data)).buffer as ArrayBuffer) : record.data });
    } else if (record.type === 'warning') {
      this.onerror?.({ message: record.message });
    } else if (record.type === 'error') {
      // Reported once, with the close that follows.
      this.lastError = record.message;
    }
  }

  send(data: string | Uint8Array<ArrayBuffer>): void {
    if (this.readyState !== 1) return;
    const record: BridgeClientRecord =
      typeof data === 'string' ? { type: 'send', data, encoding: 'utf-8' } : { type: 'send', data: bytesToBase64(data), encoding: 'base64' };
    this.socket.send(JSON.stringify(record));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    this.socket.close(code === 1000 ? 1000 : undefined, reason);
  }
}

/** Sockets through the proxy at `proxyUrl` (the Try-It proxy's address; the bridge is the same endpoint). */
export function bridgeSocketFactory(proxyUrl: string, plan: Pick<ChannelTryPlan, 'action' | 'mqtt' | 'amqp'>): SocketFactory {
  const bridgeUrl = bridgeUrlOf(proxyUrl, globalThis.location?.href);
  return (url): ChannelSocket => new BridgeSocket(bridgeUrl, bridgeOpenRecord(plan, url));
}
