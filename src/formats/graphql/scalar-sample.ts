/**
 * The value an example response gives a leaf field: the built-in scalars as the generated examples write them
 * (example.ts), an enum's first value that is not deprecated, and for a custom scalar a string in the form its
 * name or `@specifiedBy` URL suggests (`DateTime` → an RFC 3339 instant, `URI` → a URL), else the scalar's name.
 */
import type { GraphqlType } from '../../model/index.js';

const BUILT_IN: Readonly<Record<string, unknown>> = { Int: 0, Float: 0.5, Boolean: true, ID: 'MDQ6VXNlcjE=', String: 'string' };

const DATE_TIME = '2024-01-01T00:00:00Z';
const URL_SAMPLE = 'https://example.com';
const UUID = '00000000-0000-0000-0000-000000000000';

/** Custom scalar name patterns, first match wins. */
const BY_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/date.?time|timestamp|instant/i, DATE_TIME],
  [/date$/i, '2024-01-01'],
  [/^time$/i, '00:00:00Z'],
  [/duration/i, 'PT0S'],
  [/ur[il]$|^ur[il]|url/i, URL_SAMPLE],
  [/e-?mail/i, 'user@example.com'],
  [/uuid|guid/i, UUID],
  [/html/i, '<p>string</p>'],
  [/base64/i, 'c3RyaW5n'],
  [/big.?int|long|int64/i, '0'],
  [/decimal|money/i, '0.00'],
  [/json/i, '{}'],
];

/** `@specifiedBy` URLs of well-known formats. */
const BY_SPEC: ReadonlyArray<readonly [RegExp, string]> = [
  [/rfc\s?3339|iso.?8601|date-?time/i, DATE_TIME],
  [/rfc\s?(4122|9562)|uuid/i, UUID],
  [/rfc\s?3986|url|uri/i, URL_SAMPLE],
];

/** A sample value of a scalar or enum type named `name` (`type` undefined for the built-in scalars). */
export function leafSample(name: string, type: GraphqlType | undefined): unknown {
  if (Object.hasOwn(BUILT_IN, name)) return BUILT_IN[name];
  if (type?.kind === 'enum') return type.enumValues.find((v) => !v.deprecated)?.name ?? type.enumValues[0]?.name ?? null;
  return customScalarSample(name, type?.specifiedByURL);
}

/** A string in the form a custom scalar's name or `@specifiedBy` URL suggests, else its name. */
export function customScalarSample(name: string, specifiedByURL?: string): string {
  const bySpec = specifiedByURL === undefined ? undefined : BY_SPEC.find(([pattern]) => pattern.test(specifiedByURL));
  if (bySpec) return bySpec[1];
  return BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? name;
}
