import type { Parameter } from '../../model/operation.js';
import type { Schema } from '../../model/schema.js';
import { asArray, asString, assignDefined, entries, isObject } from '../raw.js';
import type { SchemaConverter } from './schemas.js';

/**
 * Channel parameters (`{streetlightId}` in an address) as model parameters located in the channel: 2.x
 * gives each a JSON Schema; 3.0 gives only string `enum`/`default`/`examples`, turned into a string schema.
 */
export function channelParameters(raw: unknown, schemas: SchemaConverter): Parameter[] {
  return entries(raw).flatMap(([name, value]): Parameter[] => {
    if (!isObject(value)) return [];
    const parameter: Parameter = { name, in: 'path', required: true, style: 'simple', explode: false };
    assignDefined(parameter, { description: asString(value['description']) });
    parameter.schema = value['schema'] !== undefined ? schemas.convert(value['schema']) : stringSchema(value);
    const location = asString(value['location']);
    if (location !== undefined) {
      const note = `Value taken from the message at \`${location}\`.`;
      parameter.description = parameter.description ? `${parameter.description}\n\n${note}` : note;
    }
    return [parameter];
  });
}

function stringSchema(raw: Record<string, unknown>): Schema {
  const schema: Schema = { type: ['string'] };
  const values = asArray(raw['enum']).filter((v): v is string => typeof v === 'string');
  if (values.length > 0) schema.enum = values;
  assignDefined(schema, { default: asString(raw['default']) });
  const examples = asArray(raw['examples']).filter((v): v is string => typeof v === 'string');
  if (examples.length > 0) {
    schema.examples = examples;
    schema.example = examples[0];
  }
  return schema;
}
