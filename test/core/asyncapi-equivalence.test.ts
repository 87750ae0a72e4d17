/**
 * Our AsyncAPI normalizer renders at least what the @asyncapi/parser-based load path rendered, for every
 * AsyncAPI document of the corpus and the AsyncAPI fixtures: same operations (ids, actions, channels,
 * messages, replies, bindings, security, servers), same messages (payload and headers with their
 * properties, correlation ids, bindings, examples, tags), the schemas, servers, tags and security schemes.
 * The baseline summaries were captured from the parser path (test/helpers/capture-asyncapi-equivalence.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { parseSpec } from '../../src/index.js';
import { summarizeAsyncApi, type AsyncApiSummary } from '../helpers/asyncapi-summary.js';

const baselines = new URL('../fixtures/asyncapi-equivalence/', import.meta.url);
const specs = new URL('../../../shared/specs/', import.meta.url);
const fixtures = new URL('../fixtures/', import.meta.url);

const sourceOf = (name: string): URL => (name.startsWith('fixture-') ? new URL(name.slice('fixture-'.length), fixtures) : new URL(name, specs));

/** Every entry of `expected` is in `actual` (by key), equal. */
function includesAll<T>(actual: T[], expected: T[], key: (item: T) => string, what: string): void {
  const byKey = new Map(actual.map((item) => [key(item), item]));
  for (const item of expected) {
    const found = byKey.get(key(item));
    assert.ok(found !== undefined, `${what} ${key(item)} is rendered`);
    assert.deepEqual(found, item, `${what} ${key(item)}`);
  }
}

describe('AsyncAPI: our normalizer renders at least what the parser-based path did', () => {
  const names = readdirSync(baselines).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
  it('covers every AsyncAPI document of the corpus', () => {
    const corpus = readdirSync(specs).filter((f) => f.startsWith('asyncapi'));
    assert.ok(corpus.length >= 20);
    for (const file of corpus) assert.ok(names.includes(file), `${file} has a baseline`);
  });
  for (const name of names) {
    it(name, async () => {
      const expected = JSON.parse(readFileSync(new URL(`${name}.json`, baselines), 'utf8')) as AsyncApiSummary;
      const model = await parseSpec(readFileSync(sourceOf(name), 'utf8'), { sourceUrl: `https://specs.example.com/${name}` });
      const actual = summarizeAsyncApi(model);
      includesAll(actual.operations, expected.operations, (o) => o.id, 'operation');
      includesAll(actual.messages, expected.messages, (m) => m.id, 'message');
      includesAll(actual.servers, expected.servers, (s) => s.name ?? s.url, 'server');
      includesAll(actual.securitySchemes, expected.securitySchemes, (s) => s.key, 'security scheme');
      for (const schema of expected.schemas) assert.ok(actual.schemas.includes(schema), `schema ${schema}`);
      for (const tag of expected.tags) assert.ok(actual.tags.includes(tag), `tag ${tag}`);
    });
  }
});
