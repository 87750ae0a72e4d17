/**
 * The request body against the operation's requestBody: present when required, of a declared media type (else
 * 415), and, once read as its media type says (JSON, form-urlencoded, multipart/form-data, text), valid against
 * that media type's schema. XML and binary bodies are checked for presence and media type only.
 */
import { charsetOf, isJsonMediaType, isXmlMediaType, mediaTypeEssence } from '../http/media-type.js';
import type { MediaType, RequestBody } from '../model/index.js';
import { checkSchema } from './check-schema.js';
import { schemaTypes } from './coerce-value.js';
import { formObject } from './form-object.js';
import { matchMediaType } from './match-media-type.js';
import { multipartObject } from './multipart-object.js';
import { boundaryOf, parseMultipart } from './parse-multipart.js';
import type { MockRequest, RequestViolation } from './types.js';
import { formPairs } from './wire-pairs.js';

/** What a body without Content-Type is taken for (RFC 9110 §8.3). */
const UNLABELLED = 'application/octet-stream';

const violation = (status: 400 | 415, message: string, pointer = ''): RequestViolation => ({ status, location: 'body', pointer, message });

export function bodyViolations(requestBody: RequestBody | undefined, request: MockRequest): RequestViolation[] {
  if (!requestBody) return [];
  const bytes = request.body;
  if (bytes === undefined || bytes.length === 0) {
    return requestBody.required ? [violation(400, 'A request body is required.')] : [];
  }
  const declared = requestBody.content.map((m) => m.mediaType).join(', ');
  const contentType = request.headers.get('content-type');
  const media = matchMediaType(requestBody.content, contentType ?? UNLABELLED);
  if (!media) {
    return [
      contentType === null
        ? violation(415, `The body has no Content-Type; expected one of: ${declared}.`)
        : violation(415, `Content-Type “${mediaTypeEssence(contentType)}” is not accepted; expected one of: ${declared}.`),
    ];
  }
  return contentViolations(media, contentType ?? UNLABELLED, bytes);
}

function contentViolations(media: MediaType, contentType: string, bytes: Uint8Array): RequestViolation[] {
  const essence = mediaTypeEssence(contentType);
  if (essence === 'multipart/form-data') return multipartViolations(media, contentType, bytes);
  const isForm = essence === 'application/x-www-form-urlencoded';
  const isJson = isJsonMediaType(essence);
  const isText = essence.startsWith('text/') && !isXmlMediaType(essence);
  if (!isForm && !isJson && !isText) return [];
  const text = decodeText(bytes, charsetOf(contentType));
  if (text === undefined) return [violation(400, `The body is not valid ${charsetOf(contentType) ?? 'UTF-8'} text.`)];
  if (isJson) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return [violation(400, 'The body is not valid JSON.')];
    }
    return media.schema ? schemaViolations(media, value) : [];
  }
  if (!media.schema) return [];
  if (isForm) {
    const read = formObject(formPairs(text), media.schema, media.encoding);
    return 'error' in read ? [violation(400, read.error, read.pointer)] : schemaViolations(media, read.value);
  }
  // Plain text is checked only against a string schema (length, pattern, enum); structures have no text form.
  return schemaTypes(media.schema).has('string') ? schemaViolations(media, text) : [];
}

function multipartViolations(media: MediaType, contentType: string, bytes: Uint8Array): RequestViolation[] {
  const boundary = boundaryOf(contentType);
  if (boundary === undefined) return [violation(400, 'The multipart Content-Type has no boundary parameter.')];
  const parts = parseMultipart(bytes, boundary);
  if (typeof parts === 'string') return [violation(400, parts)];
  if (!media.schema) return [];
  const read = multipartObject(parts, media.schema);
  return 'error' in read ? [violation(400, read.error, read.pointer)] : schemaViolations(media, read.value);
}

function schemaViolations(media: MediaType, value: unknown): RequestViolation[] {
  if (!media.schema) return [];
  return checkSchema(media.schema, value).map((p) => violation(400, p.message, p.pointer));
}

/** The body as text in its charset (UTF-8 when none is named); undefined when its bytes are not such text. */
function decodeText(bytes: Uint8Array, charset: string | undefined): string | undefined {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8', { fatal: true });
  } catch {
    decoder = new TextDecoder('utf-8', { fatal: true }); // a label this engine does not know
  }
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}
