/** The Java tab of AsyncAPI samples: java.net.http.WebSocket, Eclipse Paho, RabbitMQ amqp-client, kafka-clients; HttpClient for HTTP servers. */
import type { AsyncSampleWriters } from '../generator-types.js';
import { generateJava } from '../http/java.js';
import { javaAmqp } from './java/amqp.js';
import { javaKafka } from './java/kafka.js';
import { javaMqtt } from './java/mqtt.js';
import { javaWebSocket } from './java/websocket.js';

export const javaWriters: AsyncSampleWriters = {
  comment: '//',
  ws: javaWebSocket,
  mqtt: javaMqtt,
  amqp: javaAmqp,
  kafka: javaKafka,
  http: generateJava,
};
