/** The JavaScript tab of AsyncAPI samples: ws, MQTT.js, amqplib, KafkaJS; fetch (the HTTP sample) for HTTP servers. */
import { generateJsFetch } from '../http/js-fetch.js';
import { asyncHttpRequest } from './http-request.js';
import { javascriptAmqp } from './javascript/amqp.js';
import { javascriptKafka } from './javascript/kafka.js';
import { javascriptMqtt } from './javascript/mqtt.js';
import { javascriptWebSocket } from './javascript/websocket.js';
import type { AsyncSampleGenerator } from '../generator-types.js';
import { asyncSampleInput } from './sample-input.js';
import { header, summary, unsupportedNote, type Connected } from './sample-text.js';
import type { AsyncSampleInput } from './types.js';

export function writeJavascriptAsync(input: AsyncSampleInput): string {
  if (!input.connection) return unsupportedNote('//', input);
  const connected = input as Connected;
  switch (connected.connection.protocol) {
    case 'ws':
      return javascriptWebSocket(connected);
    case 'mqtt':
      return javascriptMqtt(connected);
    case 'amqp':
      return javascriptAmqp(connected);
    case 'kafka':
      return javascriptKafka(connected);
    case 'http': {
      const { request, options } = asyncHttpRequest(connected);
      return [...header('//', connected, [summary(connected)]), generateJsFetch(request, options)].join('\n');
    }
  }
}

export const javascriptAsyncSample: AsyncSampleGenerator = {
  id: 'javascript',
  title: 'JavaScript',
  generate: (operation, model, options) => writeJavascriptAsync(asyncSampleInput(operation, model, options)),
};
