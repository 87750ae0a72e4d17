/** MQTT in the shell: mosquitto_pub / mosquitto_sub (Debian and Homebrew: mosquitto-clients / mosquitto). */
import { shellQuote } from '../../string-literals.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary, unsupportedNote } from '../sample-text.js';

function brokerOptions(input: Connected): string[] {
  const { auth, connection, mqtt } = input;
  const options = [`-h ${shellQuote(connection.host)}`, `-p ${connection.port}`];
  if (mqtt.clientId !== undefined) options.push(`-i ${shellQuote(mqtt.clientId)}`);
  if (auth.username !== undefined) options.push(`-u ${shellQuote(auth.username)}`);
  if (auth.password !== undefined) options.push(`-P ${shellQuote(auth.password)}`);
  if (connection.secure) options.push('--capath /etc/ssl/certs');
  if (auth.clientCertificate) options.push('--cert client.crt --key client.key');
  return options;
}

function publish(input: Connected): string {
  const { message, mqtt } = input;
  const options = [...brokerOptions(input), `-t ${shellQuote(input.channel)}`, `-q ${mqtt.qos}`];
  if (mqtt.retain) options.push('-r');
  if (message.headers.length > 0) {
    options.push('-V mqttv5');
    if (message.contentType) options.push(`-D publish content-type ${shellQuote(message.contentType)}`);
    for (const [n, v] of message.headers) options.push(`-D publish user-property ${shellQuote(n)} ${shellQuote(v)}`);
  }
  options.push(`-m ${shellQuote(message.text)}`);
  return `mosquitto_pub ${options.join(' \\\n  ')}`;
}

export function shellMqtt(input: Connected): string {
  if (input.connection.transport === 'websockets') {
    return unsupportedNote('#', input, `mosquitto_pub and mosquitto_sub speak MQTT over TCP only; this broker is reached over WebSocket (${input.connection.url}).`);
  }
  const lines = header('#', input, [summary(input), 'MQTT clients: mosquitto_pub / mosquitto_sub (apt install mosquitto-clients; brew install mosquitto).']);
  const subscribe = (topic: string, extra: string[]) =>
    `mosquitto_sub ${[...brokerOptions(input), `-t ${shellQuote(topic)}`, `-q ${input.mqtt.qos}`, ...extra].join(' \\\n  ')}`;
  const answer = answerOf(input);
  if (answer?.via === 'channel') {
    // NUL-separated, so a message over several lines is read (and answered) once.
    const reply = `mosquitto_pub ${[...brokerOptions(input), `-t ${shellQuote(answer.channel)}`, `-q ${input.mqtt.qos}`, `-m ${shellQuote(input.reply!.message.text)}`].join(' ')}`;
    lines.push(`${subscribe(input.channel, ["-F '%p\\0'"])} |`, "while IFS= read -r -d '' message; do", `  printf '%s\\n' "$message"`, `  ${reply}`, 'done');
  } else if (input.action === 'receive') {
    lines.push(subscribe(input.channel, []));
  } else if (input.reply?.channel !== undefined) {
    lines.push('# Listen for one reply first, then send the request.', `${subscribe(input.reply.channel, ['-C 1'])} &`, 'sleep 1', publish(input), 'wait');
  } else {
    lines.push(publish(input));
  }
  return lines.join('\n');
}
