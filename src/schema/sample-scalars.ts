import type { Schema } from '../model/schema.js';
import { codePoints, numberMatches, stringMatches } from './matches-schema.js';
import { sampleFromPattern } from './sample-from-pattern.js';

/**
 * Values for string formats, realistic enough to read and valid for the format; `variant` (0, 1, 2…) gives
 * distinct values of the same format (unique array items).
 */
const STRING_FORMATS: Record<string, (variant: number) => string> = {
  'date-time': (v) => `2024-01-${day(v)}T12:00:00Z`,
  date: (v) => `2024-01-${day(v)}`,
  time: (v) => `12:${two(v % 60)}:00Z`,
  duration: (v) => `P${v + 1}D`,
  email: (v) => `user${v || ''}@example.com`,
  'idn-email': (v) => `user${v || ''}@example.com`,
  uuid: (v) => `3fa85f64-5717-4562-b3fc-2c963f66${(0xafa6 + v).toString(16).padStart(4, '0').slice(-4)}`,
  uri: (v) => `https://example.com${v ? `/${v}` : ''}`,
  url: (v) => `https://example.com${v ? `/${v}` : ''}`,
  iri: (v) => `https://example.com${v ? `/${v}` : ''}`,
  'uri-reference': (v) => `/path${v || ''}`,
  'iri-reference': (v) => `/path${v || ''}`,
  'uri-template': (v) => `https://example.com/{id}${v ? `/${v}` : ''}`,
  hostname: (v) => `${v ? `host${v}.` : ''}example.com`,
  'idn-hostname': (v) => `${v ? `host${v}.` : ''}example.com`,
  ipv4: (v) => `192.0.2.${(v % 254) + 1}`,
  ipv6: (v) => `2001:db8::${(v + 1).toString(16)}`,
  byte: (v) => (v ? btoa(`example${v}`) : 'ZXhhbXBsZQ=='),
  binary: () => '',
  password: (v) => `password${v || ''}`,
  'json-pointer': (v) => `/a/b${v || ''}`,
  'relative-json-pointer': (v) => `${v}/a`,
  regex: (v) => `^[a-z]+${v ? v : ''}$`,
};

function two(n: number): string {
  return String(n).padStart(2, '0');
}

function day(variant: number): string {
  return two((variant % 28) + 1);
}

/**
 * A string for a string schema: the format's value, else one built from `pattern`, else "string" (with the
 * variant's number), fitted to minLength/maxLength. The first candidate that satisfies every string keyword
 * wins; when none does (contradictory keywords, a pattern beyond the generator), the most telling one is kept.
 */
export function sampleString(node: Schema, variant = 0): string {
  const candidates: string[] = [];
  const format = node.format !== undefined ? STRING_FORMATS[node.format]?.(variant) : undefined;
  if (format !== undefined) candidates.push(format);
  if (node.pattern !== undefined) {
    const fromPattern = sampleFromPattern(node.pattern, { minLength: node.minLength, maxLength: node.maxLength, variant });
    if (fromPattern !== undefined) candidates.push(fromPattern);
  }
  if (node.contentEncoding !== undefined && node.format === undefined) candidates.push('');
  candidates.push(fitLength(variant ? `string${variant}` : 'string', node));
  if (variant) candidates.push(fitLength(String(variant), node));
  return candidates.find((text) => stringMatches(text, node)) ?? candidates[0]!;
}

/** Pads with "x" to minLength and cuts to maxLength (in code points). */
function fitLength(text: string, node: Schema): string {
  let out = text;
  const length = codePoints(out);
  if (node.minLength !== undefined && length < node.minLength) out = out + 'x'.repeat(node.minLength - length);
  if (node.maxLength !== undefined && codePoints(out) > node.maxLength) out = [...out].slice(0, node.maxLength).join('');
  return out;
}

/**
 * A number within the bounds (inclusive and exclusive), a multiple of multipleOf, an integer for integers:
 * 0 when allowed, else the value nearest to 0 that is; `variant` steps away from it (distinct values).
 */
export function sampleNumber(node: Schema, integer: boolean, variant = 0): number {
  const step = node.multipleOf !== undefined && node.multipleOf > 0 ? node.multipleOf : 1;
  const lo = Math.max(node.minimum ?? -Infinity, node.exclusiveMinimum ?? -Infinity);
  const hi = Math.min(node.maximum ?? Infinity, node.exclusiveMaximum ?? Infinity);
  const start = lo > 0 ? lo : hi < 0 ? hi : 0;
  const direction = hi < 0 && lo === -Infinity ? -1 : 1;
  const candidates: number[] = [];
  // The multiples of `step` nearest to `start`, then further out, both ways.
  const k0 = Math.round(start / step);
  for (let i = 0; i <= 3 + variant; i++) {
    for (const k of [k0 + direction * i, k0 - direction * i]) candidates.push(roundTo(k * step, step));
  }
  if (integer) for (let i = 0; i < 3; i++) candidates.push(Math.ceil(start) + direction * (i + variant));
  if (!integer && Number.isFinite(lo) && Number.isFinite(hi)) candidates.push(Number(((lo + hi) / 2).toPrecision(12)));
  const ok = (n: number): boolean => (!integer || Number.isInteger(n)) && numberMatches(n, node);
  const valid = [...new Set(candidates)].filter(ok);
  const ordered = valid.sort((a, b) => Math.abs(a - start) - Math.abs(b - start) || b - a);
  return ordered[Math.min(variant, ordered.length - 1)] ?? (integer ? Math.ceil(start) : start);
}

/** `n` rounded to the decimals of `step` (0.1 * 3 → 0.3, not 0.30000000000000004). */
function roundTo(n: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return decimals > 0 && decimals < 16 ? Number(n.toFixed(decimals)) : n;
}
