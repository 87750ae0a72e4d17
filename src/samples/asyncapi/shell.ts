/** The shell tab of AsyncAPI samples: websocat, mosquitto_pub/_sub, amqp-tools, kcat; curl (the HTTP sample) for HTTP servers. */
import { generateCurl } from '../http/curl.js';
import { asyncHttpRequest } from './http-request.js';
import type { AsyncSampleGenerator } from '../generator-types.js';
import { asyncSampleInput } from './sample-input.js';
import { header, summary, unsupportedNote, type Connected } from './sample-text.js';
import { shellAmqp } from './shell/amqp.js';
import { shellKafka } from './shell/kafka.js';
import { shellMqtt } from './shell/mqtt.js';
import { shellWebSocket } from './shell/ws.js';
import type { AsyncSampleInput } from './types.js';

export function writeShellAsync(input: AsyncSampleInput): string {
  if (!input.connection) return unsupportedNote('#', input);
  const connected = input as Connected;
  switch (connected.connection.protocol) {
    case 'ws':
      return shellWebSocket(connected);
    case 'mqtt':
      return shellMqtt(connected);
    case 'amqp':
      return shellAmqp(connected);
    case 'kafka':
      return shellKafka(connected);
    case 'http': {
      const { request, options } = asyncHttpRequest(connected);
      return [...header('#', connected, [summary(connected)]), generateCurl(request, options)].join('\n');
    }
  }
}

export const shellAsyncSample: AsyncSampleGenerator = {
  id: 'curl',
  title: 'Shell',
  generate: (operation, model, options) => writeShellAsync(asyncSampleInput(operation, model, options)),
};
