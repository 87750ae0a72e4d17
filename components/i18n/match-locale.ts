/** The built-in locales and how a requested tag finds one (no tables here: the OAuth callback page uses it too). */
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
