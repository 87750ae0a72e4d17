/** The C# tab of AsyncAPI samples: ClientWebSocket, MQTTnet, RabbitMQ.Client, Confluent.Kafka; HttpClient for HTTP servers. */
import { generateCsharp } from '../http/csharp.js';
import { csharpAmqp } from './csharp/amqp.js';
import { csharpKafka } from './csharp/kafka.js';
import { csharpMqtt } from './csharp/mqtt.js';
import { csharpWebSocket } from './csharp/websocket.js';
import { asyncHttpRequest } from './http-request.js';
import type { AsyncSampleGenerator } from '../generator-types.js';
import { asyncSampleInput } from './sample-input.js';
import { header, summary, unsupportedNote, type Connected } from './sample-text.js';
import type { AsyncSampleInput } from './types.js';

export function writeCsharpAsync(input: AsyncSampleInput): string {
  if (!input.connection) return unsupportedNote('//', input);
  const connected = input as Connected;
  switch (connected.connection.protocol) {
    case 'ws':
      return csharpWebSocket(connected);
    case 'mqtt':
      return csharpMqtt(connected);
    case 'amqp':
      return csharpAmqp(connected);
    case 'kafka':
      return csharpKafka(connected);
    case 'http': {
      const { request, options } = asyncHttpRequest(connected);
      return [...header('//', connected, [summary(connected)]), generateCsharp(request, options)].join('\n');
    }
  }
}

export const csharpAsyncSample: AsyncSampleGenerator = {
  id: 'csharp',
  title: 'C#',
  generate: (operation, model, options) => writeCsharpAsync(asyncSampleInput(operation, model, options)),
};
