// Code samples of streaming operations: which operations stream (responseStream), the exact text each language
// prints for one, and that the request part of every sample stays what it is without streaming.
// The samples run for real against an SSE endpoint in samples-stream-run.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SAMPLE_LANGUAGES, loadSampleGenerator, type HttpRequest, type Operation, type Response, type SampleLanguageId } from '../../src/index.js';
import { responseStream } from '../../src/model/response-stream.js';
import { sampleRequest } from '../../src/samples/http/sample-request.js';
import { generateCurl } from '../../src/samples/http/curl.js';
import { generateJsFetch } from '../../src/samples/http/js-fetch.js';
import { generatePythonRequests } from '../../src/samples/http/python-requests.js';
import { generateGo } from '../../src/samples/http/go.js';
import { generateJava } from '../../src/samples/http/java.js';
import { generateCsharp } from '../../src/samples/http/csharp.js';
import { requests } from '../fixtures/samples-requests.js';

type Responses = Pick<Operation, 'responses'>;
/** `['200', 'text/event-stream', 'application/json']` → a response with those media types. */
const response = ([status, ...types]: string[]): Response => ({ status: status!, headers: [], links: [], content: types.map((mediaType) => ({ mediaType })) });
const operation = (...responses: string[][]): Responses => ({ responses: responses.map(response) });
const expectStream = (op: Responses, expected: ReturnType<typeof responseStream>) => assert.deepEqual(responseStream(op), expected);

const SSE = operation(['200', 'text/event-stream']);
const sse = { format: 'sse', mediaType: 'text/event-stream' } as const;

describe('which operations stream', () => {
  it('a 2xx response declaring a live stream', () => expectStream(SSE, sse));
  it('JSON Lines under every name', () => {
    for (const type of ['application/jsonl', 'application/x-ndjson', 'application/x-jsonlines']) {
      expectStream(operation(['200', type]), { format: 'json-lines', mediaType: type });
    }
  });
  it('JSON text sequences', () => expectStream(operation(['200', 'application/json-seq']), { format: 'json-seq', mediaType: 'application/json-seq' }));
  it('media type parameters and case do not matter; the sample names the type alone', () => expectStream(operation(['200', 'Text/Event-Stream; charset=utf-8']), sse));
  it('any 2xx, ranges included', () => {
    expectStream(operation(['201', 'text/event-stream']), sse);
    expectStream(operation(['2XX', 'text/event-stream']), sse);
    expectStream(operation(['200', 'application/json'], ['202', 'text/event-stream']), sse);
  });
  it('a stream offered beside JSON', () => expectStream(operation(['200', 'application/json', 'text/event-stream']), sse));
  it('default, when there is no 2xx response', () => expectStream(operation(['default', 'text/event-stream']), sse));
  it('not default when a 2xx response exists', () => expectStream(operation(['200', 'application/json'], ['default', 'text/event-stream']), undefined));
  it('not an error response', () => expectStream(operation(['200', 'application/json'], ['429', 'text/event-stream'], ['4XX', 'text/event-stream']), undefined));
  it('not multipart/mixed (read whole)', () => expectStream(operation(['200', 'multipart/mixed']), undefined));
  it('not JSON, nor no response at all', () => {
    expectStream(operation(['200', 'application/json']), undefined);
    expectStream(operation(), undefined);
  });
  it('not a HEAD request (no body to read)', () => {
    assert.equal(sampleRequest({ method: 'HEAD', url: 'https://api.example.com/x', headers: [] }, { operation: SSE }).stream, undefined);
    assert.deepEqual(sampleRequest({ method: 'GET', url: 'https://api.example.com/x', headers: [] }, { operation: SSE }).stream, sse);
  });
});

// ── The exact text, per language ─────────────────────────────────────────────

const get = requests.get as HttpRequest;

describe('stream samples, exact text', () => {
  it('cURL: -N so each line shows as it arrives', () => {
    assert.equal(generateCurl(get, { operation: SSE }), `curl 'https://api.example.com/v1/pets?tag=a&tag=b&limit=10' \\
  -N \\
  -H 'X-API-Key: YOUR_API_KEY'`);
  });

  it('JavaScript: a reader loop over response.body, one console.log per line', () => {
    assert.equal(generateJsFetch(get, { operation: SSE }), `const response = await fetch("https://api.example.com/v1/pets?tag=a&tag=b&limit=10", {
  headers: {
    "X-API-Key": "YOUR_API_KEY",
  },
});

console.log(response.status);
// The response is a stream (text/event-stream): print each line as it arrives.
const reader = response.body.getReader();
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
if (buffered) console.log(buffered);`);
  });

  it('Python: stream=True and iter_lines, decoded as UTF-8', () => {
    assert.equal(generatePythonRequests(get, { operation: operation(['200', 'application/x-ndjson']) }), `import requests

url = "https://api.example.com/v1/pets?tag=a&tag=b&limit=10"
headers = {
    "X-API-Key": "YOUR_API_KEY",
}

response = requests.get(url, headers=headers, stream=True)
print(response.status_code)
# The response is a stream (application/x-ndjson): print each line as it arrives.
response.encoding = "utf-8"
for line in response.iter_lines(decode_unicode=True):
    print(line, flush=True)`);
  });

  it('Go: bufio.Scanner over the body (bufio instead of io)', () => {
    assert.equal(generateGo(get, { operation: SSE }), `package main

import (
	"bufio"
	"fmt"
	"log"
	"net/http"
)

func main() {
	req, err := http.NewRequest(http.MethodGet, "https://api.example.com/v1/pets?tag=a&tag=b&limit=10", nil)
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("X-API-Key", "YOUR_API_KEY")

	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()

	fmt.Println(res.Status)
	// The response is a stream (text/event-stream): print each line as it arrives.
	scanner := bufio.NewScanner(res.Body)
	for scanner.Scan() {
		fmt.Println(scanner.Text())
	}
	if err := scanner.Err(); err != nil {
		log.Fatal(err)
	}
}`);
  });

  it('Java: BodyHandlers.ofLines(), each line printed', () => {
    assert.equal(generateJava(get, { operation: SSE }), `import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.stream.Stream;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder()
            .uri(URI.create("https://api.example.com/v1/pets?tag=a&tag=b&limit=10"))
            .header("X-API-Key", "YOUR_API_KEY")
            .GET()
            .build();

        HttpClient client = HttpClient.newHttpClient();
        // The response is a stream (text/event-stream): print each line as it arrives.
        HttpResponse<Stream<String>> response = client.send(request, HttpResponse.BodyHandlers.ofLines());
        System.out.println(response.statusCode());
        response.body().forEach(System.out::println);
    }
}`);
  });

  it('C#: ResponseHeadersRead, then a StreamReader read line by line', () => {
    assert.equal(generateCsharp(get, { operation: SSE }), `using System;
using System.IO;
using System.Net.Http;
using System.Threading.Tasks;

class Program
{
    static void Main()
    {
        RunAsync().GetAwaiter().GetResult();
    }

    static async Task RunAsync()
    {
        var client = new HttpClient();
        var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.com/v1/pets?tag=a&tag=b&limit=10");
        request.Headers.TryAddWithoutValidation("X-API-Key", "YOUR_API_KEY");

        var response = await client.SendAsync(request, HttpCompletionOption.ResponseHeadersRead);
        Console.WriteLine((int)response.StatusCode);
        // The response is a stream (text/event-stream): print each line as it arrives.
        using (var stream = await response.Content.ReadAsStreamAsync())
        using (var reader = new StreamReader(stream))
        {
            while (true)
            {
                var line = await reader.ReadLineAsync();
                if (line == null) break;
                Console.WriteLine(line);
            }
        }
    }
}`);
  });
});

// ── The request part stays as it is ──────────────────────────────────────────

/** Text before the first line that starts with `marker`. */
const before = (text: string, marker: string): string => {
  const at = text.indexOf(`\n${marker}`);
  assert.ok(at >= 0, `no line starting with ${JSON.stringify(marker)} in:\n${text}`);
  return text.slice(0, at);
};
const withoutLine = (text: string, line: string): string => text.split('\n').filter((l) => l !== line).join('\n');

/** Per language: the part of a sample that sends the request, with the stream version's known additions taken out. */
const requestPart: Record<SampleLanguageId, (text: string, streaming: boolean) => string> = {
  curl: (text) => text.split(' \\\n').filter((option) => option !== '  -N').join(' \\\n'),
  javascript: (text) => before(text, 'console.log(response.status);'),
  python: (text) => before(text, 'print(response.status_code)').replace(/, stream=True\)$/, ')'),
  go: (text) => withoutLine(withoutLine(before(text, '\tdefer res.Body.Close()'), '\t"bufio"'), '\t"io"'),
  java: (text, streaming) => {
    const part = before(text, '        HttpClient client');
    // Stream is imported by url-encoded bodies too; the stream sample adds it otherwise.
    return streaming && !text.includes('Stream.of(') ? withoutLine(part, 'import java.util.stream.Stream;') : part;
  },
  csharp: (text, streaming) => {
    const part = before(text, '        var response');
    return streaming && !text.includes('File.ReadAllBytes') ? withoutLine(part, 'using System.IO;') : part;
  },
};

describe('stream samples send the request unchanged', () => {
  for (const language of SAMPLE_LANGUAGES) {
    it(`${language.title}: every fixture request`, async () => {
      const generator = await loadSampleGenerator(language.id);
      for (const [name, request] of Object.entries(requests) as Array<[string, HttpRequest]>) {
        const plain = generator.generate(request);
        const streaming = generator.generate(request, { operation: SSE });
        assert.notEqual(streaming, plain, `${name}: the stream sample reads the body differently`);
        const strip = requestPart[language.id]!;
        assert.equal(strip(streaming, true), strip(plain, false), `${name}: the request part changed`);
      }
    });

    it(`${language.title}: a non-streaming operation prints exactly what it printed without one`, async () => {
      const generator = await loadSampleGenerator(language.id);
      const json = operation(['200', 'application/json'], ['default', 'text/event-stream']);
      for (const request of Object.values(requests) as HttpRequest[]) {
        assert.equal(generator.generate(request, { operation: json }), generator.generate(request));
        assert.equal(generator.generate(request, {}), generator.generate(request));
      }
    });
  }
});
