// The code samples of streaming operations, run for real: a local endpoint sends three events ~100 ms apart and
// every language must print them in order. The endpoint sends the first event, then waits until the sample has
// printed it before it sends the others: a sample that printed only at the end would keep it waiting (up to
// FIRST_LINE_WAIT_MS), so each run also shows whether the lines came out as they arrived.
// Toolchains and skips as in samples-run.test.ts (scripts/ensure-sample-toolchains.mjs): a language whose
// toolchain is missing is skipped with the reason printed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { applyCredentials, buildRequest, initialFormState, parseSpec, type ApiModel, type HttpRequest, type Operation } from '../../src/index.js';
import { runners, type Run, type Toolchain } from './samples-runners.js';
import { ensureSampleToolchains } from '../../scripts/ensure-sample-toolchains.mjs';

const toolchains: Record<string, Toolchain> = ensureSampleToolchains({ log: (line) => console.log(`# ${line}`) });

/** How long the endpoint waits for the first event to be printed before it sends the rest anyway. */
const FIRST_LINE_WAIT_MS = 15_000;
const GAP_MS = 100;

// ── The spec: one SSE and one JSON Lines operation, `{run}` telling the runs apart ─────────────────────────

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Streams', version: '1.0.0' },
  servers: [{ url: 'http://127.0.0.1:{port}', variables: { port: { default: '80' } } }],
  components: { securitySchemes: { api_key: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
  paths: {
    '/events/{run}': {
      get: {
        operationId: 'watchEvents',
        security: [{ api_key: [] }],
        parameters: [
          { name: 'run', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'topic', in: 'query', schema: { type: 'string' }, example: 'news' },
        ],
        responses: {
          '200': { description: 'Events', content: { 'text/event-stream': { itemSchema: { type: 'object' } } } },
          '401': { description: 'No key', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
    '/chat/{run}': {
      post: {
        operationId: 'chat',
        parameters: [{ name: 'run', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object' }, example: { prompt: 'Say hi', stream: true } } },
        },
        responses: { '200': { description: 'Tokens', content: { 'application/x-ndjson': { itemSchema: { type: 'object' } } } } },
      },
    },
  },
};

interface StreamCase {
  name: string;
  operationId: string;
  /** What the endpoint sends, one string per event; `line` is the line of it every sample must print. */
  events: Array<{ wire: string; line: string }>;
  contentType: string;
  /** Checks what the endpoint received (beyond the path). */
  check(received: Received): void;
}

const sse = (n: number) => {
  const data = JSON.stringify({ n, text: `event ${n}` });
  return { wire: `id: ${n}\nevent: tick\ndata: ${data}\n\n`, line: `data: ${data}` };
};
const jsonLine = (n: number) => {
  const line = JSON.stringify({ n, token: `t${n}` });
  return { wire: `${line}\n`, line };
};

const CASES: StreamCase[] = [
  {
    name: 'GET text/event-stream with a query parameter and an API key',
    operationId: 'watchEvents',
    events: [1, 2, 3].map(sse),
    contentType: 'text/event-stream',
    check(received) {
      assert.equal(received.method, 'GET');
      assert.match(received.url, /\?topic=news$/);
      assert.equal(received.headers['x-api-key'], 'key-123');
      assert.equal(received.body, '');
    },
  },
  {
    name: 'POST a JSON body, application/x-ndjson back',
    operationId: 'chat',
    events: [1, 2, 3].map(jsonLine),
    contentType: 'application/x-ndjson',
    check(received) {
      assert.equal(received.method, 'POST');
      assert.match(String(received.headers['content-type']), /^application\/json/);
      assert.deepEqual(JSON.parse(received.body), { prompt: 'Say hi', stream: true });
    },
  },
];

// ── The endpoint ─────────────────────────────────────────────────────────────

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The sample printed the first event before the endpoint sent the others. */
  incremental?: boolean;
}

/** One run of one case: the endpoint records what it received; the watcher resolves `printed`. */
interface Slot {
  streamCase: StreamCase;
  received?: Received;
  printed: Promise<void>;
  markPrinted(): void;
  stdout: string;
}

const slots = new Map<string, Slot>();
const slotKey = (language: string, caseIndex: number) => `${language}-${caseIndex}`;

function slotFor(key: string, streamCase: StreamCase): Slot {
  let markPrinted!: () => void;
  const printed = new Promise<void>((resolve) => (markPrinted = resolve));
  const slot: Slot = { streamCase, printed, markPrinted, stdout: '' };
  slots.set(key, slot);
  return slot;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function startStreamServer(): Promise<Server> {
  const server = createServer(async (req, res) => {
    const key = /^\/(?:events|chat)\/([\w-]+)/.exec(req.url ?? '')?.[1];
    const slot = key === undefined ? undefined : slots.get(key);
    if (!slot) {
      res.writeHead(404).end();
      return;
    }
    const received: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: await readBody(req) };
    slot.received = received;
    const [first, ...rest] = slot.streamCase.events;
    res.writeHead(200, { 'content-type': slot.streamCase.contentType, 'cache-control': 'no-cache' });
    res.write(first!.wire);
    const timeout = delay(FIRST_LINE_WAIT_MS).then(() => false);
    received.incremental = await Promise.race([slot.printed.then(() => true), timeout]);
    for (const event of rest) {
      await delay(GAP_MS);
      res.write(event.wire);
    }
    res.end();
  });
  // Never keeps the test process alive; after() closes it.
  server.unref();
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ── The requests, as Try-It builds them ──────────────────────────────────────

async function loadModel(port: number): Promise<ApiModel> {
  return parseSpec(JSON.stringify(SPEC), { sourceUrl: `http://127.0.0.1:${port}/streams.json` });
}

function requestFor(model: ApiModel, operation: Operation, port: number, run: string): HttpRequest {
  const state = initialFormState(operation, model);
  state.serverVariables = { ...state.serverVariables, port: String(port) };
  state.params['path:run'] = run;
  const request = buildRequest(operation, state, { model });
  return applyCredentials(request, operation, model, { api_key: { value: 'key-123' } }, { placeholders: true });
}

// ── Every language against the endpoint ──────────────────────────────────────

let server: Server;
let port: number;
let model: ApiModel;
const work = mkdtempSync(join(tmpdir(), 'sv-stream-samples-'));

before(async () => {
  server = await startStreamServer();
  port = (server.address() as AddressInfo).port;
  model = await loadModel(port);
});

after(() => {
  server?.closeAllConnections();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Positions of `lines` in `stdout`'s lines, in order; -1 for one not found after the previous. */
function linePositions(stdout: string, lines: string[]): number[] {
  const printed = stdout.split(/\r?\n/);
  let from = 0;
  return lines.map((line) => {
    const at = printed.indexOf(line, from);
    if (at >= 0) from = at + 1;
    return at;
  });
}

for (const runner of runners) {
  const tool: Toolchain = runner.id === 'javascript' ? { command: process.execPath } : toolchains[runner.id] ?? {};
  const reason = tool.command ? undefined : tool.reason ?? 'toolchain not found';
  if (reason) console.log(`# ${runner.id} stream samples are not run: ${reason}`);

  describe(`${runner.id} stream samples, run against an SSE / JSON Lines endpoint`, { skip: reason ?? false }, () => {
    const results: Array<{ run: Run; sample: string; slot: Slot }> = [];

    before(async () => {
      const samples: string[] = [];
      const dirs: string[] = [];
      CASES.forEach((streamCase, i) => {
        const key = slotKey(runner.id, i);
        const slot = slotFor(key, streamCase);
        const operation = model.operations.find((o) => o.operationId === streamCase.operationId)!;
        samples.push(runner.generate(requestFor(model, operation, port, key), { operation }));
        const dir = join(work, runner.id, `case${i}`);
        mkdirSync(dir, { recursive: true });
        dirs.push(dir);
        results[i] = { run: { code: null, stdout: '', stderr: '' }, sample: samples[i]!, slot };
      });
      const firstLines = CASES.map((c) => c.events[0]!.line);
      const runs = await runner.runAll(samples, dirs, tool, join(work, runner.id, 'scratch'), (i, chunk) => {
        const slot = results[i]!.slot;
        slot.stdout += chunk;
        if (slot.stdout.split(/\r?\n/).includes(firstLines[i]!)) slot.markPrinted();
      });
      runs.forEach((run, i) => (results[i]!.run = run));
    });

    CASES.forEach((streamCase, i) => {
      it(streamCase.name, () => {
        const { run, sample, slot } = results[i]!;
        const context = `\n--- sample ---\n${sample}\n--- exit ${run.code} ---\n${run.stdout.slice(0, 2000)}\n--- stderr ---\n${run.stderr.slice(0, 4000)}`;
        try {
          assert.equal(run.code, 0, 'the sample failed');
          assert.ok(slot.received, 'the endpoint received nothing');
          streamCase.check(slot.received);
          // curl prints the body only; the programs print the status first.
          if (runner.id !== 'curl') assert.match(run.stdout, /^200\b/, 'the sample prints the response status first');
          const lines = streamCase.events.map((e) => e.line);
          const positions = linePositions(run.stdout, lines);
          assert.ok(positions.every((p) => p >= 0), `every event printed, in order (line numbers ${positions.join(', ')})`);
          assert.equal(slot.received.incremental, true, `the first event was not printed within ${FIRST_LINE_WAIT_MS} ms, before the others were sent`);
        } catch (error) {
          (error as Error).message += context;
          throw error;
        }
      });
    });
  });
}
