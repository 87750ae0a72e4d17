/**
 * Hostile OpenAPI 3.2 documents (issue 48 point 3) load with their problems as warnings, or end in a clear
 * SpecLoadError, and what the page reads from the model never throws. No time is asserted here: a timed test
 * flakes on a busy machine; the longest synchronous step of each is a figure `npm run bench:hostile` prints. What
 * is asserted instead is the size of what comes out (warnings of bounded length, a tag tree of bounded depth).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { navigationOf, parseSpec, type ApiModel, type Operation } from '../../src/index.js';
import { MAX_TAG_DEPTH } from '../../src/model/tag-tree.js';
import { defaultRequest } from '../../src/samples/default-request.js';
import { generateCurl } from '../../src/samples/http/curl.js';
import { streamExample } from '../../src/schema/stream-example.js';
import { apiModel, operation } from '../helpers/models.js';
import { expectLoadError } from './spec-helpers.js';
import {
  exampleDisagreement,
  hugeSelf,
  itemSchemaRecursion,
  itemSchemaSelfLoop,
  LONG_NON_TOKEN,
  LONG_TOKEN,
  manyAdditionalOperations,
  ODD_METHOD_KEYS,
  ODD_TOKEN_KEYS,
  oddMethodTokens,
  querystringBesideQuery,
  tagParentChain,
  tagParentCycles,
} from '../helpers/hostile-openapi32-docs.js';

const JS_ERROR_TEXT = /TypeError|is not a function|Cannot read propert|undefined|stack|at \w+ \(/;
/** No warning carries megabytes of spec text: a quoted key, name or URL is cut to 120 characters. */
const MAX_MESSAGE = 2_000;
const SOURCE = 'https://specs.example.com/hostile.json';

/** What the page reads from a model: each operation's details, the navigation, the default request, its curl sample, stream examples. */
function readAll(model: ApiModel): void {
  navigationOf(model);
  for (const op of model.operations) {
    void op.callbacks;
    generateCurl(defaultRequest(op, model));
    for (const media of [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)]) streamExample(media);
  }
}

async function load(text: string): Promise<ApiModel> {
  const model = await parseSpec(text, { sourceUrl: SOURCE });
  readAll(model);
  for (const w of model.warnings) {
    assert.notEqual(w.code, 'internal', w.message);
    assert.doesNotMatch(w.message, JS_ERROR_TEXT);
    assert.ok(w.message.length <= MAX_MESSAGE, `${w.key}: ${w.message.length} characters`);
  }
  return model;
}

const countByKey = (model: ApiModel): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const w of model.warnings) counts[w.key ?? w.code] = (counts[w.key ?? w.code] ?? 0) + 1;
  return counts;
};
const byId = (model: ApiModel, id: string): Operation => model.operations.find((op) => op.id === id) ?? assert.fail(`operation ${id}`);
const where = (op: Operation): string[] => op.parameters.map((p) => `${p.in} ${p.name}`);

describe('OpenAPI 3.2: a querystring parameter beside query parameters', () => {
  it('loads with a warning; the query parameters are sent first, then the query string', async () => {
    const model = await load(querystringBesideQuery());
    assert.deepEqual(countByKey(model), { queryWithQuerystring: 1 });
    assert.deepEqual(where(byId(model, 'mixed')), ['query q0', 'query q1', 'querystring filter']);
    assert.equal(defaultRequest(byId(model, 'mixed'), model).url, 'https://specs.example.com/search?q0=v0&q1=v1&term=x%20y&page=2');
    assert.deepEqual(where(byId(model, 'pathLevelQuery')), ['query q0', 'querystring filter'], 'path-level query parameters count too');
  });
  it('two querystring parameters (3.2 allows one) are both read and sent, one after the other', async () => {
    const model = await load(querystringBesideQuery());
    const op = byId(model, 'twoQuerystrings');
    assert.deepEqual(where(op), ['querystring first', 'querystring second']);
    assert.match(defaultRequest(op, model).url, /^https:\/\/specs\.example\.com\/twice\?term=x%20y&page=2&%7B/);
  });
  it('2,000 query parameters beside it: every one is read', async () => {
    const model = await load(querystringBesideQuery(2_000));
    assert.equal(byId(model, 'mixed').parameters.length, 2_001);
  });
});

describe('OpenAPI 3.2: odd additionalOperations keys', () => {
  it('a key that is no method token is skipped with a warning naming it, cut to 120 characters', async () => {
    const model = await load(oddMethodTokens());
    const skipped = model.warnings.filter((w) => w.key === 'additionalOperationNotToken');
    assert.deepEqual(skipped.map((w) => w.location), ODD_METHOD_KEYS.map((key) => `/paths/~1things/additionalOperations/${key.replace(/\//g, '~1')}`));
    assert.deepEqual(skipped.map((w) => w.params?.[0]), ODD_METHOD_KEYS.map((key) => (key === LONG_NON_TOKEN ? `${'<'.repeat(119)}…` : key)));
    assert.deepEqual(countByKey(model), { additionalOperationNotToken: ODD_METHOD_KEYS.length, additionalOperationFixedMethod: 2 });
  });
  it('odd but valid tokens (__proto__, constructor, 100,000 characters) are operations, their method as written', async () => {
    const model = await load(oddMethodTokens());
    assert.deepEqual(model.operations.map((op) => op.method), ['get', ...ODD_TOKEN_KEYS]);
    assert.equal(new Set(model.operations.map((op) => op.id)).size, model.operations.length, 'ids are unique');
    const long = model.operations.at(-1)!;
    assert.equal(defaultRequest(long, model).method, LONG_TOKEN);
    assert.equal(Object.getPrototypeOf(model.operations), Array.prototype, 'no key reached a prototype');
  });
  it('5,000 valid and 5,000 invalid entries: 5,000 operations and 5,000 warnings', async () => {
    const model = await load(manyAdditionalOperations(5_000, 5_000));
    assert.equal(model.operations.filter((op) => op.path === '/many').length, 5_000);
    assert.deepEqual(countByKey(model), { additionalOperationNotToken: 5_000 });
    assert.equal(navigationOf(model).order.length, 5_001);
  });
  it('past limits.maxOperations the document is refused as too large', async () => {
    await expectLoadError(manyAdditionalOperations(25_000), 'too-large', /25001 operations, more than the 20000 allowed/);
  });
});

describe('OpenAPI 3.2: tag parent cycles and chains', () => {
  it('a → b → a and a self-parent: a warning per tag of a cycle, each at the top level; a tag hanging on one stays nested', async () => {
    const model = await load(tagParentCycles());
    const cycles = model.warnings.filter((w) => w.key === 'tagParentCycle');
    assert.deepEqual(cycles.map((w) => [w.location, w.params?.[1]]), [
      ['/tags/0/parent', 'a → b → a'],
      ['/tags/1/parent', 'a → b → a'],
      ['/tags/2/parent', 'self → self'],
      ['/tags/4/parent', 'r0 → r1 → r2 → r0'],
      ['/tags/5/parent', 'r0 → r1 → r2 → r0'],
      ['/tags/6/parent', 'r0 → r1 → r2 → r0'],
    ]);
    const top = navigationOf(model).groups[0]?.tags ?? [];
    assert.deepEqual(top.map((t) => [t.name, t.children.map((c) => c.name)]), [['a', ['child']], ['b', []], ['self', []], ['r0', []], ['r1', []], ['r2', []]]);
  });
  it('a ring of 10,000 tags: 10,000 warnings, each naming the ring by its first tags (not all 10,000 names)', async () => {
    const model = await load(tagParentCycles(10_000));
    const ring = model.warnings.filter((w) => w.key === 'tagParentCycle' && w.location !== undefined && /^\/tags\/([4-9]|\d\d+)\//.test(w.location));
    assert.equal(ring.length, 10_000);
    assert.equal(ring[0]?.params?.[1], 'r0 → r1 → r2 → r3 → r4 → … → r9999 → r0');
    assert.ok(navigationOf(model).allTags.every((t) => t.depth <= 1));
  });
  it('a chain of 10,000 parents loads; the page nests MAX_TAG_DEPTH levels, the next tag starts a tree at the top level', async () => {
    const model = await load(tagParentChain(10_000));
    assert.deepEqual(model.warnings, []);
    assert.equal(model.tags.find((t) => t.name === 'level9999')?.parent, 'level9998', 'the model keeps the parent as written');
    const nav = navigationOf(model);
    assert.equal(nav.allTags.length, 10_000);
    assert.equal(Math.max(...nav.allTags.map((t) => t.depth)), MAX_TAG_DEPTH);
    assert.deepEqual(nav.groups[0]?.tags.slice(0, 3).map((t) => [t.name, t.depth]), [['level0', 0], [`level${MAX_TAG_DEPTH + 1}`, 0], [`level${2 * MAX_TAG_DEPTH + 2}`, 0]]);
    assert.deepEqual(nav.order.map((op) => op.id), ['op-level0', 'op-level9999']);
    assert.ok([...nav.tagAncestors.values()].every((above) => above.length <= MAX_TAG_DEPTH));
  });
  it('navigation of a hand-made model with a 10,000-deep chain does not overflow the stack', () => {
    const model = apiModel([operation({ id: 'deep', tags: ['t9999'] })]);
    model.tags = Array.from({ length: 10_000 }, (_, i) => ({ name: `t${i}`, operationIds: i === 9_999 ? ['deep'] : [], ...(i > 0 && { parent: `t${i - 1}` }) }));
    const nav = navigationOf(model);
    assert.equal(nav.allTags.length, 10_000);
    assert.equal(nav.homeTag.get('deep'), 't9999');
    assert.deepEqual(nav.tagAncestors.get('t9999'), Array.from({ length: 9_999 % (MAX_TAG_DEPTH + 1) }, (_, i) => `t${9_999 - (9_999 % (MAX_TAG_DEPTH + 1)) + i}`));
  });
});

describe('OpenAPI 3.2: itemSchema recursion', () => {
  it('an item schema that refers back to itself through $ref, in every stream format: loads, examples stop at the loop', async () => {
    const model = await load(itemSchemaRecursion());
    assert.deepEqual(model.warnings, []);
    const example = (id: string): string | undefined => {
      const op = byId(model, id);
      const media = op.responses[0]?.content[0];
      assert.ok(media?.itemSchema, `${id} has an item schema`);
      return streamExample(media);
    };
    assert.equal(example('application-jsonl'), '{}\n{}\n');
    assert.equal(example('application-json-seq'), '\u001e[]\n\u001e[]\n');
    assert.match(example('text-event-stream') ?? '', /^data: /m);
    assert.match(example('multipart-mixed') ?? '', /^--item-boundary$/m);
    assert.equal(example('named'), '{"children":[]}\n{"children":[]}\n');
    const body = byId(model, 'named').requestBody?.content[0]?.itemSchema;
    assert.equal(body, body?.properties?.['children']?.items, 'the recursion is one node, not an endless copy');
  });
  it('an item schema that is only a $ref to itself ends in circular-ref', async () => {
    await expectLoadError(itemSchemaSelfLoop(), 'circular-ref', /itemSchema → itemSchema → itemSchema loops without ever reaching/);
  });
});

describe('OpenAPI 3.2: huge $self', () => {
  it('5 MB of URL with odd characters: the base of relative servers, percent-encoded', async () => {
    const model = await load(hugeSelf(5 * 1024 * 1024));
    assert.deepEqual(model.warnings, []);
    assert.ok((model.baseUrl?.length ?? 0) > 5 * 1024 * 1024);
    assert.match(model.baseUrl ?? '', /^https:\/\/specs\.example\.com\/a%20b\/%C3%BC%E2%82%AC\/%3Cscript%3E/);
    const url = defaultRequest(model.operations[0]!, model).url;
    assert.ok(url.endsWith('/v1/things') && !/[\s<>"]/.test(url), url.slice(-200));
  });
  it('5 MB with a fragment: a warning quoting its first 120 characters; the fetch URL stays the base', async () => {
    const model = await load(hugeSelf(5 * 1024 * 1024, true));
    assert.deepEqual(model.warnings.map((w) => [w.key, w.location, (w.params?.[0] as string).length]), [['selfNotUri', '/$self', 120]]);
    assert.equal(model.baseUrl, undefined);
    assert.equal(defaultRequest(model.operations[0]!, model).url, 'https://specs.example.com/v1/things');
  });
});

describe('OpenAPI 3.2: dataValue and serializedValue that disagree', () => {
  it('loads without a warning; each is kept as written, a non-string serializedValue is dropped', async () => {
    const model = await load(exampleDisagreement());
    assert.deepEqual(model.warnings, []);
    const op = byId(model, 'post');
    const examples = op.requestBody?.content[0]?.examples ?? [];
    assert.deepEqual(examples.map((e) => [e.name, e.value, e.dataValue, e.serializedValue]), [
      ['differ', undefined, { n: 1 }, '{"n":2}'],
      ['types', undefined, 'text', '42'],
      ['notJson', undefined, { n: 1 }, '{not json'],
      ['notString', undefined, { n: 1 }, undefined],
      ['both', { n: 3 }, { n: 4 }, 'n=5'],
    ]);
  });
  it('the request uses dataValue for bodies and parameters, serializedValue for the query string (its wire form)', async () => {
    const model = await load(exampleDisagreement());
    const request = defaultRequest(byId(model, 'post'), model);
    assert.equal(request.body?.kind === 'text' && request.body.text, '{\n  "n": 1\n}');
    assert.deepEqual(request.headers.find(([name]) => name === 'q'), ['q', '1']);
    assert.equal(request.url, 'https://specs.example.com/things?%7B%22n%22%3A2%7D=');
  });
});
