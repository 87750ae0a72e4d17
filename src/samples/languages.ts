/**
 * The code sample languages: one row each, in tab order. Everything else is keyed by a row's `id`: each format's
 * generators (`http/registry.ts`, which also prints SOAP and GraphQL requests, and `asyncapi/registry.ts`), the
 * tabs, the static renderer and the tests. Adding a language: docs/architecture.md, "Adding a sample language".
 */

export interface SampleLanguage {
  /** Stable across operations and formats: the tab id and the reader's remembered choice (`python`). */
  id: SampleLanguageId;
  /** Tab label. */
  title: string;
  /** Its label on AsyncAPI cards, where its samples talk to brokers (the shell tab is not cURL there). */
  asyncTitle?: string;
  /** highlight.js grammar of the generated text (one of `GRAMMARS` in components/shared/highlight-languages.ts). */
  highlight: string;
  /** File extension a sample is saved with, without the dot (`mjs`: the JavaScript samples are ES modules). */
  extension: string;
  /** Lower-case `x-codeSamples` `lang` values that mean this language. */
  aliases: readonly string[];
}

const LANGUAGES = [
  { id: 'curl', title: 'cURL', asyncTitle: 'Shell', highlight: 'bash', extension: 'sh', aliases: ['curl', 'shell', 'bash', 'sh', 'zsh', 'console'] },
  { id: 'javascript', title: 'JavaScript', highlight: 'javascript', extension: 'mjs', aliases: ['javascript', 'js', 'node', 'nodejs', 'node.js', 'fetch'] },
  { id: 'python', title: 'Python', highlight: 'python', extension: 'py', aliases: ['python', 'python3', 'py', 'requests'] },
  { id: 'go', title: 'Go', highlight: 'go', extension: 'go', aliases: ['go', 'golang'] },
  { id: 'java', title: 'Java', highlight: 'java', extension: 'java', aliases: ['java'] },
  { id: 'csharp', title: 'C#', highlight: 'csharp', extension: 'cs', aliases: ['csharp', 'c#', 'cs', 'dotnet', '.net'] },
] as const satisfies ReadonlyArray<Omit<SampleLanguage, 'id'> & { id: string }>;

/** A language's id: `'curl' | 'javascript' | …`, read from the rows. */
export type SampleLanguageId = (typeof LANGUAGES)[number]['id'];

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = LANGUAGES;

/** The row of a language id (undefined for an id that is not one: a stored choice such as `php`). */
export function sampleLanguage(id: string): SampleLanguage | undefined {
  return SAMPLE_LANGUAGES.find((l) => l.id === id);
}

/** The language an `x-codeSamples` `lang` names (`"Shell"` → cURL, `"C#"` → C#), if it is one of ours. */
export function sampleLanguageFor(lang: string): SampleLanguage | undefined {
  const key = lang.trim().toLowerCase();
  return SAMPLE_LANGUAGES.find((l) => l.id === key || l.aliases.includes(key));
}
