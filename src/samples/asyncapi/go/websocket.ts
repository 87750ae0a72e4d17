/** WebSocket in Go: gorilla/websocket. */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { CHECK, goMultiline, goProgram, goString, payloadLine } from './program.js';

export function goWebSocket(input: Connected): string {
  const { connection } = input;
  const imports = ['log', 'github.com/gorilla/websocket'];
  const body = [`\turl := ${goString(connection.url)}`];
  if (input.action === 'send') body.push(payloadLine(input.message.text));
  const answers = answerOf(input) !== undefined;
  if (answers) body.push(`\tanswer := ${goMultiline(input.reply!.message.text)}`);
  body.push('');
  let headerArg = 'nil';
  if (connection.headers.length > 0) {
    imports.push('net/http');
    body.push('\theader := http.Header{}', ...connection.headers.map(([n, v]) => `\theader.Set(${goString(n)}, ${goString(v)})`), '');
    headerArg = 'header';
  }
  body.push(`\tconn, _, err := websocket.DefaultDialer.Dial(url, ${headerArg})`, ...CHECK, '\tdefer conn.Close()', '');
  const read = ['\t_, message, err := conn.ReadMessage()', ...CHECK, '\tfmt.Println(string(message))'];
  if (input.action === 'receive') {
    imports.push('fmt');
    const answer = answers ? ['\tif err := conn.WriteMessage(websocket.TextMessage, []byte(answer)); err != nil {', '\t\tlog.Fatal(err)', '\t}'] : [];
    body.push('\tfor {', ...[...read, ...answer].map((l) => `\t${l}`), '\t}');
  } else {
    body.push('\tif err := conn.WriteMessage(websocket.TextMessage, []byte(payload)); err != nil {', '\t\tlog.Fatal(err)', '\t}');
    if (input.reply) {
      imports.push('fmt');
      body.push(...read);
    }
    body.push(
      '\tclosing := websocket.FormatCloseMessage(websocket.CloseNormalClosure, "")',
      '\tif err := conn.WriteMessage(websocket.CloseMessage, closing); err != nil {',
      '\t\tlog.Fatal(err)',
      '\t}',
    );
  }
  const comments = header('//', input, [summary(input), 'WebSocket client: gorilla/websocket (go get github.com/gorilla/websocket).']);
  return goProgram(comments, imports, body);
}
