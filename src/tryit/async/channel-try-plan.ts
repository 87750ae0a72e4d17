/**
 * What an AsyncAPI operation's WebSocket Try-It connects to and sends (issue 52): the address the code samples
 * use (server variables and channel parameters filled, the channel binding's query and query-key credentials
 * applied), the handshake headers a browser cannot set, and the operation's messages with the text each is
 * pre-filled with. One source with the samples: `asyncSampleInput` builds both.
 */
import type { ApiModel, Message, Operation, Schema } from '../../model/index.js';
import { asyncSampleInput } from '../../samples/asyncapi/sample-input.js';
import { sampleMessage } from '../../samples/asyncapi/message-sample.js';
import type { AsyncSampleOptions } from '../../samples/asyncapi/types.js';

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

export interface ChannelTryPlan {
  url: string;
  action: 'send' | 'receive';
  /** Handshake headers the document asks for (the channel binding's, the security's): a browser cannot set them. */
  headersAsked: string[];
  /** The operation's messages, then its reply's. */
  messages: TryMessage[];
  serverName?: string;
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
 * The operation's WebSocket Try-It, or why it has none (not a `ws`/`wss` server, no server). With `mock` (the
 * page's mock mode: no socket leaves the page) any operation has one, its address the samples' for its protocol,
 * else its channel's.
 */
export function channelTryPlan(
  operation: Operation,
  model: AsyncTryModel,
  options: AsyncSampleOptions = {},
  { mock = false }: { mock?: boolean } = {},
): ChannelTryPlan | { unsupported: string } {
  const info = operation.async;
  if (!info) return { unsupported: 'not an AsyncAPI operation' };
  const input = asyncSampleInput(operation, model, options);
  const connection = input.connection;
  const messages = [...info.messages.map((m) => tryMessage(m, false)), ...(info.reply?.messages ?? []).map((m) => tryMessage(m, true))];
  if (mock) return { url: connection?.url ?? input.channel, action: info.action, headersAsked: [], messages };
  if (!connection) return { unsupported: input.unsupported ?? 'no server to connect to' };
  if (connection.protocol !== 'ws') return { unsupported: `${connection.declared} is not a WebSocket server` };
  const plan: ChannelTryPlan = { url: connection.url, action: info.action, headersAsked: [...new Set(connection.headers.map(([name]) => name))], messages };
  if (connection.serverName !== undefined) plan.serverName = connection.serverName;
  return plan;
}
