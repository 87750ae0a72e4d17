/** Python: the `requests` library, formatted as Black would (4 spaces, double quotes, trailing commas). */
import type { HttpRequest, MultipartPart } from '../../model/index.js';
import { printJsonTree, type LiteralStyle } from './json-tree.js';
import type { SampleOptions } from '../generator-types.js';
import { hasDuplicateNames, sampleRequest, type SampleBody } from './sample-request.js';
import { pythonMultiline, pythonString } from './string-literals.js';

const PYTHON_STYLE: LiteralStyle = {
  indent: '    ',
  string: pythonString,
  literal: (v) => (v === null ? 'None' : v ? 'True' : 'False'),
  colon: ': ',
  trailingComma: true,
};

const SHORTCUTS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

const pairs = (fields: ReadonlyArray<readonly [string, string]>, open: string, close: string, item: (n: string, v: string) => string) =>
  fields.length === 0 ? `${open}${close}` : `${open}\n${fields.map(([n, v]) => `    ${item(n, v)},`).join('\n')}\n${close}`;

/** A `files=` entry: (name, (filename, content[, content type])); `None` as filename makes a plain field. */
function filesEntry(part: MultipartPart): string {
  if (part.kind === 'file') {
    const { filename, contentType } = part.file;
    const type = pythonString(contentType || 'application/octet-stream');
    return `(${pythonString(part.name)}, (${pythonString(filename)}, open(${pythonString(filename)}, "rb"), ${type}))`;
  }
  const type = part.contentType === undefined ? '' : `, ${pythonString(part.contentType)}`;
  return `(${pythonString(part.name)}, (None, ${pythonString(part.value)}${type}))`;
}

/** The variable holding the body and the keyword argument that sends it. */
function bodyParts(body: SampleBody): { assign: string; argument: string } {
  switch (body.kind) {
    case 'json':
      return { assign: `payload = ${printJsonTree(body.tree, PYTHON_STYLE)}`, argument: 'json=payload' };
    case 'text':
      // A str body would be encoded as Latin-1 by http.client; send UTF-8 bytes.
      return { assign: `payload = ${pythonMultiline(body.text, '')}`, argument: 'data=payload.encode("utf-8")' };
    case 'urlencoded': {
      const assign = hasDuplicateNames(body.fields)
        ? `payload = ${pairs(body.fields, '[', ']', (n, v) => `(${pythonString(n)}, ${pythonString(v)})`)}`
        : `payload = ${pairs(body.fields, '{', '}', (n, v) => `${pythonString(n)}: ${pythonString(v)}`)}`;
      return { assign, argument: 'data=payload' };
    }
    case 'multipart': {
      // A list keeps the parts in form order (a dict with `data=` would put every file after the fields).
      const entries = body.parts.length === 0 ? '[]' : `[\n${body.parts.map((p) => `    ${filesEntry(p)},`).join('\n')}\n]`;
      return { assign: `files = ${entries}`, argument: 'files=files' };
    }
    case 'binary':
      return { assign: `payload = open(${pythonString(body.filename)}, "rb")`, argument: 'data=payload' };
  }
}

export function generatePythonRequests(httpRequest: HttpRequest, sampleOptions?: SampleOptions): string {
  const request = sampleRequest(httpRequest, sampleOptions);
  const lines = ['import requests', '', `url = ${pythonString(request.url)}`];
  const args = ['url'];
  if (request.headers.length > 0) {
    lines.push(pairs(request.headers, 'headers = {', '}', (n, v) => `${pythonString(n)}: ${pythonString(v)}`));
    args.push('headers=headers');
  }
  if (request.body) {
    const { assign, argument } = bodyParts(request.body);
    lines.push(assign);
    args.push(argument);
  }
  if (request.stream) args.push('stream=True');
  const call = SHORTCUTS.has(request.method)
    ? `requests.${request.method.toLowerCase()}(${args.join(', ')})`
    : `requests.request(${[pythonString(request.method), ...args].join(', ')})`;
  lines.push('', `response = ${call}`, 'print(response.status_code)');
  if (request.stream) {
    // Without a charset requests would decode text/* as Latin-1 and leave other types as bytes; these streams
    // are UTF-8. flush=True: each line shows at once, also when the output goes to a pipe.
    lines.push(
      `# The response is a stream (${request.stream.mediaType}): print each line as it arrives.`,
      'response.encoding = "utf-8"',
      'for line in response.iter_lines(decode_unicode=True):',
      '    print(line, flush=True)',
    );
  } else {
    lines.push('print(response.text)');
  }
  return lines.join('\n');
}
