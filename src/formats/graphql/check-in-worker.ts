import type { SpecError } from '../../model/index.js';
import { specError, say, type CoreText } from '../../errors.js';
import { graphqlMessages } from './texts.js';
import { startModuleWorker } from '../../validate/start-module-worker.js';

/** A page with module workers (not Node, not a worker itself). */
export function canCheckInWorker(): boolean {
  return typeof Worker === 'function' && typeof document !== 'undefined';
}

/**
 * Runs `sdlProblems(text)` in GraphQL's check worker (dist/chunks/graphql-check-worker.js, beside the lazy
 * GraphQL chunk that imports this module, so resolved from its URL): a file of the viewer's origin, which
 * `worker-src 'self'` and Trusted Types allow, where a worker built from a `blob:` text was refused. Never
 * rejects: a worker that cannot run becomes one problem saying so.
 */
export function sdlProblemsInWorker(text: string): Promise<SpecError[]> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = startModuleWorker(new URL('./graphql-check-worker.js', import.meta.url), 'spec-viewer graphql checks');
    } catch (error) {
      resolve([specError('validation', say(graphqlMessages, 'graphqlCheckFailed', String((error as Error)?.message ?? error)))]);
      return;
    }
    const finish = (problems: SpecError[]) => {
      worker.terminate();
      resolve(problems);
    };
    const failed = (reason: string | CoreText) => finish([specError('validation', say(graphqlMessages, 'graphqlCheckFailed', reason))]);
    worker.onmessage = (event: MessageEvent<{ problems?: SpecError[]; error?: string }>) => {
      if (event.data.problems) finish(event.data.problems);
      else failed(event.data.error ?? say(graphqlMessages, 'graphqlNoAnswer'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      failed(event.message || say(graphqlMessages, 'graphqlWorkerDidNotStart'));
    };
    worker.postMessage(text);
  });
}
