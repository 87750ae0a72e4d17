/** WebSocket in Python: websockets (asyncio). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { pyDict, pythonMultiline, pythonString } from './literals.js';

export function pythonWebSocket(input: Connected): string {
  const { connection, message } = input;
  const lines = header('#', input, [summary(input), 'WebSocket client: websockets (pip install websockets).']);
  lines.push('import asyncio', '', 'import websockets', '', `URL = ${pythonString(connection.url)}`);
  if (connection.headers.length > 0) lines.push(`HEADERS = ${pyDict(connection.headers, '')}`);
  if (input.action === 'send') lines.push(`PAYLOAD = ${pythonMultiline(message.text, '')}`);
  const answers = answerOf(input) !== undefined;
  if (answers) lines.push(`ANSWER = ${pythonMultiline(input.reply!.message.text, '')}`);
  const headers = connection.headers.length > 0 ? ', additional_headers=HEADERS' : '';
  lines.push('', '', 'async def main():', `    async with websockets.connect(URL${headers}) as websocket:`);
  if (input.action === 'receive') {
    lines.push('        async for message in websocket:', '            print(message, flush=True)');
    if (answers) lines.push('            await websocket.send(ANSWER)');
  } else {
    lines.push('        await websocket.send(PAYLOAD)');
    if (input.reply) lines.push('        print(await websocket.recv(), flush=True)');
  }
  lines.push('', '', 'asyncio.run(main())');
  return lines.join('\n');
}
