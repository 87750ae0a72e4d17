import type { SpecTypeValue } from '../../model/spec-type-value.js';

export type OpenApiVersion = '2.0' | '3.0' | '3.1';

/** The OpenAPI type of a decoded document, from its `swagger` / `openapi` key (YAML may give numbers). */
export function detectOpenApi(doc: unknown): SpecTypeValue | undefined {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined;
  const record = doc as Record<string, unknown>;
  const swagger = asText(record['swagger']);
  if (swagger !== undefined) return /^2\.0(\.|$)/.test(swagger) ? 'openapi-2' : undefined;
  const openapi = asText(record['openapi']);
  if (openapi === undefined) return undefined;
  if (/^3\.0(\.|$)/.test(openapi)) return 'openapi-3';
  if (/^3\.1(\.|$)/.test(openapi)) return 'openapi-3.1';
  return undefined;
}

export function versionOf(type: SpecTypeValue): OpenApiVersion {
  return type === 'openapi-2' ? '2.0' : type === 'openapi-3.1' ? '3.1' : '3.0';
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(1) : String(value);
  return undefined;
}
