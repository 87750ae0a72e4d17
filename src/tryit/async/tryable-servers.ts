/**
 * Whether an AsyncAPI operation gets a Try-It panel: its servers (its channel's, else the document's) include one
 * a browser can reach: WebSocket, MQTT (over WebSocket; a TCP-only broker through the proxy, or its WebSocket
 * address entered in the panel), AMQP through the proxy, or an event stream (`sse`, or `http`/`https` with `text/event-stream` messages, for a receive operation). Light on
 * purpose: the examples column asks it for every card, and the panel's own chunk builds the rest
 * (channel-try-plan.ts) when the reader opens it.
 */
import type { ApiModel, Operation } from '../../model/index.js';
import { asyncServers } from '../../samples/asyncapi/async-servers.js';

const SOCKETS = /^(wss?|mqtts?|secure-mqtt|mqtt5)$/i;

function eventStream(operation: Operation): boolean {
  return operation.async?.action === 'receive' && operation.async.messages.some((m) => /^text\/event-stream\b/i.test(m.contentType ?? ''));
}

/** Reached through the proxy's channel bridge only; Kafka gets a panel that says it is not bridged. */
const THROUGH_PROXY = /^(amqps?|kafka|kafka-secure)$/i;

/** `proxy`: the page has a proxy, whose channel bridge reaches AMQP brokers. */
export function hasTryableServer(operation: Operation, model: Pick<ApiModel, 'servers'>, { proxy = false }: { proxy?: boolean } = {}): boolean {
  if (operation.kind !== 'async') return false;
  return asyncServers(operation, model).some((server) => {
    const protocol = server.protocol ?? '';
    if (SOCKETS.test(protocol)) return true;
    if (proxy && THROUGH_PROXY.test(protocol)) return true;
    if (/^sse$/i.test(protocol)) return operation.async?.action === 'receive';
    return /^https?$/i.test(protocol) && eventStream(operation);
  });
}
