/** AMQP 0-9-1 in C#: RabbitMQ.Client 7 (async API). */
import { amqpSource, amqpUrl, declaresTargetQueue, checksQueueFirst, CHECK_QUEUE_NOTE } from '../amqp-url.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { csharpMultiline, csharpProgram, csharpString, dictionaryEntries, IN, payloadLine } from './program.js';

const flagArgs = (f: { durable: boolean; exclusive: boolean; autoDelete: boolean }): string =>
  `durable: ${f.durable}, exclusive: ${f.exclusive}, autoDelete: ${f.autoDelete}`;

function propertiesLines(input: Connected, reply: boolean): string[] {
  const { amqp, message } = input;
  const lines = ['var properties = new BasicProperties();'];
  if (message.contentType) lines.push(`properties.ContentType = ${csharpString(message.contentType)};`);
  if (message.headers.length > 0) lines.push(`properties.Headers = new Dictionary<string, object> { ${dictionaryEntries(message.headers)} };`);
  if (amqp.deliveryMode === 2) lines.push('properties.Persistent = true;');
  if (reply) lines.push('properties.ReplyTo = replyQueue;', 'properties.CorrelationId = Guid.NewGuid().ToString();');
  return lines;
}

const consumerLines = (onMessage: string): string[] => [
  'var consumer = new AsyncEventingBasicConsumer(channel);',
  'consumer.ReceivedAsync += (sender, delivery) =>',
  '{',
  `    ${onMessage}`,
  '    return Task.CompletedTask;',
  '};',
];

const BODY_TEXT = 'Encoding.UTF8.GetString(delivery.Body.ToArray())';

export function csharpAmqp(input: Connected): string {
  const { amqp } = input;
  const usings = ['System', 'System.Text', 'System.Threading.Tasks', 'RabbitMQ.Client'];
  const body: string[] = [];
  if (input.action === 'send') body.push(payloadLine(input.message.text), '');
  const answer = answerOf(input);
  if (answer) body.push(`${IN}var answer = ${csharpMultiline(input.reply!.message.text)};`, '');
  body.push(`${IN}var factory = new ConnectionFactory { Uri = new Uri(${csharpString(amqpUrl(input))}) };`);
  const confirms = input.action === 'send' ? 'new CreateChannelOptions(publisherConfirmationsEnabled: true, publisherConfirmationTrackingEnabled: true)' : '';
  body.push(`${IN}using (var connection = await factory.CreateConnectionAsync())`, `${IN}using (var channel = await connection.CreateChannelAsync(${confirms}))`, `${IN}{`);
  const inner: string[] = [];
  if (amqp.exchange) {
    const e = amqp.exchange;
    inner.push(`await channel.ExchangeDeclareAsync(${csharpString(e.name)}, ${csharpString(e.type)}, durable: ${e.durable}, autoDelete: ${e.autoDelete});`);
  }
  if (input.action === 'receive') {
    usings.push('System.Threading', 'RabbitMQ.Client.Events');
    const s = amqpSource(input);
    if (checksQueueFirst(s)) {
      usings.push('RabbitMQ.Client.Exceptions');
      inner.push(
        `// ${CHECK_QUEUE_NOTE}`,
        `var queue = ${csharpString(s.queue)};`,
        'try',
        '{',
        '    using (var probe = await connection.CreateChannelAsync()) await probe.QueueDeclarePassiveAsync(queue);',
        '}',
        'catch (OperationInterruptedException)',
        '{',
        `    await channel.QueueDeclareAsync(queue, ${flagArgs(s)});`,
        '}',
      );
    } else {
      inner.push(`var queue = (await channel.QueueDeclareAsync(${csharpString(s.queue)}, ${flagArgs(s)})).QueueName;`);
    }
    if (s.bind) inner.push(`await channel.QueueBindAsync(queue, ${csharpString(s.bind.exchange)}, ${csharpString(s.bind.routingKey)});`);
    if (answer?.via === 'reply-to') {
      // The RPC convention: the answer goes to the queue the message names, with its correlation id.
      const contentType = input.reply?.message.contentType;
      inner.push(
        'var consumer = new AsyncEventingBasicConsumer(channel);',
        'consumer.ReceivedAsync += async (sender, delivery) =>',
        '{',
        `    Console.WriteLine(${BODY_TEXT});`,
        `    var replyTo = delivery.BasicProperties.ReplyTo${answer.fallback === undefined ? '' : ` ?? ${csharpString(answer.fallback)}`};`,
        '    if (string.IsNullOrEmpty(replyTo)) return;',
        `    var answerProperties = new BasicProperties { CorrelationId = delivery.BasicProperties.CorrelationId${contentType ? `, ContentType = ${csharpString(contentType)}` : ''} };`,
        '    await channel.BasicPublishAsync("", replyTo, false, answerProperties, Encoding.UTF8.GetBytes(answer));',
        '};',
      );
    } else {
      inner.push(...consumerLines(`Console.WriteLine(${BODY_TEXT});`));
    }
    inner.push('await channel.BasicConsumeAsync(queue, true, consumer);', 'await Task.Delay(Timeout.Infinite);');
  } else {
    const reply = input.reply !== undefined;
    if (!amqp.exchange && declaresTargetQueue(input) && amqp.queue) {
      inner.push(`await channel.QueueDeclareAsync(${csharpString(amqp.routingKey)}, ${flagArgs({ ...amqp.queue, exclusive: false })});`);
    }
    if (reply) {
      usings.push('RabbitMQ.Client.Events');
      inner.push(`var replyQueue = (await channel.QueueDeclareAsync(${csharpString(input.reply?.channel ?? '')}, durable: false, exclusive: true, autoDelete: true)).QueueName;`);
      inner.push('var replied = new TaskCompletionSource<string>();', ...consumerLines(`replied.TrySetResult(${BODY_TEXT});`));
      inner.push('await channel.BasicConsumeAsync(replyQueue, true, consumer);');
    }
    if (input.message.headers.length > 0) usings.push('System.Collections.Generic');
    inner.push(...propertiesLines(input, reply));
    // Publisher confirms (the channel's options) and mandatory: the call completes once the broker has the message,
    // and throws PublishReturnException when no queue takes it.
    inner.push(`await channel.BasicPublishAsync(${csharpString(amqp.exchange?.name ?? '')}, ${csharpString(amqp.routingKey)}, true, properties, Encoding.UTF8.GetBytes(payload));`);
    if (reply) inner.push('Console.WriteLine(await replied.Task);');
  }
  body.push(...inner.map((l) => `${IN}    ${l}`), `${IN}}`);
  const comments = header('//', input, [summary(input), 'AMQP 0-9-1 client: RabbitMQ.Client 7 (dotnet add package RabbitMQ.Client).']);
  return csharpProgram(comments, usings, body);
}
