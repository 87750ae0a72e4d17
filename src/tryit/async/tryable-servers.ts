/**
 * Whether an AsyncAPI operation gets a WebSocket Try-It: its servers (its channel's, else the document's)
 * include a `ws` or `wss` one. Light on purpose: the examples column asks it for every card, and the panel's
 * own chunk builds the rest (channel-try-plan.ts) when the reader opens it.
 */
import type { ApiModel, Operation } from '../../model/index.js';
import { asyncServers } from '../../samples/asyncapi/async-servers.js';

export function hasTryableServer(operation: Operation, model: Pick<ApiModel, 'servers'>): boolean {
  return operation.kind === 'async' && asyncServers(operation, model).some((server) => /^wss?$/i.test(server.protocol ?? ''));
}
