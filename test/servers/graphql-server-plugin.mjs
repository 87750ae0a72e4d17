// web-test-runner plugin: starts the GraphQL test endpoint (graphql-server.mjs) the first time a browser test
// asks with `executeServerCommand('graphql-server')`, answers with its URL, and closes it when the run ends.
import { startGraphqlServer } from './graphql-server.mjs';

export function graphqlServerPlugin() {
  /** @type {Promise<Awaited<ReturnType<typeof startGraphqlServer>>> | undefined} */
  let started;
  return {
    name: 'graphql-server',
    async executeCommand({ command }) {
      if (command !== 'graphql-server') return undefined;
      started ??= startGraphqlServer();
      const server = await started;
      return { url: server.url, requests: server.stats.requests };
    },
    async serverStop() {
      if (started) await (await started).close();
    },
  };
}
