/**
 * The bridge to an AMQP 0-9-1 broker (RabbitMQ), through amqplib (loaded the first time a page asks for it).
 * Publishes are mandatory and confirmed: a message no queue takes is reported, not silently dropped. A queue to
 * consume is checked passively first, so an existing durable queue is used as it is (re-declaring it with other
 * flags would fail with PRECONDITION_FAILED).
 */
import { isUtf8 } from 'node:buffer';
import { upstreamError, withConnectTimeout, type BrokerLink, type LinkContext } from './broker-link.js';

/** The part of amqplib the link uses (the packages bundle amqplib: their types must not name it). */
interface AmqpMessage {
  content: Buffer;
  fields: { exchange: string; routingKey: string };
}
interface AmqpChannel {
  on(event: 'return', listener: (message: AmqpMessage) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkQueue(queue: string): Promise<unknown>;
  checkExchange(exchange: string): Promise<unknown>;
  assertQueue(queue: string, options: { durable?: boolean; exclusive?: boolean; autoDelete?: boolean }): Promise<{ queue: string }>;
  bindQueue(queue: string, exchange: string, routingKey: string): Promise<unknown>;
  consume(queue: string, onMessage: (message: AmqpMessage | null) => void, options: { noAck: boolean }): Promise<unknown>;
  publish(exchange: string, routingKey: string, content: Buffer, options: Record<string, unknown>): boolean;
  waitForConfirms(): Promise<void>;
  close(): Promise<void>;
}
interface AmqpConnection {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'close', listener: (error?: Error) => void): unknown;
  createChannel(): Promise<AmqpChannel>;
  createConfirmChannel(): Promise<AmqpChannel>;
  close(): Promise<void>;
}
type Connect = (url: Record<string, unknown>, socketOptions: Record<string, unknown>) => Promise<AmqpConnection>;

let loaded: Promise<Connect> | undefined;
const loadConnect = (): Promise<Connect> =>
  (loaded ??= import('amqplib').then((m) => (m.connect ?? (m as unknown as { default: { connect: unknown } }).default.connect) as unknown as Connect));

/** True when the broker has the queue (or exchange); a separate channel, since a "not found" closes the one asked on. */
async function exists(connection: AmqpConnection, check: (channel: AmqpChannel) => Promise<unknown>): Promise<boolean> {
  const probe = await connection.createChannel();
  probe.on('error', () => undefined); // the 404 closes the probe channel; the answer is in the rejection
  try {
    await check(probe);
    await probe.close();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return false;
    throw error;
  }
}

async function startConsuming(connection: AmqpConnection, channel: AmqpChannel, context: LinkContext): Promise<string | undefined> {
  const consume = context.open.amqp?.consume;
  if (!consume) return undefined;
  if ('queue' in consume) {
    if (!(await exists(connection, (probe) => probe.checkQueue(consume.queue)))) {
      if (!consume.declare) throw new Error(`the broker has no queue "${consume.queue}"`);
      await channel.assertQueue(consume.queue, consume.declare);
    }
    return consume.queue;
  }
  // The default exchange routes by queue name and takes no bindings.
  if (consume.exchange === '') return consume.routingKey;
  if (!(await exists(connection, (probe) => probe.checkExchange(consume.exchange)))) throw new Error(`the broker has no exchange "${consume.exchange}"`);
  const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
  await channel.bindQueue(queue, consume.exchange, consume.routingKey);
  return queue;
}

export async function openAmqpLink(context: LinkContext): Promise<BrokerLink> {
  const { target, open, lookup, connectTimeout, events } = context;
  const connect = await loadConnect();
  const vhost = decodeURIComponent(target.url.pathname.slice(1)) || '/';
  let connection: AmqpConnection | undefined;
  const opening = (async () => {
    connection = await connect(
      {
        protocol: target.tls ? 'amqps' : 'amqp',
        hostname: target.url.hostname.replace(/^\[|\]$/g, ''),
        port: target.port,
        vhost,
        username: open.username ?? 'guest',
        password: open.password ?? 'guest',
        heartbeat: 30,
      },
      { lookup, timeout: connectTimeout },
    );
    connection.on('error', () => undefined); // reported by 'close' below
    const channel = await connection.createConfirmChannel();
    const receive = (message: AmqpMessage | null): void => {
      if (message) events.message(message.content, isUtf8(message.content), message.fields.routingKey);
    };
    const queue = await startConsuming(connection, channel, context);
    if (queue !== undefined) await channel.consume(queue, receive, { noAck: true });
    let replyTo: string | undefined;
    if (open.amqp?.replyQueue) {
      replyTo = (await channel.assertQueue('', { exclusive: true, autoDelete: true })).queue;
      await channel.consume(replyTo, receive, { noAck: true });
    }
    return { channel, replyTo };
  })();
  let opened: { channel: AmqpChannel; replyTo: string | undefined };
  try {
    opened = await withConnectTimeout(opening, connectTimeout, 'The AMQP broker', () => void connection?.close().catch(() => undefined));
  } catch (error) {
    void connection?.close().catch(() => undefined);
    throw upstreamError(error, 'The AMQP broker');
  }
  const { channel, replyTo } = opened;
  let closing = false;
  channel.on('return', (message) =>
    events.warning('unroutable', `No queue took the message published to exchange "${message.fields.exchange}" with routing key "${message.fields.routingKey}": the broker returned it`),
  );
  connection!.on('close', (error) => {
    if (!closing) events.closed(error ? upstreamError(error, 'The AMQP broker') : undefined);
  });
  return {
    ...(replyTo !== undefined ? { replyTo } : {}),
    async send(bytes, text, correlationId) {
      const publish = open.amqp?.publish;
      if (!publish) throw upstreamError(new Error('this session has no exchange to publish to'), 'The bridge');
      channel.publish(publish.exchange, publish.routingKey, bytes, {
        mandatory: true,
        ...(publish.persistent ? { persistent: true } : {}),
        ...(text ? { contentEncoding: 'utf-8' } : {}),
        ...(replyTo !== undefined ? { replyTo } : {}),
        ...(correlationId !== undefined ? { correlationId } : {}),
      });
      try {
        await channel.waitForConfirms();
      } catch (error) {
        throw upstreamError(error, 'The AMQP broker refused the message');
      }
    },
    async close() {
      closing = true;
      await connection!.close().catch(() => undefined);
    },
  };
}
