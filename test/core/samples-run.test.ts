// The generated code samples, run for real: every fixture case is printed in each language, executed against
// the echo server, and what the server received is compared with what Try-It sends for the same request
// (sendDirect, the direct transport). C# samples also match golden files (checked with or without a compiler).
// Toolchains are installed as root with apt-get by scripts/ensure-sample-toolchains.mjs; a language whose
// toolchain is still missing is skipped with the reason printed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendDirect, type HttpRequest } from '../../src/index.js';
import { generateCsharp } from '../../src/samples/http/csharp.js';
import { parseJsonTree, prettyJson } from '../../src/samples/http/json-tree.js';
import { startEchoServer, type EchoRecord, type EchoServer } from '../servers/echo-server.mjs';
import { sampleCases, type SampleCase } from '../fixtures/samples-cases.js';
import { runners, type Run, type Toolchain } from './samples-runners.js';
import { ensureSampleToolchains } from '../../scripts/ensure-sample-toolchains.mjs';

const toolchains: Record<string, Toolchain> = ensureSampleToolchains({ log: (line) => console.log(`# ${line}`) });

// ── What the server received, compared field by field ────────────────────────

const byName = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Keyed fields: clients may order them by name (Go's url.Values does); one name's values keep their order. */
const formPairs = (body: string): Array<[string, string]> => [...new URLSearchParams(body)].sort(byName);

interface Part {
  name?: string;
  filename?: string;
  contentType?: string;
  content: string;
}

/**
 * The parts of a multipart body, read leniently: names may be tokens (`name=caption`, as .NET writes them) or
 * quoted strings. A text field's `text/plain` label is what no label means (RFC 7578 §4.4); FormData calls a
 * Blob appended without a filename "blob". Files compare byte for byte; text fields with line breaks
 * normalized, since browsers' FormData sends CRLF (HTML's form encoding) where programs send what was typed.
 */
function partsOf(record: EchoRecord): Part[] {
  const body = Buffer.from(record.bodyBase64, 'base64');
  const boundary = /boundary="?([^";]+)"?/.exec(String(record.headers['content-type']))?.[1] ?? '';
  const chunks = body.toString('latin1').split(`--${boundary}`).slice(1, -1);
  return chunks.map((chunk) => {
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.slice(2, split);
    const content = Buffer.from(chunk.slice(split + 4, -2), 'latin1');
    const param = (key: string) => new RegExp(`;\\s*${key}=(?:"([^"]*)"|([^;\\r\\n]+))`, 'i').exec(head)?.slice(1).find((v) => v !== undefined);
    const filename = param('filename');
    const isFile = filename !== undefined && filename !== 'blob';
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
    const part: Part = {
      content: isFile ? content.toString('base64') : content.toString('utf8').replace(/\r\n/g, '\n'),
    };
    const name = param('name');
    if (name !== undefined) part.name = name;
    if (isFile) part.filename = filename;
    if (type !== undefined && !(!isFile && /^text\/plain(;|$)/i.test(type))) part.contentType = type;
    return part;
  });
}

function assertSameRequest(actual: EchoRecord, expected: EchoRecord, request: HttpRequest): void {
  assert.equal(actual.method, expected.method, 'method');
  assert.equal(actual.url, expected.url, 'path and query');
  const isMultipart = request.body?.kind === 'multipart';
  for (const [name] of request.headers) {
    const key = name.toLowerCase();
    if (key === 'content-type' && isMultipart) continue;
    assert.equal(actual.headers[key], expected.headers[key], `header ${name}`);
  }
  if (request.cookies?.length) {
    // A page cannot send cookies with fetch (browsers forbid the header); programs send them.
    assert.equal(actual.headers['cookie'], request.cookies.map(([n, v]) => `${n}=${v}`).join('; '), 'Cookie header');
  }
  const body = request.body;
  if (!body) {
    assert.equal(actual.bodyLength, 0, 'no body');
  } else if (body.kind === 'text' && parseJsonTree(body.text)) {
    // The same JSON value, key order and number spelling included, however the language lays it out.
    assert.equal(prettyJson(parseJsonTree(actual.bodyText)!), prettyJson(parseJsonTree(expected.bodyText)!), 'JSON body');
  } else if (body.kind === 'urlencoded') {
    assert.deepEqual(formPairs(actual.bodyText), formPairs(expected.bodyText), 'form fields');
  } else if (isMultipart) {
    assert.match(String(actual.headers['content-type']), /^multipart\/form-data; ?boundary=/, 'multipart Content-Type');
    assert.deepEqual(partsOf(actual), partsOf(expected), 'multipart parts');
  } else {
    assert.equal(actual.bodyBase64, expected.bodyBase64, 'body bytes');
  }
}

// ── Every language against the echo server ───────────────────────────────────

/** Tests are declared before `before()` builds the requests for the echo server's port; names do not depend on it. */
const CASE_NAMES = (await sampleCases(0)).map((c) => c.name);
let echo: EchoServer;
let cases: SampleCase[];
/** What Try-It's direct transport delivered, per case. */
const viaTryIt: EchoRecord[] = [];
const work = mkdtempSync(join(tmpdir(), 'sv-samples-'));
const methodAndPath = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

before(async () => {
  echo = await startEchoServer();
  cases = await sampleCases(echo.port);
  for (const c of cases) {
    echo.requests.length = 0;
    const result = await sendDirect(c.request);
    assert.ok(result.ok, `Try-It could not send ${c.name}`);
    assert.equal(echo.requests.length, 1);
    viaTryIt.push(echo.requests[0]!);
  }
});

after(async () => {
  await echo?.close();
  rmSync(work, { recursive: true, force: true });
});

for (const runner of runners) {
  const tool: Toolchain = runner.id === 'javascript' ? { command: process.execPath } : toolchains[runner.id] ?? {};
  const reason = tool.command ? undefined : tool.reason ?? 'toolchain not found';
  if (reason) console.log(`# ${runner.id} samples are not run: ${reason}`);

  describe(`${runner.id} samples, run against the echo server`, { skip: reason ?? false }, () => {
    const results: Array<{ record?: EchoRecord; run: Run; sample: string }> = [];

    before(async () => {
      const samples = cases.map((c) => runner.generate(c.request));
      const dirs = cases.map((c, i) => {
        const dir = join(work, runner.id, `case${i}`);
        mkdirSync(dir, { recursive: true });
        for (const [name, bytes] of Object.entries(c.files)) writeFileSync(join(dir, name), bytes);
        return dir;
      });
      echo.requests.length = 0;
      const runs = await runner.runAll(samples, dirs, tool, join(work, runner.id, 'scratch'));
      cases.forEach((c, i) => {
        const key = methodAndPath(c.request.method, new URL(c.request.url).pathname);
        const record = echo.requests.find((r) => methodAndPath(r.method, r.url) === key);
        results[i] = { run: runs[i]!, sample: samples[i]!, ...(record ? { record } : {}) };
      });
    });

    CASE_NAMES.forEach((name, i) => {
      it(name, () => {
        const { record, run, sample } = results[i]!;
        const context = `\n--- sample ---\n${sample}\n--- exit ${run.code} ---\n${run.stderr.slice(0, 4000)}`;
        try {
          assert.equal(run.code, 0, 'the sample failed');
          assert.ok(record, 'the server received nothing');
          assertSameRequest(record, viaTryIt[i]!, cases[i]!.request);
          assert.match(run.stdout, /"bodySha256"/, 'the sample prints the response body');
          // curl prints the body only; the programs print the status first.
          if (runner.id !== 'curl') assert.match(run.stdout, /^200\b/, 'the sample prints the response status');
        } catch (error) {
          (error as Error).message += context;
          throw error;
        }
      });
    });
  });
}

// ── C# golden files: the C# check that needs no compiler ──────────────────────

const GOLDEN_PORT = 8080;
const goldenDir = new URL('../fixtures/samples-golden/', import.meta.url);

describe('C# samples', () => {
  it('match the golden files (UPDATE_GOLDEN=1 rewrites them)', async () => {
    const golden = await sampleCases(GOLDEN_PORT);
    golden.forEach((c, i) => {
      const file = new URL(`case${i}.cs`, goldenDir);
      const text = `${generateCsharp(c.request)}\n`;
      if (process.env['UPDATE_GOLDEN'] === '1') {
        mkdirSync(goldenDir, { recursive: true });
        writeFileSync(file, text);
      }
      assert.equal(text, readFileSync(file, 'utf8'), `${c.name}: the C# sample differs from ${file.pathname}`);
    });
  });
});
