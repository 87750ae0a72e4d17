/** Go: `net/http` from the standard library, gofmt layout (tabs), errors checked with log.Fatal. */
import type { HttpRequest, MultipartPart } from '../../model/index.js';
import { prettyJson } from './json-tree.js';
import type { SampleOptions } from '../generator-types.js';
import type { ResponseStream } from '../../model/response-stream.js';
import { identifierFor, sampleRequest, type SampleBody } from './sample-request.js';
import { goMultiline, goString } from './string-literals.js';

const METHOD_CONSTANTS: Record<string, string> = {
  GET: 'http.MethodGet',
  HEAD: 'http.MethodHead',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
  CONNECT: 'http.MethodConnect',
  OPTIONS: 'http.MethodOptions',
  TRACE: 'http.MethodTrace',
};

const FATAL = ['\tif err != nil {', '\t\tlog.Fatal(err)', '\t}'];
const orFatal = (statement: string): string[] => [`\tif err := ${statement}; err != nil {`, '\t\tlog.Fatal(err)', '\t}'];

const WRITE_PART = `// writePart adds a part with its own Content-Type (CreateFormFile always says application/octet-stream).
func writePart(form *multipart.Writer, disposition, contentType string, content []byte) error {
	header := textproto.MIMEHeader{}
	header.Set("Content-Disposition", disposition)
	header.Set("Content-Type", contentType)
	part, err := form.CreatePart(header)
	if err != nil {
		return err
	}
	_, err = part.Write(content)
	return err
}`;

/** A Content-Disposition parameter value, quoted the way mime/multipart quotes it. */
const dispositionValue = (s: string): string => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

interface Program {
  imports: Set<string>;
  /** Statements of main() before the request is built. */
  setup: string[];
  /** The io.Reader expression passed to http.NewRequest. */
  body: string;
  /** Header set after the others (multipart: the writer's Content-Type with its boundary). */
  contentType?: string;
  usesWritePart: boolean;
}

function multipartSetup(parts: MultipartPart[], program: Program): void {
  program.imports.add('bytes').add('mime/multipart');
  const { setup } = program;
  setup.push('\tbody := &bytes.Buffer{}', '\tform := multipart.NewWriter(body)');
  const used = new Set<string>();
  for (const part of parts) {
    if (part.kind === 'field' && part.contentType === undefined) {
      setup.push(...orFatal(`form.WriteField(${goString(part.name)}, ${goMultiline(part.value)})`));
      continue;
    }
    program.usesWritePart = true;
    program.imports.add('net/textproto');
    if (part.kind === 'field') {
      const disposition = goString(`form-data; name=${dispositionValue(part.name)}`);
      setup.push(...orFatal(`writePart(form, ${disposition}, ${goString(part.contentType ?? '')}, []byte(${goMultiline(part.value)}))`));
      continue;
    }
    program.imports.add('os');
    const { filename, contentType } = part.file;
    const variable = identifierFor(part.name, 'File', used);
    const disposition = goString(`form-data; name=${dispositionValue(part.name)}; filename=${dispositionValue(filename)}`);
    setup.push(`\t${variable}, err := os.ReadFile(${goString(filename)})`, ...FATAL);
    setup.push(...orFatal(`writePart(form, ${disposition}, ${goString(contentType || 'application/octet-stream')}, ${variable})`));
  }
  setup.push(...orFatal('form.Close()'));
  program.body = 'body';
  program.contentType = 'form.FormDataContentType()';
}

function bodySetup(body: SampleBody, program: Program): void {
  const { setup, imports } = program;
  switch (body.kind) {
    case 'json':
    case 'text':
      imports.add('strings');
      setup.push(`\tbody := strings.NewReader(${goMultiline(body.kind === 'json' ? prettyJson(body.tree) : body.text)})`);
      program.body = 'body';
      return;
    case 'urlencoded':
      imports.add('net/url').add('strings');
      setup.push('\tform := url.Values{}', ...body.fields.map(([n, v]) => `\tform.Add(${goString(n)}, ${goString(v)})`));
      setup.push('\tbody := strings.NewReader(form.Encode())');
      program.body = 'body';
      return;
    case 'multipart':
      multipartSetup(body.parts, program);
      return;
    case 'binary':
      imports.add('bytes').add('os');
      setup.push(`\tfile, err := os.ReadFile(${goString(body.filename)})`, ...FATAL, '\tbody := bytes.NewReader(file)');
      program.body = 'body';
      return;
  }
}

/** The response read whole, or line by line as it arrives when it is a stream. */
function readResponse(stream: ResponseStream | undefined): string[] {
  if (!stream) return ['\tdata, err := io.ReadAll(res.Body)', ...FATAL, '\tfmt.Println(res.Status)', '\tfmt.Println(string(data))'];
  return [
    '\tfmt.Println(res.Status)',
    `\t// The response is a stream (${stream.mediaType}): print each line as it arrives.`,
    '\tscanner := bufio.NewScanner(res.Body)',
    '\tfor scanner.Scan() {',
    '\t\tfmt.Println(scanner.Text())',
    '\t}',
    ...orFatal('scanner.Err()'),
  ];
}

export function generateGo(httpRequest: HttpRequest, sampleOptions?: SampleOptions): string {
  const request = sampleRequest(httpRequest, sampleOptions);
  const reader = request.stream ? 'bufio' : 'io';
  const program: Program = { imports: new Set(['fmt', reader, 'log', 'net/http']), setup: [], body: 'nil', usesWritePart: false };
  if (request.body) bodySetup(request.body, program);

  const method = METHOD_CONSTANTS[request.method] ?? goString(request.method);
  const main = [...program.setup];
  if (main.length > 0) main.push('');
  main.push(`\treq, err := http.NewRequest(${method}, ${goString(request.url)}, ${program.body})`, ...FATAL);
  for (const [name, value] of request.headers) main.push(`\treq.Header.Set(${goString(name)}, ${goString(value)})`);
  if (program.contentType) main.push(`\treq.Header.Set("Content-Type", ${program.contentType})`);
  main.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    ...FATAL,
    '\tdefer res.Body.Close()',
    '',
    ...readResponse(request.stream),
  );

  const imports = [...program.imports].sort().map((i) => `\t"${i}"`);
  const out = ['package main', '', 'import (', ...imports, ')', '', 'func main() {', ...main, '}'];
  if (program.usesWritePart) out.push('', WRITE_PART);
  return out.join('\n');
}
