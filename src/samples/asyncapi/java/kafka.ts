/** Kafka in Java: Apache kafka-clients (KafkaProducer / KafkaConsumer with String serializers). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { IN, javaMultiline, javaProgram, javaString, payloadLine } from './program.js';

/** A JAAS option value: double-quoted, `"` and `\` escaped. */
const jaasQuote = (text: string): string => `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

const LOGIN_MODULES: Record<string, string> = {
  PLAIN: 'org.apache.kafka.common.security.plain.PlainLoginModule',
  'SCRAM-SHA-256': 'org.apache.kafka.common.security.scram.ScramLoginModule',
  'SCRAM-SHA-512': 'org.apache.kafka.common.security.scram.ScramLoginModule',
};

function config(input: Connected, name: string, consumer: boolean): string[] {
  const { auth, connection, kafka } = input;
  const put = (k: string, v: string) => `${IN}${name}.put(${javaString(k)}, ${v});`;
  const lines = [`${IN}Properties ${name} = new Properties();`, put('bootstrap.servers', javaString(connection.url))];
  if (kafka.clientId !== undefined) lines.push(put('client.id', javaString(kafka.clientId)));
  if (consumer) {
    lines.push(put('group.id', javaString(kafka.groupId)), put('key.deserializer', 'StringDeserializer.class.getName()'), put('value.deserializer', 'StringDeserializer.class.getName()'));
  } else {
    lines.push(put('key.serializer', 'StringSerializer.class.getName()'), put('value.serializer', 'StringSerializer.class.getName()'));
  }
  const tls = connection.secure || auth.clientCertificate;
  if (auth.sasl) lines.push(put('security.protocol', tls ? '"SASL_SSL"' : '"SASL_PLAINTEXT"'), put('sasl.mechanism', javaString(auth.sasl)));
  else if (tls) lines.push(put('security.protocol', '"SSL"'));
  const module = auth.sasl ? LOGIN_MODULES[auth.sasl] : undefined;
  if (module) {
    const jaas = `${module} required username=${jaasQuote(auth.username ?? '')} password=${jaasQuote(auth.password ?? '')};`;
    lines.push(put('sasl.jaas.config', javaString(jaas)));
  } else if (auth.sasl === 'OAUTHBEARER') {
    lines.push(`${IN}// SASL/OAUTHBEARER: set sasl.login.callback.handler.class and sasl.oauthbearer.token.endpoint.url for your identity provider.`);
  }
  if (auth.clientCertificate) lines.push(put('ssl.keystore.location', '"client.keystore.p12"'), put('ssl.keystore.password', '"YOUR_KEYSTORE_PASSWORD"'));
  return lines;
}

function pollLoop(stopAfterOne: boolean, answers = false): string[] {
  const inner = [`${IN}        System.out.println(record.value());`];
  if (answers) inner.push(`${IN}        producer.send(new ProducerRecord<>(answerTopic, answer)).get();`);
  if (stopAfterOne) inner.push(`${IN}        return;`);
  return [
    `${IN}while (true) {`,
    `${IN}    for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {`,
    ...inner,
    `${IN}    }`,
    `${IN}}`,
  ];
}

export function javaKafka(input: Connected): string {
  const { kafka, message } = input;
  const imports = ['java.util.Properties'];
  const body: string[] = [];
  const reply = input.action === 'send' ? input.reply?.channel : undefined;
  if (input.action === 'send') {
    imports.push('org.apache.kafka.clients.producer.KafkaProducer', 'org.apache.kafka.clients.producer.ProducerRecord', 'org.apache.kafka.common.serialization.StringSerializer');
    body.push(payloadLine(message.text), '', ...config(input, 'config', false));
    const key = kafka.key !== undefined ? javaString(kafka.key) : 'null';
    body.push(`${IN}ProducerRecord<String, String> record = new ProducerRecord<>(${javaString(input.channel)}, ${key}, payload);`);
    if (message.headers.length > 0) imports.push('java.nio.charset.StandardCharsets');
    for (const [n, v] of message.headers) body.push(`${IN}record.headers().add(${javaString(n)}, ${javaString(v)}.getBytes(StandardCharsets.UTF_8));`);
    body.push(`${IN}try (KafkaProducer<String, String> producer = new KafkaProducer<>(config)) {`, `${IN}    producer.send(record).get();`, `${IN}}`);
    if (reply === undefined) return javaProgram(header('//', input, comments(input)), imports, body);
    body.push('');
  }
  imports.push('java.time.Duration', 'java.util.List', 'org.apache.kafka.clients.consumer.ConsumerRecord', 'org.apache.kafka.clients.consumer.KafkaConsumer', 'org.apache.kafka.common.serialization.StringDeserializer');
  const answer = answerOf(input);
  if (answer?.via === 'channel') {
    imports.push('org.apache.kafka.clients.producer.KafkaProducer', 'org.apache.kafka.clients.producer.ProducerRecord', 'org.apache.kafka.common.serialization.StringSerializer');
    body.push(`${IN}String answerTopic = ${javaString(answer.channel)};`, `${IN}String answer = ${javaMultiline(input.reply!.message.text, `${IN}    `)};`, '', ...config(input, 'producerConfig', false));
    body.push(...config(input, 'consumerConfig', true));
    body.push(`${IN}try (KafkaProducer<String, String> producer = new KafkaProducer<>(producerConfig);`, `${IN}     KafkaConsumer<String, String> consumer = new KafkaConsumer<>(consumerConfig)) {`);
    body.push(`${IN}    consumer.subscribe(List.of(${javaString(input.channel)}));`, ...pollLoop(false, true).map((l) => `    ${l}`), `${IN}}`);
    return javaProgram(header('//', input, comments(input)), imports, body);
  }
  body.push(...config(input, 'consumerConfig', true));
  body.push(`${IN}try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(consumerConfig)) {`);
  body.push(`${IN}    consumer.subscribe(List.of(${javaString(reply ?? input.channel)}));`, ...pollLoop(reply !== undefined).map((l) => `    ${l}`), `${IN}}`);
  return javaProgram(header('//', input, comments(input)), imports, body);
}

const comments = (input: Connected): string[] => [summary(input), 'Kafka client: Apache Kafka clients (Maven: org.apache.kafka:kafka-clients).'];
