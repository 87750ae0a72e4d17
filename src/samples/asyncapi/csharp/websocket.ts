/** WebSocket in C#: System.Net.WebSockets.ClientWebSocket (in the framework, no package). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { csharpMultiline, csharpProgram, csharpString, IN, payloadLine } from './program.js';

/** Reads one whole (possibly fragmented) text message; null once the server closes. */
const RECEIVE = [
  '',
  '    static async Task<string> ReceiveAsync(ClientWebSocket socket)',
  '    {',
  '        var buffer = new byte[8192];',
  '        using (var message = new MemoryStream())',
  '        {',
  '            WebSocketReceiveResult result;',
  '            do',
  '            {',
  '                result = await socket.ReceiveAsync(new ArraySegment<byte>(buffer), CancellationToken.None);',
  '                if (result.MessageType == WebSocketMessageType.Close) return null;',
  '                message.Write(buffer, 0, result.Count);',
  '            } while (!result.EndOfMessage);',
  '            return Encoding.UTF8.GetString(message.ToArray());',
  '        }',
  '    }',
];

export function csharpWebSocket(input: Connected): string {
  const { connection } = input;
  const usings = ['System', 'System.Net.WebSockets', 'System.Threading', 'System.Threading.Tasks'];
  const body: string[] = [];
  if (input.action === 'send') body.push(payloadLine(input.message.text), '');
  const answers = answerOf(input) !== undefined;
  if (answers) body.push(`${IN}var answer = ${csharpMultiline(input.reply!.message.text)};`, '');
  body.push(`${IN}using (var socket = new ClientWebSocket())`, `${IN}{`);
  const inner = connection.headers.map(([n, v]) => `socket.Options.SetRequestHeader(${csharpString(n)}, ${csharpString(v)});`);
  inner.push(`await socket.ConnectAsync(new Uri(${csharpString(connection.url)}), CancellationToken.None);`);
  const reads = input.action === 'receive' || input.reply !== undefined;
  if (input.action === 'receive') {
    if (answers) inner.push('var answerBytes = Encoding.UTF8.GetBytes(answer);');
    inner.push('string text;', 'while ((text = await ReceiveAsync(socket)) != null)', '{', '    Console.WriteLine(text);');
    if (answers) inner.push('    await socket.SendAsync(new ArraySegment<byte>(answerBytes), WebSocketMessageType.Text, true, CancellationToken.None);');
    inner.push('}');
  } else {
    inner.push(
      'var bytes = Encoding.UTF8.GetBytes(payload);',
      'await socket.SendAsync(new ArraySegment<byte>(bytes), WebSocketMessageType.Text, true, CancellationToken.None);',
    );
    if (input.reply) inner.push('Console.WriteLine(await ReceiveAsync(socket));');
    inner.push('await socket.CloseAsync(WebSocketCloseStatus.NormalClosure, "", CancellationToken.None);');
  }
  usings.push('System.Text');
  if (reads) usings.push('System.IO');
  body.push(...inner.map((l) => `${IN}    ${l}`), `${IN}}`);
  const comments = header('//', input, [summary(input), 'WebSocket client: System.Net.WebSockets.ClientWebSocket (in .NET and Mono, no package).']);
  return csharpProgram(comments, usings, body, reads ? RECEIVE : []);
}
