/** The Go tab of AsyncAPI samples: gorilla/websocket, Paho, amqp091-go, kafka-go; net/http (the HTTP sample) for HTTP servers. */
import { generateGo } from '../http/go.js';
import { goAmqp } from './go/amqp.js';
import { goKafka } from './go/kafka.js';
import { goMqtt } from './go/mqtt.js';
import { goWebSocket } from './go/websocket.js';
import { asyncHttpRequest } from './http-request.js';
import type { AsyncSampleGenerator } from '../generator-types.js';
import { asyncSampleInput } from './sample-input.js';
import { header, summary, unsupportedNote, type Connected } from './sample-text.js';
import type { AsyncSampleInput } from './types.js';

export function writeGoAsync(input: AsyncSampleInput): string {
  if (!input.connection) return unsupportedNote('//', input);
  const connected = input as Connected;
  switch (connected.connection.protocol) {
    case 'ws':
      return goWebSocket(connected);
    case 'mqtt':
      return goMqtt(connected);
    case 'amqp':
      return goAmqp(connected);
    case 'kafka':
      return goKafka(connected);
    case 'http': {
      const { request, options } = asyncHttpRequest(connected);
      return [...header('//', connected, [summary(connected)]), generateGo(request, options)].join('\n');
    }
  }
}

export const goAsyncSample: AsyncSampleGenerator = {
  id: 'go',
  title: 'Go',
  generate: (operation, model, options) => writeGoAsync(asyncSampleInput(operation, model, options)),
};
