/**
 * The parts of a multipart/form-data body as the object its schema describes: parts of one name make a list
 * when the property is an array (or the name repeats); JSON parts are parsed, text parts typed by their schema,
 * and parts of binary properties stand in as their text (a binary string's schema checks no more than that it
 * is there), whatever their type: an uploaded .json file is still a file.
 */
import { isJsonMediaType } from '../http/media-type.js';
import { isBinarySchema, type Schema } from '../model/index.js';
import { itemsSchema, objectProperties } from '../request/schema-shape.js';
import { coerceValue, schemaTypes } from './coerce-value.js';
import type { ReceivedPart } from './parse-multipart.js';
import { dictionary } from './dictionary.js';

export type MultipartRead = { value: Record<string, unknown> } | { error: string; pointer: string };

const escapePointer = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

export function multipartObject(parts: readonly ReceivedPart[], schema: Schema | undefined): MultipartRead {
  const properties = new Map(objectProperties(schema).properties);
  const decoder = new TextDecoder();
  const values = new Map<string, unknown[]>();
  for (const part of parts) {
    const text = decoder.decode(part.bytes);
    let value: unknown = text;
    const property = properties.get(part.name);
    const binary = isBinarySchema(property) || isBinarySchema(itemsSchema(property));
    if (!binary && part.contentType !== undefined && isJsonMediaType(part.contentType)) {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        return { error: 'Is not valid JSON.', pointer: `/${escapePointer(part.name)}` };
      }
    }
    values.set(part.name, [...(values.get(part.name) ?? []), value]);
  }
  const object = dictionary<unknown>();
  for (const [name, list] of values) {
    const isList = schemaTypes(properties.get(name)).has('array');
    // A list sent as one JSON part is that list, not a list of one.
    if (isList && list.length === 1 && Array.isArray(list[0])) object[name] = list[0];
    else object[name] = isList || list.length > 1 ? list : list[0];
  }
  return { value: coerceValue(object, schema) as Record<string, unknown> };
}
