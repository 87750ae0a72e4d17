/**
 * AsyncAPI code samples: a generator per language of languages.ts (the HTTP samples' tab ids, so the reader's
 * language carries over). Each language's writers are behind their own `import()`, and so is the one dispatcher
 * that picks among them with the shared input builder, so none of it is in a page's entry chunk.
 *
 * @example
 * const generator = await loadAsyncSampleGenerator('python');
 * generator.generate(operation, model, { credentials, server: 'production', serverVariables: { port: '1883' } });
 */
import { lazyModules } from '../../lazy-module.js';
import type { AsyncSampleGenerator, AsyncSampleWriters } from '../generator-types.js';
import type { SampleLanguageId } from '../languages.js';

/** Each language's writers, keyed by the ids of languages.ts (the shell tab is the `curl` language's). */
const WRITERS: Readonly<Record<SampleLanguageId, () => Promise<AsyncSampleWriters>>> = {
  curl: () => import('./shell.js').then((m) => m.shellWriters),
  javascript: () => import('./javascript.js').then((m) => m.javascriptWriters),
  python: () => import('./python.js').then((m) => m.pythonWriters),
  go: () => import('./go.js').then((m) => m.goWriters),
  java: () => import('./java.js').then((m) => m.javaWriters),
  csharp: () => import('./csharp.js').then((m) => m.csharpWriters),
};

const generators = lazyModules((id: SampleLanguageId) =>
  Promise.all([import('./dispatch.js'), WRITERS[id]()]).then(([{ asyncSampleGenerator }, writers]) => asyncSampleGenerator(id, writers)),
);

/** The AsyncAPI generator of a language, loaded once. A failed chunk load is retried on the next call. */
export function loadAsyncSampleGenerator(id: SampleLanguageId): Promise<AsyncSampleGenerator> {
  if (!Object.hasOwn(WRITERS, id)) return Promise.reject(new Error(`No code sample language "${id}".`));
  return generators(id).load();
}

/** The generator if it has loaded already: renderers show it at once instead of waiting a tick. */
export function loadedAsyncSampleGenerator(id: SampleLanguageId): AsyncSampleGenerator | undefined {
  return Object.hasOwn(WRITERS, id) ? generators(id).loaded : undefined;
}
