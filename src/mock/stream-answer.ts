/**
 * A mocked stream (Server-Sent Events, JSON Lines, JSON text sequence): items a little apart, so the live view
 * shows them arriving and Stop can end them. From the document's example when it writes one in the wire format,
 * else generated from the item schema.
 */
import type { MediaType } from '../model/index.js';
import { streamFormat } from '../model/stream-format.js';
import { documentExamples } from '../examples/media-examples.js';
import { streamPieces } from '../schema/stream-example.js';
import type { MockStream } from './types.js';

/** Generated items: enough to watch, few enough to end on its own. */
export const MOCK_STREAM_ITEMS = 10;
export const MOCK_STREAM_INTERVAL_MS = 400;

/** A written example cut into its items: SSE events end with a blank line, JSON Lines and sequences with a newline. */
function examplePieces(text: string, media: MediaType): string[] {
  const format = streamFormat(media.mediaType);
  const normalized = text.replace(/\r\n?/g, '\n');
  if (format === 'sse') return (normalized.match(/[\s\S]*?\n\n|[\s\S]+$/g) ?? []).map((p) => (p.endsWith('\n\n') ? p : `${p.replace(/\n*$/, '')}\n\n`));
  return normalized.split('\n').filter((line) => line.trim() !== '').map((line) => `${line}\n`);
}

function writtenPieces(media: MediaType, exampleName: string | undefined): string[] | undefined {
  const examples = documentExamples(media);
  const example = (exampleName !== undefined ? examples.find((e) => e.name === exampleName) : undefined) ?? examples[0];
  const text = example?.serializedValue ?? example?.value;
  if (typeof text === 'string' && text.trim() !== '') return examplePieces(text, media);
  if (Array.isArray(text) && streamFormat(media.mediaType) !== 'sse') return text.map((item) => `${JSON.stringify(item)}\n`);
  return undefined;
}

/** The stream answering with `media`; undefined when it is no live stream or has nothing to send. */
export function mockStream(media: MediaType, exampleName: string | undefined): MockStream | undefined {
  const format = streamFormat(media.mediaType);
  if (!format || format === 'multipart') return undefined;
  const pieces = writtenPieces(media, exampleName) ?? streamPieces(media, MOCK_STREAM_ITEMS);
  return pieces && pieces.length > 0 ? { pieces, intervalMs: MOCK_STREAM_INTERVAL_MS } : undefined;
}
