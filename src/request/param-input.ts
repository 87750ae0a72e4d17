/**
 * Which input control a parameter gets, decided from its schema. Components render what this says;
 * the form value they produce is text (`string`) or, for `multi-select` and `list`, a list of texts.
 */
import type { Parameter } from '../model/index.js';
import { scalarText } from './serialize-params.js';
import { enumValues, itemsSchema, primaryType } from './schema-shape.js';

export type ParamInputKind =
  /** Free text (strings, and anything without a usable schema). */
  | 'text'
  /** A number or integer. */
  | 'number'
  /** true / false / not sent. */
  | 'boolean'
  /** One of the enum values. */
  | 'select'
  /** An array whose items have an enum: one checkbox per value. */
  | 'multi-select'
  /** An array of free values: one text input per item. */
  | 'list'
  /** An object (or a `content` parameter): JSON text. */
  | 'json';

export interface ParamInputSpec {
  kind: ParamInputKind;
  /** Options of `select` / `multi-select`, as text. */
  options?: string[];
  /** `number` inputs: integer or not. */
  integer?: boolean;
}

export function paramInputSpec(param: Pick<Parameter, 'schema' | 'contentType'>): ParamInputSpec {
  if (param.contentType !== undefined) return { kind: 'json' };
  const schema = param.schema;
  const type = primaryType(schema);
  if (type === 'array') {
    const options = enumValues(itemsSchema(schema));
    return options ? { kind: 'multi-select', options: options.map(scalarText) } : { kind: 'list' };
  }
  if (type === 'object') return { kind: 'json' };
  const options = enumValues(schema);
  if (options) return { kind: 'select', options: options.map(scalarText) };
  if (type === 'boolean') return { kind: 'boolean', options: ['true', 'false'] };
  if (type === 'integer') return { kind: 'number', integer: true };
  if (type === 'number') return { kind: 'number', integer: false };
  return { kind: 'text' };
}

/** Converts a spec value (example, default) to what the input of `spec` holds. */
export function toInputValue(spec: ParamInputSpec, value: unknown): string | string[] {
  if (spec.kind === 'multi-select' || spec.kind === 'list') {
    if (Array.isArray(value)) return value.map(scalarText);
    if (value === undefined || value === null || value === '') return [];
    // Swagger 2 style examples of arrays are often written as "a,b".
    return typeof value === 'string' ? value.split(',') : [scalarText(value)];
  }
  if (spec.kind === 'json') {
    if (value === undefined) return '';
    return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  }
  return scalarText(value);
}
