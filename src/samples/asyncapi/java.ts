/** The Java tab of AsyncAPI samples: java.net.http.WebSocket, Eclipse Paho, RabbitMQ amqp-client, kafka-clients; HttpClient for HTTP servers. */
import { generateJava } from '../http/java.js';
import { asyncHttpRequest } from './http-request.js';
import { javaAmqp } from './java/amqp.js';
import { javaKafka } from './java/kafka.js';
import { javaMqtt } from './java/mqtt.js';
import { javaWebSocket } from './java/websocket.js';
import type { AsyncSampleGenerator } from '../generator-types.js';
import { asyncSampleInput } from './sample-input.js';
import { header, summary, unsupportedNote, type Connected } from './sample-text.js';
import type { AsyncSampleInput } from './types.js';

export function writeJavaAsync(input: AsyncSampleInput): string {
  if (!input.connection) return unsupportedNote('//', input);
  const connected = input as Connected;
  switch (connected.connection.protocol) {
    case 'ws':
      return javaWebSocket(connected);
    case 'mqtt':
      return javaMqtt(connected);
    case 'amqp':
      return javaAmqp(connected);
    case 'kafka':
      return javaKafka(connected);
    case 'http': {
      const { request, options } = asyncHttpRequest(connected);
      return [...header('//', connected, [summary(connected)]), generateJava(request, options)].join('\n');
    }
  }
}

export const javaAsyncSample: AsyncSampleGenerator = {
  id: 'java',
  title: 'Java',
  generate: (operation, model, options) => writeJavaAsync(asyncSampleInput(operation, model, options)),
};
