import type { SpecTypeValue } from './model/spec-type-value.js';

/** The spec types the viewer knows, as constants (`SpecType.OPENAPI_3` === 'openapi-3'). */
export const SpecType = {
  OPENAPI_2: 'openapi-2',
  OPENAPI_3: 'openapi-3',
  OPENAPI_3_1: 'openapi-3.1',
  ASYNCAPI_2: 'asyncapi-2',
  ASYNCAPI_3: 'asyncapi-3',
  WSDL: 'wsdl',
  GRAPHQL: 'graphql',
} as const satisfies Record<string, SpecTypeValue>;

/** The type of a spec-type value, named like the constants so props can be typed `specType?: SpecType`. */
export type SpecType = (typeof SpecType)[keyof typeof SpecType];

/** How much of the text detection looks at: version keys sit near the top of every real document. */
const HEAD_CHARS = 4096;

/**
 * Cheap detection from raw text, without a full parse: looks at the first few KB for the version key
 * (`openapi`, `swagger`, `asyncapi`), WSDL root elements, GraphQL SDL keywords or an introspection result.
 * Returns undefined when nothing matches (including unsupported versions such as Swagger 1.2).
 */
export function detectSpecType(text: string): SpecTypeValue | undefined {
  const head = text.slice(0, HEAD_CHARS).replace(/^\uFEFF/, '');
  const trimmed = head.trimStart();
  if (trimmed.startsWith('<')) return /<(?:[\w-]+:)?definitions[\s>]/.test(head) ? SpecType.WSDL : undefined;
  // Generators that sort keys put the version key last, so fall back from the head to the whole text.
  const version = versionKey(head) ?? versionKey(text);
  if (version) return typeFromVersionKey(version.key, version.value);
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    // Introspection JSON: `__schema` may sit beyond the head when `data` wraps it, so test the whole text once.
    return /"__schema"\s*:/.test(text) ? SpecType.GRAPHQL : undefined;
  }
  return looksLikeGraphqlSdl(head) ? SpecType.GRAPHQL : undefined;
}

/** Like detectSpecType, but reads only the first few KB: a cheap guess for preloading a parser. */
export function detectSpecTypeHead(text: string): SpecTypeValue | undefined {
  return detectSpecType(text.slice(0, HEAD_CHARS));
}

/** Maps a top-level version key and its value to a supported type, or undefined for unsupported versions. */
export function typeFromVersionKey(key: string, value: string): SpecTypeValue | undefined {
  if (key === 'swagger') return /^2\.0(\.|$)/.test(value) ? SpecType.OPENAPI_2 : undefined;
  if (key === 'openapi') {
    if (/^3\.0(\.|$)/.test(value)) return SpecType.OPENAPI_3;
    if (/^3\.1(\.|$)/.test(value)) return SpecType.OPENAPI_3_1;
    return undefined;
  }
  if (key === 'asyncapi') {
    if (/^2\./.test(value)) return SpecType.ASYNCAPI_2;
    if (/^3\./.test(value)) return SpecType.ASYNCAPI_3;
  }
  return undefined;
}

/** Finds `"openapi": "3.0.0"` (JSON) or a top-level `swagger: '2.0'` / `asyncapi: 2.6.0` line (YAML). */
function versionKey(head: string): { key: string; value: string } | undefined {
  const json = /"(openapi|swagger|asyncapi)"\s*:\s*"([^"]*)"/.exec(head);
  if (json?.[1] !== undefined && json[2] !== undefined) return { key: json[1], value: json[2] };
  const yaml = /^(openapi|swagger|asyncapi)\s*:\s*["']?([^\s"'#]+)/m.exec(head);
  if (yaml?.[1] !== undefined && yaml[2] !== undefined) return { key: yaml[1], value: yaml[2] };
  return undefined;
}

/** SDL starts (after comments and descriptions) with a definition keyword followed by a name or `{`. */
function looksLikeGraphqlSdl(head: string): boolean {
  const withoutNoise = head
    .replace(/"""[\s\S]*?"""/g, ' ')
    .replace(/"(?:[^"\\\n]|\\.)*"/g, ' ')
    .replace(/#[^\n]*/g, ' ')
    .trimStart();
  return /^(?:extend\s+)?(?:schema|type|interface|union|enum|input|scalar|directive)(?:\s+[_A-Za-z@]|\s*\{)/.test(
    withoutNoise,
  );
}

/** Human name of a spec type, for messages. */
export function specTypeName(type: SpecTypeValue): string {
  switch (type) {
    case 'openapi-2':
      return 'Swagger 2.0';
    case 'openapi-3':
      return 'OpenAPI 3.0';
    case 'openapi-3.1':
      return 'OpenAPI 3.1';
    case 'asyncapi-2':
      return 'AsyncAPI 2';
    case 'asyncapi-3':
      return 'AsyncAPI 3';
    case 'wsdl':
      return 'WSDL';
    case 'graphql':
      return 'GraphQL';
  }
}

/** A version key's value as text; YAML turns unquoted `2.0` / `3.0` into numbers. */
export function versionText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(1) : String(value);
  return undefined;
}

/** Detection on decoded data (JSON/YAML value) or on raw text (XML, SDL). */
export function detectDocumentType(doc: unknown): SpecTypeValue | undefined {
  if (typeof doc === 'string') return detectSpecType(doc);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined;
  const record = doc as Record<string, unknown>;
  for (const key of ['openapi', 'swagger', 'asyncapi']) {
    const value = versionText(record[key]);
    if (value !== undefined) return typeFromVersionKey(key, value);
  }
  const data = record['data'];
  if ('__schema' in record || (typeof data === 'object' && data !== null && '__schema' in data)) return SpecType.GRAPHQL;
  return undefined;
}
