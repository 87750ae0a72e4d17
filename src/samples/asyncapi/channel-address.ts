/**
 * A channel address with its `{parameters}` filled: the reader's value, else the parameter's default, first enum
 * value or example, else a placeholder such as `STREETLIGHT_ID` (valid in MQTT topics, Kafka topics, AMQP routing
 * keys and URL paths alike).
 */
import type { Parameter } from '../../model/index.js';
import { placeholderFor, scalarText } from './binding-data.js';

/** The value a channel parameter takes in a sample. */
export function channelParameterValue(parameter: Parameter, chosen: Readonly<Record<string, string>> = {}): string {
  const given = chosen[parameter.name];
  if (given !== undefined && given !== '') return given;
  const schema = parameter.schema;
  const value =
    parameter.example ??
    schema?.const ??
    schema?.default ??
    schema?.enum?.[0] ??
    schema?.example ??
    schema?.examples?.[0];
  const text = typeof value === 'object' && value !== null ? undefined : scalarText(value);
  if (text !== undefined && text !== '') return text;
  if (schema?.type?.includes('integer') || schema?.type?.includes('number')) return '1';
  return placeholderFor(parameter.name);
}

/**
 * The address with every `{name}` replaced; `encode` escapes the values (URL paths), names without a declared
 * parameter get a placeholder too.
 */
export function fillAddress(
  address: string,
  parameters: readonly Parameter[],
  chosen: Readonly<Record<string, string>> = {},
  encode: (value: string) => string = (v) => v,
): string {
  return address.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.name === name);
    return encode(parameter ? channelParameterValue(parameter, chosen) : chosen[name] || placeholderFor(name));
  });
}
