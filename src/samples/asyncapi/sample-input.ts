/**
 * Builds the one AsyncSampleInput of an operation: the chosen server (variables filled), protocol, channel address
 * (parameters filled), action, reply, bindings, the message to send and the security to apply. Every writer of
 * every language reads only this.
 *
 * @example
 * const input = asyncSampleInput(operation, model, { credentials: { userPass: { username: 'ada', password: 's3cret' } } });
 * input.connection?.url; // 'mqtt://test.mosquitto.org:1883'
 */
import type { ApiModel, Operation } from '../../model/index.js';
import { fillAddress } from './channel-address.js';
import { connectionAuth } from './connection-auth.js';
import { payloadNote, sampleMessage } from './message-sample.js';
import { answerOf } from './answer.js';
import { runtimeAddressOf } from './reply-address.js';
import { amqpBindings, httpBindings, kafkaBindings, mqttBindings, wsBindings, type BindingSources } from './protocol-bindings.js';
import { asyncServers } from './async-servers.js';
import { authority, joinPath, serverEndpoint, type ServerEndpoint } from './server-endpoint.js';
import type { AsyncConnection, AsyncSampleInput, AsyncSampleOptions } from './types.js';

export type AsyncSampleModel = Pick<ApiModel, 'servers' | 'securitySchemes'>;

const query = (pairs: Array<[string, string]>): string =>
  pairs.length === 0 ? '' : `?${pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&')}`;

export function asyncSampleInput(operation: Operation, model: AsyncSampleModel, options: AsyncSampleOptions = {}): AsyncSampleInput {
  const info = operation.async ?? { action: 'send', keyword: 'send', channel: { id: operation.id, address: operation.path, parameters: [] }, messages: [] };
  const chosen = options.channelParameters ?? {};
  const address = info.channel.address ?? '';
  const channel = fillAddress(address, info.channel.parameters, chosen);
  const message = info.messages.find((m) => m.id === options.messageId) ?? info.messages[0];
  const endpoint = serverEndpoint(asyncServers(operation, model), options.server, options.serverVariables);
  const server = 'server' in endpoint ? endpoint.server : undefined;
  const sources: BindingSources = { info, message, server };
  const operationId = operation.operationId ?? operation.id;
  const amqp = amqpBindings(sources, channel, (name) => fillAddress(name, info.channel.parameters, chosen));
  const { qosDeclared, ...mqtt } = mqttBindings(sources);
  const input: AsyncSampleInput = {
    operationId,
    action: info.action,
    channel,
    message: sampleMessage(message),
    mqtt,
    kafka: kafkaBindings(sources, operationId),
    amqp: { is: amqp.is, routingKey: amqp.routingKey, ...(amqp.exchange ? { exchange: amqp.exchange } : {}), ...(amqp.queue ? { queue: amqp.queue } : {}), ...(amqp.deliveryMode ? { deliveryMode: amqp.deliveryMode } : {}) },
    http: httpBindings(sources, 'server' in endpoint && endpoint.declared === 'mercure'),
    auth: { headers: [], clientCertificate: false },
    notes: [],
  };
  const note = info.action === 'send' ? payloadNote(message) : undefined;
  if (note) input.notes.push(note);
  if (info.reply) {
    const reply: NonNullable<AsyncSampleInput['reply']> = { message: sampleMessage(info.reply.messages[0]) };
    if (info.reply.address !== undefined) reply.channel = fillAddress(info.reply.address, info.channel.parameters, chosen);
    const runtime = runtimeAddressOf(info.reply.runtimeAddress?.location);
    if (runtime) reply.runtime = runtime;
    input.reply = reply;
    // MQTT samples write their reply topic where the request carries it, and say so in their first line.
    const mqttWrites = runtime !== undefined && 'protocol' in endpoint && endpoint.protocol === 'mqtt';
    if (info.action === 'send' && reply.channel === undefined && !mqttWrites && info.reply.runtimeAddress?.location) input.notes.push(`The reply address is taken from ${info.reply.runtimeAddress.location}.`);
  }
  const unanswered = () => `Answer each message with a reply on ${input.reply?.channel ?? info.reply?.runtimeAddress?.location ?? 'the reply address'}.`;
  if ('unsupported' in endpoint) {
    input.unsupported = endpoint.unsupported;
    if (input.action === 'receive' && input.reply) input.notes.push(unanswered());
    return input;
  }
  if (endpoint.protocol === 'mqtt') qosFromHeader(input, qosDeclared);
  if (endpoint.protocol === 'amqp' && amqp.fromOperation) {
    input.notes.push('The document puts the AMQP exchange and queue on the operation’s bindings; they belong on the channel’s. Read from the operation.');
  }
  const security = connectionAuth(endpoint.protocol, operation, endpoint.server, model.securitySchemes, options.credentials);
  input.auth = security.auth;
  input.notes.push(...security.notes);
  const ws = endpoint.protocol === 'ws' ? wsBindings(sources) : { query: [], headers: [] };
  input.connection = {
    protocol: endpoint.protocol,
    declared: endpoint.declared,
    secure: endpoint.secure,
    host: endpoint.host,
    port: endpoint.port,
    url: urlOf(endpoint, address, info.channel.parameters, chosen, [...ws.query, ...security.query], amqp.vhost, input.http.mercure),
    headers: [...ws.headers, ...security.auth.headers],
    path: endpoint.path,
    transport: endpoint.transport,
    ...(endpoint.server.name !== undefined ? { serverName: endpoint.server.name } : {}),
  };
  // A receiving sample answers where its protocol says (answerOf); elsewhere the reader is told where to.
  if (input.reply && input.action === 'receive' && !answerOf(input)) input.notes.push(unanswered());
  return input;
}

function urlOf(
  endpoint: ServerEndpoint,
  address: string,
  parameters: NonNullable<Operation['async']>['channel']['parameters'],
  chosen: Readonly<Record<string, string>>,
  pairs: Array<[string, string]>,
  vhost: string | undefined,
  mercure: boolean,
): AsyncConnection['url'] {
  const { secure, transport } = endpoint;
  switch (endpoint.protocol) {
    case 'ws': {
      const path = joinPath(endpoint.path, fillAddress(address, parameters, chosen, encodeURIComponent));
      return `${secure ? 'wss' : 'ws'}://${authority(endpoint, secure ? 443 : 80)}${path}${query(pairs)}`;
    }
    case 'http': {
      const base = `${secure ? 'https' : 'http'}://${authority(endpoint, secure ? 443 : 80)}`;
      if (mercure) return `${base}${endpoint.path || '/.well-known/mercure'}${query(pairs)}`;
      return `${base}${joinPath(endpoint.path, fillAddress(address, parameters, chosen, encodeURIComponent))}${query(pairs)}`;
    }
    case 'mqtt':
      return transport === 'websockets'
        ? `${secure ? 'wss' : 'ws'}://${endpoint.host}:${endpoint.port}${endpoint.path}`
        : `${secure ? 'mqtts' : 'mqtt'}://${endpoint.host}:${endpoint.port}`;
    case 'amqp': {
      const host = vhost ?? endpoint.path.replace(/^\//, '');
      return `${secure ? 'amqps' : 'amqp'}://${endpoint.host}:${endpoint.port}${host === '' ? '' : `/${encodeURIComponent(host)}`}`;
    }
    case 'kafka':
      return `${endpoint.host}:${endpoint.port}`;
  }
}

/**
 * A message header named `qos` is MQTT's quality of service, which documents sometimes declare as a header: the
 * message goes out at that QoS (unless a binding gives one) instead of carrying a `qos` user property at QoS 0.
 */
function qosFromHeader(input: AsyncSampleInput, qosDeclared: boolean): void {
  const headers = input.message.headers;
  const index = headers.findIndex(([name]) => name.toLowerCase() === 'qos');
  if (index < 0) return;
  const level = Number(headers[index]![1]);
  input.message = { ...input.message, headers: headers.filter((_, i) => i !== index) };
  if (!qosDeclared && (level === 0 || level === 1 || level === 2)) input.mqtt = { ...input.mqtt, qos: level };
  input.notes.push(`The message header "qos" is MQTT's quality of service: the message goes out at QoS ${input.mqtt.qos}, not with a "qos" property.`);
}
