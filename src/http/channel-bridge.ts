/**
 * The proxy's channel bridge (docs/proxy.md#channel-bridge): what a page and the proxy say on the WebSocket that
 * carries an AsyncAPI Try-It to a broker a browser cannot reach (MQTT or AMQP 0-9-1 over TCP, a WebSocket server
 * that refuses the page's origin). One JSON text frame per record. Shared by the viewer and the proxy, like the
 * request envelope.
 */

/**
 * MQTT 5 properties set on every message published (protocol version 5 only): a request that carries its reply
 * address in a header (`$message.header#/replyTo`) sends it as the response topic and as that user property.
 */
export interface BridgeMqttProperties {
  responseTopic?: string;
  userProperties?: Record<string, string>;
}

/** MQTT: the topics the bridge subscribes to, and where a `publish` goes. */
export interface BridgeMqtt {
  subscribe: string[];
  publish?: { topic: string; qos: 0 | 1 | 2; retain: boolean; properties?: BridgeMqttProperties };
  clientId?: string;
  protocolVersion?: 4 | 5;
}

/** AMQP 0-9-1: the queue the bridge consumes from, and where a `publish` goes. */
export interface BridgeAmqp {
  /**
   * What to consume: a queue by name (checked passively; declared with `declare`'s flags when it does not exist),
   * or the messages an exchange routes with a routing key (into a queue of the bridge's own, removed at the end).
   */
  consume?: { queue: string; declare?: { durable: boolean; exclusive: boolean; autoDelete: boolean } } | { exchange: string; routingKey: string };
  /** Published as mandatory with publisher confirms: a message no queue takes comes back as a `warning`. */
  publish?: { exchange: string; routingKey: string; persistent?: boolean };
  /** Replies: the bridge consumes a queue of its own and sets it as every published message's `replyTo`. */
  replyQueue?: boolean;
}

/** The page's first record: where to connect. Credentials travel here, never in the URL. */
export interface BridgeOpenRecord {
  type: 'open';
  /** `mqtt:`, `mqtts:`, `amqp:`, `amqps:`, `ws:` or `wss:`. */
  url: string;
  username?: string;
  password?: string;
  mqtt?: BridgeMqtt;
  amqp?: BridgeAmqp;
}

/** A message (MQTT, AMQP) or frame (WebSocket) to send; `base64` for bytes. */
export interface BridgeSendRecord {
  type: 'send';
  data: string;
  encoding: 'utf-8' | 'base64';
  /** AMQP: the message's correlation id, when the operation's reply is correlated by it. */
  correlationId?: string;
}

export type BridgeClientRecord = BridgeOpenRecord | BridgeSendRecord;

export type BridgeServerRecord =
  /** Connected (and subscribed or consuming). `replyTo`: the AMQP reply queue the bridge made. */
  | { type: 'open'; replyTo?: string }
  /** A message that arrived; `source` is its topic, routing key or the WebSocket. */
  | { type: 'message'; data: string; encoding: 'utf-8' | 'base64'; source?: string }
  /** Something the reader should know that does not end the session (a message no queue took). */
  | { type: 'warning'; code: string; message: string }
  /**
   * The session ends: the proxy refused it, the broker failed, a limit was reached, the proxy is stopping. `code`
   * and `status` are those the envelope endpoint answers with (docs/proxy.md#statuses).
   */
  | { type: 'error'; code: string; message: string; status: number };

/** The URL schemes the bridge takes. */
export const BRIDGE_SCHEMES = ['mqtt:', 'mqtts:', 'amqp:', 'amqps:', 'ws:', 'wss:'] as const;

/** The bridge's address for a proxy URL: the same endpoint, over WebSocket. */
export function bridgeUrlOf(proxyUrl: string, base?: string): string {
  const url = new URL(proxyUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
