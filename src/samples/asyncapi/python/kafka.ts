/** Kafka in Python: confluent-kafka (librdkafka). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { pythonMultiline, pythonString } from './literals.js';

function config(input: Connected, consumer: boolean): string[] {
  const { auth, connection, kafka } = input;
  const entries: Array<[string, string]> = [['bootstrap.servers', pythonString(connection.url)]];
  if (kafka.clientId !== undefined) entries.push(['client.id', pythonString(kafka.clientId)]);
  if (consumer) entries.push(['group.id', pythonString(kafka.groupId)], ['auto.offset.reset', '"latest"']);
  const tls = connection.secure || auth.clientCertificate;
  if (auth.sasl) entries.push(['security.protocol', tls ? '"SASL_SSL"' : '"SASL_PLAINTEXT"'], ['sasl.mechanisms', pythonString(auth.sasl)]);
  else if (tls) entries.push(['security.protocol', '"SSL"']);
  if (auth.sasl === 'PLAIN' || auth.sasl?.startsWith('SCRAM')) {
    entries.push(['sasl.username', pythonString(auth.username ?? '')], ['sasl.password', pythonString(auth.password ?? '')]);
  }
  if (auth.sasl === 'OAUTHBEARER') entries.push(['oauth_cb', `lambda _: (${pythonString(auth.password ?? '')}, time.time() + 3600)`]);
  if (auth.clientCertificate) entries.push(['ssl.certificate.location', '"client.crt"'], ['ssl.key.location', '"client.key"']);
  return ['{', ...entries.map(([k, v]) => `    "${k}": ${v},`), '}'];
}

const consumeLoop = (stop: boolean, answers = false): string[] => [
  'try:',
  '    while True:',
  '        message = consumer.poll(1.0)',
  '        if message is None:',
  '            continue',
  '        if message.error():',
  '            print(message.error(), flush=True)',
  '            continue',
  '        print(message.value().decode(), flush=True)',
  ...(answers ? ['        producer.produce(ANSWER_TOPIC, value=ANSWER.encode())', '        producer.flush()'] : []),
  ...(stop ? ['        break'] : []),
  'finally:',
  '    consumer.close()',
];

export function pythonKafka(input: Connected): string {
  const { kafka, message } = input;
  const lines = header('#', input, [summary(input), 'Kafka client: confluent-kafka (pip install confluent-kafka).']);
  const consumes = input.action === 'receive' || input.reply?.channel !== undefined;
  const answer = answerOf(input);
  const produces = input.action === 'send' || answer !== undefined;
  if (input.auth.sasl === 'OAUTHBEARER') lines.push('import time', '');
  lines.push(`from confluent_kafka import ${[...(consumes ? ['Consumer'] : []), ...(produces ? ['Producer'] : [])].join(', ')}`, '');
  lines.push(`TOPIC = ${pythonString(input.channel)}`);
  if (input.action === 'send') lines.push(`PAYLOAD = ${pythonMultiline(message.text, '')}`);
  if (answer?.via === 'channel') lines.push(`ANSWER_TOPIC = ${pythonString(answer.channel)}`, `ANSWER = ${pythonMultiline(input.reply!.message.text, '')}`);
  lines.push('');
  if (consumes) {
    const [first, ...rest] = config(input, true);
    lines.push(`consumer = Consumer(${first}`, ...rest.slice(0, -1), '})');
    lines.push(`consumer.subscribe([${input.action === 'receive' ? 'TOPIC' : pythonString(input.reply?.channel ?? '')}])`);
    if (!produces) return [...lines, ...consumeLoop(false)].join('\n');
    if (answer) {
      const [first, ...rest] = config(input, false);
      lines.push(`producer = Producer(${first}`, ...rest.slice(0, -1), '})', '', ...consumeLoop(false, true));
      return lines.join('\n');
    }
    lines.push('');
  }
  const [first, ...rest] = config(input, false);
  lines.push(`producer = Producer(${first}`, ...rest.slice(0, -1), '})');
  const args = ['TOPIC', 'value=PAYLOAD.encode()'];
  if (kafka.key !== undefined) args.push(`key=${pythonString(kafka.key)}`);
  if (message.headers.length > 0) {
    args.push(`headers=[\n${message.headers.map(([n, v]) => `        (${pythonString(n)}, ${pythonString(v)}),`).join('\n')}\n    ]`);
  }
  lines.push('producer.produce(', ...args.map((a) => `    ${a},`), ')', 'producer.flush()');
  if (consumes) lines.push('', ...consumeLoop(true));
  return lines.join('\n');
}
