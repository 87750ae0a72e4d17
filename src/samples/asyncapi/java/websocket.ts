/** WebSocket in Java: java.net.http.WebSocket (JDK 11+), no library. */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { IN, javaMultiline, javaProgram, javaString, payloadLine } from './program.js';

function listener(input: Connected): string[] {
  if (input.action === 'send' && !input.reply) return [`${IN}WebSocket.Listener listener = new WebSocket.Listener() { };`];
  const done = input.action === 'send' ? [`${IN}            done.countDown();`] : [];
  if (answerOf(input)) done.push(`${IN}            webSocket.sendText(answer, true);`);
  return [
    ...(input.action === 'send' ? [`${IN}CountDownLatch done = new CountDownLatch(1);`] : []),
    `${IN}WebSocket.Listener listener = new WebSocket.Listener() {`,
    `${IN}    private final StringBuilder text = new StringBuilder();`,
    '',
    `${IN}    @Override`,
    `${IN}    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {`,
    `${IN}        text.append(data);`,
    `${IN}        if (last) {`,
    `${IN}            System.out.println(text);`,
    `${IN}            text.setLength(0);`,
    ...done,
    `${IN}        }`,
    `${IN}        webSocket.request(1);`,
    `${IN}        return null;`,
    `${IN}    }`,
    `${IN}};`,
  ];
}

export function javaWebSocket(input: Connected): string {
  const { connection } = input;
  const imports = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.WebSocket'];
  const body = [`${IN}String url = ${javaString(connection.url)};`];
  if (input.action === 'send') body.push(payloadLine(input.message.text));
  if (answerOf(input)) body.push(`${IN}String answer = ${javaMultiline(input.reply!.message.text, `${IN}    `)};`);
  body.push('');
  if (input.action === 'receive' || input.reply) imports.push('java.util.concurrent.CompletionStage');
  if (input.action === 'send' && input.reply) imports.push('java.util.concurrent.CountDownLatch');
  body.push(...listener(input), '');
  body.push(`${IN}WebSocket webSocket = HttpClient.newHttpClient().newWebSocketBuilder()`);
  for (const [n, v] of connection.headers) body.push(`${IN}    .header(${javaString(n)}, ${javaString(v)})`);
  body.push(`${IN}    .buildAsync(URI.create(url), listener)`, `${IN}    .join();`);
  if (input.action === 'receive') {
    body.push(`${IN}Thread.currentThread().join(); // prints messages until stopped`);
  } else {
    body.push(`${IN}webSocket.sendText(payload, true).join();`);
    if (input.reply) body.push(`${IN}done.await();`);
    body.push(`${IN}webSocket.sendClose(WebSocket.NORMAL_CLOSURE, "").join();`);
  }
  const comments = header('//', input, [summary(input), 'WebSocket client: java.net.http.WebSocket (JDK 11+, no library).']);
  return javaProgram(comments, imports, body);
}
