/**
 * The response examples of an operation, one entry per status, as the examples column and the static render show
 * them: the status, its description, and per media type the examples a reader can pick from.
 */
import type { MediaType, Operation, Response } from '../model/operation.js';
import { mediaExamples, type ShownExample, type StreamText } from './media-examples.js';

export interface MediaExamples {
  mediaType: string;
  /** The body is a stream of items (OpenAPI 3.2 `itemSchema`). */
  stream: boolean;
  examples: ShownExample[];
}

export interface StatusExamples {
  status: string;
  /** The 3.2 `summary`, else the description (Markdown; the renderer shortens it). */
  summary?: string;
  description?: string;
  /** The media types with something to show; empty for a response without a body. */
  media: MediaExamples[];
}

function mediaOf(media: MediaType, streamText?: StreamText): MediaExamples {
  return { mediaType: media.mediaType, stream: media.itemSchema !== undefined, examples: mediaExamples(media, 'response', streamText) };
}

function statusOf(response: Response, streamText?: StreamText): StatusExamples {
  return {
    status: response.status,
    ...(response.summary ? { summary: response.summary } : {}),
    ...(response.description ? { description: response.description } : {}),
    media: response.content.map((m) => mediaOf(m, streamText)),
  };
}

/** Every documented status of the operation, in the document's order. */
export function responseExamples(op: Pick<Operation, 'responses'>, streamText?: StreamText): StatusExamples[] {
  return op.responses.map((r) => statusOf(r, streamText));
}

/** The status a reader sees first: the first success with an example, else the first with one, else the first. */
export function firstExampleStatus(statuses: readonly StatusExamples[]): number {
  const withExample = (s: StatusExamples) => s.media.some((m) => m.examples.length > 0);
  const success = statuses.findIndex((s) => s.status.startsWith('2') && withExample(s));
  if (success >= 0) return success;
  const any = statuses.findIndex(withExample);
  return any >= 0 ? any : 0;
}
