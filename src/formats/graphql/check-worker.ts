/**
 * GraphQL's check worker: runs `sdlProblems` (graphql-js's schema checks) off the page's main thread for an
 * SDL over 64 KB. Built as its own self-contained file next to the chunks (dist/chunks/graphql-check-worker.js),
 * started by check-in-worker.ts. Message in: the SDL text; out: `{ problems }` or `{ error }`.
 */
import { sdlProblems } from './read-schema.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  try {
    scope.postMessage({ problems: sdlProblems(event.data) });
  } catch (error) {
    scope.postMessage({ error: String((error as Error)?.message ?? error) });
  }
};
