/**
 * JavaScript: `fetch` with async/await, as an ES module (top-level await: Node 18+, Deno, browsers' module
 * scripts). Files are read with `node:fs` (in a page they would come from an `<input type="file">`).
 */
import type { HttpRequest, MultipartPart } from '../../model/index.js';
import { numbersFitDoubles, prettyJson, printJsonTree, type LiteralStyle } from './json-tree.js';
import type { SampleOptions } from '../generator-types.js';
import { hasDuplicateNames, sampleRequest, type SampleBody } from './sample-request.js';
import { jsMultiline, jsString } from './string-literals.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** A property name, quoted only where needed (Prettier's `quoteProps: "as-needed"`). */
const jsKey = (name: string): string => (IDENTIFIER.test(name) ? name : jsString(name));

const JS_STYLE: LiteralStyle = {
  indent: '  ',
  string: jsString,
  key: jsKey,
  literal: (v) => String(v),
  colon: ': ',
  trailingComma: true,
};

function fileBlob(filename: string, contentType: string): string {
  return `new Blob([await readFile(${jsString(filename)})], { type: ${jsString(contentType || 'application/octet-stream')} })`;
}

function appendPart(part: MultipartPart): string {
  if (part.kind === 'file') {
    const { filename, contentType } = part.file;
    return `form.append(${jsString(part.name)}, ${fileBlob(filename, contentType)}, ${jsString(filename)});`;
  }
  // A typed text part (e.g. JSON) is a Blob with that type, as Try-It sends it.
  if (part.contentType !== undefined) {
    return `form.append(${jsString(part.name)}, new Blob([${jsMultiline(part.value)}], { type: ${jsString(part.contentType)} }));`;
  }
  return `form.append(${jsString(part.name)}, ${jsMultiline(part.value)});`;
}

/** The `body:` value, inside the options object (one level deep). */
function bodyValue(body: SampleBody): string {
  switch (body.kind) {
    case 'json':
      // An object literal would round big integers to doubles; such bodies stay text.
      return numbersFitDoubles(body.tree) ? `JSON.stringify(${printJsonTree(body.tree, JS_STYLE, 1)})` : jsMultiline(prettyJson(body.tree));
    case 'text':
      return jsMultiline(body.text);
    case 'urlencoded': {
      if (body.fields.length === 0) return 'new URLSearchParams()';
      const entries = hasDuplicateNames(body.fields)
        ? `[\n${body.fields.map(([n, v]) => `    [${jsString(n)}, ${jsString(v)}],`).join('\n')}\n  ]`
        : `{\n${body.fields.map(([n, v]) => `    ${jsKey(n)}: ${jsString(v)},`).join('\n')}\n  }`;
      return `new URLSearchParams(${entries})`;
    }
    case 'multipart':
      return 'form';
    case 'binary':
      return `await readFile(${jsString(body.filename)})`;
  }
}

/**
 * A stream's body, read as it arrives: `response.body.getReader()` works in Node 18+, Deno and every browser
 * (`for await` over the body does not, in Safari). Each complete line is printed; a line split between two
 * chunks waits for its end.
 */
const READ_LINES = `const reader = response.body.getReader();
const decoder = new TextDecoder();
let buffered = "";
while (true) {
  const { done, value } = await reader.read();
  if (done) break;
  buffered += decoder.decode(value, { stream: true });
  const lines = buffered.split(/\\r?\\n/);
  buffered = lines.pop();
  for (const line of lines) console.log(line);
}
if (buffered) console.log(buffered);`;

export function generateJsFetch(httpRequest: HttpRequest, sampleOptions?: SampleOptions): string {
  const request = sampleRequest(httpRequest, sampleOptions);
  const { body } = request;
  const readsFiles = body?.kind === 'binary' || (body?.kind === 'multipart' && body.parts.some((p) => p.kind === 'file'));
  const lines: string[] = [];
  if (readsFiles) lines.push('import { readFile } from "node:fs/promises";', '');
  if (body?.kind === 'multipart') lines.push('const form = new FormData();', ...body.parts.map(appendPart), '');

  const options: string[] = [];
  if (request.method !== 'GET') options.push(`  method: ${jsString(request.method)},`);
  if (request.headers.length > 0) {
    options.push('  headers: {', ...request.headers.map(([n, v]) => `    ${jsKey(n)}: ${jsString(v)},`), '  },');
  }
  if (body) options.push(`  body: ${bodyValue(body)},`);
  const url = jsString(request.url);
  lines.push(options.length === 0 ? `const response = await fetch(${url});` : `const response = await fetch(${url}, {\n${options.join('\n')}\n});`);
  lines.push('', 'console.log(response.status);');
  if (request.stream) lines.push(`// The response is a stream (${request.stream.mediaType}): print each line as it arrives.`, READ_LINES);
  else lines.push('console.log(await response.text());');
  return lines.join('\n');
}
