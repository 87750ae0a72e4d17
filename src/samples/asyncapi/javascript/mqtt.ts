/** MQTT in JavaScript: MQTT.js. Message headers and the content type travel as MQTT 5 properties. */
import type { Connected } from '../sample-text.js';
import { answerOf, ownReplyTopic } from '../answer.js';
import type { RuntimeAddress } from '../reply-address.js';
import { header, summary } from '../sample-text.js';
import { jsKey, jsMultiline, jsObject, jsString } from './literals.js';

/** `body.meta.replyTo`, `body["x-y"]`: a JSON pointer's tokens as a member chain. */
const members = (tokens: readonly string[], optional: boolean): string =>
  tokens.map((t) => (jsKey(t) === t ? `${optional ? '?.' : '.'}${t}` : `${optional ? '?.' : ''}[${jsString(t)}]`)).join('');

/** Where a received message names its reply topic: the payload field, else the user property or response topic. */
function replyTopicOf(address: RuntimeAddress): string[] {
  if (address.in === 'header') return [`  const named = packet.properties?.userProperties${members([address.name], true)};`, '  const replyTopic = (Array.isArray(named) ? named[0] : named) ?? packet.properties?.responseTopic;'];
  return ['  let replyTopic;', '  try {', `    replyTopic = JSON.parse(message.toString())${members(address.pointer, true)};`, '  } catch {', '    // Not JSON: no reply topic in it.', '  }'];
}

function connectOptions(input: Connected, v5: boolean): string {
  const { auth, mqtt } = input;
  const fields: string[] = [];
  if (v5) fields.push('protocolVersion: 5');
  if (mqtt.clientId !== undefined) fields.push(`clientId: ${jsString(mqtt.clientId)}`);
  if (auth.username !== undefined) fields.push(`username: ${jsString(auth.username)}`);
  if (auth.password !== undefined) fields.push(`password: ${jsString(auth.password)}`);
  if (auth.clientCertificate) fields.push("key: fs.readFileSync('client.key')", "cert: fs.readFileSync('client.crt')");
  return fields.length === 0 ? '' : `, {\n${fields.map((f) => `  ${f},`).join('\n')}\n}`;
}

function publishOptions(input: Connected, v5: boolean, indent: string, own?: RuntimeAddress): string {
  const { message, mqtt } = input;
  const fields = [`qos: ${mqtt.qos}`, `retain: ${mqtt.retain}`];
  if (v5) {
    const props: string[] = [];
    if (message.contentType) props.push(`${indent}    contentType: ${jsString(message.contentType)},`);
    if (own?.in === 'header') {
      // The header's example value is replaced by this program's reply topic, also MQTT 5's response topic.
      const headers = message.headers.filter(([name]) => name !== own.name);
      const entries = [...headers.map(([n, v]) => `${indent}      ${jsKey(n)}: ${jsString(v)},`), `${indent}      ${jsKey(own.name)}: replyTopic,`];
      props.push(`${indent}    responseTopic: replyTopic,`, `${indent}    userProperties: {\n${entries.join('\n')}\n${indent}    },`);
    } else if (message.headers.length > 0) props.push(`${indent}    userProperties: ${jsObject(message.headers, `${indent}    `)},`);
    fields.push(`properties: {\n${props.join('\n')}\n${indent}  }`);
  }
  return `{\n${fields.map((f) => `${indent}  ${f},`).join('\n')}\n${indent}}`;
}

export function javascriptMqtt(input: Connected): string {
  const { connection, message, mqtt } = input;
  const answer = answerOf(input);
  const own = ownReplyTopic(input);
  const v5 = message.headers.length > 0 || own?.in === 'header' || (answer?.via === 'runtime' && answer.address.in === 'header');
  const lines = header('//', input, [summary(input), 'MQTT client: MQTT.js (npm install mqtt).']);
  if (own) lines.push("import { randomUUID } from 'node:crypto';");
  if (input.auth.clientCertificate) lines.push("import fs from 'node:fs';");
  lines.push("import mqtt from 'mqtt';", '', `const topic = ${jsString(input.channel)};`);
  if (own?.in === 'payload') {
    lines.push(`const request = JSON.parse(${jsMultiline(message.text)});`, '// A reply topic of this program\'s own, in the request where the document says the answer goes.');
    lines.push('const replyTopic = `replies/${randomUUID()}`;', `request${members(own.pointer, false)} = replyTopic;`, 'const payload = JSON.stringify(request, null, 2);');
  } else if (own) {
    lines.push(`const payload = ${jsMultiline(message.text)};`, '// A reply topic of this program\'s own, sent with the request where the document says the answer goes.', 'const replyTopic = `replies/${randomUUID()}`;');
  } else if (input.action === 'send') lines.push(`const payload = ${jsMultiline(message.text)};`);
  if (input.action === 'send' && !own && input.reply?.channel !== undefined) lines.push(`const replyTopic = ${jsString(input.reply.channel)};`);
  if (answer?.via === 'channel' || answer?.via === 'runtime') {
    const fallback = answer.via === 'channel' ? answer.channel : answer.fallback;
    if (fallback !== undefined) lines.push(`const answerTopic = ${jsString(fallback)};`);
    lines.push(`const answer = ${jsMultiline(input.reply!.message.text)};`);
  }
  lines.push('', `const client = mqtt.connect(${jsString(connection.url)}${connectOptions(input, v5)});`, '');
  if (input.action === 'receive') {
    lines.push("client.on('connect', () => {", `  client.subscribe(topic, { qos: ${mqtt.qos} });`, '});');
    lines.push(`client.on('message', (receivedTopic, message${answer?.via === 'runtime' && answer.address.in === 'header' ? ', packet' : ''}) => {`, '  console.log(message.toString());');
    if (answer?.via === 'runtime') {
      lines.push(...replyTopicOf(answer.address));
      if (answer.fallback === undefined) lines.push("  if (typeof replyTopic !== 'string' || replyTopic === '') {", "    console.error('The message names no reply topic: not answered.');", '    return;', '  }');
      const to = answer.fallback === undefined ? 'replyTopic' : "typeof replyTopic === 'string' && replyTopic !== '' ? replyTopic : answerTopic";
      lines.push(`  client.publish(${to}, answer, { qos: ${mqtt.qos} });`);
    } else if (answer) lines.push(`  client.publish(answerTopic, answer, { qos: ${mqtt.qos} });`);
    lines.push('});');
  } else if (own || input.reply?.channel !== undefined) {
    lines.push(
      "client.on('connect', async () => {",
      `  await client.subscribeAsync(replyTopic, { qos: ${mqtt.qos} });`,
      `  await client.publishAsync(topic, payload, ${publishOptions(input, v5, '  ', own)});`,
      '});',
      "client.on('message', (receivedTopic, message) => {",
      '  console.log(message.toString());',
      '  client.end();',
      '});',
    );
  } else {
    lines.push(
      "client.on('connect', () => {",
      `  client.publish(topic, payload, ${publishOptions(input, v5, '  ')}, (error) => {`,
      '    if (error) console.error(error);',
      '    client.end();',
      '  });',
      '});',
    );
  }
  lines.push("client.on('error', (error) => {", '  console.error(error);', '  process.exitCode = 1;', '  client.end();', '});');
  return lines.join('\n');
}
