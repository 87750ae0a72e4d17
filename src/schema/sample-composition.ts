/** How the sample generator reads compositions: merged allOf, oneOf/anyOf branches, discriminators. */
import type { Discriminator, Schema } from '../model/schema.js';
import { mergeAllOf } from './merge-all-of.js';
import { isRecord, matchesSchema } from './matches-schema.js';

/** Keywords that describe a schema without constraining its values. */
const ANNOTATIONS = new Set<string>([
  'name', 'title', 'description', 'default', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly',
  'discriminator', 'xml', 'externalDocs', 'extensions', 'graphql', 'minOccurs', 'maxOccurs', 'nillable', 'namespace',
]);

const mergedNodes = new WeakMap<Schema, Schema>();
const restOf = new WeakMap<Schema, Map<Schema[], Schema>>();
const combined = new WeakMap<Schema, WeakMap<Schema, Schema>>();

/**
 * mergeAllOf, once per schema object, where a property declared by several members keeps all their
 * constraints (mergeAllOf keeps the last declaration: `{format: uri}` then `{type: string}` lost the format).
 */
export function mergedOf(node: Schema): Schema {
  let merged = mergedNodes.get(node);
  if (!merged) {
    merged = mergeAllOf(node);
    if (merged !== node) {
      const declarations = new Map<string, Set<Schema>>();
      for (const part of allOfParts(node, new Set())) {
        for (const [name, property] of Object.entries(part.properties ?? {})) {
          const seen = declarations.get(name) ?? new Set();
          declarations.set(name, seen.add(property));
        }
      }
      const shared = [...declarations].filter(([, seen]) => seen.size > 1);
      if (shared.length > 0) {
        merged.properties = { ...merged.properties };
        for (const [name, seen] of shared) merged.properties[name] = { allOf: [...seen] };
      }
    }
    mergedNodes.set(node, merged);
  }
  return merged;
}

/** A schema and its allOf members, members' members included (each once). */
function allOfParts(node: Schema, seen: Set<Schema>): Schema[] {
  if (seen.has(node)) return [];
  seen.add(node);
  return [node, ...(node.allOf ?? []).flatMap((member) => allOfParts(member, seen))];
}

/** The schema without the oneOf or anyOf list `branches` (cached, so the result keeps its identity). */
export function withoutChoices(node: Schema, branches: Schema[]): Schema {
  let byList = restOf.get(node);
  if (!byList) restOf.set(node, (byList = new Map()));
  let rest = byList.get(branches);
  if (!rest) {
    rest = { ...node };
    if (node.oneOf === branches) delete rest.oneOf;
    else delete rest.anyOf;
    byList.set(branches, rest);
  }
  return rest;
}

/** `branch` with the constraints of `rest` merged in; `branch` itself when `rest` constrains nothing. */
export function combineWith(rest: Schema, branch: Schema): Schema {
  if (Object.keys(rest).every((key) => ANNOTATIONS.has(key) || rest[key as keyof Schema] === undefined)) return branch;
  let byBranch = combined.get(rest);
  if (!byBranch) combined.set(rest, (byBranch = new WeakMap()));
  let schema = byBranch.get(branch);
  if (!schema) {
    schema = mergeAllOf({ allOf: [rest, branch] });
    // The branch's name says which discriminator value it stands for.
    if (branch.name !== undefined) schema.name = branch.name;
    byBranch.set(branch, schema);
  }
  return schema;
}

/** The discriminator value naming schema `name`: its key in the mapping, else the name itself (implicit mapping). */
export function discriminatorValue(discriminator: Discriminator, name: string): string {
  for (const [value, target] of Object.entries(discriminator.mapping ?? {})) if (target === name) return value;
  return name;
}

/**
 * `value` (valid for `chosen`: `branch` with the oneOf's own keywords) made invalid for the other oneOf
 * branches it also satisfies. For each, first leave out the optional properties that the other branch
 * requires (`oneOf: [{required: [id]}, {required: [owner, repo]}]`); else set to null a property the other
 * branch declares and does not allow to be null. The value itself when neither works.
 */
export function apartFrom(value: unknown, branch: Schema, chosen: Schema, branches: Schema[]): unknown {
  if (!isRecord(value)) return value;
  const ownRequired = new Set(mergedOf(chosen).required ?? []);
  let out = value;
  for (const other of branches) {
    if (other === branch || !matchesSchema(out, other)) continue;
    const otherSchema = mergedOf(other);
    const without = { ...out };
    for (const name of otherSchema.required ?? []) if (!ownRequired.has(name)) delete without[name];
    if (!matchesSchema(without, other) && matchesSchema(without, chosen)) {
      out = without;
      continue;
    }
    const properties = otherSchema.properties ?? {};
    const name = Object.keys(properties).find((key) => {
      if (Object.hasOwn(out, key) || matchesSchema(null, properties[key]!)) return false;
      return matchesSchema({ ...out, [key]: null }, chosen);
    });
    if (name === undefined) return value;
    out = { ...out, [name]: null };
  }
  return out;
}

/** A schema that admits null and nothing else (`{type: null}`, `{const: null}`, `{enum: [null]}`). */
export function onlyNull(node: Schema): boolean {
  if (node.const === null) return true;
  if (node.enum) return node.enum.length > 0 && node.enum.every((v) => v === null);
  return node.type !== undefined && node.type.length > 0 && node.type.every((t) => t === 'null');
}
