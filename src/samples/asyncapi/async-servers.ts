import type { ApiModel, Operation, Server } from '../../model/index.js';

/**
 * The servers an operation may use: its channel's, else every server of the document. A module of its own so
 * that the examples column can ask which servers a card has without pulling in the URL reading of
 * server-endpoint.ts (which the samples' chunks carry).
 */
export function asyncServers(operation: Pick<Operation, 'servers'>, model: Pick<ApiModel, 'servers'>): Server[] {
  return operation.servers && operation.servers.length > 0 ? operation.servers : model.servers;
}
