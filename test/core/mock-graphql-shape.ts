/**
 * An independent check that a GraphQL answer fits its query: every object holds exactly the response keys its
 * selection set asks for (aliases, merged fields, named and inline fragments applied by the object's runtime
 * type, literal @skip/@include), in order; every value fits its field's type (non-null, lists, enums, the
 * built-in scalars). Walks the query with graphql-js's AST and the schema, not the mock's code.
 */
import assert from 'node:assert/strict';
import {
  GraphQLNonNull,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  typeFromAST,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/** Asserts that `data` is the shape `query` asks of `schema` (the one operation, or `operationName`). */
export function assertShape(schema: GraphQLSchema, query: string, data: unknown, operationName?: string): void {
  const document = parse(query);
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName === undefined ? operations[0] : operations.find((o) => o.name?.value === operationName);
  assert.ok(operation, 'the operation is in the query');
  const root = schema.getRootType(operation.operation);
  assert.ok(root, `the schema has a ${operation.operation} root`);
  checkValue(schema, new GraphQLNonNull(root), [...operation.selectionSet.selections], data, fragments, 'data');
}

function checkValue(schema: GraphQLSchema, type: GraphQLOutputType, selections: SelectionNode[], value: unknown, fragments: Fragments, path: string): void {
  if (isNonNullType(type)) {
    assert.notEqual(value, null, `${path} is not null`);
    checkValue(schema, type.ofType, selections, value, fragments, path);
    return;
  }
  if (value === null) return;
  if (isListType(type)) {
    assert.ok(Array.isArray(value), `${path} is a list`);
    value.forEach((item, i) => checkValue(schema, type.ofType, selections, item, fragments, `${path}[${i}]`));
    return;
  }
  if (isEnumType(type)) {
    assert.ok(typeof value === 'string' && type.getValue(value), `${path}: ${String(value)} is a value of ${type.name}`);
    return;
  }
  if (isScalarType(type)) {
    checkScalar(type.name, value, path);
    return;
  }
  assert.ok(typeof value === 'object' && !Array.isArray(value), `${path} is an object`);
  const record = value as Record<string, unknown>;
  const runtime = runtimeType(schema, type, record, path);
  const fields = collectFields(schema, runtime, selections, fragments);
  assert.deepEqual(Object.keys(record), [...fields.keys()], `${path}: the keys the selection asks for, in order`);
  for (const [key, nodes] of fields) {
    const name = nodes[0]!.name.value;
    if (name === '__typename') {
      assert.equal(record[key], runtime.name, `${path}.${key}`);
      continue;
    }
    const field = name === '__schema' ? SchemaMetaFieldDef : name === '__type' ? TypeMetaFieldDef : runtime.getFields()[name];
    assert.ok(field, `${runtime.name}.${name} exists`);
    const sub = nodes.flatMap((n) => n.selectionSet?.selections ?? []);
    checkValue(schema, field.type, sub, record[key], fragments, `${path}.${key}`);
  }
}

function checkScalar(name: string, value: unknown, path: string): void {
  if (name === 'Int') assert.ok(Number.isInteger(value), `${path} is an Int`);
  else if (name === 'Float') assert.equal(typeof value, 'number', `${path} is a Float`);
  else if (name === 'Boolean') assert.equal(typeof value, 'boolean', `${path} is a Boolean`);
  else if (name === 'String' || name === 'ID') assert.equal(typeof value, 'string', `${path} is a ${name}`);
  else assert.notEqual(value, undefined, `${path} has a value`);
}

/** The object type of a value: the field's own, or for a union or interface the value's `__typename`. */
function runtimeType(schema: GraphQLSchema, type: GraphQLCompositeType, value: Record<string, unknown>, path: string): GraphQLObjectType {
  if (isObjectType(type)) return type;
  const name = value['__typename'];
  assert.equal(typeof name, 'string', `${path}: the test's queries select __typename on abstract types`);
  const runtime = schema.getType(name as string);
  assert.ok(isObjectType(runtime) && isAbstractType(type) && schema.isSubType(type, runtime), `${path}: ${String(name)} is a ${type.name}`);
  return runtime;
}

/** Response key → the field nodes merged under it, as graphql-js's CollectFields does. */
function collectFields(schema: GraphQLSchema, runtime: GraphQLObjectType, selections: readonly SelectionNode[], fragments: Fragments, into = new Map<string, FieldNode[]>()): Map<string, FieldNode[]> {
  for (const selection of selections) {
    if (!included(selection)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      into.set(key, [...(into.get(key) ?? []), selection]);
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
    assert.ok(fragment, 'every spread fragment is defined');
    const condition = fragment.typeCondition ? getNamedType(typeFromAST(schema, fragment.typeCondition)) : undefined;
    const applies = !condition || condition === runtime || (isAbstractType(condition) && schema.isSubType(condition, runtime));
    if (applies) collectFields(schema, runtime, fragment.selectionSet.selections, fragments, into);
  }
  return into;
}

/** `@skip(if: true)` and `@include(if: false)` with literal arguments leave a selection out. */
function included(selection: SelectionNode): boolean {
  for (const directive of selection.directives ?? []) {
    const arg = directive.arguments?.find((a) => a.name.value === 'if')?.value;
    if (arg?.kind !== Kind.BOOLEAN) continue;
    if (directive.name.value === 'skip' && arg.value) return false;
    if (directive.name.value === 'include' && !arg.value) return false;
  }
  return true;
}
