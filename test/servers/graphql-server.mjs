// A real GraphQL endpoint for the GraphQL Try-It and code-sample tests: graphql-http over node:http with CORS,
// on 127.0.0.1 port 0. Its schema (also the SDL served to the viewer in tests) has a field with variables,
// a field that fails (GraphQL errors in a 200) and one that echoes a request header.
// Run alone: `node test/servers/graphql-server.mjs` prints its URL.
import { createServer } from 'node:http';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/http';

export const GRAPHQL_TEST_SDL = `"""Test schema of the GraphQL Try-It tests."""
type Query {
  "Greets someone."
  greet(name: String!, punctuation: String = "!"): Greeting!
  "Always fails: its error comes back in a 200."
  broken: String
  "The value of a request header."
  header(name: String!): String
}

type Greeting {
  text: String!
  length: Int!
}

type Mutation {
  rename(from: String!, to: String!): Greeting
}
`;

const schema = buildSchema(GRAPHQL_TEST_SDL);
const rootValue = {
  greet: ({ name, punctuation }) => {
    const text = `Hello, ${name}${punctuation}`;
    return { text, length: text.length };
  },
  broken: () => {
    throw new Error('This field always fails.');
  },
  header: ({ name }, context) => context.headers[String(name).toLowerCase()] ?? null,
  rename: ({ to }) => ({ text: to, length: to.length }),
};

function cors(req, res) {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('access-control-max-age', '60');
}

/** Starts the endpoint; `url` is its /graphql URL, `requests` counts POSTs. */
export async function startGraphqlServer() {
  const handler = createHandler({ schema, rootValue, context: (req) => ({ headers: req.raw.headers }) });
  const stats = { requests: 0 };
  const server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.url === '/schema.graphql') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(GRAPHQL_TEST_SDL);
      return;
    }
    if (!req.url?.startsWith('/graphql')) {
      res.writeHead(404).end();
      return;
    }
    stats.requests++;
    handler(req, res).catch((error) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startGraphqlServer();
  console.log(server.url);
}
