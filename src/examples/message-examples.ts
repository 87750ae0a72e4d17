/**
 * An AsyncAPI operation's messages (and its reply's) as examples: each message's payload and headers read as
 * bodies, so they get the document's examples, else one generated from the schema, like any body.
 */
import type { Message } from '../model/message.js';
import type { MediaType, Operation } from '../model/operation.js';
import { mediaExamples, type ExampleMode, type ShownExample } from './media-examples.js';

export interface MessageExamples {
  message: Message;
  /** A message of the operation's reply. */
  reply: boolean;
  /** The payload's media type: the message's content type, else JSON. */
  mediaType: string;
  payload: ShownExample[];
  headers: ShownExample[];
}

/** A message's payload as a body: its examples' payloads, else generated from the payload schema. */
function payloadOf(message: Message): MediaType {
  return {
    mediaType: message.contentType ?? 'application/json',
    ...(message.payload ? { schema: message.payload } : {}),
    examples: message.examples.filter((e) => e.value !== undefined),
  };
}

/** Its headers the same way: the examples' `headers`, else generated from the headers schema. */
function headersOf(message: Message): MediaType {
  return {
    mediaType: 'application/json',
    ...(message.headers ? { schema: message.headers } : {}),
    examples: message.examples.filter((e) => e.headers !== undefined).map((e) => ({ name: e.name, ...(e.summary ? { summary: e.summary } : {}), value: e.headers })),
  };
}

/** The operation's messages, then its reply's; empty for operations that are not AsyncAPI ones. */
export function messageExamples(op: Pick<Operation, 'async'>): MessageExamples[] {
  const info = op.async;
  if (!info) return [];
  // What the application receives is read like an answer (writeOnly left out), what it sends like a request.
  const mode: ExampleMode = info.action === 'receive' ? 'response' : 'request';
  const of = (message: Message, reply: boolean): MessageExamples => {
    const payload = payloadOf(message);
    return { message, reply, mediaType: payload.mediaType, payload: mediaExamples(payload, mode), headers: mediaExamples(headersOf(message), mode) };
  };
  return [...info.messages.map((m) => of(m, false)), ...(info.reply?.messages ?? []).map((m) => of(m, true))];
}
