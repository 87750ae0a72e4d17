import { say } from '../../errors.js';
import type { SpecTypeValue } from '../../model/spec-type-value.js';
import { versionKeyInText, versionText } from '../../source/version-key.js';
import { asObject, entries } from '../raw.js';
import type { FormatDetector } from '../registry.js';
import { loadMessages } from '../../source/texts.js';

export type OpenApiVersion = '2.0' | '3.0' | '3.1' | '3.2';

const KEYS = ['openapi', 'swagger'] as const;

/** The OpenAPI type of a decoded document, from its `swagger` / `openapi` key (YAML may give numbers). */
export function detectOpenApi(doc: unknown): SpecTypeValue | undefined {
  const declared = declaredKey(doc);
  return declared && typeOf(declared.key, declared.value);
}

/** The version the document declares (`3.0.3`, `2.0`), for the model's `specVersion`. */
export function declaredOpenApiVersion(doc: unknown): string {
  return declaredKey(doc)?.value ?? '';
}

/** True for the versions whose schemas are JSON Schema 2020-12 and that have `webhooks` (3.1 and later). */
export function isAtLeast31(version: OpenApiVersion): boolean {
  return version === '3.1' || version === '3.2';
}

export function versionOf(type: SpecTypeValue): OpenApiVersion {
  return type === 'openapi-2' ? '2.0' : type === 'openapi-3.1' ? '3.1' : type === 'openapi-3.2' ? '3.2' : '3.0';
}

/** OpenAPI's detection: the `openapi` / `swagger` key, in text or in the decoded document. */
export const openApiDetector: FormatDetector = {
  text(text) {
    const found = versionKeyInText(text, KEYS);
    return found && { type: typeOf(found.key, found.value), at: found.at };
  },
  document: detectOpenApi,
  unsupported(doc) {
    if (typeof doc !== 'object' || doc === null || detectOpenApi(doc) !== undefined) return undefined;
    const record = doc as Record<string, unknown>;
    // Swagger 1.x names its key `swaggerVersion`.
    const swagger = versionText(record['swagger']) ?? versionText(record['swaggerVersion']);
    if (swagger !== undefined) {
      return say(loadMessages, 'swaggerUnsupported', swagger);
    }
    const openapi = versionText(record['openapi']);
    return openapi === undefined ? undefined : say(loadMessages, 'openapiUnsupported', openapi);
  },
  // Swagger 2.0 names them `securityDefinitions`; OpenAPI 3 puts them under `components`.
  declaresSecurity: (doc) =>
    entries(asObject(doc)?.['securityDefinitions']).length > 0 ||
    entries(asObject(asObject(doc)?.['components'])?.['securitySchemes']).length > 0,
};

function typeOf(key: string, value: string): SpecTypeValue | undefined {
  if (key === 'swagger') return /^2\.0(\.|$)/.test(value) ? 'openapi-2' : undefined;
  if (/^3\.0(\.|$)/.test(value)) return 'openapi-3';
  if (/^3\.1(\.|$)/.test(value)) return 'openapi-3.1';
  if (/^3\.2(\.|$)/.test(value)) return 'openapi-3.2';
  return undefined;
}

function declaredKey(doc: unknown): { key: string; value: string } | undefined {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined;
  const record = doc as Record<string, unknown>;
  for (const key of ['swagger', 'openapi']) {
    const value = versionText(record[key]);
    if (value !== undefined) return { key, value };
  }
  return undefined;
}
