/** WebSocket in the shell: websocat (one message per line: the payload is written on one line). */
import { shellQuote } from '../../http/string-literals.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { cannotAnswer, header, oneLine, summary } from '../sample-text.js';

export function shellWebSocket(input: Connected): string {
  const { connection } = input;
  const lines = header('#', input, [summary(input, false), 'WebSocket client: websocat (https://github.com/vi/websocat; cargo install websocat).']);
  if (answerOf(input)) lines.push(...cannotAnswer('#', 'websocat', 'prints what arrives but does not answer each message by itself'));
  const options = connection.headers.map(([n, v]) => `-H ${shellQuote(`${n}: ${v}`)}`);
  const command = (flags: string[]) => ['websocat', ...flags, ...options, shellQuote(connection.url)].join(' ');
  if (input.action === 'receive') {
    lines.push(command(['-U']));
  } else {
    const text = oneLine(input.message);
    // -n1: keep the connection open after the message and exit after the first reply; -u: send only.
    const flags = input.reply ? ['-n1'] : ['-u'];
    if (text.includes('\n')) lines.push(`printf '%s\\0' ${shellQuote(text)} | ${command(['-0', ...flags])}`);
    else lines.push(`printf '%s\\n' ${shellQuote(text)} | ${command(flags)}`);
  }
  return lines.join('\n');
}
