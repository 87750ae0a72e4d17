/**
 * What every language's AsyncAPI sample shares: the comment block at the top (library and install line, notes),
 * and the note a tab shows instead of code when there is nothing it can connect to.
 */
import { answerOf, answerWords, ownReplyTopic, type MqttClientAbility } from './answer.js';
import { runtimeAddressWords } from './reply-address.js';
import type { AsyncConnection, AsyncSampleInput, SampleMessage } from './types.js';

export type Connected = AsyncSampleInput & { connection: AsyncConnection };

/** One comment line per text line; control characters and Java's `\u` escapes cannot break out of it. */
export function comments(prefix: string, lines: readonly string[]): string[] {
  return lines.flatMap((line) => line.split(/\r\n|[\r\n\u2028\u2029\u0085]/)).map((line) => {
    const safe = line.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\\u/g, '\\ u');
    return safe === '' ? prefix : `${prefix} ${safe}`;
  });
}

/** The top of a sample: what it does, the library and how to install it, then the input's notes. */
export function header(prefix: string, input: Connected, library: readonly string[]): string[] {
  const lines = comments(prefix, [...library, ...input.notes]);
  return lines.length > 0 ? [...lines, ''] : [];
}

/**
 * What the sample does, in words: `Sends one "lightMeasured" message to smartylighting/…`. `answers`: false for a
 * tab whose tool cannot answer the messages it receives (it then says so in a comment of its own).
 */
export function summary(input: AsyncSampleInput, answers = true, client: MqttClientAbility = { v5: true }): string {
  const target = input.channel === '' ? 'the channel' : input.channel;
  const name = input.message.name ? ` "${input.message.name}"` : '';
  if (input.action === 'receive') {
    const answer = answers ? answerOf(input, client) : undefined;
    if (answer) return `Receives messages from ${target}, prints each one${answerWords(answer)}.`;
    const runtime = input.reply?.runtime;
    if (answers && runtime?.in === 'header' && input.connection?.protocol === 'mqtt' && !client.v5 && input.reply?.channel === undefined) {
      return `Receives messages from ${target} and prints each one. Each names its reply topic in ${runtimeAddressWords(runtime)}, which this MQTT 3.1.1 client cannot read: it does not answer.`;
    }
    return `Receives messages from ${target} and prints each one.`;
  }
  const own = ownReplyTopic(input, client);
  if (own) return `Sends one${name} message to ${target} with a reply topic of its own in ${runtimeAddressWords(own)}, then waits for the reply there.`;
  if (input.reply?.runtime && input.connection?.protocol === 'mqtt' && input.reply.channel === undefined) {
    return `Sends one${name} message to ${target}. The reply address belongs in ${runtimeAddressWords(input.reply.runtime)}, which this MQTT 3.1.1 client cannot send: it does not wait for a reply.`;
  }
  if (input.reply) return `Sends one${name} message to ${target}, then waits for the reply${input.reply.channel ? ` on ${input.reply.channel}` : ''}.`;
  return `Sends one${name} message to ${target}.`;
}

/** The comment of a tab whose tool prints the messages it receives but cannot answer them. */
export function cannotAnswer(prefix: string, tool: string, why: string): string[] {
  return comments(prefix, [`${tool} ${why}; the other tabs answer each message.`]);
}

/** A tab's note when the sample cannot connect anywhere, with the message it would send. */
export function unsupportedNote(prefix: string, input: AsyncSampleInput, why?: string): string {
  const lines = [why ?? input.unsupported ?? 'No client for this protocol in this language.'];
  if (input.channel !== '') lines.push(`Channel: ${input.channel}`);
  if (input.action === 'send') {
    lines.push('', `Message to send${input.message.contentType ? ` (${input.message.contentType})` : ''}:`, ...input.message.text.split('\n'));
  } else {
    lines.push('The application receives messages on this channel.');
  }
  return comments(prefix, [...lines, ...(input.notes.length > 0 ? ['', ...input.notes] : [])]).join('\n');
}

/** The payload on one line where the JSON allows it (for tools that send one message per line). */
export function oneLine(message: SampleMessage): string {
  if (!message.json || !message.text.includes('\n')) return message.text;
  try {
    return JSON.stringify(JSON.parse(message.text));
  } catch {
    return message.text;
  }
}

/** The message's headers with its content type first when a protocol carries it as a header. */
export function headersWithContentType(message: SampleMessage): Array<[string, string]> {
  const own = message.headers.some(([n]) => n.toLowerCase() === 'content-type');
  return message.contentType && !own ? [['content-type', message.contentType], ...message.headers] : message.headers;
}
