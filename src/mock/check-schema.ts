/**
 * Checks a request value against a model schema with @cfworker/json-schema: it interprets schemas without
 * eval or `new Function`, so the mock also works on pages with a strict Content-Security-Policy.
 */
import { Validator } from '@cfworker/json-schema';
import type { Schema } from '../model/index.js';
import type { JsonSchema } from '../schema/to-json-schema.js';
import { requestJsonSchema } from './request-json-schema.js';
import { schemaProblems, type SchemaProblem } from './schema-error-messages.js';

interface Compiled {
  validator: Validator;
  json: JsonSchema;
}

/** One compiled validator per model schema: the model's schemas are shared objects, so operations share them too. */
const compiled = new WeakMap<Schema, Compiled | null>();

function compile(schema: Schema): Compiled | null {
  if (compiled.has(schema)) return compiled.get(schema) ?? null;
  let result: Compiled | null;
  try {
    const json = requestJsonSchema(schema);
    // No short circuit: every problem is listed, not only the first.
    result = { validator: new Validator(json, '2020-12', false), json };
  } catch {
    result = null;
  }
  compiled.set(schema, result);
  return result;
}

/** What breaks the schema in `value` (a JSON value); empty when it conforms or the schema cannot be checked. */
export function checkSchema(schema: Schema, value: unknown): SchemaProblem[] {
  const entry = compile(schema);
  if (!entry) return [];
  try {
    const result = entry.validator.validate(value);
    return result.valid ? [] : schemaProblems(result.errors, entry.json);
  } catch {
    // A schema the validator cannot interpret (an unresolvable reference) accepts what it cannot check.
    return [];
  }
}
