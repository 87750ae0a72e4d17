/**
 * The one normalized input every AsyncAPI sample writer reads: built once per operation by sample-input.ts from
 * the model (server, channel, bindings, message, security), so the writers only print.
 */
import type { Credentials } from '../../auth/requirements.js';
import type { RuntimeAddress } from './reply-address.js';

/** The protocol families with writers. Others (ibmmq, nats, pulsar …) get a note in every tab. */
export type AsyncProtocol = 'ws' | 'mqtt' | 'amqp' | 'kafka' | 'http';

export interface AsyncSampleOptions {
  /** Credentials from the Authorize panel, by scheme key (the HTTP samples' shape); placeholders otherwise. */
  credentials?: Credentials;
  /** The server to connect to, by name (its `servers` key); default: the operation's first server. */
  server?: string;
  /** Server variable values the reader chose; missing or empty ones take their defaults. */
  serverVariables?: Readonly<Record<string, string>>;
  /** Channel parameter values; missing ones take their default, enum, example, else a placeholder. */
  channelParameters?: Readonly<Record<string, string>>;
  /** Which of the operation's messages the sample sends (message id); default: the first. */
  messageId?: string;
}

/** One message as a sample sends it. */
export interface SampleMessage {
  name?: string;
  /** The payload exactly as it goes on the wire (UTF-8 text). */
  text: string;
  /** The text is JSON: line-oriented command-line tools may write it on one line. */
  json: boolean;
  contentType?: string;
  /** Application headers / properties, in order, values as text. */
  headers: Array<[string, string]>;
}

export interface AsyncConnection {
  protocol: AsyncProtocol;
  /** The protocol as the server declares it, lower-case (`wss`, `kafka-secure`, `mercure` …). */
  declared: string;
  /** TLS (wss, mqtts, amqps, kafka-secure, https, or a `+ssl`/`s` URL scheme). */
  secure: boolean;
  host: string;
  port: number;
  /**
   * ws/http: the full URL (server, channel address, query, credentials in the query); mqtt: the broker URL
   * (`mqtt://host:1883`, `wss://host/mqtt` for the WebSocket transport); amqp: `amqp://host:5672/vhost` without
   * credentials; kafka: `host:port`.
   */
  url: string;
  /** WebSocket handshake / HTTP request headers: the channel binding's, then the security's. */
  headers: Array<[string, string]>;
  /** The server's path (MQTT over WebSocket, HTTP hubs), '' when none. */
  path: string;
  /** MQTT only: the transport of the broker URL. */
  transport: 'tcp' | 'websockets';
  serverName?: string;
}

/** The security of the chosen server or operation, as the libraries take it. */
export interface SampleAuth {
  /** MQTT / AMQP connect credentials; Kafka SASL credentials. */
  username?: string;
  password?: string;
  /** Kafka SASL mechanism. */
  sasl?: 'PLAIN' | 'SCRAM-SHA-256' | 'SCRAM-SHA-512' | 'OAUTHBEARER' | 'GSSAPI';
  /** WebSocket / HTTP handshake or request headers (API keys, Authorization); query keys are in the URL. */
  headers: Array<[string, string]>;
  /** A client certificate is needed (X509): the samples say where it goes. */
  clientCertificate: boolean;
}

export interface MqttBindings {
  qos: 0 | 1 | 2;
  retain: boolean;
  clientId?: string;
}

export interface KafkaBindings {
  key?: string;
  groupId: string;
  clientId?: string;
}

export interface AmqpBindings {
  /** `routingKey` (publish to an exchange) or `queue` (the default exchange, routing key = queue name). */
  is: 'routingKey' | 'queue';
  exchange?: { name: string; type: string; durable: boolean; autoDelete: boolean };
  queue?: { name: string; durable: boolean; exclusive: boolean; autoDelete: boolean };
  /** The routing key when publishing: the queue name for `is: queue`, else the channel address. */
  routingKey: string;
  deliveryMode?: 1 | 2;
}

export interface HttpBindings {
  method: string;
  /** Mercure hubs publish with a form POST and subscribe with `?topic=` (Server-Sent Events). */
  mercure: boolean;
}

export interface AsyncSampleInput {
  operationId: string;
  /** What the application does: 3.0 `action`; 2.x publish → receive, subscribe → send. */
  action: 'send' | 'receive';
  /** Undefined when there is nothing to connect to: `unsupported` says why. */
  connection?: AsyncConnection;
  unsupported?: string;
  /** The channel address with its parameters filled ('' when the channel has none). */
  channel: string;
  message: SampleMessage;
  /**
   * 3.0 request/reply: the reply's channel (undefined: known only at runtime, e.g. a reply-to queue) and the reply
   * a receiving application answers with (its first message's example, else one built from its schema).
   * `runtime`: the request carries the reply address (payload field or header) — MQTT requesters write their own
   * reply topic there and responders answer where it says.
   */
  reply?: { channel?: string; message: SampleMessage; runtime?: RuntimeAddress };
  mqtt: MqttBindings;
  kafka: KafkaBindings;
  amqp: AmqpBindings;
  http: HttpBindings;
  auth: SampleAuth;
  /** Lines every tab prints as comments (OAuth tokens to fetch, payload formats, reply handling …). */
  notes: string[];
}
