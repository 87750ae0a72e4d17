/**
 * HTTP and Server-Sent Events servers: the operation as the HttpRequest the HTTP samples already print (so the
 * HTTP generators write it), plus the stream their readers print line by line for `receive`.
 * `send` posts the message (method from the `http` binding); `receive` opens a stream; a Mercure hub is published
 * to with a form (`topic`, `data`) and subscribed to with `?topic=`.
 */
import { CREDENTIAL_PLACEHOLDERS } from '../../auth/credential-text.js';
import type { HttpRequest } from '../../model/index.js';
import type { SampleOptions } from '../generator-types.js';
import type { Connected } from './sample-text.js';

const EVENT_STREAM = 'text/event-stream';

export function asyncHttpRequest(input: Connected): { request: HttpRequest; options: SampleOptions } {
  const { connection, message } = input;
  const headers: Array<[string, string]> = [];
  const has = (name: string) => headers.some(([n]) => n.toLowerCase() === name.toLowerCase());
  const add = (pairs: Array<[string, string]>) => {
    for (const [n, v] of pairs) if (!has(n)) headers.push([n, v]);
  };
  if (input.action === 'receive') {
    const sse = input.http.mercure || connection.declared === 'sse' || /event-stream/i.test(message.contentType ?? '');
    const url = input.http.mercure ? withTopic(connection.url, input.channel) : connection.url;
    add(sse ? [['Accept', EVENT_STREAM]] : []);
    add(connection.headers);
    const mediaType = sse ? EVENT_STREAM : 'application/x-ndjson';
    return {
      request: { method: input.http.method, url, headers },
      options: { operation: { responses: [{ status: '200', headers: [], links: [], content: [{ mediaType }] }] } },
    };
  }
  if (input.http.mercure) {
    add(connection.headers);
    // A hub takes publications only with a JWT.
    add([['Authorization', `Bearer ${CREDENTIAL_PLACEHOLDERS.bearer}`]]);
    const fields: Array<[string, string]> = [['topic', input.channel], ['data', message.text]];
    return { request: { method: 'POST', url: connection.url, headers, body: { kind: 'urlencoded', fields } }, options: {} };
  }
  const contentType = message.contentType ?? 'text/plain';
  add([['Content-Type', contentType]]);
  add(message.headers);
  add(connection.headers);
  return { request: { method: input.http.method, url: connection.url, headers, body: { kind: 'text', contentType, text: message.text } }, options: {} };
}

function withTopic(url: string, topic: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}topic=${encodeURIComponent(topic)}`;
}
