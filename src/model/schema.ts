import type { GraphqlType } from './graphql.js';

/**
 * A normalized JSON Schema node. Every format (OpenAPI 2/3.0/3.1, AsyncAPI, XSD, GraphQL) fills this shape.
 *
 * References are shared, never copied: a `$ref` to a named schema yields the very same `Schema` object as
 * `ApiModel.schemas`, so the graph may contain cycles. Walkers must track their ancestors.
 */
export type SchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface Discriminator {
  propertyName: string;
  /** discriminator value → schema name (already resolved from `#/components/schemas/X` refs) */
  mapping?: Record<string, string>;
  /** Schema name used when the value matches no mapping (OpenAPI 3.2 `defaultMapping`). */
  defaultMapping?: string;
}

/** How a schema appears in XML (OpenAPI 3.2 `nodeType`; older `attribute: true` reads as 'attribute'). */
export type XmlNodeType = 'element' | 'attribute' | 'text' | 'cdata' | 'none';

export interface XmlInfo {
  name?: string;
  namespace?: string;
  prefix?: string;
  attribute?: boolean;
  wrapped?: boolean;
  nodeType?: XmlNodeType;
}

export interface Schema {
  /** Name in the spec's schema registry (components/schemas, definitions, XSD type, GraphQL type). */
  name?: string;
  /** Types; `nullable: true` (3.0) and `x-nullable` (2.0) are folded in as 'null'. Empty/absent: any. */
  type?: SchemaType[];
  format?: string;
  title?: string;
  description?: string;
  default?: unknown;
  /** Single example (OpenAPI `example`, or the first of 3.1 `examples`). */
  example?: unknown;
  /** 3.1 `examples` array. */
  examples?: unknown[];
  enum?: unknown[];
  const?: unknown;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;

  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  patternProperties?: Record<string, Schema>;
  minProperties?: number;
  maxProperties?: number;

  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;

  minimum?: number;
  maximum?: number;
  /** Always numeric here: 3.0's boolean form is converted using minimum/maximum. */
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;

  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  not?: Schema;
  discriminator?: Discriminator;

  contentEncoding?: string;
  contentMediaType?: string;
  /** The schema of the decoded content of a string (`contentMediaType` JSON: the JSON's schema). */
  contentSchema?: Schema;
  xml?: XmlInfo;
  externalDocs?: { url: string; description?: string };

  /** XSD occurrence and nillable (WSDL); GraphQL non-null is `required` on the parent. */
  minOccurs?: number;
  maxOccurs?: number | 'unbounded';
  nillable?: boolean;
  /** Namespace of an XSD element/type. */
  namespace?: string;

  /** Raw, format-specific schema shown verbatim when it cannot be normalized (e.g. Avro in AsyncAPI). */
  raw?: { format: string; value: unknown };
  /** `x-*` extensions kept as found. */
  extensions?: Record<string, unknown>;
  /** GraphQL named types (extended build): kind, fields, arguments, relations. */
  graphql?: GraphqlType;
}

/** True when a schema is a file/binary payload (3.0 `format: binary`, 3.1 `contentEncoding`). */
export function isBinarySchema(s: Schema | undefined): boolean {
  if (!s) return false;
  if (s.format === 'binary') return true;
  if (s.contentEncoding !== undefined && s.contentEncoding !== '') return true;
  if (s.contentMediaType === 'application/octet-stream') return true;
  return false;
}
