/** Kafka in Go: segmentio/kafka-go (Writer / Reader with a Transport or Dialer for TLS and SASL). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { CHECK, goMultiline, goProgram, goString, payloadLine } from './program.js';

/** SASL mechanism and TLS lines; the field list (`SASL: mechanism, TLS: …`) for a Transport or Dialer. */
function security(input: Connected, imports: string[], body: string[], saslField: string): string[] {
  const { auth, connection } = input;
  const fields: string[] = [];
  if (auth.sasl === 'PLAIN') {
    imports.push('github.com/segmentio/kafka-go/sasl/plain');
    body.push(`\tmechanism := plain.Mechanism{Username: ${goString(auth.username ?? '')}, Password: ${goString(auth.password ?? '')}}`);
    fields.push(`${saslField}: mechanism`);
  } else if (auth.sasl === 'SCRAM-SHA-256' || auth.sasl === 'SCRAM-SHA-512') {
    imports.push('github.com/segmentio/kafka-go/sasl/scram');
    const algorithm = auth.sasl === 'SCRAM-SHA-256' ? 'scram.SHA256' : 'scram.SHA512';
    body.push(`\tmechanism, err := scram.Mechanism(${algorithm}, ${goString(auth.username ?? '')}, ${goString(auth.password ?? '')})`, ...CHECK);
    fields.push(`${saslField}: mechanism`);
  } else if (auth.sasl) {
    body.push(`\t// kafka-go has no SASL/${auth.sasl}: use a client built on librdkafka (confluent-kafka-go) for such a cluster.`);
  }
  if (auth.clientCertificate) {
    imports.push('crypto/tls');
    body.push('\tcert, err := tls.LoadX509KeyPair("client.crt", "client.key")', ...CHECK);
    fields.push('TLS: &tls.Config{Certificates: []tls.Certificate{cert}}');
  } else if (connection.secure) {
    imports.push('crypto/tls');
    fields.push('TLS: &tls.Config{}');
  }
  return fields;
}

export function goKafka(input: Connected): string {
  const { connection, kafka, message } = input;
  const imports = ['context', 'log', 'github.com/segmentio/kafka-go'];
  const body: string[] = [];
  if (input.action === 'send') body.push(payloadLine(message.text), '');
  const brokers = goString(connection.url);
  const receives = input.action === 'receive' || input.reply?.channel !== undefined;
  const dialer = security(input, imports, body, receives && input.action === 'receive' ? 'SASLMechanism' : 'SASL');
  if (input.action === 'send') {
    body.push(`\twriter := &kafka.Writer{Addr: kafka.TCP(${brokers}), Topic: ${goString(input.channel)}}`);
    if (dialer.length > 0) body.push(`\twriter.Transport = &kafka.Transport{${dialer.join(', ')}}`);
    body.push('\tdefer writer.Close()', '', '\tmessage := kafka.Message{Value: []byte(payload)}');
    if (kafka.key !== undefined) body.push(`\tmessage.Key = []byte(${goString(kafka.key)})`);
    for (const [n, v] of message.headers) body.push(`\tmessage.Headers = append(message.Headers, kafka.Header{Key: ${goString(n)}, Value: []byte(${goString(v)})})`);
    body.push('\tif err := writer.WriteMessages(context.Background(), message); err != nil {', '\t\tlog.Fatal(err)', '\t}');
    if (!receives) return goProgram(header('//', input, comments(input)), imports, body);
    body.push('');
  }
  imports.push('fmt');
  const topic = input.action === 'receive' ? input.channel : (input.reply?.channel ?? '');
  body.push(`\tconfig := kafka.ReaderConfig{Brokers: []string{${brokers}}, GroupID: ${goString(kafka.groupId)}, Topic: ${goString(topic)}}`);
  const dialerFields = dialer.map((f) => f.replace(/^SASL:/, 'SASLMechanism:'));
  if (dialerFields.length > 0) body.push(`\tconfig.Dialer = &kafka.Dialer{${dialerFields.join(', ')}}`);
  body.push('\treader := kafka.NewReader(config)', '\tdefer reader.Close()', '');
  const read = ['\tmessage, err := reader.ReadMessage(context.Background())', ...CHECK, '\tfmt.Println(string(message.Value))'];
  const answer = answerOf(input);
  if (answer?.via === 'channel') {
    const transport = dialer.map((f) => f.replace(/^SASLMechanism:/, 'SASL:'));
    body.push(`\tanswer := ${goMultiline(input.reply!.message.text)}`, `\twriter := &kafka.Writer{Addr: kafka.TCP(${brokers}), Topic: ${goString(answer.channel)}}`);
    if (transport.length > 0) body.push(`\twriter.Transport = &kafka.Transport{${transport.join(', ')}}`);
    body.push('\tdefer writer.Close()', '');
    read.push('\tif err := writer.WriteMessages(context.Background(), kafka.Message{Value: []byte(answer)}); err != nil {', '\t\tlog.Fatal(err)', '\t}');
  }
  if (input.action === 'receive') body.push('\tfor {', ...read.map((l) => `\t${l}`), '\t}');
  else body.push(...read.map((l) => l.replace('message, err :=', 'reply, err :=').replace('message.Value', 'reply.Value')));
  return goProgram(header('//', input, comments(input)), imports, body);
}

const comments = (input: Connected): string[] => [summary(input), 'Kafka client: kafka-go (go get github.com/segmentio/kafka-go).'];
