/**
 * The `mocks` of @graphql-tools/mock for one schema, drawing every value from a seeded random source: scalars by
 * name (graphql-scalar-values.ts), an enum's values that are not deprecated, a union's or interface's members,
 * and the fields whose names or arguments say something about the answer:
 * - a page size (`first: 3`, `last`, `limit` …) sets the length of the list returned, or of the lists of the
 *   connection object returned (`edges`, `nodes`);
 * - a String field named for a form (`createdAt`, `releaseDate`, `homepageUrl`) gets a value of that form;
 * - a lookup argument (`id`, `login`, or a field of an `input` argument) is echoed into the field of the same
 *   name and type of the object returned (`user(login: "x") { login }` answers "x"); `ids: [ID!]` answers one
 *   object per id.
 */
import {
  GraphQLString,
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { IMocks } from '@graphql-tools/mock';
import type { SeededRandom } from './graphql-seeded-random.js';
import { scalarValues, stringFieldValue } from './graphql-scalar-values.js';

/** Items of a list whose length an argument asks for, at most. */
export const MAX_LIST_ITEMS = 50;
const PAGE_SIZE_ARGS = new Set(['first', 'last', 'limit', 'take', 'top', 'size', 'count', 'perPage', 'per_page', 'pageSize', 'page_size']);

type Args = Record<string, unknown>;
type FieldMock = (args: Args) => unknown;
type TypeMocks = Record<string, FieldMock | (() => string | undefined)>;

export function graphqlMocks(schema: GraphQLSchema, random: () => SeededRandom): IMocks {
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const mocks: Record<string, unknown> = scalarValues(types.filter(isScalarType), random);
  for (const type of types) {
    if (isEnumType(type)) {
      const values = type.getValues();
      const current = values.filter((v) => v.deprecationReason == null);
      const choices = (current.length > 0 ? current : values).map((v) => v.value as unknown);
      mocks[type.name] = () => random().pick(choices);
    } else if (isAbstractType(type)) {
      const members = schema.getPossibleTypes(type);
      // An interface nothing implements can only be null.
      mocks[type.name] = members.length === 0 ? () => null : ({ __typename: () => random().pick(members)?.name } satisfies TypeMocks);
    }
  }
  for (const type of types) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    const fieldMocks: TypeMocks = {};
    for (const field of Object.values(type.getFields())) {
      const named = getNullableType(field.type) === GraphQLString ? stringFieldValue(field.name, random) : undefined;
      if (field.args.some(honoured)) fieldMocks[field.name] = (args) => answerFor(schema, field, args, random) ?? named?.();
      else if (named) fieldMocks[field.name] = named;
    }
    if (Object.keys(fieldMocks).length === 0) continue;
    const own = mocks[type.name];
    if (typeof own === 'function') continue; // an interface nothing implements: always null
    mocks[type.name] = typeof own === 'object' && own !== null ? { ...own, ...fieldMocks } : fieldMocks;
  }
  return mocks as IMocks;
}

function honoured(arg: GraphQLArgument): boolean {
  const named = getNamedType(arg.type);
  return isLeafType(named) || (arg.name === 'input' && isInputObjectType(named));
}

/** The value a field's arguments call for; undefined leaves it to the default mock. */
function answerFor(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>, args: Args, random: () => SeededRandom): unknown {
  const type = getNullableType(field.type);
  const echoes = echoesOf(field, args);
  const length = pageSize(field, args);
  if (isListType(type)) {
    const ids = idsOf(field, args);
    const count = length ?? ids?.values.length;
    if (count === undefined) return undefined;
    const itemType = getNamedType(type);
    return Array.from({ length: count }, (_, i) => {
      const id = ids?.values[i];
      if (!isCompositeType(itemType) || !ids || id === undefined || id === null) return undefined;
      return objectValue(schema, itemType, { id: { type: ids.itemType, value: id } }, undefined, random);
    });
  }
  if (!isCompositeType(type) || (Object.keys(echoes).length === 0 && length === undefined)) return undefined;
  return objectValue(schema, type, echoes, length, random);
}

/**
 * An object to insert for a composite type (a member picked for a union or interface), with the echoed values its
 * fields take and its list fields `length` long; undefined when there is nothing to set.
 */
function objectValue(schema: GraphQLSchema, type: GraphQLOutputType, echoes: Record<string, Echo>, length: number | undefined, random: () => SeededRandom): Args | undefined {
  let concrete: GraphQLObjectType | undefined;
  if (isObjectType(type)) concrete = type;
  else if (isAbstractType(type)) concrete = random().pick(schema.getPossibleTypes(type));
  if (!concrete) return undefined;
  const fields = concrete.getFields();
  const value: Args = {};
  for (const [name, echo] of Object.entries(echoes)) if (fields[name] && sameShape(fields[name].type, echo.type)) value[name] = echo.value;
  if (length !== undefined) {
    for (const f of Object.values(fields)) if (isListType(getNullableType(f.type))) value[f.name] = Array.from({ length }, () => undefined);
  }
  if (Object.keys(value).length === 0) return undefined;
  return isAbstractType(type) ? { __typename: concrete.name, ...value } : value;
}

/** The list length the page-size arguments ask for. */
function pageSize(field: GraphQLField<unknown, unknown>, args: Args): number | undefined {
  for (const arg of field.args) {
    const value = args[arg.name];
    if (PAGE_SIZE_ARGS.has(arg.name) && typeof value === 'number' && Number.isInteger(value) && value >= 0) return Math.min(value, MAX_LIST_ITEMS);
  }
  return undefined;
}

/** An `ids: [ID!]` argument's values and item type. */
function idsOf(field: GraphQLField<unknown, unknown>, args: Args): { values: unknown[]; itemType: GraphQLInputType } | undefined {
  const arg = field.args.find((a) => a.name === 'ids');
  const list = arg ? getNullableType(arg.type) : undefined;
  const values = args['ids'];
  if (!list || !isListType(list) || !Array.isArray(values)) return undefined;
  return { values, itemType: list.ofType as GraphQLInputType };
}

interface Echo {
  type: GraphQLInputType;
  value: unknown;
}

/** Leaf arguments, and the leaf fields of an `input` argument, by name. */
function echoesOf(field: GraphQLField<unknown, unknown>, args: Args): Record<string, Echo> {
  const echoes: Record<string, Echo> = {};
  for (const arg of field.args) {
    const value = args[arg.name];
    if (value === undefined || value === null) continue;
    const named = getNamedType(arg.type);
    if (isLeafType(named)) echoes[arg.name] = { type: arg.type, value };
    else if (arg.name === 'input' && isInputObjectType(named) && typeof value === 'object' && !Array.isArray(value)) {
      for (const f of Object.values(named.getFields())) {
        const inner = (value as Args)[f.name];
        if (inner !== undefined && inner !== null && isLeafType(getNamedType(f.type))) echoes[f.name] ??= { type: f.type, value: inner };
      }
    }
  }
  return echoes;
}

/** The same named type and list nesting, non-null aside (`ID!` fits `ID`). */
function sameShape(output: GraphQLOutputType, input: GraphQLInputType): boolean {
  return String(output).replaceAll('!', '') === String(input).replaceAll('!', '');
}
