/** Kafka in the shell: kcat (formerly kafkacat), one message per line: the payload is written on one line. */
import { shellQuote } from '../../http/string-literals.js';
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, oneLine, summary } from '../sample-text.js';

function brokerOptions(input: Connected): string[] {
  const { auth, connection, kafka } = input;
  const options = [`-b ${shellQuote(connection.url)}`];
  const set = (k: string, v: string) => options.push(`-X ${shellQuote(`${k}=${v}`)}`);
  if (kafka.clientId !== undefined) set('client.id', kafka.clientId);
  const tls = connection.secure || auth.clientCertificate;
  if (auth.sasl) {
    set('security.protocol', tls ? 'SASL_SSL' : 'SASL_PLAINTEXT');
    set('sasl.mechanisms', auth.sasl);
    if (auth.sasl === 'PLAIN' || auth.sasl.startsWith('SCRAM')) {
      set('sasl.username', auth.username ?? '');
      set('sasl.password', auth.password ?? '');
    }
  } else if (tls) {
    set('security.protocol', 'SSL');
  }
  if (auth.clientCertificate) {
    set('ssl.certificate.location', 'client.crt');
    set('ssl.key.location', 'client.key');
  }
  return options;
}

export function shellKafka(input: Connected): string {
  const { kafka, message } = input;
  const lines = header('#', input, [summary(input), 'Kafka client: kcat (apt install kcat; brew install kcat).']);
  if (input.auth.sasl === 'OAUTHBEARER') lines.push('# SASL/OAUTHBEARER: add -X sasl.oauthbearer.* settings for your identity provider.');
  const broker = brokerOptions(input);
  const answer = answerOf(input);
  if (answer?.via === 'channel') {
    // One message per line each way: kcat splits what it produces at newlines, so the answer goes on one line.
    const produce = `kcat ${[...broker, '-P', `-t ${shellQuote(answer.channel)}`].join(' ')}`;
    lines.push(`kcat ${[...broker, `-G ${shellQuote(kafka.groupId)}`, '-u', shellQuote(input.channel)].join(' \\\n  ')} |`);
    lines.push('while IFS= read -r message; do', `  printf '%s\\n' "$message"`, `  printf '%s\\n' ${shellQuote(oneLine(input.reply!.message))} | ${produce}`, 'done');
    return lines.join('\n');
  }
  if (input.action === 'receive') {
    lines.push(`kcat ${[...broker, `-G ${shellQuote(kafka.groupId)}`, shellQuote(input.channel)].join(' \\\n  ')}`);
    return lines.join('\n');
  }
  const reply = input.reply?.channel;
  if (reply !== undefined) lines.push('# Listen for one reply first, then send the request.', `kcat ${[...broker, '-C', `-t ${shellQuote(reply)}`, '-o end', '-c 1'].join(' ')} &`, 'sleep 1');
  const options = [...broker, '-P', `-t ${shellQuote(input.channel)}`];
  if (kafka.key !== undefined) options.push(`-k ${shellQuote(kafka.key)}`);
  for (const [n, v] of message.headers) options.push(`-H ${shellQuote(`${n}=${v}`)}`);
  lines.push(`printf '%s\\n' ${shellQuote(oneLine(message))} | kcat ${options.join(' \\\n  ')}`);
  if (reply !== undefined) lines.push('wait');
  return lines.join('\n');
}
