/**
 * A runnable example for a root field: an operation document with one variable per argument, a selection set to
 * a given depth (cycles stopped; unions and interfaces through `__typename` and inline fragments), the
 * variables JSON and a response shaped by the selection. Works on the model's plain types (no graphql-js).
 */
import type { GraphqlExample, GraphqlField, GraphqlInputValue, GraphqlRootKind, GraphqlType } from '../../model/index.js';

export const DEFAULT_EXAMPLE_DEPTH = 2;
/** Inline fragments per union or interface: enough to show the pattern without a wall of text. */
const MAX_FRAGMENTS = 3;
/** Fields per selection set: GitHub objects have ~100, an example needs a handful. */
const MAX_FIELDS = 12;

/** How the generator reads the schema: a type by name, and the implementations of an interface. */
export interface TypeLookup {
  type(name: string): GraphqlType | undefined;
  implementedBy(name: string): readonly string[];
}

interface Selection {
  lines: string[];
  sample: unknown;
}

const isLeaf = (t: GraphqlType | undefined) => t === undefined || t.kind === 'scalar' || t.kind === 'enum';
const requiredArgs = (f: GraphqlField) => f.args.some((a) => a.type.endsWith('!') && a.defaultValue === undefined);

export function graphqlExample(root: GraphqlRootKind, field: GraphqlField, lookup: TypeLookup, depth = DEFAULT_EXAMPLE_DEPTH): GraphqlExample {
  const operationName = field.name.charAt(0).toUpperCase() + field.name.slice(1);
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    const value = argumentValue(arg, lookup);
    if (value !== undefined) variables[arg.name] = value;
  }
  const declared = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const passed = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = selectionOf(field.type, field.typeName, lookup, Math.max(1, depth), new Set());
  const head = `${root} ${operationName}${declared ? `(${declared})` : ''}`;
  const call = `${field.name}${passed ? `(${passed})` : ''}`;
  const body = selection.lines.length > 0 ? [`  ${call} {`, ...selection.lines.map((l) => `    ${l}`), '  }'] : [`  ${call}`];
  return {
    document: [`${head} {`, ...body, '}'].join('\n'),
    variables,
    operationName,
    response: { data: { [field.name]: selection.sample } },
  };
}

/** The selection set of a type reference (empty for leaves) and the value a server would answer with. */
function selectionOf(typeRef: string, typeName: string, lookup: TypeLookup, depth: number, path: Set<string>): Selection {
  const type = lookup.type(typeName);
  if (isLeaf(type)) return { lines: [], sample: wrap(typeRef, leafSample(typeName, type)) };
  const inner = objectSelection(type!, lookup, depth, path);
  return { lines: inner.lines, sample: wrap(typeRef, inner.sample) };
}

function objectSelection(type: GraphqlType, lookup: TypeLookup, depth: number, path: Set<string>): { lines: string[]; sample: Record<string, unknown> } {
  const nextPath = new Set(path).add(type.name);
  if (type.kind === 'union' || type.kind === 'interface') return abstractSelection(type, lookup, depth, nextPath);
  const { lines, sample } = fieldsSelection(type.fields, lookup, depth, nextPath);
  if (lines.length === 0) return { lines: ['__typename'], sample: { __typename: type.name } };
  return { lines, sample };
}

function fieldsSelection(fields: GraphqlField[], lookup: TypeLookup, depth: number, path: Set<string>): { lines: string[]; sample: Record<string, unknown> } {
  const lines: string[] = [];
  const sample: Record<string, unknown> = {};
  for (const f of fields) {
    if (lines.length >= MAX_FIELDS) break;
    if (f.deprecated || requiredArgs(f)) continue;
    const target = lookup.type(f.typeName);
    if (isLeaf(target)) {
      lines.push(f.name);
      sample[f.name] = wrap(f.type, leafSample(f.typeName, target));
      continue;
    }
    // Below the depth limit, or back to a type already on the path (a cycle): leave the field out.
    if (depth <= 1 || path.has(f.typeName)) continue;
    const inner = objectSelection(target!, lookup, depth - 1, path);
    lines.push(`${f.name} {`, ...inner.lines.map((l) => `  ${l}`), '}');
    sample[f.name] = wrap(f.type, inner.sample);
  }
  return { lines, sample };
}

function abstractSelection(type: GraphqlType, lookup: TypeLookup, depth: number, path: Set<string>): { lines: string[]; sample: Record<string, unknown> } {
  const lines = ['__typename'];
  let sample: Record<string, unknown> = {};
  const own = type.kind === 'interface' ? fieldsSelection(type.fields, lookup, depth, path) : { lines: [], sample: {} };
  lines.push(...own.lines);
  const members = type.kind === 'union' ? type.possibleTypes : lookup.implementedBy(type.name);
  const shared = new Set(type.fields.map((f) => f.name));
  // A field name in two fragments must return the same type there (rule OverlappingFieldsCanBeMerged; GitHub's
  // `email` is `String` on User but `String!` on Organization): a later fragment leaves such a field out.
  const selected = new Map<string, string>();
  let first = true;
  for (const name of members.slice(0, MAX_FRAGMENTS)) {
    const member = lookup.type(name);
    if (!member) continue;
    const candidates = member.fields.filter((f) => !shared.has(f.name) && (selected.get(f.name) ?? f.type) === f.type);
    const extra = fieldsSelection(candidates, lookup, depth, new Set(path).add(name));
    for (const f of candidates) if (f.name in extra.sample) selected.set(f.name, f.type);
    if (extra.lines.length === 0 && type.kind === 'interface') continue;
    lines.push(`... on ${name} {`, ...(extra.lines.length ? extra.lines : ['__typename']).map((l) => `  ${l}`), '}');
    if (first) {
      sample = { __typename: name, ...own.sample, ...extra.sample };
      first = false;
    }
  }
  if (first) sample = { __typename: members[0] ?? type.name, ...own.sample };
  return { lines, sample };
}


function leafSample(name: string, type: GraphqlType | undefined): unknown {
  switch (name) {
    case 'Int':
      return 0;
    case 'Float':
      return 0.5;
    case 'Boolean':
      return true;
    case 'ID':
      return 'MDQ6VXNlcjE=';
    case 'String':
      return 'string';
  }
  if (type?.kind === 'enum') return type.enumValues.find((v) => !v.deprecated)?.name ?? type.enumValues[0]?.name ?? null;
  return name;
}

/** A value in the shape of a type reference: lists get one item. */
function wrap(typeRef: string, value: unknown): unknown {
  let ref = typeRef.replace(/!$/, '');
  if (ref.startsWith('[') && ref.endsWith(']')) {
    ref = ref.slice(1, -1);
    return [wrap(ref, value)];
  }
  return value;
}

/** The variables JSON entry of an argument: its default, else a sample when it is required, else none. */
function argumentValue(arg: GraphqlInputValue, lookup: TypeLookup): unknown {
  if (arg.defaultValue !== undefined) return literalValue(arg.defaultValue);
  if (!arg.type.endsWith('!')) return undefined;
  return inputSample(arg.type, arg.typeName, lookup, new Set());
}

function inputSample(typeRef: string, typeName: string, lookup: TypeLookup, path: Set<string>): unknown {
  const type = lookup.type(typeName);
  if (type?.kind !== 'input') return wrap(typeRef, leafSample(typeName, type));
  if (path.has(typeName)) return wrap(typeRef, {});
  const next = new Set(path).add(typeName);
  const value: Record<string, unknown> = {};
  const fields = type.oneOf ? type.inputFields.slice(0, 1) : type.inputFields.filter((f) => f.type.endsWith('!') && f.defaultValue === undefined);
  for (const f of fields) value[f.name] = inputSample(f.type, f.typeName, lookup, next);
  return wrap(typeRef, value);
}

/**
 * A GraphQL literal default as JSON: numbers, booleans, null, strings, enum names (as strings), lists and
 * objects. Anything unreadable is kept as its text.
 */
export function literalValue(literal: string): unknown {
  const json = literal
    .replace(/"""[\s\S]*?"""/g, (s) => JSON.stringify(s.slice(3, -3)))
    .replace(/("(?:[^"\\]|\\.)*")|([_A-Za-z][_0-9A-Za-z]*)(\s*:)?/g, (whole, str: string | undefined, name: string | undefined, colon: string | undefined) => {
      if (str) return str;
      if (colon) return `"${name}"${colon}`;
      if (name === 'true' || name === 'false' || name === 'null') return name;
      return `"${name}"`;
    });
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return literal;
  }
}
