/**
 * The bindings that change what a sample does, read once: MQTT `qos`/`retain`/`clientId`, Kafka `key`/`groupId`/
 * `clientId`, AMQP exchange and queue, WebSocket `query`/`headers`, HTTP `method`. Each protocol's fields are read
 * from the message, operation, channel and server bindings, most specific first.
 */
import type { AsyncInfo, Message, Server } from '../../model/index.js';
import { bindingOf, bindingValue, flagOf, isData, numberOf, scalarText, schemaPairs, textOf, type Data } from './binding-data.js';
import type { AmqpBindings, HttpBindings, KafkaBindings, MqttBindings } from './types.js';

export interface BindingSources {
  info: AsyncInfo;
  message: Message | undefined;
  server: Server | undefined;
}

const maps = ({ info, message, server }: BindingSources) => [message?.bindings, info.bindings, info.channel.bindings, server?.bindings];

/** `qosDeclared`: a binding gives the QoS (else a message header named `qos` may: sample-input.ts). */
export function mqttBindings(sources: BindingSources): MqttBindings & { qosDeclared: boolean } {
  const [message, operation, channel, server] = maps(sources).map((m) => bindingOf('mqtt', m));
  const qos = numberOf(operation?.['qos'] ?? channel?.['qos']);
  const clientId = scalarText(bindingValue(server?.['clientId']));
  const out: MqttBindings & { qosDeclared: boolean } = {
    qos: qos === 1 || qos === 2 ? qos : 0,
    retain: flagOf(operation?.['retain'] ?? message?.['retain']) ?? false,
    qosDeclared: qos !== undefined,
  };
  if (clientId !== undefined) out.clientId = clientId;
  return out;
}

export function kafkaBindings(sources: BindingSources, operationId: string): KafkaBindings {
  const [message, operation, , server] = maps(sources).map((m) => bindingOf('kafka', m));
  const key = bindingValue(message?.['key']);
  const groupId = scalarText(bindingValue(operation?.['groupId']));
  const clientId = scalarText(bindingValue(operation?.['clientId'] ?? server?.['clientId']));
  const out: KafkaBindings = { groupId: groupId ?? `${operationId.replace(/[^A-Za-z0-9._-]+/g, '-')}-group` };
  const keyText = isData(key) ? undefined : scalarText(key);
  if (keyText !== undefined) out.key = keyText;
  if (clientId !== undefined) out.clientId = clientId;
  return out;
}

function amqpFlag(data: Data | undefined, name: string): boolean {
  return flagOf(data?.[name]) ?? false;
}

/** `fromOperation`: the exchange and queue were read from the operation's binding, where the document misplaced them. */
export function amqpBindings(sources: BindingSources, address: string, fill: (name: string) => string = (n) => n): AmqpBindings & { vhost?: string; fromOperation?: true } {
  const [, operation, channelBinding] = maps(sources).map((m) => bindingOf('amqp', m));
  // Exchange and queue belong on the channel; a document that puts them on the operation is read from there, and
  // the samples say so (sample-input.ts).
  const placed = (b: Data | undefined): boolean => b !== undefined && (b['is'] !== undefined || isData(b['exchange']) || isData(b['queue']));
  const channel = placed(channelBinding) || !placed(operation) ? channelBinding : operation;
  const exchange = isData(channel?.['exchange']) ? channel['exchange'] : undefined;
  const queue = isData(channel?.['queue']) ? channel['queue'] : undefined;
  const is = channel?.['is'] === 'queue' ? 'queue' : 'routingKey';
  const declared = textOf(queue?.['name']);
  const queueName = declared !== undefined ? fill(declared) : is === 'queue' ? address : undefined;
  const out: AmqpBindings & { vhost?: string; fromOperation?: true } = { is, routingKey: is === 'queue' ? (queueName ?? address) : address };
  if (channel !== channelBinding) out.fromOperation = true;
  const exchangeName = textOf(exchange?.['name']) === undefined ? undefined : fill(textOf(exchange?.['name']) ?? '');
  if (exchangeName !== undefined && exchangeName !== '' && is === 'routingKey') {
    const type = textOf(exchange?.['type']);
    out.exchange = {
      name: exchangeName,
      type: type && ['topic', 'direct', 'fanout', 'headers'].includes(type) ? type : 'topic',
      durable: amqpFlag(exchange, 'durable'),
      autoDelete: amqpFlag(exchange, 'autoDelete'),
    };
  }
  if (queueName !== undefined) {
    out.queue = { name: queueName, durable: amqpFlag(queue, 'durable'), exclusive: amqpFlag(queue, 'exclusive'), autoDelete: amqpFlag(queue, 'autoDelete') };
  }
  const deliveryMode = numberOf(operation?.['deliveryMode']);
  if (deliveryMode === 1 || deliveryMode === 2) out.deliveryMode = deliveryMode;
  const vhost = textOf(exchange?.['vhost']) ?? textOf(queue?.['vhost']);
  if (vhost !== undefined) out.vhost = vhost;
  return out;
}

/** WebSocket handshake query and headers the channel binding asks for. */
export function wsBindings(sources: BindingSources): { query: Array<[string, string]>; headers: Array<[string, string]> } {
  const [, operation, channel] = maps(sources).map((m) => bindingOf('ws', m));
  const binding = channel ?? operation;
  return { query: schemaPairs(binding?.['query']), headers: schemaPairs(binding?.['headers']) };
}

export function httpBindings(sources: BindingSources, mercure: boolean): HttpBindings {
  const [, operation] = maps(sources).map((m) => bindingOf('http', m));
  const declared = textOf(operation?.['method'])?.toUpperCase();
  const method = declared ?? (sources.info.action === 'send' ? 'POST' : 'GET');
  return { method: mercure ? (sources.info.action === 'send' ? 'POST' : 'GET') : method, mercure };
}
