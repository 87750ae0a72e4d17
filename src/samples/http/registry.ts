/**
 * The HTTP samples' generators (which print SOAP and GraphQL requests too: each is an `HttpRequest`), keyed by the
 * languages of languages.ts, each behind `import()` so a bundler puts it in its own chunk, loaded when a sample in
 * that language is shown.
 */
import { lazyModules } from '../../lazy-module.js';
import type { GenerateSample, SampleGenerator } from '../generator-types.js';
import type { SampleLanguageId } from '../languages.js';

/** Each language's generator, keyed by the ids of languages.ts, behind `import()`: one chunk per language. */
const GENERATE: Readonly<Record<SampleLanguageId, () => Promise<GenerateSample>>> = {
  curl: () => import('./curl.js').then((m) => m.generateCurl),
  javascript: () => import('./js-fetch.js').then((m) => m.generateJsFetch),
  python: () => import('./python-requests.js').then((m) => m.generatePythonRequests),
  go: () => import('./go.js').then((m) => m.generateGo),
  java: () => import('./java.js').then((m) => m.generateJava),
  csharp: () => import('./csharp.js').then((m) => m.generateCsharp),
};

const generators = lazyModules((id: SampleLanguageId) => GENERATE[id]().then((generate): SampleGenerator => ({ id, generate })));

/** The generator of a language, loaded once. A failed chunk load is retried on the next call. */
export function loadSampleGenerator(id: SampleLanguageId): Promise<SampleGenerator> {
  if (!Object.hasOwn(GENERATE, id)) return Promise.reject(new Error(`No code sample language "${id}".`));
  return generators(id).load();
}

/** The generator if it has loaded already: renderers show it at once instead of waiting a tick. */
export function loadedSampleGenerator(id: SampleLanguageId): SampleGenerator | undefined {
  return Object.hasOwn(GENERATE, id) ? generators(id).loaded : undefined;
}
