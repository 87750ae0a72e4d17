/** Kafka in JavaScript: KafkaJS. */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { jsMultiline, jsObject, jsString } from './literals.js';

function saslOption(input: Connected): string | undefined {
  const { auth } = input;
  if (auth.sasl === undefined || auth.sasl === 'GSSAPI') return undefined;
  if (auth.sasl === 'OAUTHBEARER') {
    return `sasl: {\n    mechanism: "oauthbearer",\n    oauthBearerProvider: async () => ({ value: ${jsString(auth.password ?? '')} }),\n  }`;
  }
  return `sasl: {\n    mechanism: ${jsString(auth.sasl.toLowerCase())},\n    username: ${jsString(auth.username ?? '')},\n    password: ${jsString(auth.password ?? '')},\n  }`;
}

function clientConfig(input: Connected): string {
  const fields: string[] = [];
  if (input.kafka.clientId !== undefined) fields.push(`clientId: ${jsString(input.kafka.clientId)}`);
  fields.push(`brokers: [${jsString(input.connection.url)}]`);
  if (input.connection.secure || input.auth.clientCertificate) {
    fields.push(input.auth.clientCertificate ? "ssl: { key: fs.readFileSync('client.key'), cert: fs.readFileSync('client.crt') }" : 'ssl: true');
  }
  const sasl = saslOption(input);
  if (sasl) fields.push(sasl);
  return `{\n${fields.map((f) => `  ${f},`).join('\n')}\n}`;
}

function messageLines(input: Connected): string[] {
  const { kafka, message } = input;
  const fields: string[] = [];
  if (kafka.key !== undefined) fields.push(`key: ${jsString(kafka.key)}`);
  fields.push('value: payload');
  if (message.headers.length > 0) fields.push(`headers: ${jsObject(message.headers, '      ')}`);
  return ['  messages: [', '    {', ...fields.map((f) => `      ${f},`), '    },', '  ],'];
}

const consumeLines = (topicVar: string, stop: boolean, answers = false): string[] => [
  `await consumer.subscribe({ topics: [${topicVar}] });`,
  'await consumer.run({',
  '  eachMessage: async ({ message }) => {',
  '    console.log(message.value?.toString());',
  ...(stop ? ['    await Promise.all([consumer.disconnect(), producer.disconnect()]);'] : []),
  ...(answers ? ['    await producer.send({ topic: answerTopic, messages: [{ value: answer }] });'] : []),
  '  },',
  '});',
];

export function javascriptKafka(input: Connected): string {
  const gssapi = input.auth.sasl === 'GSSAPI' ? ['KafkaJS has no SASL/GSSAPI (Kerberos): use a client built on librdkafka for such a cluster.'] : [];
  const lines = header('//', input, [summary(input), 'Kafka client: KafkaJS (npm install kafkajs).', ...gssapi]);
  if (input.auth.clientCertificate) lines.push("import fs from 'node:fs';");
  lines.push("import { Kafka } from 'kafkajs';", '', `const topic = ${jsString(input.channel)};`);
  if (input.action === 'send') lines.push(`const payload = ${jsMultiline(input.message.text)};`);
  lines.push('', `const kafka = new Kafka(${clientConfig(input)});`, '');
  const consumer = `const consumer = kafka.consumer({ groupId: ${jsString(input.kafka.groupId)} });`;
  if (input.action === 'receive') {
    const answer = answerOf(input);
    if (answer?.via === 'channel') {
      lines.splice(lines.findIndex((l) => l.startsWith('const topic = ')) + 1, 0, `const answerTopic = ${jsString(answer.channel)};`, `const answer = ${jsMultiline(input.reply!.message.text)};`);
      lines.push('const producer = kafka.producer();', 'await producer.connect();');
    }
    lines.push(consumer, 'await consumer.connect();', ...consumeLines('topic', false, answer !== undefined));
    return lines.join('\n');
  }
  const reply = input.reply?.channel;
  if (reply !== undefined) lines.push(consumer, 'await consumer.connect();', ...consumeLines(jsString(reply), true), '');
  lines.push(
    'const producer = kafka.producer();',
    'await producer.connect();',
    'await producer.send({',
    '  topic,',
    ...messageLines(input),
    '});',
  );
  if (reply === undefined) lines.push('await producer.disconnect();');
  return lines.join('\n');
}
