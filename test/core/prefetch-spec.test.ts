/** prefetchSpec: a download started before the load asks for it is taken over once, errors included. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec, prefetchSpec } from '../../src/index.js';
import { expectLoadError, oas3 } from './spec-helpers.js';

const SPEC = JSON.stringify(oas3({ '/pets': { get: { responses: { '200': { description: 'ok' } } } } }));

/** Replaces the global fetch for one test, counting requests per URL. */
async function withGlobalFetch(routes: Record<string, string>, run: (calls: string[]) => Promise<void>): Promise<void> {
  const real = globalThis.fetch;
  const calls: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const body = routes[String(input)];
    return body === undefined ? new Response('missing', { status: 404, statusText: 'Not Found' }) : new Response(body);
  }) as typeof fetch;
  try {
    await run(calls);
  } finally {
    globalThis.fetch = real;
  }
}

describe('prefetchSpec', () => {
  it('the next load of the URL takes the started download over instead of fetching again', () =>
    withGlobalFetch({ 'https://api.example.com/a.json': SPEC }, async (calls) => {
      prefetchSpec('https://api.example.com/a.json');
      prefetchSpec('https://api.example.com/a.json');
      assert.equal(calls.length, 1, 'one download however often it is asked for');
      const model = await loadSpec('https://api.example.com/a.json');
      assert.equal(model.operations.length, 1);
      assert.equal(calls.length, 1, 'the load did not fetch again');
      await loadSpec('https://api.example.com/a.json');
      assert.equal(calls.length, 2, 'taken once: a later load fetches');
    }));

  it('the body is read and decoded as it arrives, to the same model as a load of its own (non-ASCII JSON, YAML)', async () => {
    const json = JSON.stringify(oas3({ '/caf\u00e9': { get: { summary: 'Caf\u00e9 \u2615 \ud83d\ude00', responses: { '200': { description: 'ok' } } } } }));
    const yaml = 'openapi: 3.0.3\ninfo:\n  title: Gr\u00fc\u00dfe\n  version: "1"\npaths:\n  /a:\n    get:\n      responses:\n        "200":\n          description: ok\n';
    for (const [url, body] of [['https://api.example.com/u.json', json], ['https://api.example.com/u.yaml', yaml]] as const) {
      let direct: unknown;
      let early: unknown;
      await withGlobalFetch({ [url]: body }, async (calls) => {
        direct = await loadSpec(url);
        prefetchSpec(url);
        early = await loadSpec(url);
        assert.equal(calls.length, 2, 'the second load took the started download over');
      });
      const shape = (m: unknown) => {
        const model = m as { info: { title: string }; operations: Array<{ path?: string; summary?: string }> };
        return { title: model.info.title, ops: model.operations.map((o) => [o.path, o.summary]) };
      };
      assert.deepEqual(shape(early), shape(direct));
    }
  });

  it('a failed download fails the load with the error it would have met', () =>
    withGlobalFetch({}, async (calls) => {
      prefetchSpec('https://api.example.com/missing.json');
      await expectLoadError(loadSpec('https://api.example.com/missing.json'), 'fetch-failed', /HTTP 404 Not Found/);
      assert.equal(calls.length, 1);
    }));

  it('a load with its own fetch or limits does not take it', () =>
    withGlobalFetch({ 'https://api.example.com/b.json': SPEC }, async (calls) => {
      prefetchSpec('https://api.example.com/b.json');
      await loadSpec('https://api.example.com/b.json', { limits: { maxSpecBytes: 1_000_000 } });
      assert.equal(calls.length, 2, 'custom limits: fetched itself');
      const own: string[] = [];
      await loadSpec('https://api.example.com/b.json', {
        fetch: (async (input: RequestInfo | URL) => (own.push(String(input)), new Response(SPEC))) as typeof fetch,
      });
      assert.equal(own.length, 1, 'custom fetch: used');
    }));
});
