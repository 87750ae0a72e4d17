/**
 * What an AsyncAPI operation's Try-It connects to and sends (issue 52): the transport (a WebSocket, an MQTT broker
 * over WebSocket, a Server-Sent Events stream), the address the code samples use (server variables and channel
 * parameters filled, the channel binding's query and query-key credentials applied), the handshake headers a
 * browser cannot set, and the operation's messages with the text each is pre-filled with. One source with the
 * samples: `asyncSampleInput` builds both.
 */
import type { ApiModel, Message, Operation, Schema } from '../../model/index.js';
import type { BridgeAmqp, BridgeMqttProperties } from '../../http/channel-bridge.js';
import { asyncSampleInput } from '../../samples/asyncapi/sample-input.js';
import { sampleMessage } from '../../samples/asyncapi/message-sample.js';
import { bindingOf } from '../../samples/asyncapi/binding-data.js';
import { asyncServers } from '../../samples/asyncapi/async-servers.js';
import { PASSWORD_PLACEHOLDER, USERNAME_PLACEHOLDER } from '../../samples/asyncapi/connection-auth.js';
import { CREDENTIAL_PLACEHOLDERS } from '../../auth/credential-text.js';
import type { AsyncSampleInput, AsyncSampleOptions } from '../../samples/asyncapi/types.js';
import { payloadPointer, writePayloadLocation } from './payload-location.js';

/** One message the panel can send, or recognise when it arrives. */
export interface TryMessage {
  id: string;
  /** Its name, else title, else id: what the log says a received message is. */
  label: string;
  /** The pre-filled text: the first example's payload, else one generated from the schema. */
  text: string;
  /** The payload is JSON (checked before sending, pretty-printed when received). */
  json: boolean;
  payload?: Schema;
  /** From the reply (3.0 `reply`), not the operation itself. */
  reply: boolean;
  /** Where the correlation id sits (`$message.payload#/id`, `$message.header#/correlationId`). */
  correlationId?: string;
}

/**
 * How the panel reaches the channel: frames on a WebSocket, an MQTT topic, an AMQP exchange and queue (through the
 * proxy's channel bridge only), or an event stream it only reads.
 */
export type ChannelTransport = 'websocket' | 'mqtt' | 'amqp' | 'sse';

/** AMQP through the proxy's bridge: what it consumes and publishes to (the bindings), and the Authorize panel's credentials. */
export interface AmqpTry extends BridgeAmqp {
  username?: string;
  password?: string;
}

/** MQTT: what the client subscribes to and publishes with (the channel's bindings). */
export interface MqttTry {
  /** The channel's address: published to by a send operation, subscribed to by a receive one. */
  topic: string;
  qos: 0 | 1 | 2;
  retain: boolean;
  /** Where replies arrive: the reply channel's address, or a topic made for this panel when the request carries it. */
  replyTopic?: string;
  /** MQTT 5 properties of each message sent: the panel's reply topic, when the request carries it in a header. */
  properties?: BridgeMqttProperties;
  clientId?: string;
  /** Only credentials the reader applied in the Authorize panel, never the samples' placeholders. */
  username?: string;
  password?: string;
  protocolVersion: 4 | 5;
  /**
   * The document's broker listens on TCP (`mqtt://`), which a browser cannot open: the panel goes through the
   * proxy's bridge, or without a proxy the reader enters the broker's WebSocket address.
   */
  tcpOnly: boolean;
}

export interface ChannelTryPlan {
  transport: ChannelTransport;
  url: string;
  action: 'send' | 'receive';
  /** Handshake headers the document asks for (the channel binding's, the security's): a browser cannot set them. */
  headersAsked: string[];
  /** The operation's messages, then its reply's. */
  messages: TryMessage[];
  serverName?: string;
  mqtt?: MqttTry;
  amqp?: AmqpTry;
  /**
   * `proxy`: through the proxy's channel bridge (a raw TCP broker; AMQP always), else the page opens the socket.
   * The panel may switch a WebSocket channel to the proxy (a server that refuses the page's origin).
   */
  via: 'page' | 'proxy';
  /** Query parameters that carry credentials (API keys `in: query`): the log shows the address without their values. */
  secretQuery: string[];
}

/** Why an operation has no Try-It; `protocol`: its server's, as declared (a panel names Kafka's case). */
export interface UnsupportedChannel {
  unsupported: string;
  protocol?: string;
}

export type AsyncTryModel = Pick<ApiModel, 'servers' | 'securitySchemes'>;

function tryMessage(message: Message, reply: boolean): TryMessage {
  const sample = sampleMessage(message);
  const out: TryMessage = { id: message.id, label: message.name ?? message.title ?? message.id, text: sample.text, json: sample.json, reply };
  if (message.payload && !message.payload.raw) out.payload = message.payload;
  if (message.correlationId?.location) out.correlationId = message.correlationId.location;
  return out;
}

/**
 * The operation's Try-It, or why it has none (a protocol neither the browser nor the proxy speaks, no server).
 * With `mock` (the page's mock mode: no socket leaves the page) any operation has one, its address the samples'
 * for its protocol, else its channel's. With `proxy` (the page has a proxy) raw MQTT and AMQP go through the
 * proxy's channel bridge.
 */
export function channelTryPlan(
  operation: Operation,
  model: AsyncTryModel,
  options: AsyncSampleOptions = {},
  { mock = false, proxy = false }: { mock?: boolean; proxy?: boolean } = {},
): ChannelTryPlan | UnsupportedChannel {
  const info = operation.async;
  if (!info) return { unsupported: 'not an AsyncAPI operation' };
  const input = asyncSampleInput(operation, model, options);
  const connection = input.connection;
  const messages = [...info.messages.map((m) => tryMessage(m, false)), ...(info.reply?.messages ?? []).map((m) => tryMessage(m, true))];
  if (mock) return { transport: 'websocket', url: connection?.url ?? input.channel, action: info.action, headersAsked: [], messages, secretQuery: [], via: 'page' };
  if (!connection) return { unsupported: input.unsupported ?? 'no server to connect to' };
  const transport = transportOf(input, operation, model);
  if (!transport) return { unsupported: `${connection.declared} cannot be reached from a browser`, protocol: connection.declared };
  if (transport === 'amqp' && !proxy) return { unsupported: `${connection.declared} is reached through the proxy only: set proxy-url`, protocol: connection.declared };
  const headersAsked = transport === 'mqtt' || transport === 'amqp' ? [] : [...new Set(connection.headers.map(([name]) => name))];
  const secretQuery = model.securitySchemes.flatMap((scheme) => (scheme.kind === 'apiKey' && scheme.in === 'query' ? [scheme.name] : []));
  const plan: ChannelTryPlan = { transport, url: connection.url, action: info.action, headersAsked, messages, secretQuery, via: transport === 'amqp' ? 'proxy' : 'page' };
  if (connection.serverName !== undefined) plan.serverName = connection.serverName;
  if (transport === 'amqp') plan.amqp = amqpTry(input);
  if (transport === 'mqtt') {
    plan.mqtt = mqttTry(input, operation);
    if (plan.mqtt.tcpOnly && proxy) plan.via = 'proxy';
    if (connection.protocol === 'ws') plan.url = `${connection.secure ? 'wss' : 'ws'}://${connection.host}:${connection.port}${connection.path}`;
    const location = info.reply?.runtimeAddress?.location;
    if (plan.mqtt.replyTopic && info.reply?.address === undefined) {
      // The request says where to answer: the panel's reply topic goes into the pre-filled text.
      for (const m of messages) if (!m.reply) m.text = writePayloadLocation(location, m.text, plan.mqtt.replyTopic);
    }
  }
  return plan;
}

/** A `ws` server that, or whose channel, operation or message, has MQTT bindings carries MQTT over its WebSocket. */
function mqttOverWebSocket(operation: Operation, model: AsyncTryModel, serverName: string | undefined): boolean {
  const info = operation.async!;
  const server = asyncServers(operation, model).find((s) => s.name === serverName);
  return bindingOf('mqtt', info.messages[0]?.bindings, info.bindings, info.channel.bindings, server?.bindings) !== undefined;
}

function transportOf(input: AsyncSampleInput, operation: Operation, model: AsyncTryModel): ChannelTransport | undefined {
  const connection = input.connection!;
  if (connection.protocol === 'mqtt') return 'mqtt';
  if (connection.protocol === 'amqp') return 'amqp';
  if (connection.protocol === 'ws') return mqttOverWebSocket(operation, model, connection.serverName) ? 'mqtt' : 'websocket';
  if (connection.protocol === 'http' && input.action === 'receive' && !input.http.mercure && isEventStream(connection.declared, operation)) return 'sse';
  return undefined;
}

/** An `sse` server, or messages declared as `text/event-stream`. */
function isEventStream(declared: string, operation: Operation): boolean {
  return declared === 'sse' || (operation.async?.messages ?? []).some((m) => /^text\/event-stream\b/i.test(m.contentType ?? ''));
}

/** What the samples print where the reader has applied no credential: never sent. */
const PLACEHOLDERS = new Set<string>([USERNAME_PLACEHOLDER, PASSWORD_PLACEHOLDER, ...Object.values(CREDENTIAL_PLACEHOLDERS)]);

/** A topic of the panel's own for replies, unguessable enough not to meet another reader's. */
function panelReplyTopic(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `spec-viewer/replies/${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Credentials the reader applied in the Authorize panel; the samples' placeholders are never sent. */
function appliedCredentials(input: AsyncSampleInput): { username?: string; password?: string } {
  const { username, password } = input.auth;
  if (username === undefined || PLACEHOLDERS.has(username)) return {};
  return password !== undefined && !PLACEHOLDERS.has(password) ? { username, password } : { username };
}

/**
 * A send publishes where the bindings say (mandatory, confirmed by the bridge) and, for a request, consumes the
 * reply channel's queue or, when the reply's address is known only at runtime, a reply queue the bridge makes. A
 * receive consumes the binding's queue (declared with its flags if the broker lacks it) or what the exchange routes.
 */
function amqpTry(input: AsyncSampleInput): AmqpTry {
  const bindings = input.amqp;
  const out: AmqpTry = { ...appliedCredentials(input) };
  if (input.action === 'send') {
    out.publish = { exchange: bindings.exchange?.name ?? '', routingKey: bindings.routingKey, ...(bindings.deliveryMode === 2 ? { persistent: true } : {}) };
    if (input.reply?.channel !== undefined) out.consume = { queue: input.reply.channel };
    else if (input.reply) out.replyQueue = true;
  } else if (bindings.is === 'queue' || !bindings.exchange?.name) {
    const queue = bindings.queue;
    out.consume = {
      queue: queue?.name ?? bindings.routingKey,
      declare: queue ? { durable: queue.durable, exclusive: queue.exclusive, autoDelete: queue.autoDelete } : { durable: false, exclusive: false, autoDelete: true },
    };
  } else {
    out.consume = { exchange: bindings.exchange.name, routingKey: bindings.routingKey };
  }
  return out;
}

function mqttTry(input: AsyncSampleInput, operation: Operation): MqttTry {
  const connection = input.connection!;
  const out: MqttTry = {
    topic: input.channel,
    qos: input.mqtt.qos,
    retain: input.mqtt.retain,
    protocolVersion: connection.declared === 'mqtt5' ? 5 : 4,
    tcpOnly: connection.protocol === 'mqtt' && connection.transport === 'tcp',
  };
  if (input.mqtt.clientId !== undefined) out.clientId = input.mqtt.clientId;
  Object.assign(out, appliedCredentials(input));
  const reply = operation.async?.reply;
  if (input.action === 'send' && reply) {
    const runtime = input.reply?.runtime;
    if (input.reply?.channel !== undefined) out.replyTopic = input.reply.channel;
    else if ((payloadPointer(reply.runtimeAddress?.location)?.length ?? 0) > 0) out.replyTopic = panelReplyTopic();
    else if (runtime?.in === 'header') {
      // A header travels as an MQTT 5 user property (and the reply topic as MQTT 5's own response topic), as the
      // samples send it: the panel speaks MQTT 5 for such a request, whatever version the server names.
      const topic = panelReplyTopic();
      out.replyTopic = topic;
      out.protocolVersion = 5;
      out.properties = { responseTopic: topic, userProperties: { [runtime.name]: topic } };
    }
  }
  return out;
}
