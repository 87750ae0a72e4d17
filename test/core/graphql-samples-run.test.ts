// GraphQL code samples, run for real: the request Try-It builds for a root field (query, variables and operation
// name as one JSON POST, a custom header) is printed in each language, run against a real GraphQL endpoint
// (graphql-http, test/servers/graphql-server.mjs) with the runners of samples-run.test.ts, and must get the same
// answer Try-It's direct transport gets. A language whose toolchain is missing is skipped with the reason printed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildRequest,
  extendedFormats,
  graphqlPageModel,
  initialFormState,
  parseSpec,
  sendDirect,
  type HttpRequest,
} from '../../src/index.js';
import { GRAPHQL_TEST_SDL, startGraphqlServer, type GraphqlServer } from '../servers/graphql-server.mjs';
import { runners, type Toolchain } from './samples-runners.js';
import { ensureSampleToolchains } from '../../scripts/ensure-sample-toolchains.mjs';

const toolchains: Record<string, Toolchain> = ensureSampleToolchains({ log: (line) => console.log(`# ${line}`) });

interface Case {
  name: string;
  request: HttpRequest;
  expected: unknown;
}

let server: GraphqlServer;
const cases: Case[] = [];
const work = mkdtempSync(join(tmpdir(), 'sv-graphql-samples-'));

/** The JSON object a sample printed (programs print the status line first, curl only the body). */
function printedJson(stdout: string): unknown {
  const start = stdout.indexOf('{');
  return JSON.parse(stdout.slice(start, stdout.lastIndexOf('}') + 1));
}

before(async () => {
  server = await startGraphqlServer();
  const model = graphqlPageModel(await parseSpec(GRAPHQL_TEST_SDL, { formats: extendedFormats }), { endpoint: server.url });
  const request = (id: string, variables: Record<string, unknown>, headers: Array<{ name: string; value: string }> = []) => {
    const op = model.operations.find((o) => o.id === id)!;
    const state = initialFormState(op, model);
    state.formFields['variables'] = JSON.stringify(variables);
    state.customHeaders = headers;
    return buildRequest(op, state, { model });
  };
  cases.push(
    { name: 'a query with variables', request: request('query-greet', { name: 'Ada Lovelace', punctuation: '"!' }), expected: undefined },
    { name: 'a custom header', request: request('query-header', { name: 'X-Trace' }, [{ name: 'X-Trace', value: 'trace-42' }]), expected: undefined },
    { name: 'a mutation', request: request('mutation-rename', { from: 'a', to: 'Grace' }), expected: undefined },
  );
  // What Try-It's direct transport gets for the same requests is what every sample must print.
  for (const c of cases) {
    const result = await sendDirect(c.request);
    assert.ok(result.ok, `Try-It could not send ${c.name}`);
    c.expected = JSON.parse(result.response.body);
  }
});

after(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('GraphQL requests sent by Try-It', () => {
  it('get the resolvers’ answers (variables, header, mutation)', () => {
    assert.deepEqual(cases.map((c) => c.expected), [
      { data: { greet: { text: 'Hello, Ada Lovelace"!', length: 21 } } },
      { data: { header: 'trace-42' } },
      { data: { rename: { text: 'Grace', length: 5 } } },
    ]);
    assert.equal(cases[0]!.request.method, 'POST');
    assert.equal(cases[0]!.request.url, server.url);
    assert.deepEqual(cases[0]!.request.headers, [['Content-Type', 'application/json']]);
  });
});

for (const runner of runners) {
  const tool: Toolchain = runner.id === 'javascript' ? { command: process.execPath } : toolchains[runner.id] ?? {};
  const reason = tool.command ? undefined : tool.reason ?? 'toolchain not found';
  if (reason) console.log(`# ${runner.id} GraphQL samples are not run: ${reason}`);

  describe(`${runner.id} GraphQL samples, run against a GraphQL endpoint`, { skip: reason ?? false }, () => {
    it('print the same answers Try-It gets', async () => {
      const samples = cases.map((c) => runner.generate(c.request));
      const dirs = cases.map((_, i) => {
        const dir = join(work, runner.id, `case${i}`);
        mkdirSync(dir, { recursive: true });
        return dir;
      });
      const runs = await runner.runAll(samples, dirs, tool, join(work, runner.id, 'scratch'));
      cases.forEach((c, i) => {
        const run = runs[i]!;
        const context = `\n--- ${c.name} ---\n${samples[i]}\n--- exit ${run.code} ---\n${run.stderr.slice(0, 3000)}\n${run.stdout.slice(0, 1000)}`;
        assert.equal(run.code, 0, `the sample failed${context}`);
        assert.deepEqual(printedJson(run.stdout), c.expected, `${c.name}${context}`);
      });
    });
  });
}
