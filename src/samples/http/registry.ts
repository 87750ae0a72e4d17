/**
 * The HTTP samples' generators (which print SOAP and GraphQL requests too: each is an `HttpRequest`), keyed by the
 * languages of languages.ts, each behind `import()` so a bundler puts it in its own chunk, loaded when a sample in
 * that language is shown.
 */
import type { HttpRequest, Operation } from '../../model/index.js';
import { lazyModules } from '../../lazy-module.js';
import type { SampleLanguageId } from '../languages.js';

/** What a generator may know besides the request. */
export interface SampleOptions {
  /**
   * The operation the request belongs to. When a success response is a live stream (Server-Sent Events,
   * JSON Lines …), the sample reads the body as it arrives and prints it line by line.
   */
  operation?: Pick<Operation, 'responses'>;
}

/** Prints the one normalized request as a complete, runnable program in one language. */
export type GenerateSample = (request: HttpRequest, options?: SampleOptions) => string;

/** A generator: one language (its label, highlighter and extension are its row in languages.ts) and its printer. */
export interface SampleGenerator {
  id: SampleLanguageId;
  generate: GenerateSample;
}

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
