/**
 * The `querystring` parameter (OpenAPI 3.2): one value, described by its media type's schema, that is the whole
 * query string. Its Try-It input is text: for a form-urlencoded or JSON media type with an object schema, the
 * JSON of the object (edited as one field per property); otherwise the text as typed. Serialization follows the
 * media type: key=value pairs for form-urlencoded (the default), the percent-encoded JSON text for JSON, and the
 * text itself for anything else (reserved characters kept, so a typed `a=1&b=2` stays a query string).
 */
import type { Example, Parameter, Schema } from '../model/index.js';
import { isJsonMediaType, mediaTypeEssence } from '../http/media-type.js';
import { encodeAllowReserved, encodeUnreserved } from './percent-encode.js';
import { formFieldPairs, scalarText, type ParamValue } from './serialize-params.js';
import { objectProperties, primaryType } from './schema-shape.js';
import { FORM_URLENCODED, querystringMediaType } from './querystring-media-type.js';

export type QuerystringParameter = Pick<Parameter, 'contentType' | 'schema'>;

const FORM = FORM_URLENCODED;

const isForm = (param: QuerystringParameter): boolean => mediaTypeEssence(querystringMediaType(param)) === FORM;

export interface QuerystringField {
  name: string;
  required: boolean;
  schema: Schema;
}

/** The properties edited one field each; empty when the query string is edited as raw text. */
export function querystringFields(param: QuerystringParameter): QuerystringField[] {
  if (!isForm(param) && !isJsonMediaType(querystringMediaType(param))) return [];
  const { properties, required } = objectProperties(param.schema);
  return properties.map(([name, schema]) => ({ name, required: required.has(name), schema }));
}

/** The input's object (form editor), or undefined when its text is no JSON object. */
export function querystringObject(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The text of one property field of the form editor. */
export function querystringFieldText(text: string, name: string): string {
  const value = querystringObject(text)?.[name];
  return value === undefined ? '' : scalarText(value);
}

/** The input after one property field changed: typed by the property's schema, left out when emptied. */
export function withQuerystringField(param: QuerystringParameter, text: string, name: string, fieldText: string): string {
  const object = { ...(querystringObject(text) ?? {}) };
  const schema = querystringFields(param).find((f) => f.name === name)?.schema;
  if (fieldText === '') delete object[name];
  else object[name] = typedValue(schema, fieldText);
  return Object.keys(object).length === 0 ? '' : JSON.stringify(object, null, 2);
}

function typedValue(schema: Schema | undefined, text: string): unknown {
  const type = primaryType(schema);
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (type === 'array' || type === 'object') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** What an example prefills: its serialized query string decoded into fields for the form editor, else its data. */
export function querystringPrefill(param: QuerystringParameter, example: Example | undefined): unknown {
  if (!example) return undefined;
  const serialized = example.serializedValue;
  const data = example.dataValue ?? example.value;
  if (serialized === undefined) return data;
  if (querystringFields(param).length === 0) return serialized;
  const text = serialized.startsWith('?') ? serialized.slice(1) : serialized;
  if (isForm(param)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(decodeURIComponent(text)) as unknown;
  } catch {
    return data ?? serialized;
  }
}

/** The input as a value to send: an object for the form editor (undefined: not JSON), else the text. */
export function querystringValue(param: QuerystringParameter, text: string): ParamValue | undefined {
  if (querystringFields(param).length === 0) return text;
  return querystringObject(text);
}

/** The encoded query string (without `?`); empty when there is nothing to send. */
export function serializeQuerystring(param: QuerystringParameter, value: ParamValue): string {
  if (typeof value === 'string' || Array.isArray(value)) {
    const text = typeof value === 'string' ? value : value.join('&');
    const raw = text.startsWith('?') ? text.slice(1) : text;
    return isJsonMediaType(querystringMediaType(param)) ? encodeUnreserved(raw) : encodeAllowReserved(raw);
  }
  const object = value as Record<string, unknown>;
  if (Object.keys(object).length === 0) return '';
  if (!isForm(param)) return encodeUnreserved(JSON.stringify(object));
  return Object.entries(object)
    .flatMap(([name, v]) => formFieldPairs(name, Array.isArray(v) ? v.map(scalarText) : typeof v === 'object' && v !== null ? JSON.stringify(v) : scalarText(v)))
    .map(([k, v]) => `${encodeUnreserved(k)}=${encodeUnreserved(v)}`)
    .join('&');
}
