/** AMQP 0-9-1 in the shell: amqp-tools (amqp-publish, amqp-consume, amqp-declare-queue from librabbitmq). */
import { shellQuote } from '../../http/string-literals.js';
import { amqpSource, amqpUrl, declaresTargetQueue, CHECK_QUEUE_NOTE } from '../amqp-url.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { cannotAnswer, header, summary } from '../sample-text.js';

/** `--` ends amqp-consume's options: the command runs once per message with the body on its stdin. */
const PRINT = "-- sh -c 'cat; echo'";

export function shellAmqp(input: Connected): string {
  const { amqp, message } = input;
  const url = `--url=${shellQuote(amqpUrl(input))}`;
  const tls = input.connection.secure ? ' --ssl' : '';
  const lines = header('#', input, [summary(input, false), 'AMQP 0-9-1 command-line tools: amqp-tools (apt install amqp-tools).']);
  if (answerOf(input)) lines.push(...cannotAnswer('#', 'amqp-consume', "does not hand a message's reply-to property to its command"));
  if (amqp.exchange) lines.push(`# amqp-tools cannot declare exchanges: the ${amqp.exchange.type} exchange ${amqp.exchange.name} must exist.`);
  if (input.action === 'receive') {
    const s = amqpSource(input);
    if (s.bind) {
      const queue = s.queue === '' ? [] : [`-q ${shellQuote(s.queue)}`];
      lines.push(`amqp-consume ${url}${tls} ${[...queue, `-e ${shellQuote(s.bind.exchange)}`, `-r ${shellQuote(s.bind.routingKey)}`, '-A'].join(' ')} ${PRINT}`);
    } else {
      const consume = `amqp-consume ${url}${tls} -q ${shellQuote(s.queue)}${s.exclusive ? ' -x' : ''} -A ${PRINT}`;
      if (s.exclusive) lines.push(consume);
      else {
        // amqp-consume uses an existing queue as it is; only when the broker lacks it (404) is it declared.
        lines.push(`# ${CHECK_QUEUE_NOTE}`, `${consume} \\`, `  || { amqp-declare-queue ${url}${tls} -q ${shellQuote(s.queue)}${s.durable ? ' -d' : ''} > /dev/null && ${consume}; }`);
      }
    }
    return lines.join('\n');
  }
  if (!amqp.exchange && declaresTargetQueue(input) && amqp.queue) {
    lines.push(`amqp-declare-queue ${url}${tls} -q ${shellQuote(amqp.routingKey)}${amqp.queue.durable ? ' -d' : ''} > /dev/null`);
  }
  const options = [`${url}${tls}`];
  if (amqp.exchange) options.push(`-e ${shellQuote(amqp.exchange.name)}`);
  options.push(`-r ${shellQuote(amqp.routingKey)}`);
  if (amqp.deliveryMode === 2) options.push('-p');
  if (message.contentType) options.push(`-C ${shellQuote(message.contentType)}`);
  for (const [n, v] of message.headers) options.push(`-H ${shellQuote(`${n}: ${v}`)}`);
  if (input.reply) {
    lines.push(`reply_queue=$(amqp-declare-queue ${url}${tls} -q ${shellQuote(input.reply.channel ?? '')})`);
    options.push('-t "$reply_queue"');
  }
  options.push(`-b ${shellQuote(message.text)}`);
  lines.push('# amqp-publish cannot ask for mandatory delivery: a message no queue takes is dropped without a word.');
  lines.push(`amqp-publish ${options.join(' \\\n  ')}`);
  if (input.reply) lines.push(`amqp-consume ${url}${tls} -q "$reply_queue" -c 1 -A ${PRINT}`);
  return lines.join('\n');
}
