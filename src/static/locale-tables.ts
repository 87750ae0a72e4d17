/**
 * The static reference's one door to the live page's string tables (components/i18n: plain TypeScript, no Lit),
 * so both views say a thing in the same words and every built-in locale words the static one too. The dependency
 * test lets only this file import them, and checks that what it reaches stays free of Lit and of the DOM.
 */
import { en, type Labels } from '../../components/i18n/en.js';
import { loadLabels, matchLocale } from '../../components/i18n/locales.js';
import { asyncapiEn } from '../../components/i18n/parts/asyncapi.js';
import { graphqlEn } from '../../components/i18n/parts/graphql.js';
import { soapEn } from '../../components/i18n/parts/soap.js';
import { tryItEn } from '../../components/i18n/parts/try-it.js';
import { staticEn } from '../../components/i18n/parts/static.js';

export { LOCALES } from '../../components/i18n/match-locale.js';
export { code as codeMark } from '../../components/i18n/format.js';

/** A locale's whole string table (`spec-viewer/static` exports it as `StaticLabels`). */
export type { Labels };

/**
 * The English table with the keys of the parts the static view says (the page loads those parts lazily). The
 * other locales' tables hold every key already.
 */
export const englishLabels = { ...asyncapiEn, ...graphqlEn, ...soapEn, ...tryItEn, ...staticEn, ...en } as Labels;

/** The table of the built-in locale closest to a BCP 47 tag (`de`, `pt`, `zh-TW` …); undefined when none fits. */
export async function localeLabels(tag: string): Promise<Labels | undefined> {
  const locale = matchLocale(tag);
  if (locale === undefined) return undefined;
  return locale === 'en' ? englishLabels : loadLabels(locale);
}
