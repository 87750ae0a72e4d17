/** The Python tab of AsyncAPI samples: websockets, paho-mqtt, pika, confluent-kafka; requests (the HTTP sample) for HTTP servers. */
import { generatePythonRequests } from '../http/python-requests.js';
import { asyncHttpRequest } from './http-request.js';
import { pythonAmqp } from './python/amqp.js';
import { pythonKafka } from './python/kafka.js';
import { pythonMqtt } from './python/mqtt.js';
import { pythonWebSocket } from './python/websocket.js';
import type { AsyncSampleGenerator } from '../generator-types.js';
import { asyncSampleInput } from './sample-input.js';
import { header, summary, unsupportedNote, type Connected } from './sample-text.js';
import type { AsyncSampleInput } from './types.js';

export function writePythonAsync(input: AsyncSampleInput): string {
  if (!input.connection) return unsupportedNote('#', input);
  const connected = input as Connected;
  switch (connected.connection.protocol) {
    case 'ws':
      return pythonWebSocket(connected);
    case 'mqtt':
      return pythonMqtt(connected);
    case 'amqp':
      return pythonAmqp(connected);
    case 'kafka':
      return pythonKafka(connected);
    case 'http': {
      const { request, options } = asyncHttpRequest(connected);
      return [...header('#', connected, [summary(connected)]), generatePythonRequests(request, options)].join('\n');
    }
  }
}

export const pythonAsyncSample: AsyncSampleGenerator = {
  id: 'python',
  title: 'Python',
  generate: (operation, model, options) => writePythonAsync(asyncSampleInput(operation, model, options)),
};
