/** The Go tab of AsyncAPI samples: gorilla/websocket, Paho, amqp091-go, kafka-go; net/http (the HTTP sample) for HTTP servers. */
import type { AsyncSampleWriters } from '../generator-types.js';
import { generateGo } from '../http/go.js';
import { goAmqp } from './go/amqp.js';
import { goKafka } from './go/kafka.js';
import { goMqtt } from './go/mqtt.js';
import { goWebSocket } from './go/websocket.js';

export const goWriters: AsyncSampleWriters = {
  comment: '//',
  ws: goWebSocket,
  mqtt: goMqtt,
  amqp: goAmqp,
  kafka: goKafka,
  http: generateGo,
};
