/**
 * How a receiving application's sample answers each message (AsyncAPI 3.0 `reply` on a `receive` operation): on
 * the same WebSocket connection, on AMQP's reply-to queue (the RPC convention; the reply channel when a message
 * names none), on the reply topic for MQTT and Kafka. None where the reply's address is known only at runtime
 * and the protocol has no standard place for it, or for HTTP servers.
 */
import type { AsyncSampleInput } from './types.js';

export type Answer = { via: 'connection' } | { via: 'reply-to'; fallback?: string } | { via: 'channel'; channel: string };

export function answerOf(input: AsyncSampleInput): Answer | undefined {
  if (input.action !== 'receive' || !input.reply || !input.connection) return undefined;
  const { channel } = input.reply;
  switch (input.connection.protocol) {
    case 'ws':
      return { via: 'connection' };
    case 'amqp':
      return channel === undefined ? { via: 'reply-to' } : { via: 'reply-to', fallback: channel };
    case 'mqtt':
    case 'kafka':
      return channel === undefined ? undefined : { via: 'channel', channel };
    default:
      return undefined;
  }
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
  }
}
