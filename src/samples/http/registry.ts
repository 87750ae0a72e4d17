/**
 * The code sample languages: metadata up front (tabs, highlighting, `x-codeSamples` names), each generator
 * behind `import()` so a bundler puts it in its own chunk, loaded when a sample in that language is shown.
 */
import type { HttpRequest, Operation } from '../../model/index.js';
import { lazyModules } from '../../lazy-module.js';

/** What a generator may know besides the request. */
export interface SampleOptions {
  /**
   * The operation the request belongs to. When a success response is a live stream (Server-Sent Events,
   * JSON Lines …), the sample reads the body as it arrives and prints it line by line.
   */
  operation?: Pick<Operation, 'responses'>;
}

/** A generator: one language, printing the one normalized request as a complete, runnable program. */
export interface SampleGenerator {
  id: SampleLanguageId;
  title: string;
  generate(request: HttpRequest, options?: SampleOptions): string;
}

export type SampleLanguageId = 'curl' | 'javascript' | 'python' | 'go' | 'java' | 'csharp';

export interface SampleLanguage {
  id: SampleLanguageId;
  /** Tab label. */
  title: string;
  /** Its label on AsyncAPI cards, where its samples talk to brokers (the shell tab is not cURL there). */
  asyncTitle?: string;
  /** highlight.js grammar of the generated text. */
  highlight: string;
  /** Lower-case `x-codeSamples` `lang` values that mean this language. */
  aliases: readonly string[];
  load(): Promise<SampleGenerator>;
}

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  {
    id: 'curl',
    title: 'cURL',
    asyncTitle: 'Shell',
    highlight: 'bash',
    aliases: ['curl', 'shell', 'bash', 'sh', 'zsh', 'console'],
    load: () => import('./curl.js').then((m) => m.curlSample),
  },
  {
    id: 'javascript',
    title: 'JavaScript',
    highlight: 'javascript',
    aliases: ['javascript', 'js', 'node', 'nodejs', 'node.js', 'fetch'],
    load: () => import('./js-fetch.js').then((m) => m.jsFetchSample),
  },
  {
    id: 'python',
    title: 'Python',
    highlight: 'python',
    aliases: ['python', 'python3', 'py', 'requests'],
    load: () => import('./python-requests.js').then((m) => m.pythonRequestsSample),
  },
  {
    id: 'go',
    title: 'Go',
    highlight: 'go',
    aliases: ['go', 'golang'],
    load: () => import('./go.js').then((m) => m.goSample),
  },
  {
    id: 'java',
    title: 'Java',
    highlight: 'java',
    aliases: ['java'],
    load: () => import('./java.js').then((m) => m.javaSample),
  },
  {
    id: 'csharp',
    title: 'C#',
    highlight: 'csharp',
    aliases: ['csharp', 'c#', 'cs', 'dotnet', '.net'],
    load: () => import('./csharp.js').then((m) => m.csharpSample),
  },
];

/** The language an `x-codeSamples` `lang` names (`"Shell"` → cURL, `"C#"` → C#), if it is one of ours. */
export function sampleLanguageFor(lang: string): SampleLanguage | undefined {
  const key = lang.trim().toLowerCase();
  return SAMPLE_LANGUAGES.find((l) => l.id === key || l.aliases.includes(key));
}

const generators = lazyModules((language: SampleLanguage) => language.load());

/** The generator of a language, loaded once. A failed chunk load is retried on the next call. */
export function loadSampleGenerator(id: SampleLanguageId): Promise<SampleGenerator> {
  const language = SAMPLE_LANGUAGES.find((l) => l.id === id);
  if (!language) return Promise.reject(new Error(`No code sample language "${id}".`));
  return generators(language).load();
}

/** The generator if it has loaded already: renderers show it at once instead of waiting a tick. */
export function loadedSampleGenerator(id: SampleLanguageId): SampleGenerator | undefined {
  const language = SAMPLE_LANGUAGES.find((l) => l.id === id);
  return language && generators(language).loaded;
}
