/**
 * The one message a sample sends: its first example's payload and headers, else values generated from the payload
 * and headers schemas (as the message's Examples section shows them). JSON payloads are sent pretty-printed, text
 * payloads of a non-JSON content type as written.
 */
import type { Message } from '../../model/index.js';
import { sampleFromSchema } from '../../schema/sample-from-schema.js';
import { isData, scalarText } from './binding-data.js';
import type { SampleMessage } from './types.js';

const isJsonType = (type: string | undefined): boolean => type === undefined || /[/+]json(\s*;|$)/i.test(type);

function payloadValue(message: Message | undefined): unknown {
  const example = message?.examples.find((e) => e.value !== undefined);
  if (example) return example.value;
  const schema = message?.payload;
  if (!schema || schema.raw) return {};
  return sampleFromSchema(schema, { mode: 'request' }) ?? {};
}

function headerValues(message: Message | undefined): Array<[string, string]> {
  const given = message?.examples.find((e) => e.headers !== undefined)?.headers;
  const value = given ?? (message?.headers && !message.headers.raw ? sampleFromSchema(message.headers, { mode: 'request' }) : undefined);
  if (!isData(value)) return [];
  return Object.entries(value).flatMap(([name, v]): Array<[string, string]> => {
    const text = scalarText(v);
    return text === undefined ? [] : [[name, text]];
  });
}

export function sampleMessage(message: Message | undefined): SampleMessage {
  const value = payloadValue(message);
  const contentType = message?.contentType;
  const asText = typeof value === 'string' && !isJsonType(contentType);
  const text = asText ? value : (JSON.stringify(value, null, 2) ?? 'null');
  const out: SampleMessage = { text, json: !asText, headers: headerValues(message) };
  const name = message?.name ?? message?.title;
  if (name !== undefined) out.name = name;
  if (contentType !== undefined) out.contentType = contentType;
  else if (!asText) out.contentType = 'application/json';
  return out;
}

/** Why the payload is not the real thing, when it cannot be (schemas in Avro, Protobuf … are not sampled). */
export function payloadNote(message: Message | undefined): string | undefined {
  if (!message || message.examples.some((e) => e.value !== undefined)) return undefined;
  const raw = message.payload?.raw;
  return raw ? `The payload schema is written in ${raw.format}: replace the placeholder payload with a real ${message.name ?? 'message'}.` : undefined;
}
