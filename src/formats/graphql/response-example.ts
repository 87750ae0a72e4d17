/**
 * The response a server could send for a GraphQL operation document: the operation's selection set walked
 * against the schema's types (the model's, read through a TypeLookup; no schema is built and nothing executed).
 * Fields are collected as graphql-js executes them: the alias is the response key, fragments apply when their
 * type condition does, `@skip`/`@include` are honoured and fields repeated under one key have their selections
 * merged. A list gets one item; an interface or union takes its first possible object type that a fragment in
 * the selection applies to (so the fragment's fields show), else its first possible object type. Leaves take
 * placeholder values (scalar-sample.ts). Deterministic.
 */
import {
  Kind,
  parse,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { GraphqlRootKind, GraphqlType } from '../../model/index.js';
import type { TypeLookup } from './example.js';
import { leafSample } from './scalar-sample.js';

export interface ResponseContext {
  lookup: TypeLookup;
  /** The schema's root type names (`ApiModel.graphql.rootTypes`). */
  rootTypes: Partial<Record<GraphqlRootKind, string>>;
  /** Values of the operation's variables (`@skip(if: $v)`); a missing one leaves the field in. */
  variables?: Readonly<Record<string, unknown>>;
  /** Which operation of the document (default: the first). */
  operationName?: string;
}

export interface ExampleResponse {
  data: Record<string, unknown>;
}

/** The example response of the document's operation; undefined when the text does not parse or has no such operation. */
export function exampleResponse(document: string, context: ResponseContext): ExampleResponse | undefined {
  let ast: DocumentNode;
  try {
    ast = parse(document, { noLocation: true });
  } catch {
    return undefined;
  }
  const operations = ast.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = context.operationName ? operations.find((o) => o.name?.value === context.operationName) : operations[0];
  const rootName = operation ? context.rootTypes[operation.operation] : undefined;
  if (!operation || rootName === undefined) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of ast.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const walker = new SelectionWalker(context.lookup, fragments, { ...booleanDefaults(operation), ...context.variables });
  return { data: walker.object(rootName, [operation.selectionSet]) };
}

/** The operation's variables with a Boolean literal default (what `@skip`/`@include` can read). */
function booleanDefaults(operation: OperationDefinitionNode): Record<string, boolean> {
  const defaults: Record<string, boolean> = {};
  for (const v of operation.variableDefinitions ?? []) if (v.defaultValue?.kind === Kind.BOOLEAN) defaults[v.variable.name.value] = v.defaultValue.value;
  return defaults;
}

class SelectionWalker {
  constructor(
    private readonly lookup: TypeLookup,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Readonly<Record<string, unknown>>,
  ) {}

  /** The value of an object type for the merged selection sets of the fields asking for it. */
  object(typeName: string, sets: readonly SelectionSetNode[]): Record<string, unknown> {
    const type = this.lookup.type(typeName);
    const fields = new Map<string, FieldNode[]>();
    for (const set of sets) this.collect(typeName, set, fields, new Set());
    const value: Record<string, unknown> = {};
    for (const [key, nodes] of fields) value[key] = this.field(typeName, type, nodes);
    return value;
  }

  /** CollectFields of the GraphQL spec: response key → the field nodes answering to it, in document order. */
  private collect(typeName: string, set: SelectionSetNode, into: Map<string, FieldNode[]>, visited: Set<string>): void {
    for (const selection of set.selections) {
      if (!this.included(selection.directives)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = into.get(key);
        if (list) list.push(selection);
        else into.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        if (condition === undefined || this.applies(condition, typeName)) this.collect(typeName, selection.selectionSet, into, visited);
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        if (visited.has(name) || !fragment || !this.applies(fragment.typeCondition.name.value, typeName)) continue;
        visited.add(name);
        this.collect(typeName, fragment.selectionSet, into, visited);
      }
    }
  }

  private field(parentName: string, parent: GraphqlType | undefined, nodes: readonly FieldNode[]): unknown {
    const name = nodes[0]!.name.value;
    if (name === '__typename') return parentName;
    const definition = parent?.fields.find((f) => f.name === name);
    if (!definition) return null;
    const sets = nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
    return this.value(definition.type, definition.typeName, sets);
  }

  /** A value of a type reference (`[User!]!`): one item per list level. */
  private value(typeRef: string, typeName: string, sets: readonly SelectionSetNode[]): unknown {
    const ref = typeRef.endsWith('!') ? typeRef.slice(0, -1) : typeRef;
    if (ref.startsWith('[') && ref.endsWith(']')) return [this.value(ref.slice(1, -1), typeName, sets)];
    const type = this.lookup.type(typeName);
    if (type === undefined || type.kind === 'scalar' || type.kind === 'enum') return leafSample(typeName, type);
    if (type.kind === 'interface' || type.kind === 'union') return this.object(this.concreteType(type, sets), sets);
    return this.object(typeName, sets);
  }

  /** The possible object type an abstract type's value takes (see the module comment). */
  private concreteType(type: GraphqlType, sets: readonly SelectionSetNode[]): string {
    const members = type.kind === 'union' ? type.possibleTypes : this.lookup.implementedBy(type.name);
    const objects = members.filter((name) => this.lookup.type(name)?.kind === 'object');
    const conditions = [...new Set(sets.flatMap((set) => this.conditions(set)))];
    return objects.find((name) => conditions.some((c) => this.applies(c, name))) ?? objects[0] ?? type.name;
  }

  /** Type conditions of the fragments directly in a selection set. */
  private conditions(set: SelectionSetNode): string[] {
    return set.selections.flatMap((s) => {
      if (s.kind === Kind.INLINE_FRAGMENT) return s.typeCondition ? [s.typeCondition.name.value] : this.conditions(s.selectionSet);
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = this.fragments.get(s.name.value);
        return fragment ? [fragment.typeCondition.name.value] : [];
      }
      return [];
    });
  }

  /** Whether a fragment on `condition` applies to an object of type `typeName`. */
  private applies(condition: string, typeName: string): boolean {
    if (condition === typeName) return true;
    const type = this.lookup.type(typeName);
    if (type?.interfaces.includes(condition)) return true;
    const target = this.lookup.type(condition);
    return target?.kind === 'union' && target.possibleTypes.includes(typeName);
  }

  /** `@skip(if:)` and `@include(if:)`, literal or variable; an unknown variable keeps the selection. */
  private included(directives: readonly DirectiveNode[] | undefined): boolean {
    for (const directive of directives ?? []) {
      const name = directive.name.value;
      if (name !== 'skip' && name !== 'include') continue;
      const condition = this.boolean(directive.arguments?.find((a) => a.name.value === 'if')?.value);
      if (condition !== undefined && condition === (name === 'skip')) return false;
    }
    return true;
  }

  private boolean(node: ValueNode | undefined): boolean | undefined {
    if (node?.kind === Kind.BOOLEAN) return node.value;
    if (node?.kind === Kind.VARIABLE) {
      const value = this.variables[node.name.value];
      return typeof value === 'boolean' ? value : undefined;
    }
    return undefined;
  }
}
