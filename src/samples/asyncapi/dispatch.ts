/**
 * The one AsyncAPI dispatcher: an operation's normalized input goes to the language's writer for its server's
 * protocol; an HTTP or SSE server gets the language's HTTP sample under the AsyncAPI comment block, and an
 * operation with nothing to connect to a note in the language's comments.
 */
import type { AsyncSampleGenerator, AsyncSampleWriters } from '../generator-types.js';
import type { SampleLanguageId } from '../languages.js';
import { asyncHttpRequest } from './http-request.js';
import { asyncSampleInput } from './sample-input.js';
import { header, summary, unsupportedNote, type Connected } from './sample-text.js';
import type { AsyncSampleInput } from './types.js';

export function writeAsyncSample(writers: AsyncSampleWriters, input: AsyncSampleInput): string {
  if (!input.connection) return unsupportedNote(writers.comment, input);
  const connected = input as Connected;
  const protocol = connected.connection.protocol;
  if (protocol !== 'http') return writers[protocol](connected);
  const { request, options } = asyncHttpRequest(connected);
  return [...header(writers.comment, connected, [summary(connected)]), writers.http(request, options)].join('\n');
}

/** The generator of language `id` from its writers (asyncapi/registry.ts pairs them). */
export function asyncSampleGenerator(id: SampleLanguageId, writers: AsyncSampleWriters): AsyncSampleGenerator {
  return { id, generate: (operation, model, options) => writeAsyncSample(writers, asyncSampleInput(operation, model, options)) };
}
