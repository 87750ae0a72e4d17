/** The built-in locales, how a requested tag finds one, and the lazy loading of their tables. */
import { en, type Labels } from './en.js';

/** Every built-in locale; English is bundled, the others are chunks loaded on first use. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The built-in locale closest to a BCP 47 tag: the exact tag (case-insensitive), else the first built-in
 * locale of the same language (`pt` → pt-BR, `zh-TW` → zh-CN, `de-AT` → de); undefined when none fits.
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  const wanted = tag?.trim().replace(/_/g, '-').toLowerCase();
  if (!wanted) return undefined;
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === language);
}

/** The table of a built-in locale; each import() is its own chunk. */
export async function loadLabels(locale: Locale): Promise<Labels> {
  switch (locale) {
    case 'en':
      return en;
    case 'de':
      return (await import('./de.js')).de;
    case 'fr':
      return (await import('./fr.js')).fr;
    case 'es':
      return (await import('./es.js')).es;
    case 'pt-BR':
      return (await import('./pt-br.js')).ptBR;
    case 'ja':
      return (await import('./ja.js')).ja;
    case 'zh-CN':
      return (await import('./zh-cn.js')).zhCN;
    case 'ar':
      return (await import('./ar.js')).ar;
  }
}
