/** AMQP 0-9-1 in Java: the RabbitMQ Java client (com.rabbitmq:amqp-client), with publisher confirms for sending. */
import { amqpSource, amqpUrl, checksQueueFirst, CHECK_QUEUE_NOTE, declaresTargetQueue } from '../amqp-url.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { IN, javaMap, javaMultiline, javaProgram, javaString, payloadLine } from './program.js';

const PRINT = 'System.out.println(new String(delivery.getBody(), StandardCharsets.UTF_8))';

function properties(input: Connected, reply: boolean, imports: string[]): string[] {
  const { amqp, message } = input;
  const lines = [`${IN}AMQP.BasicProperties properties = new AMQP.BasicProperties.Builder()`];
  if (message.contentType) lines.push(`${IN}    .contentType(${javaString(message.contentType)})`);
  if (message.headers.length > 0) {
    imports.push('java.util.Map');
    lines.push(`${IN}    .headers(${javaMap(message.headers, 'Object')})`);
  }
  if (amqp.deliveryMode) lines.push(`${IN}    .deliveryMode(${amqp.deliveryMode})`);
  if (reply) {
    imports.push('java.util.UUID');
    lines.push(`${IN}    .replyTo(replyQueue)`, `${IN}    .correlationId(UUID.randomUUID().toString())`);
  }
  lines.push(`${IN}    .build();`);
  return lines;
}

export function javaAmqp(input: Connected): string {
  const { amqp } = input;
  const imports = ['com.rabbitmq.client.Channel', 'com.rabbitmq.client.Connection', 'com.rabbitmq.client.ConnectionFactory', 'java.nio.charset.StandardCharsets'];
  const body: string[] = [];
  if (input.action === 'send') body.push(payloadLine(input.message.text), '');
  const answer = answerOf(input);
  if (answer) body.push(`${IN}String answer = ${javaMultiline(input.reply!.message.text, `${IN}    `)};`, '');
  body.push(`${IN}ConnectionFactory factory = new ConnectionFactory();`, `${IN}factory.setUri(${javaString(amqpUrl(input))});`);
  body.push(`${IN}Connection connection = factory.newConnection();`, `${IN}Channel channel = connection.createChannel();`);
  if (amqp.exchange) {
    const e = amqp.exchange;
    body.push(`${IN}channel.exchangeDeclare(${javaString(e.name)}, ${javaString(e.type)}, ${e.durable}, ${e.autoDelete}, null);`);
  }
  if (input.action === 'receive') {
    const s = amqpSource(input);
    if (checksQueueFirst(s)) {
      body.push(
        `${IN}// ${CHECK_QUEUE_NOTE}`,
        `${IN}String queue = ${javaString(s.queue)};`,
        `${IN}try {`,
        `${IN}    Channel probe = connection.createChannel();`,
        `${IN}    probe.queueDeclarePassive(queue);`,
        `${IN}    probe.close();`,
        `${IN}} catch (java.io.IOException missing) {`,
        `${IN}    channel.queueDeclare(queue, ${s.durable}, ${s.exclusive}, ${s.autoDelete}, null);`,
        `${IN}}`,
      );
    } else {
      body.push(`${IN}String queue = channel.queueDeclare(${javaString(s.queue)}, ${s.durable}, ${s.exclusive}, ${s.autoDelete}, null).getQueue();`);
    }
    if (s.bind) body.push(`${IN}channel.queueBind(queue, ${javaString(s.bind.exchange)}, ${javaString(s.bind.routingKey)});`);
    if (answer?.via === 'reply-to') {
      // The RPC convention: the answer goes to the queue the message names, with its correlation id.
      imports.push('com.rabbitmq.client.AMQP');
      const contentType = input.reply?.message.contentType;
      const replyTo = answer.fallback === undefined ? 'delivery.getProperties().getReplyTo()' : `Objects.requireNonNullElse(delivery.getProperties().getReplyTo(), ${javaString(answer.fallback)})`;
      if (answer.fallback !== undefined) imports.push('java.util.Objects');
      body.push(
        `${IN}channel.basicConsume(queue, true, (consumerTag, delivery) -> {`,
        `${IN}    ${PRINT};`,
        `${IN}    String replyTo = ${replyTo};`,
        `${IN}    if (replyTo == null) return;`,
        `${IN}    AMQP.BasicProperties answerProperties = new AMQP.BasicProperties.Builder()`,
        `${IN}        .correlationId(delivery.getProperties().getCorrelationId())`,
        ...(contentType ? [`${IN}        .contentType(${javaString(contentType)})`] : []),
        `${IN}        .build();`,
        `${IN}    channel.basicPublish("", replyTo, answerProperties, answer.getBytes(StandardCharsets.UTF_8));`,
        `${IN}}, consumerTag -> { });`,
      );
    } else {
      body.push(`${IN}channel.basicConsume(queue, true, (consumerTag, delivery) -> ${PRINT}, consumerTag -> { });`);
    }
    return javaProgram(header('//', input, comments(input)), imports, body);
  }
  const reply = input.reply !== undefined;
  if (!amqp.exchange && declaresTargetQueue(input) && amqp.queue) {
    const q = amqp.queue;
    body.push(`${IN}channel.queueDeclare(${javaString(amqp.routingKey)}, ${q.durable}, false, ${q.autoDelete}, null);`);
  }
  if (reply) {
    imports.push('java.util.concurrent.ArrayBlockingQueue', 'java.util.concurrent.BlockingQueue');
    body.push(`${IN}String replyQueue = channel.queueDeclare(${javaString(input.reply?.channel ?? '')}, false, true, true, null).getQueue();`);
    body.push(`${IN}BlockingQueue<String> replies = new ArrayBlockingQueue<>(1);`);
    body.push(`${IN}channel.basicConsume(replyQueue, true, (consumerTag, delivery) -> replies.offer(new String(delivery.getBody(), StandardCharsets.UTF_8)), consumerTag -> { });`);
  }
  imports.push('com.rabbitmq.client.AMQP');
  // Mandatory: a message no queue takes comes back (before its confirmation) instead of vanishing.
  imports.push('java.util.concurrent.atomic.AtomicBoolean');
  body.push(`${IN}AtomicBoolean returned = new AtomicBoolean();`);
  body.push(`${IN}channel.addReturnListener(r -> returned.set(true));`);
  body.push(`${IN}channel.confirmSelect();`, ...properties(input, reply, imports));
  body.push(`${IN}channel.basicPublish(${javaString(amqp.exchange?.name ?? '')}, ${javaString(amqp.routingKey)}, true, properties, payload.getBytes(StandardCharsets.UTF_8));`);
  body.push(`${IN}channel.waitForConfirmsOrDie(10_000);`);
  body.push(`${IN}if (returned.get()) {`, `${IN}    System.err.println("No queue took the message: the broker returned it.");`, `${IN}    System.exit(1);`, `${IN}}`);
  if (reply) body.push(`${IN}System.out.println(replies.take());`);
  body.push(`${IN}connection.close();`);
  return javaProgram(header('//', input, comments(input)), imports, body);
}

const comments = (input: Connected): string[] => [summary(input), 'AMQP 0-9-1 client: RabbitMQ Java client (Maven: com.rabbitmq:amqp-client).'];
