/**
 * SDL printed from a GraphQL model (which keeps no document text), for the mock to build an executable schema
 * from: every named type with its fields, arguments, defaults, interfaces and members, the root operation types,
 * descriptions and deprecations (so introspection through the mock reads as the page does), and the directive
 * definitions a query may use. Applied directives other than `@deprecated`, `@specifiedBy` and `@oneOf` are left
 * out: they change nothing a mock answers.
 *
 * @example
 * buildSchema(graphqlSdl(model)); // the schema the document describes
 */
import { parseConstValue } from 'graphql';
import type { ApiModel, GraphqlDirective, GraphqlField, GraphqlInputValue, GraphqlType } from '../model/index.js';

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

type GraphqlModel = Pick<ApiModel, 'schemas' | 'graphql'>;

/** The SDL of a GraphQL model; '' for a model of another format. */
export function graphqlSdl(model: GraphqlModel): string {
  const info = model.graphql;
  if (!info) return '';
  const types: GraphqlType[] = [];
  for (const name of info.kinds.keys()) {
    const type = model.schemas.get(name)?.graphql;
    if (type && !BUILT_IN_SCALARS.has(type.name)) types.push(type);
  }
  const defined = new Set(types.map((t) => t.name));
  const directives = info.directives.filter((d) => !d.builtIn);
  const blocks = [schemaBlock(info.rootTypes), ...directives.map(directiveBlock), ...types.map(typeBlock)];
  // A name used but defined nowhere (an introspection export may leave one out) stands in as a scalar, as the
  // SDL reader does: the schema must build.
  for (const name of undefinedNames(types, directives, defined)) blocks.push(`scalar ${name}`);
  return `${blocks.join('\n\n')}\n`;
}

function schemaBlock(roots: NonNullable<ApiModel['graphql']>['rootTypes']): string {
  const lines = (['query', 'mutation', 'subscription'] as const).flatMap((kind) => (roots[kind] ? [`  ${kind}: ${roots[kind]}`] : []));
  return ['schema {', ...lines, '}'].join('\n');
}

function directiveBlock(d: GraphqlDirective): string {
  const args = d.args.length > 0 ? `(${d.args.map((a) => inputValue(a, '')).join(', ')})` : '';
  return `${description(d.description, '')}directive @${d.name}${args}${d.repeatable ? ' repeatable' : ''} on ${d.locations.join(' | ')}`;
}

function typeBlock(t: GraphqlType): string {
  const head = description(t.description, '');
  switch (t.kind) {
    case 'scalar':
      return `${head}scalar ${t.name}${t.specifiedByURL ? ` @specifiedBy(url: ${JSON.stringify(t.specifiedByURL)})` : ''}`;
    case 'union':
      return `${head}union ${t.name}${t.possibleTypes.length > 0 ? ` = ${t.possibleTypes.join(' | ')}` : ''}`;
    case 'enum':
      return `${head}enum ${t.name}${body(t.enumValues.map((v) => `${description(v.description, '  ')}  ${v.name}${deprecated(v)}`))}`;
    case 'input':
      return `${head}input ${t.name}${t.oneOf ? ' @oneOf' : ''}${body(t.inputFields.map((f) => inputValue(f, '  ')))}`;
    case 'object':
    case 'interface': {
      const keyword = t.kind === 'object' ? 'type' : 'interface';
      const implementsText = t.interfaces.length > 0 ? ` implements ${t.interfaces.join(' & ')}` : '';
      return `${head}${keyword} ${t.name}${implementsText}${body(t.fields.map(field))}`;
    }
  }
}

/** A block of members; none is written as no block at all (`type Empty`), which the SDL grammar allows. */
function body(lines: string[]): string {
  return lines.length > 0 ? ` {\n${lines.join('\n')}\n}` : '';
}

function field(f: GraphqlField): string {
  const args = f.args.length > 0 ? `(\n${f.args.map((a) => inputValue(a, '    ')).join('\n')}\n  )` : '';
  return `${description(f.description, '  ')}  ${f.name}${args}: ${f.type}${deprecated(f)}`;
}

/** An argument or input field; `indent` '' writes it inline (no description then). */
function inputValue(v: GraphqlInputValue, indent: string): string {
  const literal = v.defaultValue !== undefined && isConstLiteral(v.defaultValue) ? ` = ${v.defaultValue}` : '';
  // A required argument cannot be deprecated (a schema rule): such a deprecation is left out.
  const required = v.type.endsWith('!') && literal === '';
  const text = `${v.name}: ${v.type}${literal}${required ? '' : deprecated(v)}`;
  return indent === '' ? text : `${description(v.description, indent)}${indent}${text}`;
}

function deprecated(item: { deprecated: boolean; deprecationReason?: string }): string {
  if (!item.deprecated) return '';
  return item.deprecationReason === undefined ? ' @deprecated(reason: "")' : ` @deprecated(reason: ${JSON.stringify(item.deprecationReason)})`;
}

/** A description as a one-line string (JSON's escapes are GraphQL's). */
function description(text: string | undefined, indent: string): string {
  return text ? `${indent}${JSON.stringify(text)}\n` : '';
}

/** An introspection default the reader could not normalize is kept as its text: written only when it parses. */
function isConstLiteral(text: string): boolean {
  try {
    parseConstValue(text, { noLocation: true });
    return true;
  } catch {
    return false;
  }
}

function undefinedNames(types: readonly GraphqlType[], directives: readonly GraphqlDirective[], defined: ReadonlySet<string>): string[] {
  const missing = new Set<string>();
  const use = (name: string) => {
    if (!defined.has(name) && !BUILT_IN_SCALARS.has(name)) missing.add(name);
  };
  for (const d of directives) d.args.forEach((a) => use(a.typeName));
  for (const t of types) {
    t.interfaces.forEach(use);
    t.possibleTypes.forEach(use);
    t.inputFields.forEach((f) => use(f.typeName));
    for (const f of t.fields) {
      use(f.typeName);
      f.args.forEach((a) => use(a.typeName));
    }
  }
  return [...missing];
}
