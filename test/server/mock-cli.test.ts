/**
 * `spec-viewer mock` through the real process (bin/spec-viewer.js in a private layout with a fresh
 * dist/mock/cli.js) on 127.0.0.1 and ephemeral ports, with corpus documents: the start line, answers from the
 * document's examples, CORS (preflight and answers), a stream arriving item by item, request violations as
 * problem+json, the server's own 413 and malformed requests, GraphQL and SOAP documents, bad specs and a busy
 * port (exit 1, one line), wrong usage (exit 2), and SIGTERM / SIGINT (open streams ended, exit 0).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { buildRequest, extendedFormats, initialFormState, parseSpec } from '../../src/index.js';
import { MOCK_STREAM_INTERVAL_MS } from '../../src/mock/stream-answer.js';
import { privateLayout, runCli, serveFolder, SPECS, type Layout } from '../static/layout.js';
import { startMock, stopAllMocks, type MockProcess } from '../helpers/mock-process.js';

const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;
let layout: Layout;

before(async () => {
  layout = await privateLayout('none');
});
after(() => {
  stopAllMocks();
  layout?.cleanup();
});

/** A mock of `spec` for the duration of `body`, stopped (SIGTERM, exit 0) afterwards. */
async function withMock(spec: string, args: string[], body: (mock: MockProcess) => Promise<void>): Promise<void> {
  const mock = await startMock(layout.bin, [spec, ...args]);
  try {
    await body(mock);
  } finally {
    const exit = await mock.stop();
    assert.deepEqual(exit, { code: 0, signal: null }, mock.stderr());
  }
}

const problem = async (response: Response): Promise<{ status: number; detail: string; errors?: Array<Record<string, string>> }> => {
  assert.equal(response.headers.get('content-type'), 'application/problem+json');
  return (await response.json()) as { status: number; detail: string; errors?: Array<Record<string, string>> };
};

/**
 * A request written byte for byte on a socket (then `more`, if given, as fast as the socket takes it); resolves
 * with what came back once the server closed the connection (a reset while writing included).
 */
function rawExchange(port: number, text: string, more?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(text);
      if (more) socket.write(more, () => undefined);
    });
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received)).on('error', () => undefined);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`the server did not close the connection; received: ${received}`));
    });
  });
}

describe('spec-viewer mock: serving a document', () => {
  it('prints the start line and answers a GET with the document\'s example, one line per request', async () => {
    await withMock(join(SPECS, 'oas30-response-examples.yaml'), [], async (mock) => {
      assert.equal(mock.title, 'Response example support');
      const response = await fetch(`${mock.url}/example`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/json');
      assert.deepEqual(await response.json(), { id: 12345, email: 'test@example.com', name: 'Test user name' });
      const dog = await fetch(`${mock.url}/examples`, { headers: { Prefer: 'code=202, example=dog' } });
      assert.equal(dog.status, 202);
      assert.equal(((await dog.json()) as { name: string }).name, 'Puma');
      await mock.line(/^GET \/examples → 202$/);
      assert.match(mock.stdout(), /^GET \/example → 200$/m);
    });
  });

  it('answers with the petstore\'s schema examples, under the server\'s base path or without it', async () => {
    await withMock(join(SPECS, 'oas30-petstore.yaml'), [], async (mock) => {
      assert.equal(mock.title, 'Swagger Petstore');
      for (const path of ['/v2/pet/25', '/pet/25']) {
        const response = await fetch(`${mock.url}${path}`, { headers: { api_key: 'k', Accept: 'application/json' } });
        assert.equal(response.status, 200, path);
        const pet = (await response.json()) as { id: number; name: string };
        assert.equal(pet.name, 'doggie');
      }
      assert.equal((await problem(await fetch(`${mock.url}/v2/nothing-here`))).status, 404);
    });
  });

  it('a spec from an http URL', async () => {
    const files = await serveFolder(SPECS);
    try {
      await withMock(`${files.url}oas30-response-examples.yaml`, ['--quiet'], async (mock) => {
        assert.equal((await fetch(`${mock.url}/example`)).status, 200);
        assert.doesNotMatch(mock.stdout(), /→/, '--quiet prints no request lines');
      });
    } finally {
      await files.close();
    }
  });
});

describe('spec-viewer mock: CORS', () => {
  it('answers a preflight with the origin, method and headers asked for', async () => {
    await withMock(join(SPECS, 'oas30-petstore.yaml'), [], async (mock) => {
      const response = await fetch(`${mock.url}/v2/pet`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://app.localhost:3000', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type, api_key' },
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), 'http://app.localhost:3000');
      assert.equal(response.headers.get('access-control-allow-methods'), 'PUT');
      assert.equal(response.headers.get('access-control-allow-headers'), 'content-type, api_key');
      assert.equal(response.headers.get('access-control-max-age'), '600');
      assert.match(response.headers.get('vary') ?? '', /Origin/);
      await mock.line(/^OPTIONS \/v2\/pet → 204$/);
    });
  });

  it('every answer names the origin and exposes its headers (the document\'s own included)', async () => {
    await withMock(join(SPECS, 'oas30-response-examples.yaml'), [], async (mock) => {
      const response = await fetch(`${mock.url}/example`, { headers: { Origin: 'http://app.localhost:3000' } });
      assert.equal(response.headers.get('access-control-allow-origin'), 'http://app.localhost:3000');
      const exposed = (response.headers.get('access-control-expose-headers') ?? '').split(/,\s*/);
      assert.ok(exposed.includes('TestHeader') && exposed.includes('Content-Type'), exposed.join());
      assert.ok(response.headers.has('testheader'), 'the document\'s response header is sent');
      const noOrigin = await fetch(`${mock.url}/nowhere`);
      assert.equal(noOrigin.headers.get('access-control-allow-origin'), '*', 'errors too');
    });
  });

  it('--cors-origin allows one origin; --no-cors sends no CORS headers', async () => {
    await withMock(join(SPECS, 'oas30-response-examples.yaml'), ['--cors-origin', 'https://app.example.com'], async (mock) => {
      const response = await fetch(`${mock.url}/example`, { headers: { Origin: 'http://elsewhere.localhost' } });
      assert.equal(response.headers.get('access-control-allow-origin'), 'https://app.example.com');
    });
    await withMock(join(SPECS, 'oas30-response-examples.yaml'), ['--no-cors'], async (mock) => {
      const response = await fetch(`${mock.url}/example`, { headers: { Origin: 'http://elsewhere.localhost' } });
      assert.equal(response.headers.get('access-control-allow-origin'), null);
    });
  });
});

describe('spec-viewer mock: streams', () => {
  it('a text/event-stream answer arrives item by item, an interval apart', async () => {
    await withMock(join(FIXTURES, 'oas32/media.yaml'), [], async (mock) => {
      const started = performance.now();
      const response = await fetch(`${mock.url}/v1/events`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/event-stream');
      const arrivals: number[] = [];
      let text = '';
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk, { stream: true });
        const events = text.split('\n\n').length - 1;
        while (arrivals.length < events) arrivals.push(performance.now() - started);
      }
      assert.ok(arrivals.length >= 3, `${arrivals.length} events`);
      assert.match(text, /^event: price\nid: 1\n/);
      const span = arrivals.at(-1)! - arrivals[0]!;
      assert.ok(span >= (arrivals.length - 1) * MOCK_STREAM_INTERVAL_MS * 0.75, `the events arrived over ${span.toFixed(0)} ms: ${arrivals.map((t) => t.toFixed(0)).join(', ')}`);
    });
  });

  it('SIGTERM ends an open stream and the process exits 0', async () => {
    const mock = await startMock(layout.bin, [join(FIXTURES, 'oas32/media.yaml')]);
    const response = await fetch(`${mock.url}/events`);
    const reader = response.body!.getReader();
    const first = await reader.read();
    assert.match(new TextDecoder().decode(first.value), /^event: price/);
    const exit = mock.stop('SIGTERM');
    let rest = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) rest += new TextDecoder().decode(read.value);
    assert.ok(rest.split('\n\n').length - 1 < 9, 'the stream ended before its last item');
    assert.deepEqual(await exit, { code: 0, signal: null });
    assert.match(mock.stderr(), /Mock stopped\./);
  });

  it('SIGINT (Ctrl-C) stops it too, exit 0', async () => {
    const mock = await startMock(layout.bin, [join(SPECS, 'oas30-petstore.yaml')]);
    assert.deepEqual(await mock.stop('SIGINT'), { code: 0, signal: null });
  });
});

describe('spec-viewer mock: bad requests get precise problem+json answers', () => {
  it('a request that breaks the document: 400 naming the parameter; missing credentials: 401', async () => {
    await withMock(join(SPECS, 'oas30-petstore.yaml'), [], async (mock) => {
      const response = await fetch(`${mock.url}/v2/pet/findByStatus?status=lost`, { headers: { Authorization: 'Bearer t' } });
      assert.equal(response.status, 400);
      const body = await problem(response);
      assert.equal(body.status, 400);
      assert.deepEqual(body.errors?.map((e) => [e['in'], e['name']]), [['query', 'status']]);
      assert.equal((await problem(await fetch(`${mock.url}/v2/pet/25`))).status, 401);
      await mock.line(/^GET \/v2\/pet\/findByStatus\?status=lost → 400$/);
    });
  });

  it('a body over the limit: 413 without reading it; malformed HTTP: 400; the server keeps answering', async () => {
    await withMock(join(SPECS, 'oas30-petstore.yaml'), [], async (mock) => {
      const limit = 10 * 1024 * 1024;
      // Declared too large: answered before a byte of the body is read.
      const declared = await rawExchange(mock.port, `POST /v2/pet HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${limit + 1}\r\n\r\n{`);
      assert.match(declared, /^HTTP\/1\.1 413 Content Too Large\r\n[\s\S]*Content-Type: application\/problem\+json[\s\S]*larger than the mock accepts \(10485760 bytes\)/);
      // Sent in chunks without a length: refused at the first byte past the limit.
      const chunked = await rawExchange(
        mock.port,
        `POST /v2/pet HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${(limit + 1).toString(16)}\r\n`,
        Buffer.alloc(limit + 1, 0x20),
      );
      assert.match(chunked, /^HTTP\/1\.1 413 Content Too Large\r\n/);
      const broken = await rawExchange(mock.port, 'GET /v2/pet/25 HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n');
      assert.match(broken, /^HTTP\/1\.1 400 Bad Request\r\n/);
      assert.match(broken, /Content-Type: application\/problem\+json/);
      const star = await rawExchange(mock.port, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      assert.match(star, /^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*"status": 400/);
      assert.equal((await fetch(`${mock.url}/v2/pet/25`, { headers: { api_key: 'k' } })).status, 200, 'still answering');
    });
  });
});

describe('spec-viewer mock: GraphQL and SOAP documents', () => {
  it('GraphQL (graphql-swapi.graphql): a query is answered with data shaped by its selection', async () => {
    await withMock(join(SPECS, 'graphql-swapi.graphql'), [], async (mock) => {
      const response = await fetch(`${mock.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: 'query One($id: ID) { film(id: $id) { title episodeID } }', variables: { id: '1' } }),
      });
      assert.equal(response.status, 200, await response.clone().text());
      const body = (await response.json()) as { data: { film: { title: unknown; episodeID: unknown } } };
      assert.deepEqual(Object.keys(body.data.film).sort(), ['episodeID', 'title']);
      const invalid = await fetch(`${mock.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: '{ film { nope } }' }),
      });
      assert.equal(invalid.status, 400);
    });
  });

  it('SOAP (wsdl-stockquote.wsdl): the envelope Try-It builds is answered with a SOAP envelope', async () => {
    const model = await parseSpec(readFileSync(join(SPECS, 'wsdl-stockquote.wsdl'), 'utf8'), { formats: extendedFormats });
    const op = model.operations.find((o) => /GetLastTradePrice/.test(o.id))!;
    const request = buildRequest(op, initialFormState(op, model), { model });
    assert.ok(request.body?.kind === 'text');
    const envelope = request.body.text;
    await withMock(join(SPECS, 'wsdl-stockquote.wsdl'), [], async (mock) => {
      const url = new URL(request.url);
      const response = await fetch(`${mock.url}${url.pathname}`, { method: request.method, headers: request.headers, body: envelope });
      const text = await response.text();
      assert.equal(response.status, 200, text);
      assert.match(response.headers.get('content-type') ?? '', /xml/);
      assert.match(text, /Envelope/);
    });
  });
});

describe('spec-viewer mock: failures', () => {
  const bad = readdirSync(SPECS).filter((f) => f.startsWith('bad-'));
  for (const file of bad) {
    it(`${file}: exit 1, one line in the error panel's words`, async () => {
      const expected = (await parseSpec(readFileSync(join(SPECS, file), 'utf8'), { formats: extendedFormats }).catch((e: unknown) => e)) as { message: string; code: string };
      const run = runCli(layout, ['mock', join(SPECS, file), '--port', '0']);
      assert.equal(run.status, 1, run.stderr);
      assert.equal(run.stdout, '', 'no server started');
      const lines = run.stderr.trimEnd().split('\n');
      assert.equal(lines.length, 1, run.stderr);
      assert.match(lines[0]!, new RegExp(`^spec-viewer mock: could not load .*${file.replace(/\./g, '\\.')}: `));
      assert.ok(lines[0]!.includes(`(${expected.code}`), run.stderr);
      const first = expected.message.split(/https?:\/\//)[0]!.slice(0, 60);
      assert.ok(lines[0]!.includes(first), `${run.stderr}\nexpected: ${first}`);
    });
  }

  it('a missing file, an AsyncAPI document: exit 1 with the reason', () => {
    const missing = runCli(layout, ['mock', join(SPECS, 'no-such-file.yaml'), '--port', '0']);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /^spec-viewer mock: cannot read .*no-such-file\.yaml: /);
    assert.doesNotMatch(missing.stderr, /\n\s+at /, 'no stack trace');
    const asyncapi = runCli(layout, ['mock', join(SPECS, 'asyncapi3-streetlights-mqtt.yml'), '--port', '0']);
    assert.equal(asyncapi.status, 1);
    assert.match(asyncapi.stderr, /is an AsyncAPI 3\.0\.0 document: it describes messages, not HTTP answers/);
  });

  it('a port in use: exit 1 with a clear error', async () => {
    const busy = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    const { port } = busy.address() as { port: number };
    try {
      const run = runCli(layout, ['mock', join(SPECS, 'oas30-petstore.yaml'), '--port', String(port)]);
      assert.equal(run.status, 1);
      assert.equal(run.stderr, `spec-viewer mock: port ${port} on 127.0.0.1 is already in use: stop what uses it, or pick another with --port (--port 0: any free port)\n`);
    } finally {
      busy.close();
    }
  });

  for (const [args, message] of [
    [['mock'], /mock needs a spec file or URL/],
    [['mock', 'x.yaml', '--port', 'http'], /--port must be an integer from 0 to 65535/],
    [['mock', 'x.yaml', '--port', '70000'], /--port must be an integer from 0 to 65535/],
    [['mock', 'x.yaml', '--host', 'a b'], /--host must be a host name or an IP address/],
    [['mock', 'x.yaml', '--cors-origin', 'https://a.example/path'], /--cors-origin must be an origin/],
    [['mock', 'x.yaml', '--cors-origin', 'https://a.example', '--no-cors'], /exclude each other/],
    [['mock', 'x.yaml', '--out', 'site'], /--out is an option of render, not of mock/],
    [['render', 'x.yaml', '--out', 'site', '--port', '1'], /--port is an option of mock, not of render/],
  ] as const) {
    it(`${args.join(' ')} → exit 2 with the usage`, () => {
      const run = runCli(layout, [...args]);
      assert.equal(run.status, 2);
      assert.match(run.stderr, message);
      assert.match(run.stderr, /Usage: spec-viewer render[\s\S]*spec-viewer mock <file-or-url>/);
    });
  }

  it('--help documents the mock command and its flags', () => {
    const run = runCli(layout, ['--help']);
    assert.equal(run.status, 0);
    for (const flag of ['--port <n>', '--host <address>', '--cors-origin <origin>', '--no-cors', '--mock']) assert.ok(run.stdout.includes(flag), flag);
  });
});
