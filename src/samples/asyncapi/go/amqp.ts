/** AMQP 0-9-1 in Go: amqp091-go (the RabbitMQ team's client), with publisher confirms for sending. */
import { amqpSource, amqpUrl, checksQueueFirst, CHECK_QUEUE_NOTE, declaresTargetQueue } from '../amqp-url.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { CHECK, goMultiline, goProgram, goString, payloadLine } from './program.js';

const AMQP = 'amqp "github.com/rabbitmq/amqp091-go"';

function publishLines(input: Connected, reply: boolean): string[] {
  const { amqp, message } = input;
  const lines = ['\tmsg := amqp.Publishing{Body: []byte(payload)}'];
  if (message.contentType) lines.push(`\tmsg.ContentType = ${goString(message.contentType)}`);
  if (amqp.deliveryMode === 2) lines.push('\tmsg.DeliveryMode = amqp.Persistent');
  if (message.headers.length > 0) lines.push('\tmsg.Headers = amqp.Table{}', ...message.headers.map(([n, v]) => `\tmsg.Headers[${goString(n)}] = ${goString(v)}`));
  if (reply) lines.push('\tmsg.ReplyTo = replies.Name', '\tmsg.CorrelationId = strconv.FormatInt(time.Now().UnixNano(), 36)');
  const exchange = goString(amqp.exchange?.name ?? '');
  // A confirm listener rather than a deferred confirmation: with amqp091-go before 1.6, a broker's ack that came
  // back before the deferred confirmation was registered left Wait() blocked for ever.
  lines.push(
    '\tif err := ch.Confirm(false); err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tconfirms := ch.NotifyPublish(make(chan amqp.Confirmation, 1))',
    // Mandatory: a message no queue takes comes back (before its confirmation) instead of vanishing.
    '\treturns := ch.NotifyReturn(make(chan amqp.Return, 1))',
    `\terr = ch.PublishWithContext(context.Background(), ${exchange}, ${goString(amqp.routingKey)}, true, false, msg)`,
    ...CHECK,
    '\tif confirmed := <-confirms; !confirmed.Ack {',
    '\t\tlog.Fatal("the broker did not take the message")',
    '\t}',
    '\tselect {',
    '\tcase returned := <-returns:',
    '\t\tlog.Fatalf("No queue took the message (routing key %s): the broker returned it (%s).", returned.RoutingKey, returned.ReplyText)',
    '\tdefault:',
    '\t}',
  );
  return lines;
}

const consumeLines = (queue: string): string[] => [`\tmessages, err := ch.Consume(${queue}, "", true, false, false, false, nil)`, ...CHECK];

export function goAmqp(input: Connected): string {
  const { amqp } = input;
  const imports = ['log', AMQP];
  const body: string[] = [];
  if (input.action === 'send') body.push(payloadLine(input.message.text), '');
  const answer = answerOf(input);
  if (answer) body.push(`\tanswer := ${goMultiline(input.reply!.message.text)}`, '');
  body.push(`\tconn, err := amqp.Dial(${goString(amqpUrl(input))})`, ...CHECK, '\tdefer conn.Close()', '');
  body.push('\tch, err := conn.Channel()', ...CHECK, '\tdefer ch.Close()', '');
  if (amqp.exchange) {
    const e = amqp.exchange;
    body.push(`\terr = ch.ExchangeDeclare(${goString(e.name)}, ${goString(e.type)}, ${e.durable}, ${e.autoDelete}, false, false, nil)`, ...CHECK);
  }
  if (input.action === 'receive') {
    imports.push('fmt');
    const s = amqpSource(input);
    if (checksQueueFirst(s)) {
      body.push(
        `\t// ${CHECK_QUEUE_NOTE}`,
        `\tq, err := ch.QueueDeclarePassive(${goString(s.queue)}, ${s.durable}, ${s.autoDelete}, ${s.exclusive}, false, nil)`,
        '\tif err != nil {',
        '\t\t// The broker closed the channel (no such queue): declare it on a new one.',
        '\t\tch, err = conn.Channel()',
        ...CHECK.map((l) => `\t${l}`),
        `\t\tq, err = ch.QueueDeclare(${goString(s.queue)}, ${s.durable}, ${s.autoDelete}, ${s.exclusive}, false, nil)`,
        ...CHECK.map((l) => `\t${l}`),
        '\t}',
      );
    } else {
      body.push(`\tq, err := ch.QueueDeclare(${goString(s.queue)}, ${s.durable}, ${s.autoDelete}, ${s.exclusive}, false, nil)`, ...CHECK);
    }
    if (s.bind) body.push(`\terr = ch.QueueBind(q.Name, ${goString(s.bind.routingKey)}, ${goString(s.bind.exchange)}, false, nil)`, ...CHECK);
    body.push(...consumeLines('q.Name'), '\tfor message := range messages {', '\t\tfmt.Println(string(message.Body))');
    if (answer?.via === 'reply-to') {
      // The RPC convention: the answer goes to the queue the message names, with its correlation id.
      imports.push('context');
      const contentType = input.reply?.message.contentType;
      body.push('\t\treplyTo := message.ReplyTo');
      if (answer.fallback !== undefined) body.push('\t\tif replyTo == "" {', `\t\t\treplyTo = ${goString(answer.fallback)}`, '\t\t}');
      body.push(
        '\t\tif replyTo == "" {',
        '\t\t\tcontinue',
        '\t\t}',
        `\t\treply := amqp.Publishing{Body: []byte(answer), CorrelationId: message.CorrelationId${contentType ? `, ContentType: ${goString(contentType)}` : ''}}`,
        '\t\tif err := ch.PublishWithContext(context.Background(), "", replyTo, false, false, reply); err != nil {',
        '\t\t\tlog.Fatal(err)',
        '\t\t}',
      );
    }
    body.push('\t}');
  } else {
    imports.push('context');
    const reply = input.reply !== undefined;
    if (!amqp.exchange && declaresTargetQueue(input) && amqp.queue) {
      const q = amqp.queue;
      body.push(`\t_, err = ch.QueueDeclare(${goString(amqp.routingKey)}, ${q.durable}, ${q.autoDelete}, false, false, nil)`, ...CHECK);
    }
    if (reply) {
      imports.push('fmt', 'strconv', 'time');
      body.push(`\treplies, err := ch.QueueDeclare(${goString(input.reply?.channel ?? '')}, false, true, true, false, nil)`, ...CHECK);
      body.push(...consumeLines('replies.Name'));
    }
    body.push(...publishLines(input, reply));
    if (reply) body.push('\tfmt.Println(string((<-messages).Body))');
  }
  const comments = header('//', input, [summary(input), 'AMQP 0-9-1 client: amqp091-go (go get github.com/rabbitmq/amqp091-go).']);
  return goProgram(comments, imports, body);
}
