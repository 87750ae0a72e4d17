/**
 * The HttpRequest as the generators print it: the same request Try-It sends, with the few differences a
 * program (not a browser) needs spelled out once here rather than in each generator.
 */
import { methodToken, type HttpRequest, type MultipartPart } from '../../model/index.js';
import { isJsonMediaType } from '../../http/media-type.js';
import { parseJsonTree, type JsonNode } from './json-tree.js';
import type { SampleOptions } from '../generator-types.js';
import { responseStream, type ResponseStream } from '../../model/response-stream.js';

export type SampleBody =
  /** A JSON body that parses: generators print it in their language's literal idiom. */
  | { kind: 'json'; contentType: string; text: string; tree: JsonNode }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'urlencoded'; fields: Array<[string, string]> }
  | { kind: 'multipart'; parts: MultipartPart[] }
  /** A raw upload, read from the file the user picked (by its name, next to the program). */
  | { kind: 'binary'; contentType: string; filename: string };

export interface SampleRequest {
  method: string;
  url: string;
  /**
   * In order. Cookies are folded into one `Cookie` header (a program may send it, unlike a browser); a multipart
   * Content-Type is left out because each HTTP client writes its own, with the boundary it chose.
   */
  headers: Array<[string, string]>;
  body?: SampleBody;
  /** The response is a live stream: the sample prints it line by line as it arrives instead of whole. */
  stream?: ResponseStream;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as it goes on the wire: UTF-8 cannot carry a lone surrogate, fetch sends U+FFFD in its place. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

const isContentType = (name: string): boolean => name.toLowerCase() === 'content-type';

export function sampleRequest(request: HttpRequest, options: SampleOptions = {}): SampleRequest {
  const body = request.body;
  let headers = request.headers.map(([n, v]): [string, string] => [n, wellFormed(v)]);
  if (body?.kind === 'multipart') headers = headers.filter(([n]) => !isContentType(n));
  const cookies = (request.cookies ?? []).map(([n, v]) => `${n}=${v}`).join('; ');
  if (cookies !== '') {
    const at = headers.findIndex(([n]) => n.toLowerCase() === 'cookie');
    if (at >= 0) headers[at] = [headers[at]![0], `${headers[at]![1]}; ${cookies}`];
    else headers.push(['Cookie', cookies]);
  }
  const out: SampleRequest = { method: methodToken(request.method), url: wellFormed(request.url), headers };
  // A HEAD response has no body to read, stream or not.
  const stream = options.operation && out.method !== 'HEAD' ? responseStream(options.operation) : undefined;
  if (stream) out.stream = stream;
  if (!body) return out;
  // A Content-Type custom header overrides the body's own, as it does on the wire.
  const contentType = headers.find(([n]) => isContentType(n))?.[1];
  switch (body.kind) {
    case 'text': {
      const type = contentType ?? body.contentType;
      const text = wellFormed(body.text);
      const tree = isJsonMediaType(type) ? parseJsonTree(text) : undefined;
      out.body = tree ? { kind: 'json', contentType: type, text, tree } : { kind: 'text', contentType: type, text };
      break;
    }
    case 'urlencoded':
      out.body = { kind: 'urlencoded', fields: body.fields.map(([n, v]) => [wellFormed(n), wellFormed(v)]) };
      break;
    case 'multipart':
      out.body = {
        kind: 'multipart',
        parts: body.parts.map((p) => (p.kind === 'field' ? { ...p, name: wellFormed(p.name), value: wellFormed(p.value) } : p)),
      };
      break;
    case 'binary':
      out.body = { kind: 'binary', contentType: contentType ?? body.contentType, filename: body.file.filename };
      break;
  }
  return out;
}

/** Whether any header has this name (case-insensitive). */
export function hasHeader(request: SampleRequest, name: string): boolean {
  return request.headers.some(([n]) => n.toLowerCase() === name.toLowerCase());
}

/** Whether a name occurs more than once (then maps and dicts cannot hold the fields). */
export function hasDuplicateNames(fields: ReadonlyArray<readonly [string, string]>): boolean {
  return new Set(fields.map(([n]) => n)).size !== fields.length;
}

/**
 * A readable identifier derived from `name` (`photo` → `photoPart`), unique among `used`. Always ends with
 * `suffix`, so it is never a keyword of the target language.
 */
export function identifierFor(name: string, suffix: string, used: Set<string>): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  let base = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  if (base === '' || /^\d/.test(base)) base = `field${base}`;
  let id = base + suffix;
  for (let n = 2; used.has(id); n++) id = `${base}${suffix}${n}`;
  used.add(id);
  return id;
}
