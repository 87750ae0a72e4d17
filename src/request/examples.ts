/**
 * Spec examples that prefill Try-It inputs. Order of precedence for a parameter: its named `examples`
 * (first one), its `example`, then its schema's `example` / `examples[0]` / `default`.
 */
import { exampleData, type Example, type MediaType, type Parameter, type Schema } from '../model/index.js';
import { querystringPrefill } from './querystring.js';
import { defaultValue } from './schema-shape.js';

/** Examples with an inline value (externalValue-only ones cannot prefill anything). */
export function usableExamples(examples: readonly Example[] | undefined, single: unknown): Example[] {
  const named = (examples ?? []).filter((e) => exampleData(e) !== undefined);
  if (named.length > 0) return named;
  return single === undefined ? [] : [{ name: 'default', value: single }];
}

export function parameterExamples(param: Pick<Parameter, 'examples' | 'example'>): Example[] {
  return usableExamples(param.examples, param.example);
}

export function mediaTypeExamples(media: Pick<MediaType, 'examples' | 'example'>): Example[] {
  return usableExamples(media.examples, media.example);
}

/** Value from the schema itself: `example`, first of `examples`, `default`. */
export function schemaExampleValue(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  return defaultValue(schema);
}

/**
 * The value that prefills a parameter input, or undefined (empty input). A querystring parameter's serialized
 * example is the literal query string, read back into its fields.
 */
export function parameterPrefill(
  param: Pick<Parameter, 'examples' | 'example' | 'schema'> & Partial<Pick<Parameter, 'in' | 'contentType'>>,
  exampleName?: string,
): unknown {
  const examples = parameterExamples(param);
  const chosen = examples.find((e) => e.name === exampleName) ?? examples[0];
  if (chosen && param.in === 'querystring') return querystringPrefill(param, chosen);
  if (chosen) return exampleData(chosen);
  return schemaExampleValue(param.schema);
}

/** Label of an example in a selector: its summary when it has one, else its name. */
export function exampleLabel(example: Example): string {
  return example.summary && example.summary.trim() !== '' ? `${example.summary} (${example.name})` : example.name;
}
