/** MQTT in JavaScript: MQTT.js. Message headers and the content type travel as MQTT 5 properties. */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { jsMultiline, jsObject, jsString } from './literals.js';

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

function publishOptions(input: Connected, v5: boolean, indent: string): string {
  const { message, mqtt } = input;
  const fields = [`qos: ${mqtt.qos}`, `retain: ${mqtt.retain}`];
  if (v5) {
    const props: string[] = [];
    if (message.contentType) props.push(`${indent}    contentType: ${jsString(message.contentType)},`);
    if (message.headers.length > 0) props.push(`${indent}    userProperties: ${jsObject(message.headers, `${indent}    `)},`);
    fields.push(`properties: {\n${props.join('\n')}\n${indent}  }`);
  }
  return `{\n${fields.map((f) => `${indent}  ${f},`).join('\n')}\n${indent}}`;
}

export function javascriptMqtt(input: Connected): string {
  const { connection, message, mqtt } = input;
  const v5 = message.headers.length > 0;
  const lines = header('//', input, [summary(input), 'MQTT client: MQTT.js (npm install mqtt).']);
  if (input.auth.clientCertificate) lines.push("import fs from 'node:fs';");
  lines.push("import mqtt from 'mqtt';", '', `const topic = ${jsString(input.channel)};`);
  if (input.action === 'send') lines.push(`const payload = ${jsMultiline(message.text)};`);
  if (input.action === 'send' && input.reply?.channel !== undefined) lines.push(`const replyTopic = ${jsString(input.reply.channel)};`);
  const answer = answerOf(input);
  if (answer?.via === 'channel') lines.push(`const answerTopic = ${jsString(answer.channel)};`, `const answer = ${jsMultiline(input.reply!.message.text)};`);
  lines.push('', `const client = mqtt.connect(${jsString(connection.url)}${connectOptions(input, v5)});`, '');
  if (input.action === 'receive') {
    lines.push(
      "client.on('connect', () => {",
      `  client.subscribe(topic, { qos: ${mqtt.qos} });`,
      '});',
      "client.on('message', (receivedTopic, message) => {",
      '  console.log(message.toString());',
      ...(answer ? [`  client.publish(answerTopic, answer, { qos: ${mqtt.qos} });`] : []),
      '});',
    );
  } else if (input.reply?.channel !== undefined) {
    lines.push(
      "client.on('connect', async () => {",
      `  await client.subscribeAsync(replyTopic, { qos: ${mqtt.qos} });`,
      `  await client.publishAsync(topic, payload, ${publishOptions(input, v5, '  ')});`,
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
