/**
 * Plural rules, numbers, sizes and durations in a locale, for the string tables: each table passes its
 * own language tag, so a German label counts and formats the German way.
 */

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `Intl.PluralRules` picks for `n` (falling back to `other`). */
export function plural(lang: string, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return forms[rules.select(n)] ?? forms.other;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached `Intl.NumberFormat` (constructing one costs far more than formatting with it). */
function numberFormat(lang: string, fractionDigits?: { min: number; max: number }): Intl.NumberFormat {
  const key = `${lang}|${fractionDigits?.min ?? ''}|${fractionDigits?.max ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = fractionDigits ? { minimumFractionDigits: fractionDigits.min, maximumFractionDigits: fractionDigits.max } : {};
    numberFormats.set(key, (format = new Intl.NumberFormat(lang, options)));
  }
  return format;
}

/** Languages of the built-in tables whose numbers are written in ASCII digits. */
const ASCII_DIGITS = /^(?:en|de|fr|es|pt|ja|zh)(?:-|$)/;

/** `1234` → "1,234" (en), "1.234" (de), "١٬٢٣٤" (ar). */
export function num(lang: string, n: number): string {
  // Below 1,000 these write a whole number as it is, and the page's first Intl.NumberFormat costs ~20 ms (ICU
  // data) on its first render, for the Try-It panel's width label.
  if (Number.isInteger(n) && n >= 0 && n < 1000 && ASCII_DIGITS.test(lang)) return String(n);
  return numberFormat(lang).format(n);
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count with the unit that keeps it short: "512 B", "1.5 KB", "12 MB" (unit symbols, numbers in the locale). */
export function bytes(lang: string, size: number): string {
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  return `${numberFormat(lang, { min: digits, max: digits }).format(value)} ${UNITS[unit]}`;
}

/** Milliseconds as "245 ms" or "1.23 s" (SI symbols, numbers in the locale). */
export function duration(lang: string, ms: number): string {
  if (ms < 1000) return `${numberFormat(lang, { min: 0, max: 0 }).format(ms)} ms`;
  return `${numberFormat(lang, { min: 2, max: 2 }).format(ms / 1000)} s`;
}

/** Marks `text` as inline code inside a label; `rich()` renders the marked parts as `<code>`. */
export function code(text: string): string {
  return `\u0002${text}\u0003`;
}
