/** MQTT in Java: Eclipse Paho (org.eclipse.paho.client.mqttv3). */
import type { Connected } from '../sample-text.js';
import { answerOf } from '../answer.js';
import { header, summary } from '../sample-text.js';
import { IN, javaMultiline, javaProgram, javaString, payloadLine } from './program.js';

const PAHO = 'org.eclipse.paho.client.mqttv3';

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
  const answer = answerOf(input);
  if (answer?.via === 'channel') body.push(`${IN}String answerTopic = ${javaString(answer.channel)};`, `${IN}String answer = ${javaMultiline(input.reply!.message.text, `${IN}    `)};`);
  const clientId = mqtt.clientId !== undefined ? javaString(mqtt.clientId) : 'MqttClient.generateClientId()';
  body.push('', `${IN}MqttClient client = new MqttClient(${javaString(brokerUrl(input))}, ${clientId}, new MemoryPersistence());`);
  body.push(`${IN}MqttConnectOptions options = new MqttConnectOptions();`);
  if (auth.username !== undefined) body.push(`${IN}options.setUserName(${javaString(auth.username)});`);
  if (auth.password !== undefined) body.push(`${IN}options.setPassword(${javaString(auth.password)}.toCharArray());`);
  if (auth.clientCertificate) body.push(`${IN}// options.setSocketFactory(…): an SSLSocketFactory with your client certificate and key.`);
  body.push(`${IN}client.connect(options);`, '');
  const print = 'System.out.println(new String(message.getPayload(), StandardCharsets.UTF_8))';
  if (input.action === 'receive') {
    if (answer) {
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
  const reply = input.reply?.channel;
  if (reply !== undefined) {
    imports.push('java.util.concurrent.CountDownLatch');
    body.push(`${IN}CountDownLatch done = new CountDownLatch(1);`);
    body.push(`${IN}client.subscribe(${javaString(reply)}, ${mqtt.qos}, (receivedTopic, message) -> {`, `${IN}    ${print};`, `${IN}    done.countDown();`, `${IN}});`);
  }
  body.push(
    `${IN}MqttMessage message = new MqttMessage(payload.getBytes(StandardCharsets.UTF_8));`,
    `${IN}message.setQos(${mqtt.qos});`,
    `${IN}message.setRetained(${mqtt.retain});`,
    `${IN}client.publish(topic, message);`,
  );
  if (reply !== undefined) body.push(`${IN}done.await();`);
  body.push(`${IN}client.disconnect();`, `${IN}client.close();`);
  if (input.message.headers.length > 0) body.unshift(`${IN}// The message headers are MQTT 5 user properties: the mqttv3 client sends the payload only.`);
  return javaProgram(header('//', input, comments()), imports, body);

  function comments(): string[] {
    return [summary(input), 'MQTT client: Eclipse Paho (Maven: org.eclipse.paho:org.eclipse.paho.client.mqttv3).'];
  }
}
