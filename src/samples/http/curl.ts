/**
 * cURL: one command, one option per line, short options as API docs write them (`-X`, `-H`, `-F`);
 * one `-F` per multipart part, files as `@filename`; `-N` (no buffering) when the response is a stream.
 */
import type { HttpRequest, MultipartPart } from '../../model/index.js';
import { prettyJson } from './json-tree.js';
import type { SampleOptions } from '../generator-types.js';
import { sampleRequest, type SampleBody } from './sample-request.js';
import { shellQuote } from './string-literals.js';

/** curl's URL globbing reads `[1-3]` and `{a,b}` as ranges; a URL holding them needs `--globoff`. */
const GLOB_CHARACTERS = /[[\]{}]/;

/**
 * A `-F` value in double quotes, which curl reads literally (after undoing `\"` and `\\`): needed when the
 * value has a `;` (curl's parameter separator), a `,` (separates several files), a `"`, or starts with `@`/`<`
 * (read a file).
 */
function formWord(text: string): string {
  return /[;,"\\]|^[@<]|^\s|\s$/.test(text) ? `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"` : text;
}

function formOption(part: MultipartPart): string {
  if (part.kind === 'file') {
    const { filename, contentType } = part.file;
    return `-F ${shellQuote(`${part.name}=@${formWord(filename)};type=${contentType || 'application/octet-stream'}`)}`;
  }
  const type = part.contentType === undefined ? '' : `;type=${part.contentType}`;
  return `-F ${shellQuote(`${part.name}=${formWord(part.value)}${type}`)}`;
}

/** `--data-urlencode name=value` encodes the value only; the name is written encoded already. */
const encodeName = (name: string): string => encodeURIComponent(name).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function bodyOptions(body: SampleBody): string[] {
  switch (body.kind) {
    case 'json':
      return [`--data-raw ${shellQuote(prettyJson(body.tree))}`];
    case 'text':
      return [`--data-raw ${shellQuote(body.text)}`];
    case 'urlencoded':
      return body.fields.map(([n, v]) => `--data-urlencode ${shellQuote(`${encodeName(n)}=${v}`)}`);
    case 'multipart':
      return body.parts.map(formOption);
    case 'binary':
      return [`--data-binary ${shellQuote(`@${body.filename}`)}`];
  }
}

export function generateCurl(httpRequest: HttpRequest, sampleOptions?: SampleOptions): string {
  const request = sampleRequest(httpRequest, sampleOptions);
  const options: string[] = [];
  // A stream's lines are printed as they arrive, not when curl's output buffer fills.
  if (request.stream) options.push('-N');
  if (GLOB_CHARACTERS.test(request.url)) options.push('--globoff');
  // HEAD needs --head: with -X HEAD curl would wait for a body that never comes.
  if (request.method === 'HEAD') options.push('--head');
  else if (request.method !== 'GET' || request.body) options.push(`-X ${request.method}`);
  // `-H 'Name:'` would remove the header; `-H 'Name;'` is curl's way to send it empty.
  for (const [name, value] of request.headers) options.push(`-H ${shellQuote(value === '' ? `${name};` : `${name}: ${value}`)}`);
  if (request.body) options.push(...bodyOptions(request.body));
  return [`curl ${shellQuote(request.url)}`, ...options.map((o) => `  ${o}`)].join(' \\\n');
}
