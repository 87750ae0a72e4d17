/**
 * AsyncAPI code samples: the same six tabs as the HTTP samples (same ids, so the reader's language carries over),
 * each language's generator behind its own `import()`, so none of it is in a page's entry chunk; the shared input
 * builder lands in a chunk those generators share.
 *
 * @example
 * const generator = await loadAsyncSampleGenerator('python');
 * generator.generate(operation, model, { credentials, server: 'production', serverVariables: { port: '1883' } });
 */
import { lazyModules } from '../../lazy-module.js';
import type { SampleLanguageId } from '../languages.js';
import type { AsyncSampleGenerator } from '../generator-types.js';

/**
 * The six tabs, in the HTTP samples' order and with their ids (the reader's language choice carries over). Titles
 * are written here rather than read from the HTTP registry, so this chunk does not share that module with the
 * request panels (which would pull it into every page's app chunk). The shell tab is not cURL here.
 */
export const ASYNC_SAMPLE_LANGUAGES: readonly AsyncSampleLanguage[] = [
  { id: 'curl', title: 'Shell', load: () => import('./shell.js').then((m) => m.shellAsyncSample) },
  { id: 'javascript', title: 'JavaScript', load: () => import('./javascript.js').then((m) => m.javascriptAsyncSample) },
  { id: 'python', title: 'Python', load: () => import('./python.js').then((m) => m.pythonAsyncSample) },
  { id: 'go', title: 'Go', load: () => import('./go.js').then((m) => m.goAsyncSample) },
  { id: 'java', title: 'Java', load: () => import('./java.js').then((m) => m.javaAsyncSample) },
  { id: 'csharp', title: 'C#', load: () => import('./csharp.js').then((m) => m.csharpAsyncSample) },
];

export interface AsyncSampleLanguage {
  id: SampleLanguageId;
  title: string;
  load(): Promise<AsyncSampleGenerator>;
}

const generators = lazyModules((language: AsyncSampleLanguage) => language.load());

/** The AsyncAPI generator of a language, loaded once. A failed chunk load is retried on the next call. */
export function loadAsyncSampleGenerator(id: SampleLanguageId): Promise<AsyncSampleGenerator> {
  const language = ASYNC_SAMPLE_LANGUAGES.find((l) => l.id === id);
  if (!language) return Promise.reject(new Error(`No code sample language "${id}".`));
  return generators(language).load();
}

/** The generator if it has loaded already: renderers show it at once instead of waiting a tick. */
export function loadedAsyncSampleGenerator(id: SampleLanguageId): AsyncSampleGenerator | undefined {
  const language = ASYNC_SAMPLE_LANGUAGES.find((l) => l.id === id);
  return language && generators(language).loaded;
}
