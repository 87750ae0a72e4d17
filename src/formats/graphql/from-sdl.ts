/**
 * A parsed SDL document → a SchemaReader, read from the syntax tree: no graphql-js schema is built (building
 * resolves every field of every type before the first card can show). Follows `buildASTSchema` with
 * `assumeValidSDL`: extensions merge into their type, a repeated name's last definition wins in the first one's
 * place, root types from `schema { … }` or else the types named Query, Mutation and Subscription, specified
 * directives added unless redefined, and a type used but not defined is stood in for by a scalar (a warning).
 */
import {
  Kind,
  print,
  specifiedDirectives,
  type ConstDirectiveNode,
  type DefinitionNode,
  type DirectiveDefinitionNode,
  type DocumentNode,
  type EnumValueDefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type TypeDefinitionNode,
  type TypeExtensionNode,
  type TypeNode,
} from 'graphql';
import type { GraphqlDirective, GraphqlEnumValue, GraphqlField, GraphqlInputValue, GraphqlRootKind, GraphqlType, GraphqlTypeKind, SpecError } from '../../model/index.js';
import { fail, specError, say } from '../../errors.js';
import { once, type ReaderType, type SchemaReader } from './schema-reader.js';
import { directive as graphqlJsDirective } from './to-types.js';
import { graphqlMessages } from './texts.js';

/** Undefined types stood in for by scalars before giving up. */
export const MAX_STAND_INS = 50;

const SPECIFIED_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const KINDS: Partial<Record<string, GraphqlTypeKind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.UNION_TYPE_DEFINITION]: 'union',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.SCALAR_TYPE_DEFINITION]: 'scalar',
};
const TYPE_EXTENSIONS = new Set<string>([
  Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_EXTENSION,
  Kind.UNION_TYPE_EXTENSION,
  Kind.ENUM_TYPE_EXTENSION,
  Kind.INPUT_OBJECT_TYPE_EXTENSION,
  Kind.SCALAR_TYPE_EXTENSION,
]);
/** The nodes of one type: its definition, then its extensions. */
type TypeNodes = [TypeDefinitionNode, ...TypeExtensionNode[]];
type AnyTypeNode = TypeDefinitionNode | TypeExtensionNode;

const isTypeDefinition = (d: DefinitionNode): d is TypeDefinitionNode => KINDS[d.kind] !== undefined;
const isTypeExtension = (d: DefinitionNode): d is TypeExtensionNode => TYPE_EXTENSIONS.has(d.kind);

export function sdlReader(ast: DocumentNode, warnings: SpecError[]): SchemaReader {
  const definitions = new Map<string, TypeDefinitionNode>();
  const extensions = new Map<string, TypeExtensionNode[]>();
  const directiveDefs: DirectiveDefinitionNode[] = [];
  const operationTypes: Partial<Record<GraphqlRootKind, string>> = {};
  let description: string | undefined;
  let hasSchemaDefinition = false;
  for (const def of ast.definitions) {
    if (isTypeDefinition(def)) definitions.set(def.name.value, def);
    else if (isTypeExtension(def)) extensions.set(def.name.value, [...(extensions.get(def.name.value) ?? []), def]);
    else if (def.kind === Kind.DIRECTIVE_DEFINITION) directiveDefs.push(def);
    else if (def.kind === Kind.SCHEMA_DEFINITION || def.kind === Kind.SCHEMA_EXTENSION) {
      if (def.kind === Kind.SCHEMA_DEFINITION) {
        hasSchemaDefinition = true;
        description = def.description?.value;
      }
      for (const op of def.operationTypes ?? []) operationTypes[op.operation as GraphqlRootKind] = op.type.name.value;
    }
  }
  const nodesOf = (def: TypeDefinitionNode): TypeNodes => [def, ...(extensions.get(def.name.value) ?? [])];
  const types: ReaderType[] = [];
  for (const def of definitions.values()) {
    const name = def.name.value;
    if (name.startsWith('__') || (def.kind === Kind.SCALAR_TYPE_DEFINITION && SPECIFIED_SCALARS.has(name))) continue;
    types.push(readerType(nodesOf(def)));
  }
  for (const name of undefinedTypes(ast, definitions)) {
    warnings.push(specError('validation', say(graphqlMessages, 'graphqlUndefinedType', name)));
    types.push(readerType([{ kind: Kind.SCALAR_TYPE_DEFINITION, name: { kind: Kind.NAME, value: name } }]));
  }

  const roots: Array<[GraphqlRootKind, string]> = [];
  const defaults: Record<GraphqlRootKind, string> = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };
  for (const kind of ['query', 'mutation', 'subscription'] as const) {
    const name = hasSchemaDefinition || operationTypes[kind] ? operationTypes[kind] : definitions.has(defaults[kind]) ? defaults[kind] : undefined;
    if (name !== undefined) roots.push([kind, name]);
  }
  const own = directiveDefs.map(directive);
  const reader: SchemaReader = {
    source: 'sdl',
    roots,
    types,
    directives: [...own, ...specifiedDirectives.filter((d) => own.every((o) => o.name !== d.name)).map(graphqlJsDirective)],
    warnings,
  };
  if (description) reader.description = description;
  return reader;
}

/** Named types used (fields, arguments, input fields, interfaces, union members) but defined nowhere. */
function undefinedTypes(ast: DocumentNode, definitions: Map<string, TypeDefinitionNode>): string[] {
  const missing = new Set<string>();
  const use = (name: string) => {
    if (!definitions.has(name) && !SPECIFIED_SCALARS.has(name)) missing.add(name);
  };
  const useRef = (t: TypeNode) => use(namedOf(t));
  for (const def of ast.definitions) {
    if (def.kind === Kind.DIRECTIVE_DEFINITION) (def.arguments ?? []).forEach((a) => useRef(a.type));
    if (!isTypeDefinition(def) && !isTypeExtension(def)) continue;
    if ('interfaces' in def) def.interfaces?.forEach((i) => use(i.name.value));
    if ('types' in def) def.types?.forEach((t) => use(t.name.value));
    if ('fields' in def) {
      for (const f of def.fields ?? []) {
        useRef(f.type);
        if ('arguments' in f) (f.arguments ?? []).forEach((a) => useRef(a.type));
      }
    }
  }
  if (missing.size > MAX_STAND_INS) {
    fail('invalid-document', say(graphqlMessages, 'graphqlTooManyUndefined', MAX_STAND_INS));
  }
  return [...missing];
}

function readerType(nodes: TypeNodes): ReaderType {
  const [def] = nodes;
  const name = def.name.value;
  const kind = KINDS[def.kind]!;
  const entry: ReaderType = { name, kind, convert: once(() => namedType(nodes, kind)), links: () => links(nodes, kind) };
  if (def.description?.value) entry.description = def.description.value;
  return entry;
}

function namedOf(t: TypeNode): string {
  return t.kind === Kind.NAMED_TYPE ? t.name.value : namedOf(t.type);
}

/** A type reference as GraphQL writes it (`[ID!]!`). */
function typeString(t: TypeNode): string {
  if (t.kind === Kind.NAMED_TYPE) return t.name.value;
  if (t.kind === Kind.LIST_TYPE) return `[${typeString(t.type)}]`;
  return `${typeString(t.type)}!`;
}

/** Items by name, the last of a repeated name winning in the first one's place (as graphql-js's maps do). */
function byName<T extends { name: { value: string } }>(items: readonly T[]): T[] {
  const map = new Map<string, T>();
  for (const item of items) map.set(item.name.value, item);
  return [...map.values()];
}

function appliedDirectives(directives: readonly ConstDirectiveNode[] | undefined): string[] {
  return (directives ?? []).filter((d) => !['deprecated', 'specifiedBy', 'oneOf'].includes(d.name.value)).map((d) => print(d));
}

/** The first `@<name>` applied to a node, and a string argument of it. */
function directiveArgument(directives: readonly ConstDirectiveNode[] | undefined, name: string, argument: string): { found: boolean; value?: string } {
  const applied = directives?.find((d) => d.name.value === name);
  if (!applied) return { found: false };
  const arg = applied.arguments?.find((a) => a.name.value === argument)?.value;
  return arg?.kind === Kind.STRING ? { found: true, value: arg.value } : { found: true };
}

function deprecation<T extends { deprecated: boolean; deprecationReason?: string }>(target: T, directives: readonly ConstDirectiveNode[] | undefined): T {
  const applied = directiveArgument(directives, 'deprecated', 'reason');
  if (!applied.found) return target;
  target.deprecated = true;
  // `@deprecated` without a reason gets graphql-js's default one.
  const reason = applied.value ?? 'No longer supported';
  if (reason !== '') target.deprecationReason = reason;
  return target;
}

function described<T extends { description?: string }>(target: T, node: { description?: { value: string } | undefined }): T {
  if (node.description?.value) target.description = node.description.value;
  return target;
}

function inputValue(node: InputValueDefinitionNode): GraphqlInputValue {
  const out: GraphqlInputValue = {
    name: node.name.value,
    type: typeString(node.type),
    typeName: namedOf(node.type),
    deprecated: false,
    directives: appliedDirectives(node.directives),
  };
  described(out, node);
  if (node.defaultValue) out.defaultValue = print(node.defaultValue);
  return deprecation(out, node.directives);
}

function field(node: FieldDefinitionNode): GraphqlField {
  const out: GraphqlField = {
    name: node.name.value,
    type: typeString(node.type),
    typeName: namedOf(node.type),
    args: byName(node.arguments ?? []).map(inputValue),
    deprecated: false,
    directives: appliedDirectives(node.directives),
  };
  described(out, node);
  return deprecation(out, node.directives);
}

function enumValue(node: EnumValueDefinitionNode): GraphqlEnumValue {
  const out: GraphqlEnumValue = { name: node.name.value, deprecated: false, directives: appliedDirectives(node.directives) };
  described(out, node);
  return deprecation(out, node.directives);
}

const hasFields = (kind: GraphqlTypeKind) => kind === 'object' || kind === 'interface';
const all = <T>(nodes: TypeNodes, key: string): T[] =>
  (nodes as AnyTypeNode[]).flatMap((n) => ((n as unknown as Record<string, T[] | undefined>)[key] ?? []));

function namedType(nodes: TypeNodes, kind: GraphqlTypeKind): GraphqlType {
  const [def] = nodes;
  const out: GraphqlType = {
    kind,
    name: def.name.value,
    fields: hasFields(kind) ? byName(all<FieldDefinitionNode>(nodes, 'fields')).map(field) : [],
    inputFields: kind === 'input' ? byName(all<InputValueDefinitionNode>(nodes, 'fields')).map(inputValue) : [],
    enumValues: kind === 'enum' ? byName(all<EnumValueDefinitionNode>(nodes, 'values')).map(enumValue) : [],
    interfaces: hasFields(kind) ? all<{ name: { value: string } }>(nodes, 'interfaces').map((i) => i.name.value) : [],
    possibleTypes: kind === 'union' ? all<{ name: { value: string } }>(nodes, 'types').map((t) => t.name.value) : [],
    oneOf: kind === 'input' && directiveArgument(def.directives, 'oneOf', '').found,
    directives: appliedDirectives(all<ConstDirectiveNode>(nodes, 'directives')),
  };
  described(out, def);
  const specifiedBy = kind === 'scalar' ? directiveArgument(def.directives, 'specifiedBy', 'url').value : undefined;
  if (specifiedBy !== undefined) out.specifiedByURL = specifiedBy;
  return out;
}

function links(nodes: TypeNodes, kind: GraphqlTypeKind) {
  const named = (v: { name: { value: string }; type: TypeNode }) => ({ name: v.name.value, typeName: namedOf(v.type) });
  return {
    name: nodes[0].name.value,
    interfaces: hasFields(kind) ? all<{ name: { value: string } }>(nodes, 'interfaces').map((i) => i.name.value) : [],
    possibleTypes: kind === 'union' ? all<{ name: { value: string } }>(nodes, 'types').map((t) => t.name.value) : [],
    fields: hasFields(kind)
      ? byName(all<FieldDefinitionNode>(nodes, 'fields')).map((f) => ({ ...named(f), args: byName(f.arguments ?? []).map(named) }))
      : [],
    inputFields: kind === 'input' ? byName(all<InputValueDefinitionNode>(nodes, 'fields')).map(named) : [],
  };
}

function directive(node: DirectiveDefinitionNode): GraphqlDirective {
  const out: GraphqlDirective = {
    name: node.name.value,
    locations: node.locations.map((l) => l.value),
    args: byName(node.arguments ?? []).map(inputValue),
    repeatable: node.repeatable,
    builtIn: specifiedDirectives.some((d) => d.name === node.name.value),
  };
  return described(out, node);
}
