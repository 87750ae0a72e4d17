/**
 * Which of an operation's messages a WebSocket frame is, and whether a text is fit to send as one: the payload
 * is read as JSON when the message is JSON, then checked against the message's payload schema (the core's
 * small JSON Schema check, the one the samples trust examples with).
 */
import { matchesSchema } from '../../schema/matches-schema.js';
import type { TryMessage } from './channel-try-plan.js';
import { jsonValue } from './payload-location.js';

function fits(message: TryMessage, text: string): boolean {
  if (!message.json) return message.payload === undefined || matchesSchema(text, message.payload);
  const parsed = jsonValue(text);
  return parsed !== undefined && (message.payload === undefined || matchesSchema(parsed.value, message.payload));
}

/**
 * The messages a received text fits, most specific first: those with a payload schema before those without
 * (a message without a schema fits anything, so it is named only when nothing narrower does).
 */
export function identifyMessage(messages: readonly TryMessage[], text: string): TryMessage[] {
  const fitting = messages.filter((m) => fits(m, text));
  const narrow = fitting.filter((m) => m.payload !== undefined);
  return narrow.length > 0 ? narrow : fitting;
}

export type PayloadProblem = { kind: 'not-json'; error: string } | { kind: 'schema'; message: string };

/** Why `text` is not a valid `message`, or undefined when it is (checked before sending). */
export function payloadProblem(message: TryMessage | undefined, text: string): PayloadProblem | undefined {
  if (!message) return undefined;
  if (message.json) {
    try {
      const value = JSON.parse(text) as unknown;
      return message.payload && !matchesSchema(value, message.payload) ? { kind: 'schema', message: message.label } : undefined;
    } catch (error) {
      return { kind: 'not-json', error: (error as Error).message };
    }
  }
  return message.payload && !matchesSchema(text, message.payload) ? { kind: 'schema', message: message.label } : undefined;
}
