/** XML Schema built-in simple types → JSON-Schema-like type and format of the normalized model. */
import type { Schema, SchemaType } from '../../model/index.js';

const INTEGER = new Set([
  'integer', 'int', 'long', 'short', 'byte', 'nonNegativeInteger', 'positiveInteger', 'nonPositiveInteger',
  'negativeInteger', 'unsignedLong', 'unsignedInt', 'unsignedShort', 'unsignedByte',
]);
const NUMBER = new Set(['decimal', 'float', 'double']);
/** String types whose name says more than "string" (shown as the format). */
const FORMATTED_STRING = new Set([
  'dateTime', 'date', 'time', 'duration', 'gYear', 'gYearMonth', 'gMonth', 'gMonthDay', 'gDay', 'anyURI', 'QName',
  'base64Binary', 'hexBinary', 'language', 'ID', 'IDREF', 'IDREFS', 'ENTITY', 'ENTITIES', 'NMTOKEN', 'NMTOKENS',
  'Name', 'NCName', 'NOTATION', 'token', 'normalizedString', 'dateTimeStamp', 'dayTimeDuration', 'yearMonthDuration',
]);

/** The schema of a built-in type, or undefined when the name is not one. `anyType` has no type at all. */
export function builtinSchema(local: string): Schema | undefined {
  if (local === 'anyType') return {};
  if (local === 'string' || local === 'anySimpleType' || local === 'anyAtomicType') return { type: ['string'] };
  if (local === 'boolean') return { type: ['boolean'], format: 'boolean' };
  if (INTEGER.has(local)) return withType('integer', local);
  if (NUMBER.has(local)) return withType('number', local);
  if (FORMATTED_STRING.has(local)) return withType('string', local);
  return undefined;
}

function withType(type: SchemaType, format: string): Schema {
  const schema: Schema = { type: [type], format };
  if (format === 'unsignedLong' || format === 'unsignedInt' || format === 'unsignedShort' || format === 'unsignedByte' || format === 'nonNegativeInteger') schema.minimum = 0;
  if (format === 'positiveInteger') schema.minimum = 1;
  if (format === 'negativeInteger') schema.maximum = -1;
  if (format === 'nonPositiveInteger') schema.maximum = 0;
  return schema;
}
