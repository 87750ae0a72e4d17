import type { Discriminator, Schema, SchemaType, XmlInfo, XmlNodeType } from '../../model/schema.js';
import type { SpecError } from '../../model/errors.js';
import { defineLazy } from '../../model/lazy.js';
import { specError, say } from '../../errors.js';
import { asArray, asBoolean, asNumber, asString, asStringArray, assignDefined, extensionsOf, isObject, type RawObject } from '../raw.js';
import { lastToken, type RefResolver } from '../../refs/resolve-ref.js';
import { openapiMessages } from './texts.js';

const SCHEMA_TYPES = new Set<string>(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
/** Keywords that make a `$ref` with siblings a composition (JSON Schema 2020-12 semantics) rather than an annotation. */
const STRUCTURAL = ['properties', 'items', 'allOf', 'oneOf', 'anyOf', 'not', 'additionalProperties', 'prefixItems', 'patternProperties', 'required', 'type', 'enum', 'const'];

/**
 * Turns raw OpenAPI 2.0 / 3.0 / 3.1 schema objects into the model's Schema nodes.
 *
 * Each raw object is normalized once: nodes are memoized in a WeakMap and registered before being filled,
 * so every ref to one schema yields the same node and recursive schemas become object cycles. Child
 * schemas (properties, items, compositions) are lazy getters: a 12 MB spec's thousands of schemas cost
 * nothing until the UI opens one.
 */
export class SchemaNormalizer {
  private readonly nodes = new WeakMap<object, Schema>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly refs: RefResolver,
    private readonly warn: (error: SpecError) => void,
  ) {}

  /** The node of a raw schema (`name`: its key in components/schemas or definitions). */
  normalize(raw: unknown, name?: string): Schema {
    if (!isObject(raw)) return raw === false ? { not: {} } : {};
    const cached = this.nodes.get(raw);
    if (cached) {
      if (name !== undefined && cached.name === undefined) cached.name = name;
      return cached;
    }
    if (typeof raw['$ref'] === 'string') return this.fromRef(raw, raw['$ref'], name);
    const node: Schema = {};
    this.nodes.set(raw, node);
    if (name !== undefined) node.name = name;
    this.fill(node, raw);
    return node;
  }

  private fromRef(raw: RawObject, ref: string, name: string | undefined): Schema {
    const target = this.refs.deref(raw);
    if (!isObject(target)) {
      const placeholder: Schema = { description: `Unresolved reference ${ref}`, extensions: { 'x-unresolved-ref': ref } };
      if (name !== undefined) placeholder.name = name;
      this.nodes.set(raw, placeholder);
      if (!this.reported.has(ref)) {
        this.reported.add(ref);
        this.warn(specError('unresolved-ref', say(openapiMessages, 'schemaRefUnresolved', ref)));
      }
      return placeholder;
    }
    const siblings = Object.keys(raw).filter((k) => k !== '$ref' && !k.startsWith('x-'));
    if (siblings.length === 0) {
      // An alias (`Alias: {$ref: Real}`) shares Real's node, which keeps Real's name.
      const node = this.normalize(target, this.nameOfRef(ref));
      this.nodes.set(raw, node);
      return node;
    }
    // `$ref` with siblings: annotations (description, nullable…) overlay the target; structural keywords
    // combine with it as an allOf. Either way the target node itself stays shared and untouched.
    const node: Schema = {};
    this.nodes.set(raw, node);
    const targetNode = this.normalize(target, this.nameOfRef(ref));
    if (siblings.some((k) => STRUCTURAL.includes(k))) {
      const rest: RawObject = {};
      for (const k of siblings) rest[k] = raw[k];
      node.allOf = [targetNode, this.normalize(rest)];
    } else {
      Object.defineProperties(node, Object.getOwnPropertyDescriptors(targetNode));
      this.fillAnnotations(node, raw);
      if (raw['nullable'] === true || raw['x-nullable'] === true) addNull(node);
    }
    if (name !== undefined) node.name = name;
    return node;
  }

  /** Name of a component schema a ref points at ("#/components/schemas/Pet" → "Pet"), else undefined. */
  private nameOfRef(ref: string): string | undefined {
    return /#\/(?:components\/schemas|definitions)\/[^/]+$/.test(ref) ? lastToken(ref) : undefined;
  }

  private fill(node: Schema, raw: RawObject): void {
    const types = this.types(raw);
    if (types) node.type = types;
    if (raw['type'] === 'file' && raw['format'] === undefined) node.format = 'binary';
    this.fillAnnotations(node, raw);
    // `nullable` is 3.0 and `x-nullable` 2.0, but converted 3.1 specs keep them and mean the same thing.
    if (raw['nullable'] === true || raw['x-nullable'] === true) addNull(node);
    assignDefined(node, {
      enum: Array.isArray(raw['enum']) ? raw['enum'] : undefined,
      const: raw['const'],
      required: Array.isArray(raw['required']) ? asStringArray(raw['required']) : undefined,
      minProperties: asNumber(raw['minProperties']),
      maxProperties: asNumber(raw['maxProperties']),
      minItems: asNumber(raw['minItems']),
      maxItems: asNumber(raw['maxItems']),
      uniqueItems: asBoolean(raw['uniqueItems']),
      minimum: asNumber(raw['minimum']),
      maximum: asNumber(raw['maximum']),
      multipleOf: asNumber(raw['multipleOf']),
      minLength: asNumber(raw['minLength']),
      maxLength: asNumber(raw['maxLength']),
      pattern: asString(raw['pattern']),
      contentEncoding: asString(raw['contentEncoding']),
      contentMediaType: asString(raw['contentMediaType']),
      discriminator: this.discriminator(raw['discriminator']),
      xml: isObject(raw['xml']) ? xmlInfo(raw['xml']) : undefined,
      extensions: extensionsOf(raw),
    });
    this.fillExclusiveBounds(node, raw);
    this.defineChildren(node, raw);
  }

  /** Fields that may also sit next to a `$ref` and override the target's. */
  private fillAnnotations(node: Schema, raw: RawObject): void {
    assignDefined(node, {
      format: asString(raw['format']),
      title: asString(raw['title']),
      description: asString(raw['description']),
      default: raw['default'],
      deprecated: asBoolean(raw['deprecated']),
      readOnly: asBoolean(raw['readOnly']),
      writeOnly: asBoolean(raw['writeOnly']),
      externalDocs: isObject(raw['externalDocs']) && typeof raw['externalDocs']['url'] === 'string'
        ? (raw['externalDocs'] as { url: string; description?: string })
        : undefined,
    });
    if (raw['example'] !== undefined) node.example = raw['example'];
    if (Array.isArray(raw['examples'])) {
      node.examples = raw['examples'];
      if (node.example === undefined && raw['examples'].length > 0) node.example = raw['examples'][0];
    }
  }

  private types(raw: RawObject): SchemaType[] | undefined {
    const type = raw['type'];
    if (typeof type === 'string') {
      if (type === 'file') return ['string'];
      return SCHEMA_TYPES.has(type) ? [type as SchemaType] : undefined;
    }
    if (Array.isArray(type)) return type.filter((t): t is SchemaType => typeof t === 'string' && SCHEMA_TYPES.has(t));
    return undefined;
  }

  /** 2.0/3.0 boolean exclusiveMinimum/Maximum become the numeric 3.1 form; the plain bound is then dropped. */
  private fillExclusiveBounds(node: Schema, raw: RawObject): void {
    for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      const value = raw[exclusive];
      if (typeof value === 'number') node[exclusive] = value;
      else if (value === true && node[bound] !== undefined) {
        node[exclusive] = node[bound];
        delete node[bound];
      }
    }
  }

  private discriminator(raw: unknown): Discriminator | undefined {
    if (typeof raw === 'string') return { propertyName: raw };
    if (!isObject(raw) || typeof raw['propertyName'] !== 'string') return undefined;
    const result: Discriminator = { propertyName: raw['propertyName'] };
    if (isObject(raw['mapping'])) {
      const mapping: Record<string, string> = {};
      for (const [value, target] of Object.entries(raw['mapping'])) {
        if (typeof target === 'string') mapping[value] = target.includes('/') ? lastToken(target) : target;
      }
      result.mapping = mapping;
    }
    const fallback = asString(raw['defaultMapping']);
    if (fallback !== undefined) result.defaultMapping = fallback.includes('/') ? lastToken(fallback) : fallback;
    return result;
  }

  private defineChildren(node: Schema, raw: RawObject): void {
    const map = (value: unknown): Record<string, Schema> => {
      const out: Record<string, Schema> = {};
      if (isObject(value)) for (const key of Object.keys(value)) out[key] = this.normalize(value[key]);
      return out;
    };
    const list = (value: unknown): Schema[] => asArray(value).map((item) => this.normalize(item));
    if (isObject(raw['properties'])) defineLazy(node, 'properties', () => map(raw['properties']));
    if (isObject(raw['patternProperties'])) defineLazy(node, 'patternProperties', () => map(raw['patternProperties']));
    const additional = raw['additionalProperties'];
    if (typeof additional === 'boolean') node.additionalProperties = additional;
    else if (isObject(additional)) defineLazy(node, 'additionalProperties', () => this.normalize(additional));
    const items = raw['items'];
    if (isObject(items)) defineLazy(node, 'items', () => this.normalize(items));
    else if (Array.isArray(items)) defineLazy(node, 'prefixItems', () => list(items));
    if (Array.isArray(raw['prefixItems'])) defineLazy(node, 'prefixItems', () => list(raw['prefixItems']));
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (Array.isArray(raw[key])) defineLazy(node, key, () => list(raw[key]));
    }
    if (raw['not'] !== undefined) defineLazy(node, 'not', () => this.normalize(raw['not']));
    if (isObject(raw['contentSchema'])) defineLazy(node, 'contentSchema', () => this.normalize(raw['contentSchema']));
  }
}

const NODE_TYPES = new Set<string>(['element', 'attribute', 'text', 'cdata', 'none']);

/**
 * The XML Object. 3.2's `nodeType` replaces `attribute` and `wrapped`; the old flags are kept and an
 * `attribute: true` reads as nodeType 'attribute' so every reader asks one question.
 */
function xmlInfo(raw: RawObject): XmlInfo {
  const declared = asString(raw['nodeType']);
  const nodeType = declared !== undefined && NODE_TYPES.has(declared) ? (declared as XmlNodeType) : raw['attribute'] === true ? 'attribute' : undefined;
  return assignDefined<XmlInfo>(
    {},
    {
      name: asString(raw['name']),
      namespace: asString(raw['namespace']),
      prefix: asString(raw['prefix']),
      attribute: asBoolean(raw['attribute']),
      wrapped: asBoolean(raw['wrapped']),
      nodeType,
    },
  );
}

/** Folds nullability into the type list; without a type the schema already allows null. */
function addNull(node: Schema): void {
  if (node.type && !node.type.includes('null')) node.type = [...node.type, 'null'];
}
