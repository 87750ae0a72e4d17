/** MQTT in the shell: mosquitto_pub / mosquitto_sub (Debian and Homebrew: mosquitto-clients / mosquitto). */
import { shellQuote } from '../../http/string-literals.js';
import type { Connected } from '../sample-text.js';
import { answerOf, ownReplyTopic } from '../answer.js';
import type { RuntimeAddress } from '../reply-address.js';
import { header, summary, unsupportedNote } from '../sample-text.js';

/**
 * mosquitto_rr (MQTT 5) carries a header as a user property; mosquitto_sub cannot hand one to a command, so a
 * receiving tab reads reply topics from the payload only.
 */
const clientOf = (input: Connected) => ({ v5: input.action === 'send' });

/** MQTT 5 properties of a publish: content type and headers, a header reply address set to `$reply_topic`. */
function properties(input: Connected, own?: RuntimeAddress): string[] {
  const { message } = input;
  const options: string[] = [];
  if (message.contentType) options.push(`-D publish content-type ${shellQuote(message.contentType)}`);
  for (const [n, v] of message.headers) if (own?.in !== 'header' || n !== own.name) options.push(`-D publish user-property ${shellQuote(n)} ${shellQuote(v)}`);
  if (own?.in === 'header') options.push(`-D publish user-property ${shellQuote(own.name)} "$reply_topic"`);
  return options;
}

/**
 * A request: mosquitto_rr subscribes to the reply topic, then publishes (MQTT 5, the reply topic also as the
 * response topic) and prints the one reply. Its own reply topic goes into the payload (jq) or a header.
 */
function request(input: Connected, own: RuntimeAddress | undefined): string[] {
  const lines: string[] = [];
  const options = [...brokerOptions(input), `-t ${shellQuote(input.channel)}`];
  if (own) {
    lines.push("# A reply topic of this program's own, sent where the document says the answer goes.", 'reply_topic="replies/$(od -An -N16 -tx1 /dev/urandom | tr -d \' \\n\')"');
    options.push('-e "$reply_topic"');
  } else options.push(`-e ${shellQuote(input.reply!.channel!)}`);
  options.push(`-q ${input.mqtt.qos}`, ...properties(input, own));
  if (own?.in === 'payload') {
    lines.push(`request=$(jq --arg reply_topic "$reply_topic" ${shellQuote(`setpath(${JSON.stringify(own.pointer)}; $reply_topic)`)} <<< ${shellQuote(input.message.text)})`);
    options.push('-m "$request"');
  } else options.push(`-m ${shellQuote(input.message.text)}`);
  if (input.mqtt.retain) lines.push('# mosquitto_rr does not retain requests.');
  lines.push(`mosquitto_rr ${options.join(' \\\n  ')}`);
  return lines;
}

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
  if (message.headers.length > 0) options.push('-V mqttv5', ...properties(input));
  options.push(`-m ${shellQuote(message.text)}`);
  return `mosquitto_pub ${options.join(' \\\n  ')}`;
}

export function shellMqtt(input: Connected): string {
  if (input.connection.transport === 'websockets') {
    return unsupportedNote('#', input, `mosquitto_pub and mosquitto_sub speak MQTT over TCP only; this broker is reached over WebSocket (${input.connection.url}).`);
  }
  const client = clientOf(input);
  const own = ownReplyTopic(input, client);
  const answer = answerOf(input, client);
  const jq = own?.in === 'payload' || answer?.via === 'runtime' ? ['The reply topic is written or read with jq (apt install jq; brew install jq).'] : [];
  const rr = input.action === 'send' && (own !== undefined || input.reply?.channel !== undefined);
  const tools = `MQTT clients: ${rr ? 'mosquitto_rr' : 'mosquitto_pub / mosquitto_sub'} (apt install mosquitto-clients; brew install mosquitto).`;
  const lines = header('#', input, [summary(input, true, client), tools, ...jq]);
  const subscribe = (topic: string, extra: string[]) =>
    `mosquitto_sub ${[...brokerOptions(input), `-t ${shellQuote(topic)}`, `-q ${input.mqtt.qos}`, ...extra].join(' \\\n  ')}`;
  if (answer?.via === 'runtime' && answer.address.in === 'payload') {
    const reply = `mosquitto_pub ${[...brokerOptions(input), '-t "$reply_topic"', `-q ${input.mqtt.qos}`, `-m ${shellQuote(input.reply!.message.text)}`].join(' ')}`;
    const missing = answer.fallback === undefined
      ? ['  if [ -z "$reply_topic" ]; then', "    echo 'The message names no reply topic: not answered.' >&2", '    continue', '  fi']
      : [`  [ -n "$reply_topic" ] || reply_topic=${shellQuote(answer.fallback)}`];
    lines.push(`${subscribe(input.channel, ["-F '%p\\0'"])} |`, "while IFS= read -r -d '' message; do", `  printf '%s\\n' "$message"`);
    lines.push(`  reply_topic=$(jq -r ${shellQuote(`getpath(${JSON.stringify(answer.address.pointer)}) | strings`)} <<< "$message" 2>/dev/null)`, ...missing, `  ${reply}`, 'done');
  } else if (answer?.via === 'channel') {
    // NUL-separated, so a message over several lines is read (and answered) once.
    const reply = `mosquitto_pub ${[...brokerOptions(input), `-t ${shellQuote(answer.channel)}`, `-q ${input.mqtt.qos}`, `-m ${shellQuote(input.reply!.message.text)}`].join(' ')}`;
    lines.push(`${subscribe(input.channel, ["-F '%p\\0'"])} |`, "while IFS= read -r -d '' message; do", `  printf '%s\\n' "$message"`, `  ${reply}`, 'done');
  } else if (input.action === 'receive') {
    lines.push(subscribe(input.channel, []));
  } else if (own || input.reply?.channel !== undefined) {
    lines.push(...request(input, own));
  } else {
    lines.push(publish(input));
  }
  return lines.join('\n');
}
