/**
 * The validator's output units as short findings: the innermost errors only (not the "a subschema had errors"
 * chain above them), each with an RFC 6901 pointer and one sentence.
 */
import type { OutputUnit } from '@cfworker/json-schema';
import type { JsonSchema } from '../schema/to-json-schema.js';

export interface SchemaProblem {
  /** RFC 6901 pointer into the checked value; '' for the value itself. */
  pointer: string;
  message: string;
}

/** A request with more findings than this lists only the first ones. */
export const MAX_SCHEMA_PROBLEMS = 20;

/** Keywords that only say that something below them failed: the failure below is reported instead. */
const WRAPPERS = new Set([
  '$ref', '$recursiveRef', 'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties',
  'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'allOf', 'if', 'then', 'else', 'propertyNames',
  'dependentSchemas', 'dependencies',
]);

/** A failed anyOf/oneOf reports itself: listing why each alternative failed says little about the request. */
const ALTERNATIVES = new Set(['anyOf', 'oneOf']);

export function schemaProblems(units: readonly OutputUnit[], root: JsonSchema): SchemaProblem[] {
  const alternatives = units.filter((u) => ALTERNATIVES.has(u.keyword)).map((u) => `${u.keywordLocation}/`);
  // Properties refused by `additionalProperties: false` show up as a bare `false` schema at the property.
  const refused = new Set(
    units.filter((u) => u.keyword === 'additionalProperties').map((u) => `${pointerOf(u.instanceLocation)}/${escape(named(u.error, /^Property "(.*)" does not match/))}`),
  );
  const out: SchemaProblem[] = [];
  const seen = new Set<string>();
  for (const unit of units) {
    if (WRAPPERS.has(unit.keyword)) continue;
    if (alternatives.some((prefix) => unit.keywordLocation.startsWith(prefix))) continue;
    const problem = toProblem(unit, root, refused);
    const key = `${problem.pointer}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
    if (out.length === MAX_SCHEMA_PROBLEMS) break;
  }
  return out;
}

function toProblem(unit: OutputUnit, root: JsonSchema, refused: ReadonlySet<string>): SchemaProblem {
  const pointer = pointerOf(unit.instanceLocation);
  const value = () => keywordValue(root, unit.keywordLocation);
  switch (unit.keyword) {
    case 'required': {
      const name = named(unit.error, /required property "(.*)"\.$/);
      return { pointer: `${pointer}/${escape(name)}`, message: `Required property “${name}” is missing.` };
    }
    case 'false':
      return refused.has(pointer)
        ? { pointer, message: `Property “${unescape(pointer.slice(pointer.lastIndexOf('/') + 1))}” is not allowed.` }
        : { pointer, message: 'No value is allowed here.' };
    case 'type': {
      const m = /type "(\w+)" is invalid\. Expected "(.+)"\./.exec(unit.error);
      return { pointer, message: m ? `Expected ${m[2]!.split('", "').join(' or ')}, got ${m[1]}.` : unit.error };
    }
    case 'enum':
      return { pointer, message: `Must be one of ${listText(value())}.` };
    case 'const':
      return { pointer, message: `Must be ${short(value())}.` };
    case 'format':
      return { pointer, message: `Not a valid ${String(value())}.` };
    case 'pattern':
      return { pointer, message: `Does not match the pattern ${String(value())}.` };
    case 'anyOf':
      return { pointer, message: 'Matches none of the allowed alternatives (anyOf).' };
    case 'oneOf': {
      const matches = /\((\d+) matches\)/.exec(unit.error)?.[1] ?? '0';
      return { pointer, message: matches === '0' ? 'Matches none of the alternatives (oneOf).' : `Matches ${matches} alternatives; exactly one must match (oneOf).` };
    }
    case 'not':
      return { pointer, message: 'Matches a schema it must not match (not).' };
    default:
      return { pointer, message: bounded(unit.keyword, value()) ?? unit.error.replace(/^Instance\b/, 'The value') };
  }
}

function bounded(keyword: string, limit: unknown): string | undefined {
  if (typeof limit !== 'number') return undefined;
  switch (keyword) {
    case 'minLength': return `Must be at least ${limit} character${limit === 1 ? '' : 's'} long.`;
    case 'maxLength': return `Must be at most ${limit} character${limit === 1 ? '' : 's'} long.`;
    case 'minimum': return `Must be at least ${limit}.`;
    case 'maximum': return `Must be at most ${limit}.`;
    case 'exclusiveMinimum': return `Must be greater than ${limit}.`;
    case 'exclusiveMaximum': return `Must be less than ${limit}.`;
    case 'multipleOf': return `Must be a multiple of ${limit}.`;
    case 'minItems': return `Must have at least ${limit} item${limit === 1 ? '' : 's'}.`;
    case 'maxItems': return `Must have at most ${limit} item${limit === 1 ? '' : 's'}.`;
    case 'minProperties': return `Must have at least ${limit} propert${limit === 1 ? 'y' : 'ies'}.`;
    case 'maxProperties': return `Must have at most ${limit} propert${limit === 1 ? 'y' : 'ies'}.`;
    default: return undefined;
  }
}

/** The validator writes locations as URI fragments (`#/a%20b`); RFC 6901 wants the plain pointer (`/a b`). */
function pointerOf(location: string): string {
  const fragment = location.startsWith('#') ? location.slice(1) : location;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

const escape = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** The property a validator message names (written between quotes, unescaped). */
function named(error: string, pattern: RegExp): string {
  return pattern.exec(error)?.[1] ?? '';
}

/** The keyword's value in the schema, following the `$ref` hops the keyword location records. */
function keywordValue(root: JsonSchema, keywordLocation: string): unknown {
  const tokens = pointerOf(keywordLocation).split('/').slice(1).map(unescape);
  let node: unknown = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    const record = node as Record<string, unknown>;
    if (token === '$ref' && typeof record['$ref'] === 'string') {
      node = keywordValue(root, record['$ref']);
    } else {
      node = record[token];
    }
  }
  return node;
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function listText(values: unknown): string {
  if (!Array.isArray(values)) return 'the listed values';
  const shown = values.slice(0, 10).map(short).join(', ');
  return values.length > 10 ? `${shown}, … (${values.length} values)` : shown;
}
