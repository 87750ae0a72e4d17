import type { Schema, SchemaType } from '../model/schema.js';
import { mergeAllOf } from './merge-all-of.js';

export interface SampleOptions {
  /** 'request' omits readOnly properties, 'response' omits writeOnly ones. Default 'response'. */
  mode?: 'request' | 'response';
  /** Nesting depth after which nested objects/arrays are left empty. Default 8. */
  maxDepth?: number;
}

/** Values for string formats: realistic enough to read, valid for the format. */
const STRING_FORMATS: Record<string, string> = {
  'date-time': '2024-01-01T12:00:00Z',
  date: '2024-01-01',
  time: '12:00:00Z',
  duration: 'P1D',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': '/path',
  iri: 'https://example.com',
  'uri-template': 'https://example.com/{id}',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  byte: 'ZXhhbXBsZQ==',
  binary: '',
  password: 'password',
  'json-pointer': '/a/b',
  regex: '^[a-z]+$',
};

/**
 * Builds an example value from a schema: example/const/default/enum first, then a value per type
 * (formats get realistic strings), required and optional properties, first branch of oneOf/anyOf, allOf
 * merged. Safe on recursive schemas: a schema already being sampled higher up, or past `maxDepth`, yields
 * nothing (the property is left out, arrays stay empty).
 */
export function sampleFromSchema(schema: Schema, options: SampleOptions = {}): unknown {
  const mode = options.mode ?? 'response';
  const maxDepth = options.maxDepth ?? 8;
  const active = new Set<Schema>();

  const sample = (node: Schema, depth: number): unknown => {
    if (node.example !== undefined) return node.example;
    if (node.const !== undefined) return node.const;
    if (node.default !== undefined) return node.default;
    if (node.enum && node.enum.length > 0) return node.enum[0];
    if (active.has(node) || depth > maxDepth) return undefined;
    active.add(node);
    try {
      return sampleStructure(node, depth);
    } finally {
      active.delete(node);
    }
  };

  const sampleStructure = (node: Schema, depth: number): unknown => {
    if (node.allOf && node.allOf.length > 0) {
      const merged = mergeAllOf(node);
      return merged === node ? undefined : sample(merged, depth);
    }
    const branch = node.oneOf?.[0] ?? node.anyOf?.[0];
    if (branch) {
      const chosen = sample(branch, depth + 1);
      if (!node.properties) return chosen;
      const own = sampleObject(node, depth);
      return isRecord(chosen) ? { ...own, ...chosen } : own;
    }
    switch (primaryType(node)) {
      case 'object':
        return sampleObject(node, depth);
      case 'array':
        return sampleArray(node, depth);
      case 'string':
        return sampleString(node);
      case 'integer':
        return sampleNumber(node, true);
      case 'number':
        return sampleNumber(node, false);
      case 'boolean':
        return true;
      default:
        return null;
    }
  };

  const sampleObject = (node: Schema, depth: number): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      if (mode === 'request' && property.readOnly) continue;
      if (mode === 'response' && property.writeOnly) continue;
      const value = sample(property, depth + 1);
      if (value !== undefined) result[name] = value;
    }
    const additional = node.additionalProperties;
    if (!node.properties && typeof additional === 'object') {
      const value = sample(additional, depth + 1);
      if (value !== undefined) result['additionalProp1'] = value;
    }
    const discriminator = node.discriminator;
    if (discriminator && result[discriminator.propertyName] === undefined) {
      const first = Object.keys(discriminator.mapping ?? {})[0] ?? node.name;
      if (first !== undefined) result[discriminator.propertyName] = first;
    }
    return result;
  };

  const sampleArray = (node: Schema, depth: number): unknown[] => {
    if (node.prefixItems && node.prefixItems.length > 0) {
      return node.prefixItems.map((item) => sample(item, depth + 1)).filter((v) => v !== undefined);
    }
    if (!node.items) return [];
    const item = sample(node.items, depth + 1);
    return item === undefined ? [] : [item];
  };

  return sample(schema, 0);
}

/** The type to sample: the first non-null declared type, else one inferred from the keywords present. */
function primaryType(node: Schema): SchemaType | undefined {
  const declared = node.type?.find((t) => t !== 'null') ?? node.type?.[0];
  if (declared) return declared;
  if (node.properties || node.additionalProperties !== undefined) return 'object';
  if (node.items || node.prefixItems) return 'array';
  if (node.format !== undefined || node.pattern !== undefined || node.minLength !== undefined) return 'string';
  if (node.minimum !== undefined || node.maximum !== undefined) return 'number';
  return undefined;
}

function sampleString(node: Schema): string {
  const known = node.format !== undefined ? STRING_FORMATS[node.format] : undefined;
  if (known !== undefined) return known;
  if (node.contentEncoding !== undefined) return '';
  let text = 'string';
  if (node.minLength !== undefined && text.length < node.minLength) text = text.padEnd(node.minLength, 'x');
  if (node.maxLength !== undefined && text.length > node.maxLength) text = text.slice(0, node.maxLength);
  return text;
}

function sampleNumber(node: Schema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  let value = 0;
  if (node.minimum !== undefined) value = node.minimum;
  else if (node.exclusiveMinimum !== undefined) value = node.exclusiveMinimum + step;
  else if (node.maximum !== undefined && node.maximum < 0) value = node.maximum;
  else if (node.exclusiveMaximum !== undefined && node.exclusiveMaximum <= 0) value = node.exclusiveMaximum - step;
  if (node.multipleOf !== undefined && node.multipleOf > 0) value = Math.ceil(value / node.multipleOf) * node.multipleOf;
  return integer ? Math.ceil(value) : value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
