/**
 * Splits the text of a stream into items, chunk by chunk: Server-Sent Events as the HTML standard defines them
 * (eventsource-parser: multi-line data, CR / LF / CRLF, comments, lines split across chunks), JSON Lines on line
 * ends, JSON text sequences (RFC 7464) on the record separator. The text comes already decoded (a TextDecoder in
 * streaming mode drops the BOM and holds back split characters).
 */
import { createParser } from 'eventsource-parser';
import type { TryItStreamFormat, TryItStreamItem } from './types.js';

export interface StreamItemParser {
  /** Parses the next piece of text; returns the items it completed. */
  push(text: string): TryItStreamItem[];
  /** The end of the stream: a last JSON line without its line end is an item; an unfinished event is dropped (as EventSource does). */
  end(): TryItStreamItem[];
  /** SSE comment lines seen so far. */
  readonly comments: number;
}

const RECORD_SEPARATOR = '\u001e';

export function streamItemParser(format: TryItStreamFormat): StreamItemParser {
  return format === 'sse' ? sseParser() : jsonParser(format);
}

function sseParser(): StreamItemParser {
  let index = 0;
  let comments = 0;
  let retry: number | undefined;
  let out: TryItStreamItem[] = [];
  const parser = createParser({
    onEvent: (message) => {
      const item: TryItStreamItem = { index: index++, format: 'sse', event: message.event || 'message', data: message.data };
      if (message.id !== undefined) item.id = message.id;
      if (retry !== undefined) item.retry = retry;
      retry = undefined;
      out.push(item);
    },
    onRetry: (ms) => (retry = ms),
    onComment: () => comments++,
  });
  const take = (): TryItStreamItem[] => {
    const items = out;
    out = [];
    return items;
  };
  return {
    push(text) {
      parser.feed(text);
      return take();
    },
    end: take,
    get comments() {
      return comments;
    },
  };
}

function jsonParser(format: 'json-lines' | 'json-seq'): StreamItemParser {
  const separator = format === 'json-lines' ? /\r?\n/ : RECORD_SEPARATOR;
  let index = 0;
  let pending = '';
  const items = (texts: string[]): TryItStreamItem[] =>
    texts.map((t) => t.trim()).filter((t) => t !== '').map((data) => ({ index: index++, format, data }));
  return {
    push(text) {
      const parts = (pending + text).split(separator);
      pending = parts.pop() ?? '';
      return items(parts);
    },
    end() {
      const last = pending;
      pending = '';
      return items([last]);
    },
    comments: 0,
  };
}
