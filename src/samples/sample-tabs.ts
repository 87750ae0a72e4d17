/**
 * The sample tabs of an operation: the generated languages (languages.ts), where the spec's own `x-codeSamples` /
 * `x-code-samples` replace the ones they cover, followed by the languages only the spec offers (PHP, Ruby …).
 */
import type { CodeSample } from '../model/index.js';
import { SAMPLE_LANGUAGES, sampleLanguageFor, type SampleLanguage } from './languages.js';

export interface SampleTab {
  /**
   * Stable across operations, so a reader's choice can be remembered: the language id for the generated languages
   * (`python` whether generated or from the spec), the lower-cased `lang` for the others (`php`).
   */
  id: string;
  title: string;
  /** highlight.js grammar name (one the highlighter lacks leaves the text plain). */
  highlight: string;
  /** The spec's sample, shown as written. */
  source?: string;
  /** The generated language, when the spec has no sample for it. */
  generated?: SampleLanguage;
}

const slug = (lang: string): string => lang.trim().toLowerCase().replace(/\s+/g, '-') || 'sample';

/** `async`: the tabs of an AsyncAPI card, titled as its samples are from their first render (Shell, not cURL). */
export function sampleTabs(codeSamples: readonly CodeSample[] | undefined, { async = false }: { async?: boolean } = {}): SampleTab[] {
  const custom = (codeSamples ?? []).filter((s) => typeof s.source === 'string' && typeof s.lang === 'string');
  const tabs: SampleTab[] = [];
  const ids = new Set<string>();
  const uniqueId = (base: string): string => {
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };
  for (const language of SAMPLE_LANGUAGES) {
    const own = custom.filter((s) => sampleLanguageFor(s.lang) === language);
    if (own.length === 0) {
      const title = (async ? language.asyncTitle : undefined) ?? language.title;
      tabs.push({ id: uniqueId(language.id), title, highlight: language.highlight, generated: language });
      continue;
    }
    for (const sample of own) {
      tabs.push({ id: uniqueId(language.id), title: sample.label ?? language.title, highlight: language.highlight, source: sample.source });
    }
  }
  for (const sample of custom.filter((s) => sampleLanguageFor(s.lang) === undefined)) {
    tabs.push({ id: uniqueId(slug(sample.lang)), title: sample.label ?? sample.lang, highlight: slug(sample.lang), source: sample.source });
  }
  return tabs;
}
