/**
 * Seeded values for the scalars of a mocked GraphQL schema: the built-in ones, and a custom scalar in the form
 * its name or `@specifiedBy` URL suggests (`DateTime` an RFC 3339 instant, `URI` a URL, `HTML` markup,
 * `GitObjectID` a SHA …), else a string. IDs are unique within one answer, so list items stay apart.
 */
import type { SeededRandom } from './graphql-seeded-random.js';

export type ScalarValue = () => unknown;

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];
/** 2024-01-01T00:00:00Z: sample instants fall in the two years after it. */
const EPOCH_MS = Date.UTC(2024, 0, 1);
const TWO_YEARS_S = 2 * 365 * 24 * 3600;

type Generator = (random: SeededRandom) => unknown;

const word = (random: SeededRandom): string => random.pick(WORDS) ?? 'alpha';
const words = (random: SeededRandom): string => `${word(random)} ${word(random)}`;
const hex = (random: SeededRandom, length: number): string => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
const instant = (random: SeededRandom): string => new Date(EPOCH_MS + random.int(0, TWO_YEARS_S) * 1000).toISOString().replace('.000Z', 'Z');
const uuid = (random: SeededRandom): string => `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${'89ab'[random.int(0, 3)]}${hex(random, 3)}-${hex(random, 12)}`;
const url = (random: SeededRandom): string => `https://example.com/${word(random)}`;

const BUILT_IN: Readonly<Record<string, Generator>> = {
  Int: (random) => random.int(0, 100),
  Float: (random) => random.int(0, 10_000) / 100,
  Boolean: (random) => random.next() < 0.5,
  String: words,
};

/** Custom scalar name patterns, first match wins. */
const BY_NAME: ReadonlyArray<readonly [RegExp, Generator]> = [
  [/date.?time|timestamp|instant/i, instant],
  [/date$/i, (random) => instant(random).slice(0, 10)],
  [/time$/i, (random) => instant(random).slice(11)],
  [/duration/i, (random) => `PT${random.int(1, 59)}M`],
  [/ssh/i, (random) => `git@example.com:${word(random)}/${word(random)}.git`],
  [/ur[il]$|^ur[il]|url/i, url],
  [/e-?mail/i, (random) => `${word(random)}@example.com`],
  [/uuid|guid/i, uuid],
  [/html/i, (random) => `<p>${words(random)}</p>`],
  [/base64/i, (random) => btoa(words(random))],
  [/git.?object.?id|sha|hash/i, (random) => hex(random, 40)],
  [/refname/i, (random) => `refs/heads/${word(random)}`],
  [/x509|certificate/i, (random) => `-----BEGIN CERTIFICATE-----\n${btoa(words(random))}\n-----END CERTIFICATE-----`],
  [/big.?int|long|int64/i, (random) => String(random.int(1_000_000, 2_000_000_000))],
  [/decimal|money/i, (random) => (random.int(0, 100_000) / 100).toFixed(2)],
  [/json/i, (random) => ({ [word(random)]: word(random) })],
  [/colou?r/i, (random) => `#${hex(random, 6)}`],
  [/locale|language/i, () => 'en'],
  [/float|double/i, BUILT_IN['Float']!],
  [/int/i, BUILT_IN['Int']!],
  [/bool/i, BUILT_IN['Boolean']!],
];

/** String fields whose name says what they hold (`createdAt`, `releaseDate`, `homepageUrl`, `email`). */
const BY_FIELD_NAME: ReadonlyArray<readonly [RegExp, Generator]> = [
  [/date$/i, (random) => instant(random).slice(0, 10)],
  [/(^|[a-z])At$|^(created|edited|updated|modified|deleted)$|timestamp/, instant],
  [/(url|uri|href)$/i, url],
  [/e-?mail$/i, (random) => `${word(random)}@example.com`],
  [/colou?r$/i, (random) => `#${hex(random, 6)}`],
];

/** `@specifiedBy` URLs of well-known formats. */
const BY_SPEC: ReadonlyArray<readonly [RegExp, Generator]> = [
  [/rfc\s?3339|iso.?8601|date-?time/i, instant],
  [/rfc\s?(4122|9562)|uuid/i, uuid],
  [/rfc\s?3986|url|uri/i, url],
];

export interface ScalarType {
  name: string;
  specifiedByURL?: string | null | undefined;
}

/**
 * A value generator per scalar (built-in and custom), all drawing from `random()`, read at each call so one set
 * of generators serves request after request.
 */
export function scalarValues(scalars: readonly ScalarType[], random: () => SeededRandom): Record<string, ScalarValue> {
  const values: Record<string, ScalarValue> = {};
  for (const scalar of scalars) {
    const generator = generatorFor(scalar);
    values[scalar.name] = () => generator(random());
  }
  values['ID'] = uniqueIds(random);
  return values;
}

function generatorFor(scalar: ScalarType): Generator {
  const builtIn = BUILT_IN[scalar.name];
  if (builtIn) return builtIn;
  const url = scalar.specifiedByURL;
  const bySpec = url ? BY_SPEC.find(([pattern]) => pattern.test(url)) : undefined;
  return (bySpec ?? BY_NAME.find(([pattern]) => pattern.test(scalar.name)))?.[1] ?? word;
}

/** IDs that do not repeat within one answer (the mock store keys objects by them). */
function uniqueIds(random: () => SeededRandom): ScalarValue {
  let seen = new Set<string>();
  let owner: SeededRandom | undefined;
  return () => {
    const current = random();
    // A new answer starts a new set.
    if (current !== owner) {
      owner = current;
      seen = new Set();
    }
    let id: string;
    do id = btoa(`${word(current)}:${current.int(1, 99_999)}`);
    while (seen.has(id));
    seen.add(id);
    return id;
  };
}

/** A value generator for a String field whose name suggests a form; undefined for the others. */
export function stringFieldValue(fieldName: string, random: () => SeededRandom): ScalarValue | undefined {
  const generator = BY_FIELD_NAME.find(([pattern]) => pattern.test(fieldName))?.[1];
  return generator ? () => generator(random()) : undefined;
}
