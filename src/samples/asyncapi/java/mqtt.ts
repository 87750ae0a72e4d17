/** MQTT in Java: Eclipse Paho (org.eclipse.paho.client.mqttv3). */
import type { Connected } from '../sample-text.js';
import { answerOf, ownReplyTopic } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { IN, javaMultiline, javaProgram, javaString, payloadLine } from './program.js';

const PAHO = 'org.eclipse.paho.client.mqttv3';
const JACKSON = ['com.fasterxml.jackson.databind.ObjectMapper', 'com.fasterxml.jackson.databind.node.ObjectNode'];
/** Paho's mqttv3 client speaks MQTT 3.1.1: a reply address in a header (an MQTT 5 user property) is out of its reach. */
const CLIENT = { v5: false };

/** A JSON pointer's text (`/meta/replyTo`) for Jackson's `at`. */
const pointerText = (tokens: readonly string[]): string => tokens.map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

function brokerUrl(input: Connected): string {
  const { connection } = input;
  if (connection.transport === 'websockets') return connection.url;
  return `${connection.secure ? 'ssl' : 'tcp'}://${connection.host}:${connection.port}`;
}

export function javaMqtt(input: Connected): string {
  const { auth, mqtt } = input;
  const imports = ['java.nio.charset.StandardCharsets', `${PAHO}.MqttClient`, `${PAHO}.MqttConnectOptions`, `${PAHO}.persist.MemoryPersistence`];
  const body = [`${IN}String topic = ${javaString(input.channel)};`];
  if (input.action === 'send') body.push(payloadLine(input.message.text));
  const own = ownReplyTopic(input, CLIENT);
  if (own?.in === 'payload') {
    imports.push('java.util.UUID', ...JACKSON);
    const parent = own.pointer.length > 1 ? `((ObjectNode) request.at(${javaString(pointerText(own.pointer.slice(0, -1)))}))` : 'request';
    body.push(`${IN}// A reply topic of this program's own, written into the request where the document says the answer goes.`);
    body.push(`${IN}String replyTopic = "replies/" + UUID.randomUUID();`, `${IN}ObjectMapper mapper = new ObjectMapper();`, `${IN}ObjectNode request = (ObjectNode) mapper.readTree(payload);`);
    body.push(`${IN}${parent}.put(${javaString(own.pointer.at(-1)!)}, replyTopic);`, `${IN}String requestText = mapper.writerWithDefaultPrettyPrinter().writeValueAsString(request);`);
  }
  const answer = answerOf(input, CLIENT);
  const fallback = answer?.via === 'channel' ? answer.channel : answer?.via === 'runtime' ? answer.fallback : undefined;
  if (fallback !== undefined) body.push(`${IN}String answerTopic = ${javaString(fallback)};`);
  if (answer) body.push(`${IN}String answer = ${javaMultiline(input.reply!.message.text, `${IN}    `)};`);
  if (answer?.via === 'runtime') {
    imports.push(JACKSON[0]!);
    body.push(`${IN}ObjectMapper mapper = new ObjectMapper();`);
  }
  const clientId = mqtt.clientId !== undefined ? javaString(mqtt.clientId) : 'MqttClient.generateClientId()';
  body.push('', `${IN}MqttClient client = new MqttClient(${javaString(brokerUrl(input))}, ${clientId}, new MemoryPersistence());`);
  body.push(`${IN}MqttConnectOptions options = new MqttConnectOptions();`);
  if (auth.username !== undefined) body.push(`${IN}options.setUserName(${javaString(auth.username)});`);
  if (auth.password !== undefined) body.push(`${IN}options.setPassword(${javaString(auth.password)}.toCharArray());`);
  if (auth.clientCertificate) body.push(`${IN}// options.setSocketFactory(…): an SSLSocketFactory with your client certificate and key.`);
  body.push(`${IN}client.connect(options);`, '');
  const print = 'System.out.println(new String(message.getPayload(), StandardCharsets.UTF_8))';
  if (input.action === 'receive') {
    if (answer?.via === 'runtime' && answer.address.in === 'payload') {
      const missing = fallback === undefined
        ? [`${IN}        System.err.println("The message names no reply topic: not answered.");`, `${IN}        return;`]
        : [`${IN}        replyTopic = answerTopic;`];
      body.push(
        `${IN}client.subscribe(topic, ${mqtt.qos}, (receivedTopic, message) -> {`,
        `${IN}    ${print};`,
        `${IN}    String replyTopic;`,
        `${IN}    try {`,
        `${IN}        replyTopic = mapper.readTree(message.getPayload()).at(${javaString(pointerText(answer.address.pointer))}).asText("");`,
        `${IN}    } catch (java.io.IOException notJson) {`,
        `${IN}        replyTopic = "";`,
        `${IN}    }`,
        `${IN}    if (replyTopic.isEmpty()) {`,
        ...missing,
        `${IN}    }`,
        `${IN}    client.publish(replyTopic, answer.getBytes(StandardCharsets.UTF_8), ${mqtt.qos}, false);`,
        `${IN}});`,
      );
    } else if (answer) {
      body.push(
        `${IN}client.subscribe(topic, ${mqtt.qos}, (receivedTopic, message) -> {`,
        `${IN}    ${print};`,
        `${IN}    client.publish(answerTopic, answer.getBytes(StandardCharsets.UTF_8), ${mqtt.qos}, false);`,
        `${IN}});`,
      );
    } else {
      body.push(`${IN}client.subscribe(topic, ${mqtt.qos}, (receivedTopic, message) -> ${print});`);
    }
    return javaProgram(header('//', input, comments()), imports, body);
  }
  imports.push(`${PAHO}.MqttMessage`);
  const reply = own ? 'replyTopic' : input.reply?.channel !== undefined ? javaString(input.reply.channel) : undefined;
  if (reply !== undefined) {
    imports.push('java.util.concurrent.CountDownLatch');
    body.push(`${IN}CountDownLatch done = new CountDownLatch(1);`);
    body.push(`${IN}client.subscribe(${reply}, ${mqtt.qos}, (receivedTopic, message) -> {`, `${IN}    ${print};`, `${IN}    done.countDown();`, `${IN}});`);
  }
  body.push(
    `${IN}MqttMessage message = new MqttMessage(${own ? 'requestText' : 'payload'}.getBytes(StandardCharsets.UTF_8));`,
    `${IN}message.setQos(${mqtt.qos});`,
    `${IN}message.setRetained(${mqtt.retain});`,
    `${IN}client.publish(topic, message);`,
  );
  if (reply !== undefined) body.push(`${IN}done.await();`);
  body.push(`${IN}client.disconnect();`, `${IN}client.close();`);
  if (input.message.headers.length > 0) body.unshift(`${IN}// The message headers are MQTT 5 user properties: the mqttv3 client sends the payload only.`);
  return javaProgram(header('//', input, comments()), imports, body);

  function comments(): string[] {
    const jackson = own || answer?.via === 'runtime' ? ['JSON: Jackson (Maven: com.fasterxml.jackson.core:jackson-databind).'] : [];
    return [summary(input, true, CLIENT), 'MQTT client: Eclipse Paho (Maven: org.eclipse.paho:org.eclipse.paho.client.mqttv3).', ...jackson];
  }
}
