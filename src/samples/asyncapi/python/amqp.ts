/** AMQP 0-9-1 in Python: pika's BlockingConnection, with publisher confirms for sending. */
import { amqpSource, amqpUrl, checksQueueFirst, CHECK_QUEUE_NOTE, declaresTargetQueue } from '../amqp-url.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { pyBool, pyDict, pythonMultiline, pythonString, PRINT_BODY } from './literals.js';

function properties(input: Connected, reply: boolean): string {
  const { message, amqp } = input;
  const args: string[] = [];
  if (message.contentType) args.push(`content_type=${pythonString(message.contentType)}`);
  if (message.headers.length > 0) args.push(`headers=${pyDict(message.headers, '        ')}`);
  if (amqp.deliveryMode) args.push(`delivery_mode=${amqp.deliveryMode}`);
  if (reply) args.push('reply_to=reply_queue', 'correlation_id=str(uuid.uuid4())');
  return `pika.BasicProperties(\n${args.map((a) => `        ${a},`).join('\n')}\n    )`;
}

const queueDeclare = (name: string, f: { durable: boolean; exclusive: boolean; autoDelete: boolean }): string =>
  `channel.queue_declare(queue=${pythonString(name)}, durable=${pyBool(f.durable)}, exclusive=${pyBool(f.exclusive)}, auto_delete=${pyBool(f.autoDelete)})`;

function receiveLines(input: Connected): string[] {
  const source = amqpSource(input);
  const lines = checksQueueFirst(source)
    ? [
        `# ${CHECK_QUEUE_NOTE}`,
        `queue = ${pythonString(source.queue)}`,
        'try:',
        '    channel.queue_declare(queue=queue, passive=True)',
        'except pika.exceptions.ChannelClosedByBroker:',
        '    channel = connection.channel()',
        `    ${queueDeclare(source.queue, source)}`,
      ]
    : [`result = ${queueDeclare(source.queue, source)}`, 'queue = result.method.queue'];
  if (source.bind) lines.push(`channel.queue_bind(queue=queue, exchange=${pythonString(source.bind.exchange)}, routing_key=${pythonString(source.bind.routingKey)})`);
  lines.push('', '', 'def on_message(channel, method, properties, body):', `    ${PRINT_BODY}`);
  const answer = answerOf(input);
  if (answer?.via === 'reply-to') {
    // The RPC convention: the answer goes to the queue the message names, with its correlation id.
    const contentType = input.reply?.message.contentType;
    lines.push(
      `    reply_to = properties.reply_to${answer.fallback === undefined ? '' : ` or ${pythonString(answer.fallback)}`}`,
      '    if reply_to:',
      '        channel.basic_publish(',
      '            exchange="",',
      '            routing_key=reply_to,',
      '            body=ANSWER.encode(),',
      `            properties=pika.BasicProperties(correlation_id=properties.correlation_id${contentType ? `, content_type=${pythonString(contentType)}` : ''}),`,
      '        )',
    );
  }
  lines.push('', '');
  lines.push('channel.basic_consume(queue=queue, on_message_callback=on_message, auto_ack=True)', 'channel.start_consuming()');
  return lines;
}

function sendLines(input: Connected): string[] {
  const { amqp } = input;
  const reply = input.reply !== undefined;
  const lines = ['channel.confirm_delivery()'];
  if (reply) lines.push(`result = channel.queue_declare(queue=${pythonString(input.reply?.channel ?? '')}, exclusive=True)`, 'reply_queue = result.method.queue');
  if (!amqp.exchange && declaresTargetQueue(input) && amqp.queue) lines.push(queueDeclare(amqp.routingKey, amqp.queue));
  // Mandatory, with confirms on: a message no queue takes raises UnroutableError instead of vanishing.
  lines.push(
    'try:',
    '    channel.basic_publish(',
    `        exchange=${pythonString(amqp.exchange?.name ?? '')},`,
    `        routing_key=${pythonString(amqp.routingKey)},`,
    '        body=PAYLOAD.encode(),',
    `        properties=${properties(input, reply).replace(/\n/g, '\n    ')},`,
    '        mandatory=True,',
    '    )',
    'except pika.exceptions.UnroutableError:',
    '    raise SystemExit("No queue took the message: the broker returned it.")',
  );
  if (reply) lines.push('for method, props, body in channel.consume(reply_queue, auto_ack=True):', `    ${PRINT_BODY}`, '    break');
  lines.push('connection.close()');
  return lines;
}

export function pythonAmqp(input: Connected): string {
  const { amqp } = input;
  const lines = header('#', input, [summary(input), 'AMQP 0-9-1 client: pika (pip install pika).']);
  if (input.action === 'send' && input.reply) lines.push('import uuid', '');
  lines.push('import pika', '');
  if (input.action === 'send') lines.push(`PAYLOAD = ${pythonMultiline(input.message.text, '')}`, '');
  if (answerOf(input)) lines.push(`ANSWER = ${pythonMultiline(input.reply!.message.text, '')}`, '');
  lines.push(`connection = pika.BlockingConnection(pika.URLParameters(${pythonString(amqpUrl(input))}))`, 'channel = connection.channel()');
  if (amqp.exchange) {
    const e = amqp.exchange;
    lines.push(`channel.exchange_declare(exchange=${pythonString(e.name)}, exchange_type=${pythonString(e.type)}, durable=${pyBool(e.durable)}, auto_delete=${pyBool(e.autoDelete)})`);
  }
  lines.push(...(input.action === 'receive' ? receiveLines(input) : sendLines(input)));
  return lines.join('\n');
}
