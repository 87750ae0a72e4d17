// Stream items as the HTML standard's event-stream rules and the JSON stream formats define them, fed in pieces.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { streamItemParser } from '../../src/tryit/stream-items.js';
import { liveStreamFormat, readStream } from '../../src/tryit/read-stream.js';
import type { TryItStreamItem } from '../../src/tryit/types.js';

/** Feeds `pieces` one by one; returns every item and the comment count. */
function parse(format: 'sse' | 'json-lines' | 'json-seq', pieces: string[]): { items: TryItStreamItem[]; comments: number } {
  const parser = streamItemParser(format);
  const items = pieces.flatMap((p) => parser.push(p)).concat(parser.end());
  return { items, comments: parser.comments };
}

async function* chunks(...parts: Array<Uint8Array | string>): AsyncGenerator<Uint8Array | string> {
  for (const part of parts) yield part;
}

describe('stream items', () => {
  it('SSE: multi-line data, CR, LF and CRLF line ends, comments, event/id/retry, and lines split across pieces', () => {
    const { items, comments } = parse('sse', ['data: a\r', '\ndata: b\n\n: ping\r\rev', 'ent: up\rid: 7\rretry: 1500\rdata:{"x"', ':1}\r\n\r\n']);
    assert.deepEqual(items, [
      { index: 0, format: 'sse', event: 'message', data: 'a\nb' },
      { index: 1, format: 'sse', event: 'up', data: '{"x":1}', id: '7', retry: 1500 },
    ]);
    assert.equal(comments, 1);
  });

  it('SSE: an event without its blank line at the end of the stream is dropped, as EventSource does', () => {
    assert.deepEqual(parse('sse', ['data: whole\n\n', 'data: unfinished']).items.map((i) => i.data), ['whole']);
  });

  it('JSON Lines: one item per line, CRLF and blank lines allowed, a last line without its end counted', () => {
    assert.deepEqual(parse('json-lines', ['{"a":1}\r\n\n{"b"', ':2}\n{"c":3}']).items.map((i) => i.data), ['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('JSON text sequence: records split on the record separator', () => {
    assert.deepEqual(parse('json-seq', ['\u001e{"a":1}\n\u001e{"b"', ':2}\n']).items.map((i) => i.data), ['{"a":1}', '{"b":2}']);
  });

  it('readStream: a BOM and a character split across byte chunks decode whole; the raw bytes are kept', async () => {
    const bytes = new TextEncoder().encode('\uFEFFdata: café\n\n');
    const split = bytes.indexOf(0xc3) + 1; // inside "é"
    const seen: TryItStreamItem[] = [];
    const read = await readStream(chunks(bytes.slice(0, split), bytes.slice(split)), 'sse', { listener: { item: (i) => seen.push(i) }, maxBytes: 1000, stopped: () => false });
    assert.deepEqual(seen.map((i) => i.data), ['café']);
    assert.deepEqual([...read.bytes], [...bytes]);
    assert.deepEqual(read.summary, { format: 'sse', items: 1, comments: 0, ended: 'complete' });
  });

  it('readStream: a stream past the size limit stops with what arrived', async () => {
    const read = await readStream(chunks('data: 1\n\n', 'data: 2\n\n', 'data: 3\n\n'), 'sse', { maxBytes: 20, stopped: () => false });
    assert.equal(read.summary.ended, 'limit');
    assert.equal(read.summary.items, 2);
    assert.equal(new TextDecoder().decode(read.bytes), 'data: 1\n\ndata: 2\n\n');
  });

  it('readStream: an error mid-stream is a cut, an abort a stop', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield 'data: 1\n\n';
      throw new Error('socket hang up');
    }
    const cut = await readStream(failing(), 'sse', { maxBytes: 1000, stopped: () => false });
    assert.deepEqual(cut.summary, { format: 'sse', items: 1, comments: 0, ended: 'cut', detail: 'socket hang up' });
    const stopped = await readStream(failing(), 'sse', { maxBytes: 1000, stopped: () => true });
    assert.equal(stopped.summary.ended, 'stopped');
  });

  it('the format: the answer’s own type, else the declared one when the answer’s type is missing or generic', () => {
    assert.equal(liveStreamFormat('text/event-stream; charset=utf-8'), 'sse');
    assert.equal(liveStreamFormat('application/x-ndjson'), 'json-lines');
    assert.equal(liveStreamFormat('application/json-seq'), 'json-seq');
    assert.equal(liveStreamFormat('multipart/mixed'), undefined);
    assert.equal(liveStreamFormat('text/plain', 'sse'), 'sse');
    assert.equal(liveStreamFormat(undefined, 'json-lines'), 'json-lines');
    assert.equal(liveStreamFormat('application/json', 'sse'), undefined);
  });
});
