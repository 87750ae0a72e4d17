/** graphql-js types → the model's GraphQL types (plain data: components never see graphql-js objects). */
import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  isUnionType,
  print,
  type ConstDirectiveNode,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import type {
  GraphqlDirective,
  GraphqlEnumValue,
  GraphqlField,
  GraphqlInputValue,
  GraphqlType,
  GraphqlTypeKind,
} from '../../model/index.js';
import type { TypeLinks } from './relations.js';

interface WithAst {
  astNode?: { directives?: readonly ConstDirectiveNode[] } | null | undefined;
  extensionASTNodes?: ReadonlyArray<{ directives?: readonly ConstDirectiveNode[] }>;
}

/** Directives applied in the SDL (`@key(fields: "id")`); deprecation, specifiedBy and oneOf are shown by their own badges. */
function appliedDirectives(item: WithAst): string[] {
  const nodes = [...(item.astNode?.directives ?? []), ...(item.extensionASTNodes ?? []).flatMap((n) => n.directives ?? [])];
  return nodes.filter((d) => !['deprecated', 'specifiedBy', 'oneOf'].includes(d.name.value)).map((d) => print(d));
}

function described<T extends { description?: string }>(target: T, description: string | null | undefined): T {
  if (description) target.description = description;
  return target;
}

function deprecation<T extends { deprecated: boolean; deprecationReason?: string }>(target: T, reason: string | null | undefined): T {
  if (reason !== null && reason !== undefined) {
    target.deprecated = true;
    if (reason !== '') target.deprecationReason = reason;
  }
  return target;
}

/** The default as a GraphQL literal; an SDL default is printed as written. */
function defaultLiteral(value: GraphQLArgument | GraphQLInputField): string | undefined {
  const written = value.astNode?.defaultValue;
  if (written) return print(written);
  if (value.defaultValue === undefined) return undefined;
  try {
    const ast = astFromValue(value.defaultValue, value.type);
    return ast ? print(ast) : undefined;
  } catch {
    return JSON.stringify(value.defaultValue);
  }
}

export function inputValue(value: GraphQLArgument | GraphQLInputField): GraphqlInputValue {
  const out: GraphqlInputValue = {
    name: value.name,
    type: String(value.type),
    typeName: getNamedType(value.type).name,
    deprecated: false,
    directives: appliedDirectives(value),
  };
  described(out, value.description);
  const literal = defaultLiteral(value);
  if (literal !== undefined) out.defaultValue = literal;
  return deprecation(out, value.deprecationReason);
}

export function field(f: GraphQLField<unknown, unknown>): GraphqlField {
  const out: GraphqlField = {
    name: f.name,
    type: String(f.type),
    typeName: getNamedType(f.type).name,
    args: f.args.map(inputValue),
    deprecated: false,
    directives: appliedDirectives(f),
  };
  described(out, f.description);
  return deprecation(out, f.deprecationReason);
}

function enumValue(v: GraphQLEnumValue): GraphqlEnumValue {
  const out: GraphqlEnumValue = { name: v.name, deprecated: false, directives: appliedDirectives(v) };
  described(out, v.description);
  return deprecation(out, v.deprecationReason);
}

export function typeKind(type: GraphQLNamedType): GraphqlTypeKind {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isEnumType(type)) return 'enum';
  if (isInputObjectType(type)) return 'input';
  return 'scalar';
}

export function namedType(type: GraphQLNamedType): GraphqlType {
  const out: GraphqlType = {
    kind: typeKind(type),
    name: type.name,
    fields: isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()).map(field) : [],
    inputFields: isInputObjectType(type) ? Object.values(type.getFields()).map(inputValue) : [],
    enumValues: isEnumType(type) ? type.getValues().map(enumValue) : [],
    interfaces: isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().map((i) => i.name) : [],
    possibleTypes: isUnionType(type) ? type.getTypes().map((t) => t.name) : [],
    oneOf: isInputObjectType(type) && type.isOneOf === true,
    directives: appliedDirectives(type),
  };
  described(out, type.description);
  if (isScalarType(type) && type.specifiedByURL) out.specifiedByURL = type.specifiedByURL;
  return out;
}

/** The names a type links to, read without converting it (for the reverse relations). */
export function typeLinks(type: GraphQLNamedType): TypeLinks {
  const named = (v: { name: string; type: Parameters<typeof getNamedType>[0] }) => ({ name: v.name, typeName: getNamedType(v.type)!.name });
  const hasFields = isObjectType(type) || isInterfaceType(type);
  return {
    name: type.name,
    interfaces: hasFields ? type.getInterfaces().map((i) => i.name) : [],
    possibleTypes: isUnionType(type) ? type.getTypes().map((t) => t.name) : [],
    fields: hasFields ? Object.values(type.getFields()).map((f) => ({ ...named(f), args: f.args.map(named) })) : [],
    inputFields: isInputObjectType(type) ? Object.values(type.getFields()).map(named) : [],
  };
}

export function directive(d: GraphQLDirective): GraphqlDirective {
  const out: GraphqlDirective = {
    name: d.name,
    locations: [...d.locations],
    args: d.args.map(inputValue),
    repeatable: d.isRepeatable,
    builtIn: isSpecifiedDirective(d),
  };
  return described(out, d.description);
}
