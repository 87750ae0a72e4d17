/**
 * C#: `System.Net.Http.HttpClient` in a console program. `Main` waits on an async method instead of being
 * `async Task Main` (C# 7.1+), so the same file builds as a program with the .NET SDK, .NET Framework 4.5+ and
 * Mono's mcs, which has no async entry point.
 */
import type { HttpRequest, MultipartPart } from '../../model/index.js';
import { prettyJson } from './json-tree.js';
import type { SampleOptions } from '../generator-types.js';
import { identifierFor, sampleRequest, type SampleBody } from './sample-request.js';
import { csharpMultiline, csharpString } from './string-literals.js';

const STATIC_METHODS: Record<string, string> = {
  GET: 'HttpMethod.Get',
  POST: 'HttpMethod.Post',
  PUT: 'HttpMethod.Put',
  DELETE: 'HttpMethod.Delete',
  HEAD: 'HttpMethod.Head',
  OPTIONS: 'HttpMethod.Options',
  TRACE: 'HttpMethod.Trace',
};

/** Headers HttpClient keeps on the content, not on the request (adding them to request.Headers fails). */
const CONTENT_HEADER = /^(content-.+|expires|last-modified|allow)$/i;
const isContentType = (name: string): boolean => name.toLowerCase() === 'content-type';

const INDENT = '        ';

function setContentType(target: string, contentType: string): string {
  return `${INDENT}${target}.Headers.ContentType = MediaTypeHeaderValue.Parse(${csharpString(contentType)});`;
}

interface Program {
  usings: Set<string>;
  lines: string[];
}

function multipartContent(parts: MultipartPart[], program: Program): void {
  const { lines, usings } = program;
  usings.add('System.Net.Http.Headers');
  lines.push(`${INDENT}var form = new MultipartFormDataContent();`);
  const used = new Set<string>();
  for (const part of parts) {
    const name = csharpString(part.name);
    if (part.kind === 'field' && part.contentType === undefined) {
      lines.push(`${INDENT}form.Add(new StringContent(${csharpMultiline(part.value)}), ${name});`);
      continue;
    }
    const variable = identifierFor(part.name, 'Part', used);
    if (part.kind === 'field') {
      lines.push(`${INDENT}var ${variable} = new StringContent(${csharpMultiline(part.value)});`, setContentType(variable, part.contentType ?? ''));
      lines.push(`${INDENT}form.Add(${variable}, ${name});`);
      continue;
    }
    usings.add('System.IO');
    const { filename, contentType } = part.file;
    lines.push(
      `${INDENT}var ${variable} = new ByteArrayContent(File.ReadAllBytes(${csharpString(filename)}));`,
      setContentType(variable, contentType || 'application/octet-stream'),
      `${INDENT}form.Add(${variable}, ${name}, ${csharpString(filename)});`,
    );
  }
  lines.push(`${INDENT}request.Content = form;`);
}

/** Sets request.Content; `contentType` is the Content-Type header the request carries, if any. */
function content(body: SampleBody, contentType: string | undefined, program: Program): void {
  const { lines, usings } = program;
  switch (body.kind) {
    case 'json':
    case 'text': {
      usings.add('System.Net.Http.Headers');
      const text = body.kind === 'json' ? prettyJson(body.tree) : body.text;
      lines.push(`${INDENT}request.Content = new StringContent(${csharpMultiline(text)});`);
      lines.push(setContentType('request.Content', contentType ?? body.contentType));
      return;
    }
    case 'urlencoded': {
      usings.add('System.Collections.Generic');
      const pairs = body.fields.map(([n, v]) => `${INDENT}    new KeyValuePair<string, string>(${csharpString(n)}, ${csharpString(v)}),`);
      lines.push(
        pairs.length === 0
          ? `${INDENT}request.Content = new FormUrlEncodedContent(new KeyValuePair<string, string>[0]);`
          : `${INDENT}request.Content = new FormUrlEncodedContent(new[]\n${INDENT}{\n${pairs.join('\n')}\n${INDENT}});`,
      );
      if (contentType !== undefined && contentType !== 'application/x-www-form-urlencoded') {
        usings.add('System.Net.Http.Headers');
        lines.push(setContentType('request.Content', contentType));
      }
      return;
    }
    case 'multipart':
      multipartContent(body.parts, program);
      return;
    case 'binary':
      usings.add('System.IO').add('System.Net.Http.Headers');
      lines.push(`${INDENT}request.Content = new ByteArrayContent(File.ReadAllBytes(${csharpString(body.filename)}));`);
      lines.push(setContentType('request.Content', contentType ?? body.contentType));
      return;
  }
}

/**
 * A stream's body, line by line as it arrives: ResponseHeadersRead returns as soon as the headers are in (the
 * default would wait for the whole body). `using` blocks and a null check, as C# 7 (mcs) and 8+ both read them.
 */
function readLines(mediaType: string): string[] {
  return [
    `${INDENT}var response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead);`,
    `${INDENT}Console.WriteLine((int)response.StatusCode);`,
    `${INDENT}// The response is a stream (${mediaType}): print each line as it arrives.`,
    `${INDENT}using (var stream = await response.Content.ReadAsStreamAsync())`,
    `${INDENT}using (var reader = new StreamReader(stream))`,
    `${INDENT}{`,
    `${INDENT}    while (true)`,
    `${INDENT}    {`,
    `${INDENT}        var line = await reader.ReadLineAsync();`,
    `${INDENT}        if (line == null) break;`,
    `${INDENT}        Console.WriteLine(line);`,
    `${INDENT}    }`,
    `${INDENT}}`,
  ];
}

export function generateCsharp(httpRequest: HttpRequest, sampleOptions?: SampleOptions): string {
  const request = sampleRequest(httpRequest, sampleOptions);
  const program: Program = { usings: new Set(['System', 'System.Net.Http', 'System.Threading.Tasks']), lines: [] };
  const { lines } = program;
  const sendsCookies = request.headers.some(([n]) => n.toLowerCase() === 'cookie');
  if (sendsCookies) {
    lines.push(
      `${INDENT}// UseCookies = false: send the Cookie header as written instead of from a cookie container.`,
      `${INDENT}var client = new HttpClient(new HttpClientHandler { UseCookies = false });`,
    );
  } else {
    lines.push(`${INDENT}var client = new HttpClient();`);
  }
  const method = STATIC_METHODS[request.method] ?? `new HttpMethod(${csharpString(request.method)})`;
  lines.push(`${INDENT}var request = new HttpRequestMessage(${method}, ${csharpString(request.url)});`);

  const contentHeaders: Array<[string, string]> = [];
  for (const [name, value] of request.headers) {
    if (CONTENT_HEADER.test(name)) contentHeaders.push([name, value]);
    else lines.push(`${INDENT}request.Headers.TryAddWithoutValidation(${csharpString(name)}, ${csharpString(value)});`);
  }
  if (request.body) {
    content(request.body, contentHeaders.find(([n]) => isContentType(n))?.[1], program);
    for (const [name, value] of contentHeaders) {
      if (!isContentType(name)) lines.push(`${INDENT}request.Content.Headers.TryAddWithoutValidation(${csharpString(name)}, ${csharpString(value)});`);
    }
  }
  lines.push('');
  if (request.stream) {
    program.usings.add('System.IO');
    lines.push(...readLines(request.stream.mediaType));
  } else {
    lines.push(
      `${INDENT}var response = await client.SendAsync(request);`,
      `${INDENT}Console.WriteLine((int)response.StatusCode);`,
      `${INDENT}Console.WriteLine(await response.Content.ReadAsStringAsync());`,
    );
  }
  const usings = [...program.usings].sort().map((u) => `using ${u};`);
  return [
    ...usings,
    '',
    'class Program',
    '{',
    '    static void Main()',
    '    {',
    '        RunAsync().GetAwaiter().GetResult();',
    '    }',
    '',
    '    static async Task RunAsync()',
    '    {',
    ...lines,
    '    }',
    '}',
  ].join('\n');
}
