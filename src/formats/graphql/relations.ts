import type { GraphqlDirective, GraphqlRelations, GraphqlUsage } from '../../model/index.js';

type Named = { name: string; typeName: string };

/** What the relations need of a type: names only (cheap to read from graphql-js without converting the type). */
export interface TypeLinks {
  name: string;
  interfaces: readonly string[];
  possibleTypes: readonly string[];
  fields: ReadonlyArray<Named & { args: readonly Named[] }>;
  inputFields: readonly Named[];
}

/** Reverse relations of a schema: who implements an interface, where a type is used, which unions contain it. */
export function buildRelations(types: Iterable<TypeLinks>, directives: readonly GraphqlDirective[]): GraphqlRelations {
  const implementedBy = new Map<string, string[]>();
  const usedBy = new Map<string, GraphqlUsage[]>();
  const memberOf = new Map<string, string[]>();
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const type of types) {
    for (const name of type.interfaces) push(implementedBy, name, type.name);
    for (const member of type.possibleTypes) {
      push(memberOf, member, type.name);
      push(usedBy, member, { kind: 'union-member', coordinate: type.name, owner: type.name });
    }
    for (const f of type.fields) {
      push(usedBy, f.typeName, { kind: 'field', coordinate: `${type.name}.${f.name}`, owner: type.name, field: f.name });
      for (const arg of f.args) {
        push(usedBy, arg.typeName, { kind: 'argument', coordinate: `${type.name}.${f.name}(${arg.name}:)`, owner: type.name, field: f.name });
      }
    }
    for (const f of type.inputFields) {
      push(usedBy, f.typeName, { kind: 'input-field', coordinate: `${type.name}.${f.name}`, owner: type.name, field: f.name });
    }
  }
  for (const d of directives) {
    for (const arg of d.args) push(usedBy, arg.typeName, { kind: 'directive-argument', coordinate: `@${d.name}(${arg.name}:)`, owner: `@${d.name}` });
  }
  return { implementedBy, usedBy, memberOf };
}
