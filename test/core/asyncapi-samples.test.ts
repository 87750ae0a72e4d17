/**
 * AsyncAPI code samples: the normalized input (server, channel, bindings, message, security, 2.x direction), the
 * key lines each language prints per protocol, credentials versus placeholders, request/reply, and a sweep of
 * the real AsyncAPI corpus: every operation yields six non-empty tabs without throwing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SAMPLE_LANGUAGES, parseSpec, type ApiModel, type Operation, type SampleLanguageId } from '../../src/index.js';
import { loadAsyncSampleGenerator, loadedAsyncSampleGenerator } from '../../src/samples/asyncapi/registry.js';
import { asyncSampleInput } from '../../src/samples/asyncapi/sample-input.js';
import type { AsyncSampleOptions } from '../../src/samples/asyncapi/types.js';
import { ANSWER_EXAMPLE, MQTT_PASSWORD, NOTE_EXAMPLE, samplesDocument } from '../fixtures/asyncapi-samples-doc.js';
import { loadCorpusSpec, specFiles } from './spec-helpers.js';

const LANGUAGES: SampleLanguageId[] = SAMPLE_LANGUAGES.map((l) => l.id);
const model = await parseSpec(samplesDocument({ ws: 8001, mqtt: 1883, mqttAuth: 1884, amqp: 5672 }));
const operation = (id: string, m: ApiModel = model): Operation => {
  const found = m.operations.find((o) => o.id === id);
  assert.ok(found, `operation ${id}`);
  return found;
};
const generators = Object.fromEntries(await Promise.all(LANGUAGES.map(async (id) => [id, await loadAsyncSampleGenerator(id)] as const)));
const sample = (language: SampleLanguageId, id: string, options: AsyncSampleOptions = {}, m: ApiModel = model) =>
  generators[language]!.generate(operation(id, m), m, { channelParameters: { lang: 'x' }, ...options });
/** Every listed fragment appears in the sample. */
const expectLines = (text: string, fragments: string[]) => {
  for (const f of fragments) assert.ok(text.includes(f), `expected ${JSON.stringify(f)} in:\n${text}`);
};

describe('AsyncAPI sample registry', () => {
  it('has a generator for every sample language, each a lazy chunk loaded once', async () => {
    assert.deepEqual(LANGUAGES.map((id) => generators[id]?.id), LANGUAGES);
    assert.equal(loadedAsyncSampleGenerator('go'), await loadAsyncSampleGenerator('go'));
    await assert.rejects(loadAsyncSampleGenerator('cobol' as never), /No code sample language "cobol"/);
  });
});

describe('the sample input', () => {
  it('fills server variables, channel parameters and reads the protocol', async () => {
    const m = await loadCorpusSpec('asyncapi2-streetlights-mqtt.yml');
    const input = asyncSampleInput(operation('turnOn', m), m, { serverVariables: { port: '8883' }, channelParameters: { streetlightId: 'lamp-7' } });
    assert.equal(input.connection?.url, 'mqtt://test.mosquitto.org:8883');
    assert.equal(input.channel, 'smartylighting/streetlights/1/0/action/lamp-7/turn/on');
    assert.deepEqual([input.action, input.mqtt.qos], ['send', 1]);
  });
  it('reads 2.x publish as receive and subscribe as send (the application’s point of view)', async () => {
    const m = await loadCorpusSpec('asyncapi2-streetlights-mqtt.yml');
    assert.equal(asyncSampleInput(operation('receiveLightMeasurement', m), m).action, 'receive');
    assert.equal(asyncSampleInput(operation('dimLight', m), m).action, 'send');
    expectLines(generators['javascript']!.generate(operation('receiveLightMeasurement', m), m), ["client.subscribe(topic, { qos: 1 })", "client.on('message'"]);
  });
  it('builds the WebSocket URL from server, address, binding query; headers from binding and security', () => {
    const input = asyncSampleInput(operation('wsSend'), model, { channelParameters: { lang: 'js' } });
    assert.equal(input.connection?.url, 'ws://127.0.0.1:8001/events/js?room=lobby%20%26%20co');
    assert.deepEqual(input.connection?.headers, [['X-Client', 'samples']]);
    assert.equal(input.message.text, JSON.stringify(NOTE_EXAMPLE, null, 2));
    assert.deepEqual(input.message.headers, [['x-trace', 'trace-42']]);
  });
  it('reads Kafka key / groupId / clientId and AMQP queue / exchange bindings', () => {
    const kafka = asyncSampleInput(operation('kafkaSend'), model, { channelParameters: { lang: 'x' } });
    assert.deepEqual([kafka.kafka.key, kafka.kafka.clientId, kafka.connection?.url, kafka.auth.sasl], ['note-1', 'samples-app', 'kafka.example.com:9093', 'SCRAM-SHA-256']);
    assert.equal(asyncSampleInput(operation('kafkaReceive'), model).kafka.groupId, 'samples-group');
    const queue = asyncSampleInput(operation('amqpQueueSend'), model, { channelParameters: { lang: 'x' } });
    assert.deepEqual([queue.amqp.is, queue.amqp.routingKey, queue.amqp.deliveryMode], ['queue', 'samples.x.queue', 2]);
    const exchange = asyncSampleInput(operation('amqpExchangeSend'), model, { channelParameters: { lang: 'x' } });
    assert.deepEqual([exchange.amqp.exchange?.name, exchange.amqp.exchange?.type, exchange.amqp.routingKey], ['sv-samples', 'topic', 'notes.x']);
  });
  it('uses placeholders until the Authorize panel has credentials', () => {
    const placeholder = asyncSampleInput(operation('mqttAuthSend'), model);
    assert.deepEqual([placeholder.auth.username, placeholder.auth.password], ['YOUR_USERNAME', 'YOUR_PASSWORD']);
    const filled = asyncSampleInput(operation('mqttAuthSend'), model, { credentials: { mqttUser: { username: 'ada', password: MQTT_PASSWORD } } });
    assert.deepEqual([filled.auth.username, filled.auth.password], ['ada', MQTT_PASSWORD]);
    assert.deepEqual(asyncSampleInput(operation('wsSecureSend'), model).connection?.headers, [['X-Api-Key', 'YOUR_API_KEY']]);
  });
  it('says why when there is no server, and every tab shows that note', async () => {
    const m = await loadCorpusSpec('asyncapi3-oneof.yml');
    const input = asyncSampleInput(operation('sendTest', m), m);
    assert.equal(input.connection, undefined);
    for (const language of LANGUAGES) assert.match(generators[language]!.generate(operation('sendTest', m), m), /declares no server/);
  });
});

describe('WebSocket samples', () => {
  it('print the library, URL, headers and payload in every language', () => {
    expectLines(sample('curl', 'wsSend'), ["websocat -u -H 'X-Client: samples' 'ws://127.0.0.1:8001/events/x?room=lobby%20%26%20co'"]);
    expectLines(sample('javascript', 'wsSend'), ["import WebSocket from 'ws';", 'headers: {', '"X-Client": "samples"', 'socket.send(payload']);
    expectLines(sample('python', 'wsSend'), ['import websockets', 'additional_headers=HEADERS', 'await websocket.send(PAYLOAD)']);
    expectLines(sample('go', 'wsSend'), ['"github.com/gorilla/websocket"', 'header.Set("X-Client", "samples")', 'websocket.TextMessage']);
    expectLines(sample('java', 'wsSend'), ['newWebSocketBuilder()', '.header("X-Client", "samples")', 'sendText(payload, true)']);
    expectLines(sample('csharp', 'wsSend'), ['new ClientWebSocket()', 'SetRequestHeader("X-Client", "samples")', 'WebSocketMessageType.Text']);
  });
  it('receive prints each message; request/reply sends then reads one reply', () => {
    expectLines(sample('curl', 'wsReceive'), ['websocat -U ']);
    expectLines(sample('python', 'wsReceive'), ['async for message in websocket:', 'print(message, flush=True)']);
    expectLines(sample('curl', 'wsRequest'), ['websocat -n1 ']);
    expectLines(sample('go', 'wsRequest'), ['conn.ReadMessage()', 'websocket.CloseMessage']);
    expectLines(sample('java', 'wsRequest'), ['done.countDown();', 'done.await();']);
  });
  it('put a filled API key in the header, a placeholder otherwise', () => {
    expectLines(sample('javascript', 'wsSecureSend', { credentials: { apiKey: { value: 'k-1' } } }), ['"X-Api-Key": "k-1"']);
    expectLines(sample('javascript', 'wsSecureSend'), ['"X-Api-Key": "YOUR_API_KEY"']);
  });
});

describe('MQTT samples', () => {
  it('connect, publish with qos and retain, credentials', () => {
    const creds = { credentials: { mqttUser: { username: 'ada', password: 'pw' } } };
    expectLines(sample('curl', 'mqttAuthSend', creds), ["mosquitto_pub -h '127.0.0.1'", '-p 1884', "-u 'ada'", "-P 'pw'", "-t 'secure/x/notes'", '-q 1', "-D publish user-property 'x-trace' 'trace-42'"]);
    expectLines(sample('javascript', 'mqttAuthSend', creds), ["import mqtt from 'mqtt';", 'mqtt.connect("mqtt://127.0.0.1:1884"', 'username: "ada"', 'qos: 1,', 'retain: false,', 'userProperties']);
    expectLines(sample('python', 'mqttAuthSend', creds), ['publish.single(', 'qos=1', 'retain=False', 'port=1884', 'auth={"username": "ada", "password": "pw"}']);
    expectLines(sample('go', 'mqttAuthSend', creds), ['AddBroker("tcp://127.0.0.1:1884")', 'opts.SetUsername("ada")', 'client.Publish(topic, 1, false, payload)']);
    expectLines(sample('java', 'mqttAuthSend', creds), ['new MqttClient("tcp://127.0.0.1:1884"', 'options.setUserName("ada");', 'message.setQos(1);']);
    expectLines(sample('csharp', 'mqttAuthSend', creds), ['new MqttClientFactory()', '.WithTcpServer("127.0.0.1", 1884)', '.WithCredentials("ada", "pw")', 'MqttQualityOfServiceLevel.AtLeastOnce']);
  });
  it('request/reply subscribes to the reply topic before publishing', () => {
    const js = sample('javascript', 'mqttRequest');
    assert.ok(js.indexOf('subscribeAsync(replyTopic') < js.indexOf('publishAsync(topic'));
    expectLines(sample('curl', 'mqttRequest'), ['mosquitto_rr', "-t 'requests/x'", "-e 'replies/x'"]);
    expectLines(sample('python', 'mqttRequest'), ['mqtt.CallbackAPIVersion.VERSION2', 'REPLY_TOPIC = "replies/x"']);
  });
  it('a message header named qos is the QoS the message goes out at, not a user property', () => {
    const input = asyncSampleInput(operation('mqttQosHeader'), model, { channelParameters: { lang: 'x' } });
    assert.equal(input.mqtt.qos, 2);
    assert.deepEqual(input.message.headers, []);
    expectLines(sample('javascript', 'mqttQosHeader'), ['qos: 2,', 'The message header "qos" is MQTT\'s quality of service']);
    assert.ok(!sample('javascript', 'mqttQosHeader').includes('userProperties'));
  });
  it('Go receives subscribe in the connect handler (a reconnect keeps them) and leave the broker on a signal', () => {
    const go = sample('go', 'mqttReceive');
    expectLines(go, ['opts.SetOnConnectHandler(func(client mqtt.Client) {', 'token := client.Subscribe(topic, 0,', 'signal.Notify(stop, os.Interrupt, syscall.SIGTERM)', 'client.Disconnect(250)']);
    assert.ok(go.indexOf('SetOnConnectHandler') < go.indexOf('client.Connect()'), 'the handler is set before connecting');
    assert.ok(!go.includes('select {}') && !go.includes('defer client.Disconnect'), go);
  });
  it('TLS for mqtts, the WebSocket transport from a ws:// URL', async () => {
    const doc = (url: string, protocol: string) => `asyncapi: 3.0.0\ninfo: {title: t, version: '1'}\nservers:\n  s: {host: '${url}', protocol: ${protocol}}\nchannels:\n  c: {address: a/b}\noperations:\n  o: {action: send, channel: {$ref: '#/channels/c'}}\n`;
    const tls = await parseSpec(doc('broker.example.com', 'mqtts'));
    expectLines(generators['go']!.generate(tls.operations[0]!, tls), ['AddBroker("ssl://broker.example.com:8883")']);
    expectLines(generators['curl']!.generate(tls.operations[0]!, tls), ['--capath /etc/ssl/certs']);
    const v2 = await parseSpec(`asyncapi: 2.6.0\ninfo: {title: t, version: '1'}\nservers:\n  s: {url: 'wss://broker.example.com/mqtt', protocol: mqtt}\nchannels:\n  a/b:\n    subscribe: {message: {payload: {type: string}}}\n`);
    const input = asyncSampleInput(v2.operations[0]!, v2);
    assert.deepEqual([input.connection?.transport, input.connection?.url, input.action], ['websockets', 'wss://broker.example.com:443/mqtt', 'send']);
    expectLines(generators['javascript']!.generate(v2.operations[0]!, v2), ['mqtt.connect("wss://broker.example.com:443/mqtt"']);
    assert.match(generators['curl']!.generate(v2.operations[0]!, v2), /MQTT over TCP only/);
  });
});

describe('AMQP samples', () => {
  it('read exchange and queue bindings that a document puts on the operation, and every tab says so', async () => {
    const doc = (version: 2 | 3) =>
      version === 3
        ? {
            asyncapi: '3.0.0',
            info: { title: 'Misplaced', version: '1' },
            servers: { rabbit: { host: 'rabbit.example.com', protocol: 'amqp' } },
            channels: { orders: { address: 'orders', messages: { m: { payload: { type: 'string' } } } } },
            operations: {
              place: {
                action: 'send',
                channel: { $ref: '#/channels/orders' },
                bindings: { amqp: { is: 'routingKey', exchange: { name: 'shop', type: 'direct', durable: true } } },
              },
            },
          }
        : {
            asyncapi: '2.6.0',
            info: { title: 'Misplaced', version: '1' },
            servers: { rabbit: { url: 'rabbit.example.com', protocol: 'amqp' } },
            channels: { orders: { subscribe: { operationId: 'place', bindings: { amqp: { is: 'routingKey', exchange: { name: 'shop', type: 'direct', durable: true } } }, message: { payload: { type: 'string' } } } } },
          };
    for (const version of [3, 2] as const) {
      const m = await parseSpec(JSON.stringify(doc(version)));
      const input = asyncSampleInput(operation('place', m), m);
      assert.deepEqual(input.amqp.exchange, { name: 'shop', type: 'direct', durable: true, autoDelete: false }, `AsyncAPI ${version}`);
      const misplaced = 'The document puts the AMQP exchange and queue on the operation’s bindings; they belong on the channel’s.';
      expectLines(sample('javascript', 'place', {}, m), ['channel.publish("shop", "orders"', misplaced]);
      for (const language of LANGUAGES) expectLines(sample(language, 'place', {}, m), [misplaced]);
    }
  });

  it('publish to a queue (default exchange) or an exchange with the routing key', () => {
    expectLines(sample('curl', 'amqpQueueSend'), ["amqp-declare-queue --url='amqp://127.0.0.1:5672' -q 'samples.x.queue'", "amqp-publish --url='amqp://127.0.0.1:5672'", "-r 'samples.x.queue'", '-p', "-H 'x-trace: trace-42'"]);
    expectLines(sample('javascript', 'amqpExchangeSend'), ["import amqp from 'amqplib';", 'assertExchange("sv-samples", "topic"', 'channel.publish("sv-samples", "notes.x"', 'waitForConfirms']);
    expectLines(sample('python', 'amqpQueueSend'), ['import pika', 'routing_key="samples.x.queue"', 'delivery_mode=2', 'channel.confirm_delivery()']);
    expectLines(sample('go', 'amqpExchangeSend'), ['amqp "github.com/rabbitmq/amqp091-go"', 'ch.ExchangeDeclare("sv-samples", "topic"', 'ch.NotifyPublish(make(chan amqp.Confirmation, 1))', 'PublishWithContext(context.Background(), "sv-samples", "notes.x"']);
    expectLines(sample('java', 'amqpQueueSend'), ['factory.setUri("amqp://127.0.0.1:5672")', 'channel.basicPublish("", "samples.x.queue"', '.deliveryMode(2)']);
    expectLines(sample('csharp', 'amqpExchangeSend'), ['new ConnectionFactory', 'ExchangeDeclareAsync("sv-samples", "topic"', 'BasicPublishAsync("sv-samples", "notes.x"']);
  });
  it('receive binds a queue to the exchange; request/reply sets reply-to on a server-named queue', () => {
    expectLines(sample('python', 'amqpExchangeReceive'), ['queue_declare(queue="", durable=False, exclusive=True', 'queue_bind(queue=queue, exchange="sv-samples", routing_key="events.x")', 'start_consuming()']);
    expectLines(sample('curl', 'amqpExchangeReceive'), ["amqp-consume --url='amqp://127.0.0.1:5672' -e 'sv-samples' -r 'events.x' -A -- sh -c 'cat; echo'"]);
    expectLines(sample('javascript', 'amqpRequest'), ['assertQueue("", { exclusive: true })', 'replyTo: replyQueue', 'correlationId: randomUUID()']);
  });
});

describe('Kafka samples', () => {
  it('brokers, SASL over TLS, key, headers and group in every language', () => {
    const creds = { credentials: { scram: { username: 'kuser', password: 'kpass' } } };
    expectLines(sample('curl', 'kafkaSend', creds), ["kcat -b 'kafka.example.com:9093'", "-X 'security.protocol=SASL_SSL'", "-X 'sasl.mechanisms=SCRAM-SHA-256'", "-X 'sasl.username=kuser'", "-k 'note-1'", "-H 'x-trace=trace-42'"]);
    expectLines(sample('javascript', 'kafkaSend', creds), ["import { Kafka } from 'kafkajs';", 'clientId: "samples-app"', 'ssl: true', 'mechanism: "scram-sha-256"', 'key: "note-1"']);
    expectLines(sample('python', 'kafkaSend', creds), ['from confluent_kafka import Producer', '"security.protocol": "SASL_SSL"', '"sasl.username": "kuser"', 'key="note-1"']);
    expectLines(sample('go', 'kafkaSend', creds), ['"github.com/segmentio/kafka-go/sasl/scram"', 'scram.Mechanism(scram.SHA256, "kuser", "kpass")', 'kafka.TCP("kafka.example.com:9093")', 'message.Key = []byte("note-1")']);
    expectLines(sample('java', 'kafkaSend', creds), ['new KafkaProducer<>(config)', 'ScramLoginModule required username=\\"kuser\\" password=\\"kpass\\";', 'new ProducerRecord<>("samples.x.notes", "note-1", payload)']);
    expectLines(sample('csharp', 'kafkaSend', creds), ['new ProducerBuilder<string, string>(config)', 'SaslMechanism = SaslMechanism.ScramSha256', 'SaslUsername = "kuser"', 'Key = "note-1"']);
    expectLines(sample('python', 'kafkaReceive'), ['"group.id": "samples-group"', 'consumer.poll(1.0)', '"sasl.password": "YOUR_PASSWORD"']);
  });
});

describe('a receiving application with a reply answers each message', () => {
  const answer = JSON.stringify(ANSWER_EXAMPLE, null, 2);
  it('says where it answers, per protocol, and sends the reply message’s example', () => {
    assert.deepEqual(asyncSampleInput(operation('mqttRespond'), model, { channelParameters: { lang: 'x' } }).reply?.message.text, answer);
    expectLines(sample('javascript', 'wsRespond'), ['prints each one and answers it on the same connection.', 'socket.send(answer);']);
    expectLines(sample('javascript', 'mqttRespond'), ['answers it on answers/x.', 'const answerTopic = "answers/x";', 'client.publish(answerTopic, answer, { qos: 0 });']);
    expectLines(sample('javascript', 'amqpRespond'), ['answers it on the queue its reply-to property names.', 'const replyTo = message.properties.replyTo;', 'correlationId: message.properties.correlationId,']);
    expectLines(sample('javascript', 'kafkaRespond'), ['answers it on answers.x.', "await producer.send({ topic: answerTopic, messages: [{ value: answer }] });"]);
    expectLines(sample('python', 'amqpRespond'), ['routing_key=reply_to,', 'correlation_id=properties.correlation_id']);
    expectLines(sample('go', 'mqttRespond'), ['client.Publish(answerTopic, 0, false, answer)']);
    expectLines(sample('java', 'kafkaRespond'), ['producer.send(new ProducerRecord<>(answerTopic, answer)).get();']);
    expectLines(sample('csharp', 'amqpRespond'), ['delivery.BasicProperties.ReplyTo', 'await channel.BasicPublishAsync("", replyTo, false, answerProperties']);
    expectLines(sample('curl', 'mqttRespond'), ["-F '%p\\0' |", "while IFS= read -r -d '' message; do", "-t 'answers/x'"]);
  });
  it('a tab whose tool cannot answer says so and only prints; a reply address known only at runtime is named', async () => {
    for (const id of ['wsRespond', 'amqpRespond']) {
      const shell = sample('curl', id);
      expectLines(shell, ['and prints each one.', 'the other tabs answer each message.']);
      assert.ok(!shell.includes('answers it'), shell);
    }
    const doc = JSON.parse(samplesDocument({ ws: 8001, mqtt: 1883, mqttAuth: 1884, amqp: 5672 }));
    // A location the samples cannot follow (not a payload field, not a named header) stays a note.
    doc.operations.mqttRespond.reply = { address: { location: '$message.header' } };
    const m = await parseSpec(JSON.stringify(doc));
    const runtime = sample('javascript', 'mqttRespond', {}, m);
    expectLines(runtime, ['and prints each one.', 'Answer each message with a reply on $message.header.']);
    assert.ok(!runtime.includes('answerTopic'), runtime);
  });

  it('MQTT replies whose address the request carries: the requester sends its own topic there, the responder answers there', () => {
    expectLines(sample('javascript', 'mqttAsk'), ["with a reply topic of its own in the payload's replyTo field", 'const replyTopic = `replies/${randomUUID()}`;', 'request.replyTo = replyTopic;', 'await client.subscribeAsync(replyTopic']);
    expectLines(sample('javascript', 'mqttAskHeader'), ['protocolVersion: 5', 'responseTopic: replyTopic,', 'replyTo: replyTopic,']);
    expectLines(sample('python', 'mqttAsk'), ['REPLY_TOPIC = f"replies/{uuid.uuid4()}"', 'REQUEST["replyTo"] = REPLY_TOPIC']);
    expectLines(sample('python', 'mqttAskHeader'), ['protocol=mqtt.MQTTv5', 'properties.ResponseTopic = REPLY_TOPIC', 'properties.UserProperty = [("replyTo", REPLY_TOPIC)]']);
    expectLines(sample('go', 'mqttAsk'), ['request["replyTo"] = replyTopic', 'client.Subscribe(replyTopic,']);
    expectLines(sample('java', 'mqttAsk'), ['request.put("replyTo", replyTopic);', 'client.subscribe(replyTopic,']);
    expectLines(sample('csharp', 'mqttAskHeader'), ['.WithResponseTopic(replyTopic)', '.WithUserProperty("replyTo", replyTopic)']);
    expectLines(sample('curl', 'mqttAsk'), ["setpath([\"replyTo\"]; $reply_topic)", '-e "$reply_topic"', '-m "$request"']);
    // MQTT 3.1.1 clients have no user properties: they say so rather than wait where nobody answers.
    for (const language of ['go', 'java'] as const) {
      expectLines(sample(language, 'mqttAskHeader'), ['which this MQTT 3.1.1 client cannot send: it does not wait for a reply.']);
      expectLines(sample(language, 'mqttAnswerHeader'), ['which this MQTT 3.1.1 client cannot read: it does not answer.']);
    }
    expectLines(sample('javascript', 'mqttAnswerRuntime'), ["answers it on the topic the payload's replyTo field names.", 'JSON.parse(message.toString())?.replyTo', 'client.publish(replyTopic, answer']);
    expectLines(sample('javascript', 'mqttAnswerHeader'), ['packet.properties?.userProperties?.replyTo', '?? packet.properties?.responseTopic']);
    expectLines(sample('python', 'mqttAnswerHeader'), ['protocol=mqtt.MQTTv5', 'clean_session=None', 'getattr(properties, "ResponseTopic", None)']);
    expectLines(sample('go', 'mqttAnswerRuntime'), ['replyTopic := replyTopicOf(message.Payload())']);
    expectLines(sample('java', 'mqttAnswerRuntime'), ['.at("/replyTo").asText("")']);
    expectLines(sample('csharp', 'mqttAnswerRuntime'), ['(string?)JsonNode.Parse(text)?["replyTo"]']);
    expectLines(sample('curl', 'mqttAnswerRuntime'), ["jq -r 'getpath([\"replyTo\"]) | strings'", '-t "$reply_topic"']);
  });
});

describe('HTTP and Mercure servers reuse the HTTP samples', () => {
  it('gitter streaming: bearer token, channel path; mercure: form publish, ?topic= subscribe', async () => {
    const gitter = await loadCorpusSpec('asyncapi3-gitter-streaming.yml');
    expectLines(generators['curl']!.generate(operation('sendRoomInfo', gitter), gitter, { credentials: { httpBearerToken: { token: 't0k' } } }), ["curl 'https://stream.gitter.im/v1/rooms/", "-H 'Authorization: Bearer t0k'", "-H 'Content-Type: application/json'"]);
    const mercure = await loadCorpusSpec('asyncapi3-mercure.yml');
    expectLines(generators['curl']!.generate(operation('ReceiveBooksInfo', mercure), mercure), ['/.well-known/mercure?topic=https%3A%2F%2Fexample.com%2Fbooks%2FID', "-H 'Accept: text/event-stream'"]);
    expectLines(generators['curl']!.generate(operation('SendBooksInfo', mercure), mercure), ["--data-urlencode 'topic=https://example.com/books/ID'", 'Bearer YOUR_TOKEN']);
  });
});

describe('AsyncAPI corpus: every operation, six tabs', () => {
  for (const file of specFiles().filter((f) => f.startsWith('asyncapi'))) {
    it(file, async () => {
      const m = await loadCorpusSpec(file);
      assert.ok(m.operations.length > 0);
      for (const op of m.operations) {
        for (const language of LANGUAGES) {
          const text = generators[language]!.generate(op, m);
          assert.ok(text.trim().length > 40, `${op.id} [${language}] is not empty`);
          assert.doesNotMatch(text, /undefined|\[object Object\]/, `${op.id} [${language}]`);
        }
      }
    });
  }
});
