/**
 * How a receiving application's sample answers each message (AsyncAPI 3.0 `reply` on a `receive` operation): on
 * the same WebSocket connection, on AMQP's reply-to queue (the RPC convention; the reply channel when a message
 * names none), for MQTT on the topic the request names (`reply.address.location`) else the reply topic, for Kafka
 * on the reply topic. None where the reply's address is known only at runtime and the protocol (or the sample's
 * client) has no place for it, or for HTTP servers.
 */
import { runtimeAddressWords, type RuntimeAddress } from './reply-address.js';
import type { AsyncSampleInput } from './types.js';

export type Answer =
  | { via: 'connection' }
  | { via: 'reply-to'; fallback?: string }
  | { via: 'channel'; channel: string }
  | { via: 'runtime'; address: RuntimeAddress; fallback?: string };

/** What the sample's MQTT client can do: an MQTT 3.1.1 client has no user properties to carry a header in. */
export interface MqttClientAbility {
  v5: boolean;
}

export function answerOf(input: AsyncSampleInput, client: MqttClientAbility = { v5: true }): Answer | undefined {
  if (input.action !== 'receive' || !input.reply || !input.connection) return undefined;
  const { channel } = input.reply;
  switch (input.connection.protocol) {
    case 'ws':
      return { via: 'connection' };
    case 'amqp':
      return channel === undefined ? { via: 'reply-to' } : { via: 'reply-to', fallback: channel };
    case 'mqtt':
      if (input.reply?.runtime && (input.reply.runtime.in === 'payload' || client.v5)) return channel === undefined ? { via: 'runtime', address: input.reply.runtime } : { via: 'runtime', address: input.reply.runtime, fallback: channel };
      return channel === undefined ? undefined : { via: 'channel', channel };
    case 'kafka':
      return channel === undefined ? undefined : { via: 'channel', channel };
    default:
      return undefined;
  }
}

/**
 * A requester's reply topic of its own, written where the document says the request carries it (MQTT only): a
 * payload field with any client, a header only with an MQTT 5 one.
 */
export function ownReplyTopic(input: AsyncSampleInput, client: MqttClientAbility = { v5: true }): RuntimeAddress | undefined {
  const runtime = input.reply?.runtime;
  if (input.action !== 'send' || input.connection?.protocol !== 'mqtt' || !runtime) return undefined;
  return runtime.in === 'payload' || client.v5 ? runtime : undefined;
}

/** The answer in words, for the sample's first comment line: ` and answers it on …`. */
export function answerWords(answer: Answer): string {
  switch (answer.via) {
    case 'connection':
      return ' and answers it on the same connection';
    case 'reply-to':
      return ` and answers it on the queue its reply-to property names${answer.fallback === undefined ? '' : ` (${answer.fallback} when it names none)`}`;
    case 'channel':
      return ` and answers it on ${answer.channel}`;
    case 'runtime':
      return ` and answers it on the topic ${runtimeAddressWords(answer.address)} names${answer.fallback === undefined ? '' : ` (${answer.fallback} when it names none)`}`;
  }
}
