/** What single keywords ask of a generated value: the type they imply, the schema of a key, the property count. */
import type { Schema, SchemaType } from '../model/schema.js';
import { compilePattern } from './matches-schema.js';

/** The type an untyped schema's keywords imply, if any. */
export function inferredType(node: Schema): SchemaType | undefined {
  if (node.properties || node.additionalProperties !== undefined || node.patternProperties || node.required || node.minProperties !== undefined) return 'object';
  if (node.items || node.prefixItems || node.minItems !== undefined || node.maxItems !== undefined) return 'array';
  if (node.format !== undefined || node.pattern !== undefined || node.minLength !== undefined || node.maxLength !== undefined) return 'string';
  if (node.minimum !== undefined || node.maximum !== undefined || node.exclusiveMinimum !== undefined || node.exclusiveMaximum !== undefined || node.multipleOf !== undefined) return 'number';
  return undefined;
}

/** The schema of a property not listed in `properties`: a matching patternProperties entry, else additionalProperties. */
export function schemaOfKey(node: Schema, name: string): Schema {
  for (const [pattern, schema] of Object.entries(node.patternProperties ?? {})) {
    if (compilePattern(pattern)?.test(name)) return schema;
  }
  return typeof node.additionalProperties === 'object' ? node.additionalProperties : {};
}

/** Leaves out optional properties, last ones first, down to maxProperties. */
export function trimToMaxProperties(result: Record<string, unknown>, node: Schema, required: Set<string>): void {
  if (node.maxProperties === undefined) return;
  for (const name of Object.keys(result).filter((key) => !required.has(key)).reverse()) {
    if (Object.keys(result).length <= node.maxProperties) return;
    delete result[name];
  }
}
