/**
 * The mock's answer to an HTTP request of an OpenAPI document: route it to an operation, check it as a strict
 * server would, then answer with the response the document describes (see choose-response.ts and
 * response-body.ts for which one and with what).
 */
import type { ApiModel, Operation } from '../model/index.js';
import { chooseMedia, chooseResponse } from './choose-response.js';
import { parsePrefer } from './prefer.js';
import { problemAnswer } from './problem-answer.js';
import { problemJson } from './problem-json.js';
import { mockBody } from './response-body.js';
import { mockHeaders } from './response-headers.js';
import { routeRequest } from './route.js';
import { mockStream } from './stream-answer.js';
import type { MockAnswer, MockRequest } from './types.js';
import { validateRequest } from './validate-request.js';

/** Statuses whose answers carry no body, whatever the document declares. */
const NO_BODY = new Set([204, 205, 304]);

export async function openapiAnswer(model: ApiModel, request: MockRequest): Promise<MockAnswer> {
  const { method } = request;
  const path = request.url.pathname;
  const route = routeRequest(model, method, path);
  if (!route) return problemJson(404, `No operation of the document answers ${method} ${path}.`);
  if ('allowed' in route) {
    return problemJson(405, `${path} answers ${route.allowed.join(', ')}, not ${method}.`, {}, [['Allow', route.allowed.join(', ')]]);
  }
  const { operation, pathValues } = route.found;
  const violations = validateRequest(operation, model, request, pathValues);
  if (violations.length > 0) return problemAnswer(violations);

  return documentedAnswer(operation, request);
}

/** The response the document describes for a request already found valid (see the file's comment for the choice). */
export async function documentedAnswer(operation: Operation, request: Pick<MockRequest, 'method' | 'headers'>): Promise<MockAnswer> {
  const prefer = parsePrefer(request.headers.get('prefer'));
  const chosen = chooseResponse(operation.responses, prefer.code);
  if (!chosen) return { status: 204, headers: [] };
  const { response, status } = chosen;
  const headers = mockHeaders(response.headers);
  if (response.content.length === 0 || NO_BODY.has(status) || request.method === 'HEAD') return { status, headers };
  const media = chooseMedia(response.content, request.headers.get('accept'));
  if (!media) {
    const offered = response.content.map((m) => m.mediaType);
    return problemJson(406, `The ${response.status} response is ${offered.join(', ')}; the request's Accept takes none of them.`, { available: offered });
  }
  const stream = mockStream(media, prefer.example);
  if (stream) return { status, headers: [['Content-Type', media.mediaType], ...headers], body: stream };
  const body = await mockBody(media, prefer.example);
  if (!body) return { status, headers };
  return { status, headers: [['Content-Type', body.contentType], ...headers], body: body.body };
}
