/** The C# tab of AsyncAPI samples: ClientWebSocket, MQTTnet, RabbitMQ.Client, Confluent.Kafka; HttpClient for HTTP servers. */
import type { AsyncSampleWriters } from '../generator-types.js';
import { generateCsharp } from '../http/csharp.js';
import { csharpAmqp } from './csharp/amqp.js';
import { csharpKafka } from './csharp/kafka.js';
import { csharpMqtt } from './csharp/mqtt.js';
import { csharpWebSocket } from './csharp/websocket.js';

export const csharpWriters: AsyncSampleWriters = {
  comment: '//',
  ws: csharpWebSocket,
  mqtt: csharpMqtt,
  amqp: csharpAmqp,
  kafka: csharpKafka,
  http: generateCsharp,
};
