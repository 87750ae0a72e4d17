/**
 * Example bodies of streaming media types (OpenAPI 3.2 `itemSchema`): a few items sampled from the item schema,
 * written in the stream's own wire format — Server-Sent Events, JSON Lines / NDJSON, JSON text sequences
 * (RFC 7464) and multipart/mixed.
 */
import type { Encoding, MediaType } from '../model/operation.js';
import type { Schema } from '../model/schema.js';
import { mergeAllOf } from './merge-all-of.js';
import { sampleFromSchema } from './sample-from-schema.js';
import { streamFormat } from '../model/stream-format.js';

/** Items in a generated stream example: enough to see the separators between them. */
const ITEMS = 2;
const RECORD_SEPARATOR = '\u001e';
/** Boundary of the multipart/mixed example. */
export const STREAM_BOUNDARY = 'item-boundary';

/** `count` stream items sampled from the item schema. */
function itemValues(media: MediaType, mode: 'request' | 'response', count: number): unknown[] {
  const item = media.itemSchema;
  if (!item) return [];
  const value = sampleFromSchema(item, { mode });
  if (value === undefined) return [];
  return Array.from({ length: count }, (_, i) => numbered(value, i));
}

/** Ids that were sampled as the generic "string" read better as 1, 2, … */
function numbered(value: unknown, index: number): unknown {
  if (!isRecord(value) || value['id'] !== 'string') return value;
  return { ...value, id: String(index + 1) };
}

/** The wire text of a generated stream example; undefined when the media type has no item schema. */
export function streamExample(media: MediaType, mode: 'request' | 'response' = 'response'): string | undefined {
  const pieces = streamPieces(media, ITEMS, mode);
  if (!pieces) return undefined;
  return streamFormat(media.mediaType) === 'multipart' ? `${pieces.join('')}--${STREAM_BOUNDARY}--\n` : pieces.join('');
}

/**
 * `count` generated items of a stream, each in the stream's wire format with its separators (a multipart body's
 * closing boundary is not among them); undefined when the media type has no item schema or is no stream.
 */
export function streamPieces(media: MediaType, count: number, mode: 'request' | 'response' = 'response'): string[] | undefined {
  const format = streamFormat(media.mediaType);
  const items = itemValues(media, mode, count);
  if (!format || items.length === 0) return undefined;
  switch (format) {
    case 'sse':
      return items.map((item) => sseEvent(media.itemSchema as Schema, item));
    case 'json-lines':
      return items.map((item) => `${JSON.stringify(item)}\n`);
    case 'json-seq':
      return items.map((item) => `${RECORD_SEPARATOR}${JSON.stringify(item)}\n`);
    case 'multipart':
      return items.map((item, i) => multipartPart(item, encodingAt(media, i)));
  }
}

/** One event: `event:`, `id:`, `retry:` then one `data:` line per line of data, ended by a blank line. */
function sseEvent(itemSchema: Schema, item: unknown): string {
  const fields = isRecord(item) ? item : { data: item };
  const lines: string[] = [];
  for (const key of ['event', 'id', 'retry'] as const) {
    if (fields[key] !== undefined && fields[key] !== null) lines.push(`${key}: ${text(fields[key])}`);
  }
  const data = sseData(mergeAllOf(itemSchema).properties?.['data'], fields['data']);
  if (data !== undefined) for (const line of data.split('\n')) lines.push(`data: ${line}`);
  return `${lines.join('\n')}\n\n`;
}

/** `data` is text; a JSON `contentMediaType` with a `contentSchema` means the text is that schema's JSON. */
function sseData(schema: Schema | undefined, sampled: unknown): string | undefined {
  const content = schema?.contentSchema;
  if (content && (schema?.contentMediaType === undefined || /json/i.test(schema.contentMediaType))) {
    const value = sampleFromSchema(content);
    if (value !== undefined) return JSON.stringify(value);
  }
  return sampled === undefined || sampled === null ? undefined : text(sampled);
}

function encodingAt(media: MediaType, index: number): Encoding | undefined {
  return media.prefixEncoding?.[index] ?? media.itemEncoding;
}

function multipartPart(item: unknown, encoding: Encoding | undefined): string {
  const contentType = encoding?.contentType ?? (typeof item === 'string' ? 'text/plain' : 'application/json');
  const body = typeof item === 'string' ? item : JSON.stringify(item, null, 2);
  return `--${STREAM_BOUNDARY}\nContent-Type: ${contentType}\n\n${body}\n`;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
