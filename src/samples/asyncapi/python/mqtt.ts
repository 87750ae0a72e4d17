/**
 * MQTT in Python: paho-mqtt's `publish.single` / `subscribe.callback` helpers, which read the same in paho-mqtt 1.x
 * and 2.x; request/reply needs the 2.x Client (subscribe to the reply topic before publishing).
 */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { pyBool, pythonMultiline, pythonString } from './literals.js';

/** Keyword arguments both helpers take: broker, client id, credentials, TLS, transport. */
function brokerArgs(input: Connected): string[] {
  const { auth, connection, mqtt } = input;
  const args = [`hostname=${pythonString(connection.host)}`, `port=${connection.port}`];
  if (mqtt.clientId !== undefined) args.push(`client_id=${pythonString(mqtt.clientId)}`);
  if (auth.username !== undefined || auth.password !== undefined) {
    args.push(`auth={"username": ${pythonString(auth.username ?? '')}, "password": ${pythonString(auth.password ?? '')}}`);
  }
  if (connection.secure || auth.clientCertificate) args.push(auth.clientCertificate ? 'tls={"certfile": "client.crt", "keyfile": "client.key"}' : 'tls={}');
  if (connection.transport === 'websockets') args.push('transport="websockets"');
  return args;
}

const call = (name: string, args: string[]): string[] => [`${name}(`, ...args.map((a) => `    ${a},`), ')'];

function requestReply(input: Connected, lines: string[]): string {
  const { auth, connection, mqtt } = input;
  lines.push('import paho.mqtt.client as mqtt', '', `TOPIC = ${pythonString(input.channel)}`, `REPLY_TOPIC = ${pythonString(input.reply?.channel ?? '')}`);
  lines.push(`PAYLOAD = ${pythonMultiline(input.message.text, '')}`, '', '');
  lines.push(
    'def on_connect(client, userdata, flags, reason_code, properties):',
    `    client.subscribe(REPLY_TOPIC, qos=${mqtt.qos})`,
    '',
    '',
    'def on_subscribe(client, userdata, mid, reason_codes, properties):',
    `    client.publish(TOPIC, PAYLOAD, qos=${mqtt.qos}, retain=${pyBool(mqtt.retain)})`,
    '',
    '',
    'def on_message(client, userdata, message):',
    '    print(message.payload.decode(), flush=True)',
    '    client.disconnect()',
    '',
    '',
  );
  const transport = connection.transport === 'websockets' ? ', transport="websockets"' : '';
  const clientId = mqtt.clientId !== undefined ? `, client_id=${pythonString(mqtt.clientId)}` : '';
  lines.push(`client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2${clientId}${transport})`);
  if (auth.username !== undefined || auth.password !== undefined) lines.push(`client.username_pw_set(${pythonString(auth.username ?? '')}, ${pythonString(auth.password ?? '')})`);
  if (connection.secure) lines.push('client.tls_set()');
  lines.push('client.on_connect = on_connect', 'client.on_subscribe = on_subscribe', 'client.on_message = on_message');
  lines.push(`client.connect(${pythonString(connection.host)}, ${connection.port})`, 'client.loop_forever()');
  return lines.join('\n');
}

export function pythonMqtt(input: Connected): string {
  const { mqtt } = input;
  const headersNote = input.message.headers.length > 0 && input.action === 'send' ? ['The message headers are MQTT 5 user properties: the paho helpers speak MQTT 3.1.1 and send the payload only.'] : [];
  const lines = header('#', input, [summary(input), 'MQTT client: paho-mqtt (pip install paho-mqtt).', ...headersNote]);
  if (input.action === 'send' && input.reply?.channel !== undefined) return requestReply(input, lines);
  if (input.action === 'receive') {
    const answer = answerOf(input);
    lines.push('import paho.mqtt.subscribe as subscribe', '', `TOPIC = ${pythonString(input.channel)}`);
    if (answer?.via === 'channel') lines.push(`ANSWER_TOPIC = ${pythonString(answer.channel)}`, `ANSWER = ${pythonMultiline(input.reply!.message.text, '')}`);
    lines.push('', '', 'def on_message(client, userdata, message):', '    print(message.payload.decode(), flush=True)');
    if (answer) lines.push(`    client.publish(ANSWER_TOPIC, ANSWER, qos=${mqtt.qos})`);
    lines.push('', '');
    lines.push(...call('subscribe.callback', ['on_message', 'TOPIC', `qos=${mqtt.qos}`, ...brokerArgs(input)]));
    return lines.join('\n');
  }
  lines.push('import paho.mqtt.publish as publish', '', `TOPIC = ${pythonString(input.channel)}`, `PAYLOAD = ${pythonMultiline(input.message.text, '')}`, '');
  lines.push(...call('publish.single', ['TOPIC', 'PAYLOAD', `qos=${mqtt.qos}`, `retain=${pyBool(mqtt.retain)}`, ...brokerArgs(input)]));
  return lines.join('\n');
}
