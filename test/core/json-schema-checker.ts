/**
 * Checks values against model Schemas with a standard validator: ajv (JSON Schema 2020-12, ajv-formats in
 * full mode) on the schemas as toJsonSchema writes them. One checker serves one document: its named schemas
 * become separate resources, written and compiled once for every root that reaches them.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Schema } from '../../src/index.js';
import { JsonSchemaWriter } from '../../src/schema/to-json-schema.js';

const BASE = 'urn:spec-viewer:schema:';

function validator(unicodeRegExp: boolean): Ajv2020 {
  // Unknown formats pass (as in the generator); no code optimization: compiling GitHub's ~1,300 roots takes
  // a third of the time without it.
  const ajv = new Ajv2020({ strict: false, logger: false, validateSchema: false, inlineRefs: false, unicodeRegExp, code: { optimize: false } });
  addFormats(ajv);
  return ajv;
}

export class SchemaChecker {
  /** The second validator compiles patterns without the `u` flag (XSD patterns such as `\-`). */
  private readonly validators = [validator(true), validator(false)];
  private readonly writer = new JsonSchemaWriter({ refFor: (key) => `${BASE}${key}`, shareNamed: true });
  private readonly compiled = new Map<Schema, ValidateFunction>();

  /** The validator's findings, one line each; empty when `value` is valid. */
  errors(schema: Schema, value: unknown): string[] {
    const validate = this.compile(schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} (${e.schemaPath})`);
  }

  private compile(schema: Schema): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (validate) return validate;
    const root = this.writer.write(schema);
    for (const [key, definition] of this.writer.takeDefs()) {
      for (const ajv of this.validators) ajv.addSchema(definition, `${BASE}${key}`);
    }
    const json = typeof root === 'boolean' ? (root ? {} : { not: {} }) : root;
    try {
      validate = this.validators[0]!.compile(json);
    } catch (error) {
      if (!/regular expression/i.test(String(error))) throw error;
      validate = this.validators[1]!.compile(json);
    }
    this.compiled.set(schema, validate);
    return validate;
  }
}
