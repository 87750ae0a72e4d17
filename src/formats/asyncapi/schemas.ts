import type { Schema, SchemaType } from '../../model/schema.js';
import { asArray, asNumber, asString, entries, isObject, type RawObject } from '../raw.js';
import { authorExtensionsOf, isParserKey, plainData } from './parser-data.js';

const SCHEMA_TYPES = new Set<string>(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** Schema formats whose schemas are JSON Schema (or close enough to read as one). */
const JSON_SCHEMA_FORMAT = /^application\/(vnd\.aai\.asyncapi|schema\+json|schema\+yaml|vnd\.oai\.openapi)/;

/** True when a `schemaFormat` names JSON Schema (the AsyncAPI default), false for Avro, RAML, Protobuf … */
export function isJsonSchemaFormat(format: string | undefined): boolean {
  return format === undefined || JSON_SCHEMA_FORMAT.test(format);
}

/**
 * Turns the dereferenced view's AsyncAPI Schema objects (JSON Schema draft 7 superset) into model nodes.
 *
 * Each raw object becomes one node (memoized before its children are filled, so recursive schemas become
 * object cycles). A `$ref` to an entry of `components.schemas` is that entry's object in the view
 * (deref-document.ts), so it shares the named node.
 */
export class SchemaConverter {
  private readonly nodes = new WeakMap<object, Schema>();
  private readonly named = new Map<string, { raw: RawObject; node: Schema }>();

  /** Registers `components.schemas` first so later references share their nodes. */
  registerNamed(components: unknown): Map<string, Schema> {
    const result = new Map<string, Schema>();
    for (const [name, raw] of entries(components)) {
      if (!isObject(raw)) continue;
      const node: Schema = { name };
      this.nodes.set(raw, node);
      this.named.set(name, { raw, node });
      result.set(name, node);
    }
    for (const { raw, node } of this.named.values()) this.fill(node, raw);
    return result;
  }

  /** The node of a raw schema; non-objects become "any" (`true`) or "nothing" (`false`). */
  convert(raw: unknown): Schema {
    if (!isObject(raw)) return raw === false ? { not: {} } : {};
    const cached = this.nodes.get(raw);
    if (cached) return cached;
    const node: Schema = {};
    this.nodes.set(raw, node);
    this.fill(node, raw);
    return node;
  }

  /** A payload in a non-JSON-Schema format (Avro …): shown verbatim. */
  rawSchema(format: string, value: unknown): Schema {
    return { raw: { format, value: plainData(value, new Set()) }, description: `Schema in ${format}, shown as written.` };
  }

  /** A payload or headers value with an optional format (2.x `schemaFormat`, 3.0 multi-format schema object). */
  payload(raw: unknown, format?: string): Schema | undefined {
    if (raw === undefined) return undefined;
    if (isObject(raw) && typeof raw['schemaFormat'] === 'string' && 'schema' in raw) {
      return this.payload(raw['schema'], raw['schemaFormat']);
    }
    return isJsonSchemaFormat(format) ? this.convert(raw) : this.rawSchema(format ?? 'unknown', raw);
  }

  private fill(node: Schema, raw: RawObject): void {
    const types = (Array.isArray(raw['type']) ? raw['type'] : [raw['type']]).filter(
      (t): t is SchemaType => typeof t === 'string' && SCHEMA_TYPES.has(t),
    );
    if (types.length > 0) node.type = types;
    const text = (key: 'format' | 'title' | 'description' | 'pattern' | 'contentEncoding' | 'contentMediaType') => {
      const value = asString(raw[key]);
      if (value !== undefined) node[key] = value;
    };
    (['format', 'title', 'description', 'pattern', 'contentEncoding', 'contentMediaType'] as const).forEach(text);
    const numbers = [
      'minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties',
    ] as const;
    for (const key of numbers) {
      const value = asNumber(raw[key]);
      if (value !== undefined) node[key] = value;
    }
    this.fillExclusive(node, raw);
    if ('default' in raw) node.default = raw['default'];
    if ('const' in raw) node.const = raw['const'];
    if (Array.isArray(raw['enum'])) node.enum = raw['enum'];
    if (Array.isArray(raw['examples'])) {
      node.examples = raw['examples'];
      if (raw['examples'].length > 0) node.example = raw['examples'][0];
    }
    if ('example' in raw) node.example = raw['example'];
    for (const flag of ['deprecated', 'readOnly', 'writeOnly', 'uniqueItems'] as const) {
      if (raw[flag] === true) node[flag] = true;
    }
    if (Array.isArray(raw['required'])) node.required = raw['required'].filter((r): r is string => typeof r === 'string');
    this.fillChildren(node, raw);
    const discriminator = raw['discriminator'];
    if (typeof discriminator === 'string') node.discriminator = { propertyName: discriminator };
    else if (isObject(discriminator) && typeof discriminator['propertyName'] === 'string') {
      node.discriminator = { propertyName: discriminator['propertyName'] };
    }
    const docs = raw['externalDocs'];
    if (isObject(docs) && typeof docs['url'] === 'string') {
      node.externalDocs = { url: docs['url'], ...(typeof docs['description'] === 'string' ? { description: docs['description'] } : {}) };
    }
    const extensions = authorExtensionsOf(raw);
    if (extensions) node.extensions = extensions;
  }

  /** Draft 7 numeric exclusive bounds; draft 4 booleans are folded into numbers using minimum/maximum. */
  private fillExclusive(node: Schema, raw: RawObject): void {
    const min = raw['exclusiveMinimum'];
    const max = raw['exclusiveMaximum'];
    if (typeof min === 'number') node.exclusiveMinimum = min;
    else if (min === true && node.minimum !== undefined) node.exclusiveMinimum = node.minimum;
    if (typeof max === 'number') node.exclusiveMaximum = max;
    else if (max === true && node.maximum !== undefined) node.exclusiveMaximum = node.maximum;
  }

  private fillChildren(node: Schema, raw: RawObject): void {
    const map = (value: unknown): Record<string, Schema> | undefined => {
      if (!isObject(value)) return undefined;
      const result: Record<string, Schema> = {};
      for (const [key, child] of Object.entries(value)) if (!isParserKey(key)) result[key] = this.convert(child);
      return result;
    };
    const list = (value: unknown): Schema[] | undefined =>
      Array.isArray(value) && value.length > 0 ? value.map((child) => this.convert(child)) : undefined;

    const properties = map(raw['properties']);
    if (properties) node.properties = properties;
    const patternProperties = map(raw['patternProperties']);
    if (patternProperties) node.patternProperties = patternProperties;
    const additional = raw['additionalProperties'];
    if (typeof additional === 'boolean') node.additionalProperties = additional;
    else if (isObject(additional)) node.additionalProperties = this.convert(additional);
    const items = raw['items'];
    if (Array.isArray(items)) node.prefixItems = items.map((child) => this.convert(child));
    else if (items !== undefined) node.items = this.convert(items);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const children = list(asArray(raw[key]));
      if (children) node[key] = children;
    }
    if (raw['not'] !== undefined) node.not = this.convert(raw['not']);
  }
}
