/** AMQP 0-9-1 in JavaScript: amqplib, with a confirm channel so the program ends only once the broker has the message. */
import { amqpSource, amqpUrl, checksQueueFirst, CHECK_QUEUE_NOTE, declaresTargetQueue } from '../amqp-url.js';
import { answerOf } from '../answer.js';
import type { Connected } from '../sample-text.js';
import { header, summary } from '../sample-text.js';
import { jsMultiline, jsObject, jsString } from './literals.js';

function publishOptions(input: Connected, extra: string[]): string {
  const { message, amqp } = input;
  const fields = [...extra];
  if (message.contentType) fields.push(`contentType: ${jsString(message.contentType)}`);
  if (message.headers.length > 0) fields.push(`headers: ${jsObject(message.headers, '  ')}`);
  if (amqp.deliveryMode === 2) fields.push('persistent: true');
  return fields.length === 0 ? '' : `, {\n${fields.map((f) => `  ${f},`).join('\n')}\n}`;
}

const flags = (f: { durable: boolean; exclusive?: boolean; autoDelete: boolean }): string =>
  `{ durable: ${f.durable}${f.exclusive === undefined ? '' : `, exclusive: ${f.exclusive}`}, autoDelete: ${f.autoDelete} }`;

function receiveLines(input: Connected): string[] {
  const source = amqpSource(input);
  const lines = checksQueueFirst(source)
    ? [
        `// ${CHECK_QUEUE_NOTE}`,
        `const queue = ${jsString(source.queue)};`,
        'const probe = await connection.createChannel();',
        "probe.on('error', () => {}); // a missing queue closes the probe channel",
        'const exists = await probe.checkQueue(queue).then(() => probe.close().then(() => true), () => false);',
        `if (!exists) await channel.assertQueue(queue, ${flags(source)});`,
      ]
    : [`const { queue } = await channel.assertQueue(${jsString(source.queue)}, ${flags(source)});`];
  if (source.bind) lines.push(`await channel.bindQueue(queue, ${jsString(source.bind.exchange)}, ${jsString(source.bind.routingKey)});`);
  const answer = answerOf(input);
  if (answer?.via !== 'reply-to') {
    lines.push('await channel.consume(queue, (message) => {', '  if (message) console.log(message.content.toString());', '}, { noAck: true });');
    return lines;
  }
  // The RPC convention: the answer goes to the queue the message names, with its correlation id.
  const contentType = input.reply?.message.contentType;
  lines.push(
    'await channel.consume(queue, (message) => {',
    '  if (!message) return;',
    '  console.log(message.content.toString());',
    `  const replyTo = message.properties.replyTo${answer.fallback === undefined ? '' : ` || ${jsString(answer.fallback)}`};`,
    '  if (!replyTo) return;',
    '  channel.sendToQueue(replyTo, Buffer.from(answer), {',
    '    correlationId: message.properties.correlationId,',
    ...(contentType ? [`    contentType: ${jsString(contentType)},`] : []),
    '  });',
    '}, { noAck: true });',
  );
  return lines;
}

function sendLines(input: Connected): string[] {
  const { amqp } = input;
  const lines: string[] = [];
  const reply = input.reply !== undefined;
  if (reply) {
    lines.push(`const { queue: replyQueue } = await channel.assertQueue(${jsString(input.reply?.channel ?? '')}, { exclusive: true });`);
  }
  // Mandatory: a message no queue takes comes back (a 'return') instead of vanishing while the program succeeds.
  const extra = ['mandatory: true', ...(reply ? ['replyTo: replyQueue', 'correlationId: randomUUID()'] : [])];
  lines.push(
    "channel.on('return', (message) => {",
    '  console.error(`No queue took the message (routing key ${message.fields.routingKey}): the broker returned it.`);',
    '  process.exitCode = 1;',
    '});',
  );
  if (amqp.exchange) {
    lines.push(`channel.publish(${jsString(amqp.exchange.name)}, ${jsString(amqp.routingKey)}, Buffer.from(payload)${publishOptions(input, extra)});`);
  } else {
    if (declaresTargetQueue(input) && amqp.queue) lines.push(`await channel.assertQueue(${jsString(amqp.routingKey)}, ${flags(amqp.queue)});`);
    lines.push(`channel.sendToQueue(${jsString(amqp.routingKey)}, Buffer.from(payload)${publishOptions(input, extra)});`);
  }
  lines.push('await channel.waitForConfirms();');
  if (reply) {
    lines.push(
      'await channel.consume(replyQueue, async (message) => {',
      '  if (!message) return;',
      '  console.log(message.content.toString());',
      '  await connection.close();',
      '}, { noAck: true });',
    );
  } else {
    lines.push('await connection.close();');
  }
  return lines;
}

export function javascriptAmqp(input: Connected): string {
  const { amqp } = input;
  const lines = header('//', input, [summary(input), 'AMQP 0-9-1 client: amqplib (npm install amqplib).']);
  if (input.action === 'send' && input.reply) lines.push("import { randomUUID } from 'node:crypto';");
  lines.push("import amqp from 'amqplib';", '');
  if (input.action === 'send') lines.push(`const payload = ${jsMultiline(input.message.text)};`, '');
  if (answerOf(input)) lines.push(`const answer = ${jsMultiline(input.reply!.message.text)};`, '');
  lines.push(`const connection = await amqp.connect(${jsString(amqpUrl(input))});`);
  lines.push(`const channel = await connection.${input.action === 'send' ? 'createConfirmChannel' : 'createChannel'}();`);
  if (amqp.exchange) {
    const e = amqp.exchange;
    lines.push(`await channel.assertExchange(${jsString(e.name)}, ${jsString(e.type)}, { durable: ${e.durable}, autoDelete: ${e.autoDelete} });`);
  }
  lines.push(...(input.action === 'receive' ? receiveLines(input) : sendLines(input)));
  return lines.join('\n');
}
