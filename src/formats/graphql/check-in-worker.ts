import type { SpecError } from '../../model/index.js';
import { specError, say, type CoreText } from '../../errors.js';
import { graphqlMessages } from './texts.js';
import { trustedWorkerUrl } from '../../validate/trusted-worker-url.js';

/** A page with module workers (not Node, not a worker itself). */
export function canCheckInWorker(): boolean {
  return typeof Worker === 'function' && typeof document !== 'undefined';
}

/**
 * Runs `sdlProblems(text)` in a module worker. The worker imports it from `moduleUrl`, the module that exports
 * it: in a build, the lazy parser chunk the page has already downloaded (so graphql-js is not fetched twice and
 * no extra worker file ships); in tests, the source module. Never rejects: a worker that cannot run becomes one
 * problem saying so.
 */
export function sdlProblemsInWorker(moduleUrl: string, text: string): Promise<SpecError[]> {
  return new Promise((resolve) => {
    const script = [
      `import { sdlProblems } from ${JSON.stringify(moduleUrl)};`,
      'onmessage = (event) => {',
      '  let reply;',
      '  try { reply = { problems: sdlProblems(event.data) }; } catch (error) { reply = { error: String(error && error.message || error) }; }',
      '  postMessage(reply);',
      '};',
    ].join('\n');
    const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
    const worker = new Worker(trustedWorkerUrl(url), { type: 'module', name: 'spec-viewer graphql checks' });
    const finish = (problems: SpecError[]) => {
      worker.terminate();
      URL.revokeObjectURL(url);
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
