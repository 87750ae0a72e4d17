/** The built-in locales, how a requested tag finds one, and the lazy loading of their tables. */
import { en, type Labels } from './en.js';
import type { Locale } from './match-locale.js';

export { LOCALES, matchLocale, type Locale } from './match-locale.js';

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
