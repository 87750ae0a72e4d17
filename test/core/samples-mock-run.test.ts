// The generated code samples, run against the mock server (src/mock/server.ts, what `spec-viewer mock` serves):
// every operation of one corpus document (oas30-request-examples.yaml: path, query and header parameters, JSON,
// text and form bodies) is printed in each language as the code samples tab shows it (an untouched form,
// credential placeholders), pointed at the mock, run, and must be answered 2xx: the samples send what the
// document describes, and the mock accepts it. The runners and toolchain rules are samples-run.test.ts's; a
// language whose toolchain is missing is skipped with the reason printed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyCredentials, extendedFormats, parseSpec, type ApiModel, type HttpRequest } from '../../src/index.js';
import { defaultRequest } from '../../src/samples/default-request.js';
import { startMockServer, type MockExchange, type MockServer } from '../../src/mock/server.js';
import { runners, type Toolchain } from './samples-runners.js';
import { ensureSampleToolchains } from '../../scripts/ensure-sample-toolchains.mjs';

const toolchains: Record<string, Toolchain> = ensureSampleToolchains({ log: (line) => console.log(`# ${line}`) });
const DOCUMENT = new URL('../../../shared/specs/oas30-request-examples.yaml', import.meta.url).pathname;

const model: ApiModel = await parseSpec(readFileSync(DOCUMENT, 'utf8'), { formats: extendedFormats });
const operations = model.operations.filter((op) => op.kind === 'http');
let mock: MockServer;
const exchanges: MockExchange[] = [];
const requests: HttpRequest[] = [];
const work = mkdtempSync(join(tmpdir(), 'sv-samples-mock-'));
const keyOf = (method: string, target: string) => `${method.toUpperCase()} ${target.split('?')[0]}`;

before(async () => {
  mock = await startMockServer(model, { host: '127.0.0.1', port: 0, onExchange: (x) => exchanges.push(x) });
  for (const op of operations) {
    const request = applyCredentials(defaultRequest(op, model), op, model, {}, { placeholders: true });
    // The document's server, swapped for the mock's origin (its base path kept): what a reader edits.
    requests.push({ ...request, url: request.url.replace(/^https?:\/\/[^/]+/i, mock.url) });
  }
});

after(async () => {
  await mock?.close();
  rmSync(work, { recursive: true, force: true });
});

describe(`the mock answers every operation of ${DOCUMENT.split('/').pop()}`, () => {
  it('has several operations, each request aimed at the mock', () => {
    assert.ok(operations.length >= 8, `${operations.length} operations`);
    for (const request of requests) assert.ok(request.url.startsWith(`${mock.url}/`), request.url);
  });
});

for (const runner of runners) {
  const tool: Toolchain = runner.id === 'javascript' ? { command: process.execPath } : toolchains[runner.id] ?? {};
  const reason = tool.command ? undefined : tool.reason ?? 'toolchain not found';
  if (reason) console.log(`# ${runner.id} samples are not run against the mock: ${reason}`);

  describe(`${runner.id} samples, run against the mock server`, { skip: reason ?? false }, () => {
    it('every operation is answered 2xx', async () => {
      const samples = requests.map((request) => runner.generate(request));
      const dirs = requests.map((_, i) => {
        const dir = join(work, runner.id, `case${i}`);
        mkdirSync(dir, { recursive: true });
        return dir;
      });
      exchanges.length = 0;
      const runs = await runner.runAll(samples, dirs, tool, join(work, runner.id, 'scratch'));
      const failures: string[] = [];
      requests.forEach((request, i) => {
        const run = runs[i]!;
        const key = keyOf(request.method, new URL(request.url).pathname);
        const answered = exchanges.filter((x) => keyOf(x.method, x.target) === key);
        const context = `${operations[i]!.id} (${key}): exit ${run.code}, mock answered ${answered.map((x) => x.status).join(', ') || 'nothing'}\n${samples[i]}\n${run.stderr.slice(0, 2000)}\n${run.stdout.slice(0, 1000)}`;
        const ok =
          run.code === 0 &&
          answered.length > 0 &&
          answered.every((x) => x.status >= 200 && x.status < 300) &&
          // curl prints the body only; the programs print the status first.
          (runner.id === 'curl' || /^2\d\d\b/.test(run.stdout));
        if (!ok) failures.push(context);
      });
      assert.deepEqual(failures, []);
    });
  });
}
