/** Kafka in C#: Confluent.Kafka (librdkafka). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { csharpMultiline, csharpProgram, csharpString, IN, payloadLine } from './program.js';

const MECHANISMS: Record<string, string> = {
  PLAIN: 'Plain',
  'SCRAM-SHA-256': 'ScramSha256',
  'SCRAM-SHA-512': 'ScramSha512',
  OAUTHBEARER: 'OAuthBearer',
  GSSAPI: 'Gssapi',
};

function configLines(input: Connected, type: 'ProducerConfig' | 'ConsumerConfig', name: string): string[] {
  const { auth, connection, kafka } = input;
  const fields = [`BootstrapServers = ${csharpString(connection.url)}`];
  if (kafka.clientId !== undefined) fields.push(`ClientId = ${csharpString(kafka.clientId)}`);
  if (type === 'ConsumerConfig') fields.push(`GroupId = ${csharpString(kafka.groupId)}`, 'AutoOffsetReset = AutoOffsetReset.Latest');
  const tls = connection.secure || auth.clientCertificate;
  if (auth.sasl) {
    fields.push(`SecurityProtocol = SecurityProtocol.${tls ? 'SaslSsl' : 'SaslPlaintext'}`, `SaslMechanism = SaslMechanism.${MECHANISMS[auth.sasl] ?? 'Plain'}`);
    if (auth.sasl === 'PLAIN' || auth.sasl.startsWith('SCRAM')) fields.push(`SaslUsername = ${csharpString(auth.username ?? '')}`, `SaslPassword = ${csharpString(auth.password ?? '')}`);
  } else if (tls) {
    fields.push('SecurityProtocol = SecurityProtocol.Ssl');
  }
  if (auth.clientCertificate) fields.push('SslCertificateLocation = "client.crt"', 'SslKeyLocation = "client.key"');
  return [`var ${name} = new ${type}`, '{', ...fields.map((f) => `    ${f},`), '};'];
}

function consumeLines(input: Connected, topic: string, once: boolean, answers = false): string[] {
  const lines = [...configLines(input, 'ConsumerConfig', 'consumerConfig')];
  lines.push('using (var consumer = new ConsumerBuilder<Ignore, string>(consumerConfig).Build())', '{', `    consumer.Subscribe(${csharpString(topic)});`);
  if (once) lines.push('    Console.WriteLine(consumer.Consume().Message.Value);');
  else if (answers) {
    lines.push('    while (true)', '    {', '        Console.WriteLine(consumer.Consume().Message.Value);');
    lines.push('        await producer.ProduceAsync(answerTopic, new Message<Null, string> { Value = answer });', '    }');
  } else lines.push('    while (true)', '    {', '        Console.WriteLine(consumer.Consume().Message.Value);', '    }');
  lines.push('}');
  return lines;
}

export function csharpKafka(input: Connected): string {
  const { kafka, message } = input;
  const usings = ['System', 'System.Threading.Tasks', 'Confluent.Kafka'];
  const body: string[] = [];
  const inner: string[] = [];
  if (input.auth.sasl === 'OAUTHBEARER') inner.push('// SASL/OAUTHBEARER: set SaslOauthbearerMethod and the token endpoint of your identity provider.');
  const answer = answerOf(input);
  if (answer?.via === 'channel') {
    body.push(`${IN}var answerTopic = ${csharpString(answer.channel)};`, `${IN}var answer = ${csharpMultiline(input.reply!.message.text)};`, '');
    inner.push(...configLines(input, 'ProducerConfig', 'producerConfig'));
    inner.push('using (var producer = new ProducerBuilder<Null, string>(producerConfig).Build())', '{');
    inner.push(...consumeLines(input, input.channel, false, true).map((l) => `    ${l}`), '}');
  } else if (input.action === 'receive') {
    inner.push('await Task.Yield();', ...consumeLines(input, input.channel, false));
  } else {
    body.push(payloadLine(message.text), '');
    inner.push(...configLines(input, 'ProducerConfig', 'config'));
    inner.push('using (var producer = new ProducerBuilder<string, string>(config).Build())', '{');
    const fields = [...(kafka.key !== undefined ? [`Key = ${csharpString(kafka.key)}`] : []), 'Value = payload', 'Headers = new Headers()'];
    inner.push(`    var message = new Message<string, string> { ${fields.join(', ')} };`);
    if (message.headers.length > 0) usings.push('System.Text');
    for (const [n, v] of message.headers) inner.push(`    message.Headers.Add(${csharpString(n)}, Encoding.UTF8.GetBytes(${csharpString(v)}));`);
    inner.push(`    var result = await producer.ProduceAsync(${csharpString(input.channel)}, message);`, '    Console.WriteLine(result.TopicPartitionOffset);', '}');
    if (input.reply?.channel !== undefined) inner.push(...consumeLines(input, input.reply.channel, true));
  }
  body.push(...inner.map((l) => `${IN}${l}`));
  const comments = header('//', input, [summary(input), 'Kafka client: Confluent.Kafka (dotnet add package Confluent.Kafka).']);
  return csharpProgram(comments, usings, body);
}
