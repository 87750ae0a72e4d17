/**
 * MQTT in Python: paho-mqtt's `publish.single` / `subscribe.callback` helpers, which read the same in paho-mqtt 1.x
 * and 2.x; request/reply needs the 2.x Client (subscribe to the reply topic before publishing).
 */
import type { Connected } from '../sample-text.js';
import { answerOf, ownReplyTopic } from '../answer.js';
import type { RuntimeAddress } from '../reply-address.js';
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

/** `["meta"]["replyTo"]`: a JSON pointer's tokens as subscripts. */
const subscripts = (tokens: readonly string[]): string => tokens.map((t) => `[${pythonString(t)}]`).join('');

/** Finds the reply topic a received request names: its payload field, else a user property or the response topic. */
function replyTopicFunction(address: RuntimeAddress): string[] {
  const lines = ['def reply_topic(message):', '    """The topic the request names for its answer, or None."""'];
  if (address.in === 'header') {
    lines.push('    properties = getattr(message, "properties", None)', '    named = dict(getattr(properties, "UserProperty", None) or [])');
    lines.push(`    topic = named.get(${pythonString(address.name)}) or getattr(properties, "ResponseTopic", None)`);
  } else {
    lines.push('    try:', `        topic = json.loads(message.payload)${subscripts(address.pointer)}`, '    except (ValueError, KeyError, IndexError, TypeError):', '        return None');
  }
  lines.push('    return topic if isinstance(topic, str) and topic else None', '', '');
  return lines;
}

/** The publish in `on_subscribe`; with a header reply address, MQTT 5 properties carry it (and the other headers). */
function publishLines(input: Connected, own: RuntimeAddress | undefined): string[] {
  const { message, mqtt } = input;
  const publish = `    client.publish(TOPIC, PAYLOAD, qos=${mqtt.qos}, retain=${pyBool(mqtt.retain)}${own?.in === 'header' ? ', properties=properties' : ''})`;
  if (own?.in !== 'header') return [publish];
  const pairs = [...message.headers.filter(([name]) => name !== own.name).map(([n, v]) => `(${pythonString(n)}, ${pythonString(v)})`), `(${pythonString(own.name)}, REPLY_TOPIC)`];
  const lines = ['    properties = Properties(PacketTypes.PUBLISH)', '    properties.ResponseTopic = REPLY_TOPIC'];
  if (message.contentType) lines.push(`    properties.ContentType = ${pythonString(message.contentType)}`);
  lines.push(`    properties.UserProperty = [${pairs.join(', ')}]`, publish);
  return lines;
}

function requestReply(input: Connected, lines: string[], own: RuntimeAddress | undefined): string {
  const { auth, connection, message, mqtt } = input;
  if (own?.in === 'payload') lines.push('import json');
  if (own) lines.push('import uuid', '');
  lines.push('import paho.mqtt.client as mqtt');
  if (own?.in === 'header') lines.push('from paho.mqtt.packettypes import PacketTypes', 'from paho.mqtt.properties import Properties');
  lines.push('', `TOPIC = ${pythonString(input.channel)}`);
  if (own) lines.push("# A reply topic of this program's own, sent where the document says the answer goes.", 'REPLY_TOPIC = f"replies/{uuid.uuid4()}"');
  else lines.push(`REPLY_TOPIC = ${pythonString(input.reply?.channel ?? '')}`);
  if (own?.in === 'payload') {
    lines.push(`EXAMPLE = ${pythonMultiline(message.text, '')}`, 'REQUEST = json.loads(EXAMPLE)', `REQUEST${subscripts(own.pointer)} = REPLY_TOPIC`, 'PAYLOAD = json.dumps(REQUEST, ensure_ascii=False, indent=2)');
  } else lines.push(`PAYLOAD = ${pythonMultiline(message.text, '')}`);
  lines.push(
    '',
    '',
    'def on_connect(client, userdata, flags, reason_code, properties):',
    `    client.subscribe(REPLY_TOPIC, qos=${mqtt.qos})`,
    '',
    '',
    'def on_subscribe(client, userdata, mid, reason_codes, properties):',
    ...publishLines(input, own),
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
  const protocol = own?.in === 'header' ? ', protocol=mqtt.MQTTv5' : '';
  lines.push(`client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2${clientId}${protocol}${transport})`);
  if (auth.username !== undefined || auth.password !== undefined) lines.push(`client.username_pw_set(${pythonString(auth.username ?? '')}, ${pythonString(auth.password ?? '')})`);
  if (connection.secure) lines.push('client.tls_set()');
  lines.push('client.on_connect = on_connect', 'client.on_subscribe = on_subscribe', 'client.on_message = on_message');
  lines.push(`client.connect(${pythonString(connection.host)}, ${connection.port})`, 'client.loop_forever()');
  return lines.join('\n');
}

function receive(input: Connected, lines: string[]): string {
  const { mqtt } = input;
  const answer = answerOf(input);
  const runtime = answer?.via === 'runtime' ? answer.address : undefined;
  if (runtime?.in === 'payload') lines.push('import json');
  if (runtime) lines.push('import sys', '');
  if (runtime?.in === 'header') lines.push('import paho.mqtt.client as mqtt');
  lines.push('import paho.mqtt.subscribe as subscribe', '', `TOPIC = ${pythonString(input.channel)}`);
  const fallback = answer?.via === 'channel' ? answer.channel : answer?.via === 'runtime' ? answer.fallback : undefined;
  if (fallback !== undefined) lines.push(`ANSWER_TOPIC = ${pythonString(fallback)}`);
  if (answer) lines.push(`ANSWER = ${pythonMultiline(input.reply!.message.text, '')}`);
  lines.push('', '');
  if (runtime) lines.push(...replyTopicFunction(runtime));
  lines.push('def on_message(client, userdata, message):', '    print(message.payload.decode(), flush=True)');
  if (runtime && fallback === undefined) {
    lines.push('    topic = reply_topic(message)', '    if topic is None:', '        print("The message names no reply topic: not answered.", file=sys.stderr, flush=True)', '        return');
    lines.push(`    client.publish(topic, ANSWER, qos=${mqtt.qos})`);
  } else if (runtime) lines.push(`    client.publish(reply_topic(message) or ANSWER_TOPIC, ANSWER, qos=${mqtt.qos})`);
  else if (answer) lines.push(`    client.publish(ANSWER_TOPIC, ANSWER, qos=${mqtt.qos})`);
  lines.push('', '');
  // A header reaches the program only over MQTT 5 (a user property), which takes no clean-session flag.
  const v5 = runtime?.in === 'header' ? ['protocol=mqtt.MQTTv5', 'clean_session=None'] : [];
  lines.push(...call('subscribe.callback', ['on_message', 'TOPIC', `qos=${mqtt.qos}`, ...brokerArgs(input), ...v5]));
  return lines.join('\n');
}

export function pythonMqtt(input: Connected): string {
  const { mqtt } = input;
  const own = ownReplyTopic(input);
  const headersNote = input.message.headers.length > 0 && input.action === 'send' && own?.in !== 'header' ? ['The message headers are MQTT 5 user properties: the paho helpers speak MQTT 3.1.1 and send the payload only.'] : [];
  const lines = header('#', input, [summary(input), 'MQTT client: paho-mqtt (pip install paho-mqtt).', ...headersNote]);
  if (input.action === 'send' && (own || input.reply?.channel !== undefined)) return requestReply(input, lines, own);
  if (input.action === 'receive') return receive(input, lines);
  lines.push('import paho.mqtt.publish as publish', '', `TOPIC = ${pythonString(input.channel)}`, `PAYLOAD = ${pythonMultiline(input.message.text, '')}`, '');
  lines.push(...call('publish.single', ['TOPIC', 'PAYLOAD', `qos=${mqtt.qos}`, `retain=${pyBool(mqtt.retain)}`, ...brokerArgs(input)]));
  return lines.join('\n');
}
