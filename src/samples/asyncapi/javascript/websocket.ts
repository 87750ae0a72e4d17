/** WebSocket in JavaScript: the `ws` package in Node (the global WebSocket of browsers and Node 22+ works alike, without custom headers). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { jsMultiline, jsObject, jsString } from './literals.js';

export function javascriptWebSocket(input: Connected): string {
  const { connection, message } = input;
  const lines = header('//', input, [
    summary(input),
    'WebSocket client: ws (npm install ws). Browsers and Node 22+ have a global WebSocket that works alike (without custom headers).',
  ]);
  lines.push("import WebSocket from 'ws';", '', `const url = ${jsString(connection.url)};`);
  const answers = answerOf(input) !== undefined;
  if (input.action === 'send') lines.push(`const payload = ${jsMultiline(message.text)};`);
  if (answers) lines.push(`const answer = ${jsMultiline(input.reply!.message.text)};`);
  const options = connection.headers.length > 0 ? `, {\n  headers: ${jsObject(connection.headers, '  ')},\n}` : '';
  lines.push('', `const socket = new WebSocket(url${options});`, '');
  if (input.action === 'receive') {
    lines.push("socket.on('message', (data) => {", '  console.log(data.toString());', ...(answers ? ['  socket.send(answer);'] : []), '});');
  } else if (input.reply) {
    lines.push(
      "socket.on('open', () => socket.send(payload));",
      "socket.once('message', (data) => {",
      '  console.log(data.toString());',
      '  socket.close();',
      '});',
    );
  } else {
    lines.push(
      "socket.on('open', () => {",
      '  socket.send(payload, (error) => {',
      '    if (error) console.error(error);',
      '    socket.close();',
      '  });',
      '});',
    );
  }
  lines.push("socket.on('error', (error) => {", '  console.error(error);', '  process.exitCode = 1;', '});');
  return lines.join('\n');
}
