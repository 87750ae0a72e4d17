/** The Python tab of AsyncAPI samples: websockets, paho-mqtt, pika, confluent-kafka; requests (the HTTP sample) for HTTP servers. */
import type { AsyncSampleWriters } from '../generator-types.js';
import { generatePythonRequests } from '../http/python-requests.js';
import { pythonAmqp } from './python/amqp.js';
import { pythonKafka } from './python/kafka.js';
import { pythonMqtt } from './python/mqtt.js';
import { pythonWebSocket } from './python/websocket.js';

export const pythonWriters: AsyncSampleWriters = {
  comment: '#',
  ws: pythonWebSocket,
  mqtt: pythonMqtt,
  amqp: pythonAmqp,
  kafka: pythonKafka,
  http: generatePythonRequests,
};
