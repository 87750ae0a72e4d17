/** MQTT in Go: Eclipse Paho (paho.mqtt.golang). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { goMultiline, goProgram, goString, payloadLine } from './program.js';

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
  const answer = answerOf(input);
  if (answer?.via === 'channel') body.push(`\tanswerTopic := ${goString(answer.channel)}`, `\tanswer := ${goMultiline(input.reply!.message.text)}`);
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
  const publish = `client.Publish(topic, ${qos}, ${mqtt.retain}, payload)`;
  if (input.action === 'receive') {
    imports.push('fmt', 'os', 'os/signal', 'syscall');
    // Subscribed on every connection, not once: Paho reconnects by itself, and a new session has no subscriptions.
    // The handler runs in a goroutine of its own, so it may wait for the subscription.
    body.push('\topts.SetOnConnectHandler(func(client mqtt.Client) {');
    body.push(`\t\ttoken := client.Subscribe(topic, ${qos}, func(client mqtt.Client, message mqtt.Message) {`, '\t\t\tfmt.Println(string(message.Payload()))');
    // Not waited for here: a callback that blocks on a token stalls Paho's message handling.
    if (answer) body.push(`\t\t\tclient.Publish(answerTopic, ${qos}, false, answer)`);
    body.push('\t\t})', '\t\tif token.Wait() && token.Error() != nil {', '\t\t\tlog.Fatal(token.Error())', '\t\t}', '\t})');
    body.push('\tclient := mqtt.NewClient(opts)', ...wait('client.Connect()'), '');
    // Runs until interrupted, then leaves the broker cleanly (a deferred call before a bare `select {}` never runs).
    body.push('\tstop := make(chan os.Signal, 1)', '\tsignal.Notify(stop, os.Interrupt, syscall.SIGTERM)', '\t<-stop', '\tclient.Disconnect(250)');
  } else {
    body.push('\tclient := mqtt.NewClient(opts)', ...wait('client.Connect()'), '\tdefer client.Disconnect(250)', '');
    if (input.reply?.channel !== undefined) {
      imports.push('fmt');
      body.push('\treplies := make(chan string, 1)', `\ttoken := client.Subscribe(${goString(input.reply.channel)}, ${qos}, func(_ mqtt.Client, message mqtt.Message) {`);
      body.push('\t\tselect {', '\t\tcase replies <- string(message.Payload()):', '\t\tdefault:', '\t\t}', '\t})');
      body.push('\tif token.Wait() && token.Error() != nil {', '\t\tlog.Fatal(token.Error())', '\t}', ...wait(publish), '\tfmt.Println(<-replies)');
    } else {
      body.push(...wait(publish));
    }
  }
  if (input.message.headers.length > 0 && input.action === 'send') {
    body.unshift('\t// The message headers are MQTT 5 user properties: Paho for Go speaks MQTT 3.1.1 and sends the payload only.');
  }
  const comments = header('//', input, [summary(input), 'MQTT client: Eclipse Paho (go get github.com/eclipse/paho.mqtt.golang).']);
  return goProgram(comments, imports, body);
}
