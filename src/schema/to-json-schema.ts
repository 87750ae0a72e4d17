import type { Schema } from '../model/schema.js';

/** A JSON Schema 2020-12 document (plain data, ready for a validator). */
export type JsonSchema = Record<string, unknown>;

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** Keywords copied as they are. `examples` are left out: annotations that validators need not read. */
const PLAIN = [
  'format', 'title', 'description', 'default', 'const', 'enum', 'deprecated', 'readOnly', 'writeOnly',
  'required', 'minProperties', 'maxProperties', 'minItems', 'maxItems', 'uniqueItems',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern',
  'contentEncoding', 'contentMediaType',
] as const;

/**
 * Turns a model Schema back into one self-contained JSON Schema 2020-12 document, e.g. to check generated
 * examples with a standard validator. The model's graph may share nodes and contain cycles: every node
 * reached more than once becomes an entry of `$defs` (keyed by its registry name when it has one) and is
 * referenced with `$ref`, so the output is finite and keeps shared schemas shared. `nullable` is already a
 * 'null' type in the model. OpenAPI-only keywords (discriminator, xml) and XSD occurrences have no JSON Schema
 * meaning and are dropped; a raw schema that could not be normalized (Avro…) becomes `true`, an empty
 * `enum` (nothing is valid) `false`.
 */
export function toJsonSchema(schema: Schema): JsonSchema {
  const writer = new JsonSchemaWriter({ refFor: (key) => `#/$defs/${key}`, shareNamed: false });
  const root = writer.write(schema);
  const result: JsonSchema = { $schema: DIALECT, ...(typeof root === 'boolean' ? (root ? {} : { not: {} }) : root) };
  const defs = writer.takeDefs();
  if (defs.length > 0) result['$defs'] = Object.fromEntries(defs);
  return result;
}

export interface JsonSchemaWriterOptions {
  /** The `$ref` value that points at the definition `key`. */
  refFor: (key: string) => string;
  /**
   * Named nodes (registry schemas) always become definitions, even when reached once: with one writer for a
   * whole document, each is then written (and compiled by a validator) once for all its roots.
   */
  shareNamed: boolean;
}

/**
 * Writes model Schemas as JSON Schema, keeping shared and recursive nodes as definitions. One writer can
 * serve many roots of one document: `write` each root, then add what `takeDefs` returns to the validator
 * (as `$defs`, or as separate resources when `refFor` gives absolute URIs).
 */
export class JsonSchemaWriter {
  private readonly keys = new Map<Schema, string>();
  private readonly usedKeys = new Set<string>();
  private readonly pending: Schema[] = [];

  constructor(private readonly options: JsonSchemaWriterOptions) {}

  /** The JSON Schema of `schema`: a `$ref` when it is a definition, else written inline. */
  write(schema: Schema): JsonSchema | boolean {
    for (const node of this.sharedWithin(schema)) this.keyOf(node);
    return this.keys.has(schema) ? { $ref: this.options.refFor(this.keyOf(schema)) } : this.convert(schema);
  }

  /** Definitions made since the last call, as [key, schema] (writing one may make others: all are included). */
  takeDefs(): Array<[string, JsonSchema | boolean]> {
    const out: Array<[string, JsonSchema | boolean]> = [];
    while (this.pending.length > 0) {
      const node = this.pending.shift()!;
      for (const inner of this.sharedWithin(node)) this.keyOf(inner);
      out.push([this.keyOf(node), this.convert(node)]);
    }
    return out;
  }

  private keyOf(node: Schema): string {
    let key = this.keys.get(node);
    if (key === undefined) {
      const base = (node.name ?? 'schema').replace(/[^A-Za-z0-9_.-]/g, '_') || 'schema';
      key = base;
      for (let i = 2; this.usedKeys.has(key); i++) key = `${base}_${i}`;
      this.usedKeys.add(key);
      this.keys.set(node, key);
      this.pending.push(node);
    }
    return key;
  }

  private isDef(node: Schema): boolean {
    return this.keys.has(node) || (this.options.shareNamed && node.name !== undefined);
  }

  /** Nodes reached more than once from `root` (shared or recursive), not looking inside definitions. */
  private sharedWithin(root: Schema): Schema[] {
    const seen = new Set<Schema>();
    const shared = new Set<Schema>();
    const stack: Schema[] = childrenOf(root);
    seen.add(root);
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (seen.has(node)) {
        shared.add(node);
        continue;
      }
      seen.add(node);
      if (!this.isDef(node)) stack.push(...childrenOf(node));
    }
    return [...shared];
  }

  private ref(node: Schema): JsonSchema | boolean {
    return this.isDef(node) ? { $ref: this.options.refFor(this.keyOf(node)) } : this.convert(node);
  }

  private convert(node: Schema): JsonSchema | boolean {
    if (node.raw) return true;
    // `enum: []` admits no value at all (Discord writes it next to an allOf); ajv refuses the empty list.
    if (node.enum && node.enum.length === 0) return false;
    const out: JsonSchema = {};
    if (node.type && node.type.length > 0) out['type'] = node.type.length === 1 ? node.type[0] : [...node.type];
    for (const key of PLAIN) if (node[key] !== undefined) out[key] = node[key];
    const map = (record: Record<string, Schema>): JsonSchema => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, this.ref(v)]));
    if (node.properties) out['properties'] = map(node.properties);
    if (node.patternProperties) out['patternProperties'] = map(node.patternProperties);
    const additional = node.additionalProperties;
    if (additional !== undefined) out['additionalProperties'] = typeof additional === 'boolean' ? additional : this.ref(additional);
    if (node.prefixItems) out['prefixItems'] = node.prefixItems.map((item) => this.ref(item));
    if (node.items) out['items'] = this.ref(node.items);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = node[key];
      if (list && list.length > 0) out[key] = list.map((item) => this.ref(item));
    }
    if (node.not) out['not'] = this.ref(node.not);
    if (node.contentSchema) out['contentSchema'] = this.ref(node.contentSchema);
    return out;
  }
}

/** The subschemas a node links to (the ones written as JSON Schema). */
export function childrenOf(node: Schema): Schema[] {
  if (node.raw) return [];
  const out: Schema[] = [];
  if (node.properties) out.push(...Object.values(node.properties));
  if (node.patternProperties) out.push(...Object.values(node.patternProperties));
  if (typeof node.additionalProperties === 'object') out.push(node.additionalProperties);
  if (node.prefixItems) out.push(...node.prefixItems);
  if (node.items) out.push(node.items);
  for (const list of [node.allOf, node.oneOf, node.anyOf]) if (list) out.push(...list);
  if (node.not) out.push(node.not);
  if (node.contentSchema) out.push(node.contentSchema);
  return out;
}
