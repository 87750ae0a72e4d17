/**
 * The AMQP URI a sample connects with: `amqp://user:password@host:5672/vhost`, credentials percent-encoded as
 * RFC 3986 userinfo (the form every AMQP 0-9-1 client reads), none when the server asks for none.
 */
import type { Connected } from './sample-text.js';

export function amqpUrl(input: Connected): string {
  const { username, password } = input.auth;
  if (username === undefined && password === undefined) return input.connection.url;
  const userinfo = `${encodeURIComponent(username ?? '')}${password === undefined ? '' : `:${encodeURIComponent(password)}`}@`;
  return input.connection.url.replace('://', `://${userinfo}`);
}

/** Where a received AMQP message comes from: the queue to declare, and the exchange binding to add (if any). */
export interface AmqpSource {
  /** '' for a server-named exclusive queue. */
  queue: string;
  durable: boolean;
  exclusive: boolean;
  autoDelete: boolean;
  bind?: { exchange: string; routingKey: string };
}

export function amqpSource(input: Connected): AmqpSource {
  const { amqp } = input;
  if (amqp.exchange && amqp.is === 'routingKey') {
    const q = amqp.queue;
    return {
      queue: q?.name ?? '',
      durable: q?.durable ?? false,
      exclusive: q ? q.exclusive : true,
      autoDelete: q?.autoDelete ?? false,
      bind: { exchange: amqp.exchange.name, routingKey: amqp.routingKey },
    };
  }
  const q = amqp.queue;
  return { queue: q?.name ?? amqp.routingKey, durable: q?.durable ?? false, exclusive: q?.exclusive ?? false, autoDelete: q?.autoDelete ?? false };
}

/** Whether a sending sample declares the queue it sends to (never one another connection owns exclusively). */
export const declaresTargetQueue = (input: Connected): boolean =>
  input.amqp.is === 'queue' && input.amqp.queue !== undefined && !input.amqp.queue.exclusive;

/**
 * A receive sample's queue that may already exist (named, not exclusive): checked passively and used as it is,
 * declared only when the broker lacks it. Re-declaring an existing durable queue with other flags fails with
 * PRECONDITION_FAILED, the usual production case.
 */
export const checksQueueFirst = (source: AmqpSource): boolean => source.queue !== '' && !source.exclusive;

/** The comment the samples put above that check. */
export const CHECK_QUEUE_NOTE = 'An existing queue is used as it is (re-declaring one with other flags fails); a missing one is declared.';
