/**
 * Mock channels (issue 52 point 5): with the page's mock mode on, the AsyncAPI Try-It panel talks to a socket
 * made in the page from the document, with no network. A receive operation's channel emits its messages'
 * examples in turn, one every `intervalMs`; a text sent is checked against the operation's messages and answered
 * with the reply's example (its correlation id set to the request's), or with an error frame saying why it does
 * not fit. Shaped like the page's WebSocket, as far as ChannelSession uses it.
 */
import { correlationValue, requestCorrelation } from './correlate.js';
import { identifyMessage, payloadProblem } from './identify-message.js';
import { writePayloadLocation } from './payload-location.js';
import type { ChannelSocket, SocketFactory } from './channel-session.js';
import type { TryMessage } from './channel-try-plan.js';

export interface MockChannel {
  action: 'send' | 'receive';
  messages: readonly TryMessage[];
}

/** Schedules `run` every `ms`; returns how to stop it (tests pass their own clock). */
export type Repeat = (run: () => void, ms: number) => () => void;

const everyInterval: Repeat = (run, ms) => {
  const timer = setInterval(run, ms);
  return () => clearInterval(timer);
};

/** The reply's text with the request's correlation id written at the reply's payload location. */
function replyText(reply: TryMessage, correlation: string | undefined): string {
  return correlation === undefined ? reply.text : writePayloadLocation(reply.correlationId, reply.text, correlation);
}

class MockSocket implements ChannelSocket {
  readyState = 0;
  binaryType = 'arraybuffer';
  onopen: (() => void) | null = null;
  onmessage: ChannelSocket['onmessage'] = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  private stop?: () => void;

  constructor(
    private readonly channel: MockChannel,
    intervalMs: number,
    repeat: Repeat,
  ) {
    const emitted = channel.messages.filter((m) => !m.reply);
    queueMicrotask(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.();
      if (channel.action !== 'receive' || emitted.length === 0) return;
      let next = 0;
      this.stop = repeat(() => {
        const message = emitted[next++ % emitted.length]!;
        this.emit(message.text);
      }, intervalMs);
    });
  }

  send(data: string | Uint8Array<ArrayBuffer>): void {
    if (this.readyState !== 1 || typeof data !== 'string') return;
    const requests = this.channel.messages.filter((m) => !m.reply);
    const replies = this.channel.messages.filter((m) => m.reply);
    if (requests.length > 0 && identifyMessage(requests, data).length === 0) {
      const problem = payloadProblem(requests[0], data);
      const why = problem?.kind === 'not-json' ? `is not JSON: ${problem.error}` : `does not match the payload schema of ${requests.map((m) => m.label).join(' or ')}`;
      queueMicrotask(() => this.emit(JSON.stringify({ mockError: `The message ${why}` })));
      return;
    }
    const [reply] = replies;
    if (!reply) return;
    const correlation = requestCorrelation(this.channel.messages, data) ?? correlationValue(reply.correlationId, data);
    queueMicrotask(() => this.emit(replyText(reply, correlation)));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= 2) return;
    this.stop?.();
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code, reason }));
  }

  private emit(text: string): void {
    if (this.readyState === 1) this.onmessage?.({ data: text });
  }
}

/** Sockets onto `channel`'s mock, whatever URL they are opened with. */
export function mockSocketFactory(channel: MockChannel, { intervalMs = 3000, repeat = everyInterval }: { intervalMs?: number; repeat?: Repeat } = {}): SocketFactory {
  return () => new MockSocket(channel, intervalMs, repeat);
}
