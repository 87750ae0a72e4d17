/** The shell tab of AsyncAPI samples: websocat, mosquitto_pub/_sub, amqp-tools, kcat; curl (the HTTP sample) for HTTP servers. */
import type { AsyncSampleWriters } from '../generator-types.js';
import { generateCurl } from '../http/curl.js';
import { shellAmqp } from './shell/amqp.js';
import { shellKafka } from './shell/kafka.js';
import { shellMqtt } from './shell/mqtt.js';
import { shellWebSocket } from './shell/ws.js';

export const shellWriters: AsyncSampleWriters = {
  comment: '#',
  ws: shellWebSocket,
  mqtt: shellMqtt,
  amqp: shellAmqp,
  kafka: shellKafka,
  http: generateCurl,
};
