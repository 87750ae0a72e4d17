/** MQTT in Go: Eclipse Paho (paho.mqtt.golang). */
import type { Connected } from '../sample-text.js';
import { answerOf, ownReplyTopic } from '../answer.js';
import type { RuntimeAddress } from '../reply-address.js';
import { header, summary } from '../sample-text.js';
import { CHECK, goMultiline, goProgram, goString, payloadLine } from './program.js';

/** Paho for Go speaks MQTT 3.1.1: a reply address in a header (an MQTT 5 user property) is out of its reach. */
const CLIENT = { v5: false };

/** `replyTopic := …` written into the request's JSON at the pointer; the request goes out as `body`. */
function ownReplyTopicLines(pointer: readonly string[]): string[] {
  const at = pointer.slice(0, -1).reduce((target, token) => `${target}[${goString(token)}].(map[string]any)`, 'request');
  return [
    "\t// A reply topic of this program's own, written into the request where the document says the answer goes.",
    '\tid := make([]byte, 16)',
    '\tif _, err := rand.Read(id); err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\treplyTopic := "replies/" + hex.EncodeToString(id)',
    '\tvar request map[string]any',
    '\tif err := json.Unmarshal([]byte(payload), &request); err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    `\t${at}[${goString(pointer.at(-1)!)}] = replyTopic`,
    '\tbody, err := json.MarshalIndent(request, "", "  ")',
    ...CHECK,
  ];
}

/** A function that finds the reply topic a received request names in its JSON payload ("" when none). */
function replyTopicOfLines(address: RuntimeAddress & { in: 'payload' }): string[] {
  return [
    '\t// The topic a request names for its answer, "" when it names none.',
    '\treplyTopicOf := func(payload []byte) string {',
    '\t\tvar value any',
    '\t\tif json.Unmarshal(payload, &value) != nil {',
    '\t\t\treturn ""',
    '\t\t}',
    `\t\tfor _, key := range []string{${address.pointer.map(goString).join(', ')}} {`,
    '\t\t\tobject, _ := value.(map[string]any)',
    '\t\t\tvalue = object[key]',
    '\t\t}',
    '\t\tnamed, _ := value.(string)',
    '\t\treturn named',
    '\t}',
  ];
}

const PAHO = 'mqtt "github.com/eclipse/paho.mqtt.golang"';

/** Paho's broker URL schemes: tcp, ssl, ws, wss. */
function brokerUrl(input: Connected): string {
  const { connection } = input;
  if (connection.transport === 'websockets') return connection.url;
  return `${connection.secure ? 'ssl' : 'tcp'}://${connection.host}:${connection.port}`;
}

const wait = (call: string): string[] => [`\tif token := ${call}; token.Wait() && token.Error() != nil {`, '\t\tlog.Fatal(token.Error())', '\t}'];

export function goMqtt(input: Connected): string {
  const { auth, mqtt } = input;
  const imports = ['log', PAHO];
  const body = [`\ttopic := ${goString(input.channel)}`];
  if (input.action === 'send') body.push(payloadLine(input.message.text));
  const own = ownReplyTopic(input, CLIENT);
  if (own?.in === 'payload') {
    imports.push('crypto/rand', 'encoding/hex', 'encoding/json');
    body.push(...ownReplyTopicLines(own.pointer));
  }
  const answer = answerOf(input, CLIENT);
  const fallback = answer?.via === 'channel' ? answer.channel : answer?.via === 'runtime' ? answer.fallback : undefined;
  if (fallback !== undefined) body.push(`\tanswerTopic := ${goString(fallback)}`);
  if (answer) body.push(`\tanswer := ${goMultiline(input.reply!.message.text)}`);
  if (answer?.via === 'runtime' && answer.address.in === 'payload') {
    imports.push('encoding/json');
    body.push(...replyTopicOfLines(answer.address));
  }
  body.push('', `\topts := mqtt.NewClientOptions().AddBroker(${goString(brokerUrl(input))})`);
  if (mqtt.clientId !== undefined) body.push(`\topts.SetClientID(${goString(mqtt.clientId)})`);
  if (auth.username !== undefined) body.push(`\topts.SetUsername(${goString(auth.username)})`);
  if (auth.password !== undefined) body.push(`\topts.SetPassword(${goString(auth.password)})`);
  if (auth.clientCertificate) {
    imports.push('crypto/tls');
    body.push('\tcert, err := tls.LoadX509KeyPair("client.crt", "client.key")', '\tif err != nil {', '\t\tlog.Fatal(err)', '\t}');
    body.push('\topts.SetTLSConfig(&tls.Config{Certificates: []tls.Certificate{cert}})');
  }
  const qos = String(mqtt.qos);
  const publish = `client.Publish(topic, ${qos}, ${mqtt.retain}, ${own ? 'body' : 'payload'})`;
  if (input.action === 'receive') {
    imports.push('fmt', 'os', 'os/signal', 'syscall');
    // Subscribed on every connection, not once: Paho reconnects by itself, and a new session has no subscriptions.
    // The handler runs in a goroutine of its own, so it may wait for the subscription.
    body.push('\topts.SetOnConnectHandler(func(client mqtt.Client) {');
    body.push(`\t\ttoken := client.Subscribe(topic, ${qos}, func(client mqtt.Client, message mqtt.Message) {`, '\t\t\tfmt.Println(string(message.Payload()))');
    // Not waited for here: a callback that blocks on a token stalls Paho's message handling.
    if (answer?.via === 'runtime') {
      body.push('\t\t\treplyTopic := replyTopicOf(message.Payload())', '\t\t\tif replyTopic == "" {');
      body.push(...(fallback === undefined ? ['\t\t\t\tlog.Print("The message names no reply topic: not answered.")', '\t\t\t\treturn'] : ['\t\t\t\treplyTopic = answerTopic']), '\t\t\t}');
      body.push(`\t\t\tclient.Publish(replyTopic, ${qos}, false, answer)`);
    } else if (answer) body.push(`\t\t\tclient.Publish(answerTopic, ${qos}, false, answer)`);
    body.push('\t\t})', '\t\tif token.Wait() && token.Error() != nil {', '\t\t\tlog.Fatal(token.Error())', '\t\t}', '\t})');
    body.push('\tclient := mqtt.NewClient(opts)', ...wait('client.Connect()'), '');
    // Runs until interrupted, then leaves the broker cleanly (a deferred call before a bare `select {}` never runs).
    body.push('\tstop := make(chan os.Signal, 1)', '\tsignal.Notify(stop, os.Interrupt, syscall.SIGTERM)', '\t<-stop', '\tclient.Disconnect(250)');
  } else {
    body.push('\tclient := mqtt.NewClient(opts)', ...wait('client.Connect()'), '\tdefer client.Disconnect(250)', '');
    if (own || input.reply?.channel !== undefined) {
      imports.push('fmt');
      body.push('\treplies := make(chan string, 1)', `\ttoken := client.Subscribe(${own ? 'replyTopic' : goString(input.reply!.channel!)}, ${qos}, func(_ mqtt.Client, message mqtt.Message) {`);
      body.push('\t\tselect {', '\t\tcase replies <- string(message.Payload()):', '\t\tdefault:', '\t\t}', '\t})');
      body.push('\tif token.Wait() && token.Error() != nil {', '\t\tlog.Fatal(token.Error())', '\t}', ...wait(publish), '\tfmt.Println(<-replies)');
    } else {
      body.push(...wait(publish));
    }
  }
  if (input.message.headers.length > 0 && input.action === 'send') {
    body.unshift('\t// The message headers are MQTT 5 user properties: Paho for Go speaks MQTT 3.1.1 and sends the payload only.');
  }
  const comments = header('//', input, [summary(input, true, CLIENT), 'MQTT client: Eclipse Paho (go get github.com/eclipse/paho.mqtt.golang).']);
  return goProgram(comments, imports, body);
}
