/**
 * Server-Sent Events for the AsyncAPI Try-It panel (issue 52 point 3): an `http`/`https` channel whose messages
 * come as `text/event-stream`, read with fetch and the stream reader HTTP Try-It uses (so events split across
 * chunks, comments and CRLF are handled the same way). Receive only: each event's data is a received frame.
 * Shaped as a ChannelSocket so a ChannelSession drives it like a WebSocket.
 */
import { bodyPieces } from '../read-stream.js';
import { streamItemParser } from '../stream-items.js';
import type { SocketFactory } from './channel-session.js';
import { SocketBase } from './socket-base.js';

type Fetch = typeof fetch;

class SseSocket extends SocketBase {
  private readonly abort = new AbortController();

  constructor(url: string, fetchImpl: Fetch) {
    super();
    void this.read(url, fetchImpl);
  }

  private async read(url: string, fetchImpl: Fetch): Promise<void> {
    try {
      const response = await fetchImpl(url, { headers: { accept: 'text/event-stream' }, cache: 'no-store', signal: this.abort.signal });
      if (!response.ok || !response.body) {
        const why = `${response.status} ${response.statusText}`.trim();
        this.onerror?.({ message: why });
        return this.closed(1006, why);
      }
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.();
      const decoder = new TextDecoder();
      const parser = streamItemParser('sse');
      for await (const piece of bodyPieces(response.body)) {
        if (this.readyState !== 1) return;
        for (const item of parser.push(decoder.decode(piece, { stream: true }))) this.onmessage?.({ data: item.data });
      }
      for (const item of parser.push(decoder.decode())) this.onmessage?.({ data: item.data });
      this.closed(1000, 'the server ended the stream');
    } catch (error) {
      if (this.readyState >= 2) return;
      const message = (error as Error).message || String(error);
      this.onerror?.({ message });
      this.closed(1006, message);
    }
  }

  /** Event streams are one-way: nothing is sent. */
  send(): void {}

  close(code = 1000, reason = ''): void {
    if (this.readyState >= 2) return;
    this.readyState = 2;
    this.abort.abort();
    this.closed(code, reason);
  }
}

/** Sockets onto an event stream; `fetchImpl` is the page's fetch unless a test passes its own. */
export function sseSocketFactory(fetchImpl: Fetch = (...args) => fetch(...args)): SocketFactory {
  return (url) => new SseSocket(url, fetchImpl);
}
