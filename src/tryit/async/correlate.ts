/**
 * Which sent message a received reply answers (AsyncAPI 3.0 request/reply, issue 52 point 2): the value at the
 * reply's correlation id location (`$message.payload#/<JSON pointer>`) equals the value at the request's; without
 * a location the panel can read (none given, or a header, which WebSocket frames do not carry), a reply answers
 * the oldest request not answered yet.
 */
import { readPayloadLocation } from './payload-location.js';
import type { TryMessage } from './channel-try-plan.js';

/** The value at a `$message.payload#/…` location in a JSON text; undefined for other locations or no value. */
export const correlationValue = readPayloadLocation;

/** A sent message that waits for its reply. */
export interface PendingRequest {
  entryId: number;
  /** The request's correlation id, when its location can be read in the text sent. */
  correlation?: string;
}

/**
 * The pending request a received text replies to, if it is a reply: it fits one of the operation's reply
 * messages, and its correlation id (read where that reply message says) matches the request's; a reply whose id
 * cannot be read answers the oldest request.
 */
export function answeredRequest(pending: readonly PendingRequest[], fitting: readonly TryMessage[], text: string): PendingRequest | undefined {
  const reply = fitting.find((m) => m.reply);
  if (!reply || pending.length === 0) return undefined;
  const id = correlationValue(reply.correlationId, text);
  if (id === undefined) return pending[0];
  return pending.find((request) => request.correlation === id);
}

/** The correlation id a request sent as `text` carries, read where the operation's reply expects it. */
export function requestCorrelation(messages: readonly TryMessage[], text: string): string | undefined {
  const location = messages.find((m) => !m.reply && m.correlationId)?.correlationId ?? messages.find((m) => m.reply && m.correlationId)?.correlationId;
  return correlationValue(location, text);
}
