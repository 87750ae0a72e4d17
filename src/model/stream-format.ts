/**
 * Which media types are streams of items, and in which wire format: the one place that decides it, for the
 * reference page (examples written in the format), Try-It (read as it arrives), code samples and the proxy
 * (relayed chunk by chunk).
 */
export type StreamFormat = 'sse' | 'json-lines' | 'json-seq' | 'multipart';

const FORMATS: Record<string, StreamFormat> = {
  'text/event-stream': 'sse',
  'application/jsonl': 'json-lines',
  'application/x-ndjson': 'json-lines',
  'application/x-jsonlines': 'json-lines',
  'application/json-seq': 'json-seq',
  'multipart/mixed': 'multipart',
};

/** The stream format of a media type (parameters ignored), or undefined when it is not a stream. */
export function streamFormat(mediaType: string | undefined): StreamFormat | undefined {
  return FORMATS[mediaType?.split(';')[0]?.trim().toLowerCase() ?? ''];
}

/**
 * Formats read item by item as they arrive (Try-It, the proxy's streamed envelope, samples). A multipart/mixed
 * body is a document in parts rather than a feed: it is read whole, as before.
 */
export function isLiveStream(mediaType: string | undefined): boolean {
  const format = streamFormat(mediaType);
  return format !== undefined && format !== 'multipart';
}
