/** The JavaScript tab of AsyncAPI samples: ws, MQTT.js, amqplib, KafkaJS; fetch (the HTTP sample) for HTTP servers. */
import type { AsyncSampleWriters } from '../generator-types.js';
import { generateJsFetch } from '../http/js-fetch.js';
import { javascriptAmqp } from './javascript/amqp.js';
import { javascriptKafka } from './javascript/kafka.js';
import { javascriptMqtt } from './javascript/mqtt.js';
import { javascriptWebSocket } from './javascript/websocket.js';

export const javascriptWriters: AsyncSampleWriters = {
  comment: '//',
  ws: javascriptWebSocket,
  mqtt: javascriptMqtt,
  amqp: javascriptAmqp,
  kafka: javascriptKafka,
  http: generateJsFetch,
};
