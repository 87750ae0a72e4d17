/**
 * An introspection result's `__schema` → a SchemaReader, read directly: the JSON already describes every type
 * plainly, so building a graphql-js schema (`buildClientSchema`, which resolves every field of every type before
 * anything can be shown) is skipped. Matches what the graphql-js path showed: deprecation from
 * `deprecationReason`, defaults normalized as printed GraphQL literals, a repeated name's last definition wins.
 */
import { parseValue, print, specifiedDirectives } from 'graphql';
import type {
  GraphqlDirective,
  GraphqlEnumValue,
  GraphqlField,
  GraphqlInputValue,
  GraphqlRootKind,
  GraphqlType,
  GraphqlTypeKind,
  SpecError,
} from '../../model/index.js';
import { fail, say } from '../../errors.js';
import { once, type ReaderType, type SchemaReader } from './schema-reader.js';
import { graphqlMessages } from './texts.js';

type Json = Record<string, unknown>;

const KINDS: Record<string, GraphqlTypeKind> = {
  OBJECT: 'object',
  INTERFACE: 'interface',
  UNION: 'union',
  ENUM: 'enum',
  INPUT_OBJECT: 'input',
  SCALAR: 'scalar',
};
const SPECIFIED_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const SPECIFIED_DIRECTIVES = new Set(specifiedDirectives.map((d) => d.name));

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const nameOf = (v: unknown): string | undefined => (isRecord(v) ? text(v['name']) : undefined);

/** Items by name, the last of a repeated name winning in the first one's place (as graphql-js's maps do). */
function byName(items: Json[]): Json[] {
  const map = new Map<string, Json>();
  for (const item of items) {
    const name = text(item['name']);
    if (name !== undefined) map.set(name, item);
  }
  return [...map.values()];
}

export function introspectionReader(raw: Json, warnings: SpecError[]): SchemaReader {
  if (!Array.isArray(raw['types'])) fail('invalid-document', say(graphqlMessages, 'graphqlTypesNotList'));
  const types = byName(records(raw['types']))
    .filter((t) => {
      const name = text(t['name'])!;
      return !name.startsWith('__') && !(t['kind'] === 'SCALAR' && SPECIFIED_SCALARS.has(name)) && KINDS[String(t['kind'])] !== undefined;
    })
    .map(readerType);
  const roots: Array<[GraphqlRootKind, string]> = [];
  for (const [kind, key] of [['query', 'queryType'], ['mutation', 'mutationType'], ['subscription', 'subscriptionType']] as const) {
    const name = nameOf(raw[key]);
    if (name !== undefined) roots.push([kind, name]);
  }
  const reader: SchemaReader = {
    source: 'introspection',
    roots,
    types,
    directives: byName(records(raw['directives'])).map(directive),
    warnings,
    raw,
  };
  const description = text(raw['description']);
  if (description) reader.description = description;
  return reader;
}

function readerType(t: Json): ReaderType {
  const name = text(t['name'])!;
  const kind = KINDS[String(t['kind'])]!;
  const entry: ReaderType = { name, kind, convert: once(() => namedType(t, name, kind)), links: () => links(t, name, kind) };
  const description = text(t['description']);
  if (description) entry.description = description;
  return entry;
}

/** A type reference as GraphQL writes it (`[ID!]!`) and the named type inside. */
function typeRef(ref: unknown): { type: string; typeName: string } {
  if (!isRecord(ref)) return { type: 'Unknown', typeName: 'Unknown' };
  if (ref['kind'] === 'NON_NULL') {
    const inner = typeRef(ref['ofType']);
    return { type: `${inner.type}!`, typeName: inner.typeName };
  }
  if (ref['kind'] === 'LIST') {
    const inner = typeRef(ref['ofType']);
    return { type: `[${inner.type}]`, typeName: inner.typeName };
  }
  const name = text(ref['name']) ?? 'Unknown';
  return { type: name, typeName: name };
}

function described<T extends { description?: string }>(target: T, item: Json): T {
  const description = text(item['description']);
  if (description) target.description = description;
  return target;
}

/** graphql-js reads deprecation from `deprecationReason` alone (null: not deprecated). */
function deprecation<T extends { deprecated: boolean; deprecationReason?: string }>(target: T, item: Json): T {
  const reason = item['deprecationReason'];
  if (typeof reason === 'string') {
    target.deprecated = true;
    if (reason !== '') target.deprecationReason = reason;
  }
  return target;
}

/** The default as a printed GraphQL literal (normalized as graphql-js printed it); unreadable text is kept. */
function defaultLiteral(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return print(parseValue(value, { noLocation: true }));
  } catch {
    return value;
  }
}

function inputValue(item: Json): GraphqlInputValue {
  const out: GraphqlInputValue = { name: text(item['name'])!, ...typeRef(item['type']), deprecated: false, directives: [] };
  described(out, item);
  const literal = defaultLiteral(item['defaultValue']);
  if (literal !== undefined) out.defaultValue = literal;
  return deprecation(out, item);
}

function field(item: Json): GraphqlField {
  const out: GraphqlField = {
    name: text(item['name'])!,
    ...typeRef(item['type']),
    args: byName(records(item['args'])).map(inputValue),
    deprecated: false,
    directives: [],
  };
  described(out, item);
  return deprecation(out, item);
}

function enumValue(item: Json): GraphqlEnumValue {
  const out: GraphqlEnumValue = { name: text(item['name'])!, deprecated: false, directives: [] };
  described(out, item);
  return deprecation(out, item);
}

const hasFields = (kind: GraphqlTypeKind) => kind === 'object' || kind === 'interface';
const names = (v: unknown): string[] => records(v).flatMap((r) => (typeof r['name'] === 'string' ? [r['name']] : []));

function namedType(t: Json, name: string, kind: GraphqlTypeKind): GraphqlType {
  const out: GraphqlType = {
    kind,
    name,
    fields: hasFields(kind) ? byName(records(t['fields'])).map(field) : [],
    inputFields: kind === 'input' ? byName(records(t['inputFields'])).map(inputValue) : [],
    enumValues: kind === 'enum' ? byName(records(t['enumValues'])).map(enumValue) : [],
    interfaces: hasFields(kind) ? names(t['interfaces']) : [],
    possibleTypes: kind === 'union' ? names(t['possibleTypes']) : [],
    oneOf: kind === 'input' && t['isOneOf'] === true,
    directives: [],
  };
  described(out, t);
  const specifiedBy = text(t['specifiedByURL']);
  if (kind === 'scalar' && specifiedBy) out.specifiedByURL = specifiedBy;
  return out;
}

function links(t: Json, name: string, kind: GraphqlTypeKind) {
  const named = (item: Json) => ({ name: text(item['name'])!, typeName: typeRef(item['type']).typeName });
  return {
    name,
    interfaces: hasFields(kind) ? names(t['interfaces']) : [],
    possibleTypes: kind === 'union' ? names(t['possibleTypes']) : [],
    fields: hasFields(kind) ? byName(records(t['fields'])).map((f) => ({ ...named(f), args: byName(records(f['args'])).map(named) })) : [],
    inputFields: kind === 'input' ? byName(records(t['inputFields'])).map(named) : [],
  };
}

function directive(item: Json): GraphqlDirective {
  const name = text(item['name'])!;
  const out: GraphqlDirective = {
    name,
    locations: Array.isArray(item['locations']) ? item['locations'].filter((l): l is string => typeof l === 'string') : [],
    args: byName(records(item['args'])).map(inputValue),
    repeatable: item['isRepeatable'] === true,
    builtIn: SPECIFIED_DIRECTIVES.has(name),
  };
  return described(out, item);
}
