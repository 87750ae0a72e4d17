/**
 * Generated hostile OpenAPI 3.2 documents (issue 48 point 3), never committed as files: each breaks a rule of 3.2
 * or stretches one of its features far past real documents. Shared by test/core/hostile-openapi32.test.ts and
 * `npm run bench:hostile`.
 */

const ok = { '200': { description: 'ok' } };

function doc32(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ openapi: '3.2.0', info: { title: 'Hostile 3.2', version: '1' }, paths, ...extra });
}

const formQuery = (name: string) => ({
  name,
  in: 'querystring',
  content: {
    'application/x-www-form-urlencoded': {
      schema: { type: 'object', properties: { term: { type: 'string' }, page: { type: 'integer' } } },
      example: { term: 'x y', page: 2 },
    },
  },
});

/**
 * A `querystring` parameter beside `query` parameters (forbidden by 3.2): at operation level, with the query ones
 * at path level, and as a second `querystring` parameter (3.2 allows one). `queryCount` query parameters in all.
 */
export function querystringBesideQuery(queryCount = 2): string {
  const query = Array.from({ length: queryCount }, (_, i) => ({ name: `q${i}`, in: 'query', schema: { type: 'string' }, example: `v${i}` }));
  return doc32({
    '/search': { get: { operationId: 'mixed', parameters: [...query, formQuery('filter')], responses: ok } },
    '/items': { parameters: query.slice(0, 1), get: { operationId: 'pathLevelQuery', parameters: [formQuery('filter')], responses: ok } },
    '/twice': {
      get: {
        operationId: 'twoQuerystrings',
        parameters: [formQuery('first'), { name: 'second', in: 'querystring', content: { 'application/json': { schema: { type: 'object' }, example: { n: 1 } } } }],
        responses: ok,
      },
    },
  });
}

/** A very long key that is a valid method token, and one that is not. */
export const LONG_TOKEN = 'X'.repeat(100_000);
export const LONG_NON_TOKEN = '<'.repeat(1_000_000);

/** `additionalOperations` keys that are no HTTP method token (every one is skipped with a warning). */
export const ODD_METHOD_KEYS = [
  'BAD METHOD', 'PÜRGE', 'ПОЛУЧИТЬ', '🚀', '<script>alert(1)</script>', '', ' ', 'A\u0000B', 'LINE\nBREAK',
  '\u202eESREVER', 'a/b', '{x}', '"quoted"', LONG_NON_TOKEN,
];
/** Keys that are method tokens, though odd ones: kept as operations, as written. */
export const ODD_TOKEN_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', "!#$%&'*+-.^_`|~", 'Purge', LONG_TOKEN];

/** One path item whose additionalOperations has every odd key above, and a fixed method in the wrong case. */
export function oddMethodTokens(): string {
  // fromEntries: `__proto__` becomes an own key (an assignment would set the object's prototype instead).
  const operations = Object.fromEntries([...ODD_METHOD_KEYS, ...ODD_TOKEN_KEYS, 'Get', 'QUERY'].map((key) => [key, { responses: ok }]));
  return doc32({ '/things': { get: { responses: ok }, additionalOperations: operations } });
}

/**
 * `count` valid additionalOperations entries on one path item, and `badCount` that are no method token on
 * another. Past limits.maxOperations (20,000) the document is refused as too large.
 */
export function manyAdditionalOperations(count: number, badCount = 0): string {
  const valid = Object.fromEntries(Array.from({ length: count }, (_, i) => [`M${i}`, { tags: [`t${i % 50}`], responses: ok }]));
  const bad = Object.fromEntries(Array.from({ length: badCount }, (_, i) => [`BAD ${i}`, { responses: ok }]));
  return doc32({ '/many': { additionalOperations: valid }, '/bad': { get: { responses: ok }, additionalOperations: bad } });
}

const taggedOp = (tag: string) => ({ get: { operationId: `op-${tag}`, tags: [tag], responses: ok } });

/** Tag `parent` cycles: a → b → a, a self-parent, a ring of `ringSize` tags, and a tag hanging on the first cycle. */
export function tagParentCycles(ringSize = 3): string {
  const ring = Array.from({ length: ringSize }, (_, i) => ({ name: `r${i}`, parent: `r${(i + 1) % ringSize}` }));
  const tags = [{ name: 'a', parent: 'b' }, { name: 'b', parent: 'a' }, { name: 'self', parent: 'self' }, { name: 'child', parent: 'a' }, ...ring];
  const paths = Object.fromEntries(['a', 'b', 'self', 'child', 'r0', `r${ringSize - 1}`].map((tag) => [`/${tag}`, taggedOp(tag)]));
  return doc32(paths, { tags });
}

/** A chain of `depth` tags, each the parent of the next; the root and the deepest tag have an operation. */
export function tagParentChain(depth: number): string {
  const tags = Array.from({ length: depth }, (_, i) => (i === 0 ? { name: 'level0' } : { name: `level${i}`, parent: `level${i - 1}` }));
  return doc32({ '/root': taggedOp('level0'), '/deepest': taggedOp(`level${depth - 1}`) }, { tags });
}

/** Where the item schema of `path`'s 200 response in `mediaType` sits (a JSON pointer as a `$ref`). */
export const itemSchemaRef = (path: string, mediaType: string): string =>
  `#/paths/${path.replace(/\//g, '~1')}/get/responses/200/content/${mediaType.replace(/\//g, '~1')}/itemSchema`;

const stream = (mediaType: string, itemSchema: unknown) => ({
  get: { operationId: mediaType.replace(/\W/g, '-'), responses: { '200': { description: 'ok', content: { [mediaType]: { itemSchema } } } } },
});

/**
 * `itemSchema` recursion: an item schema that refers back to itself through `$ref`, in every stream format — through a
 * property, through `items`, through `allOf`, through an event's `contentSchema`, and through a named schema.
 */
export function itemSchemaRecursion(): string {
  const self = (path: string, type: string) => ({ $ref: itemSchemaRef(path, type) });
  return doc32(
    {
      '/lines': stream('application/jsonl', { type: 'object', properties: { next: self('/lines', 'application/jsonl') } }),
      '/seq': stream('application/json-seq', { type: 'array', items: self('/seq', 'application/json-seq') }),
      '/all': stream('application/x-ndjson', { allOf: [self('/all', 'application/x-ndjson'), { type: 'object' }] }),
      '/events': stream('text/event-stream', {
        type: 'object',
        properties: { data: { type: 'string', contentMediaType: 'application/json', contentSchema: self('/events', 'text/event-stream') } },
      }),
      '/parts': stream('multipart/mixed', { oneOf: [self('/parts', 'multipart/mixed'), { type: 'string' }] }),
      '/named': {
        post: {
          operationId: 'named',
          requestBody: { content: { 'application/jsonl': { $ref: '#/components/mediaTypes/NodeStream' } } },
          responses: { '200': { description: 'ok', content: { 'application/jsonl': { $ref: '#/components/mediaTypes/NodeStream' } } } },
        },
      },
    },
    {
      components: {
        schemas: { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } } },
        mediaTypes: { NodeStream: { itemSchema: { $ref: '#/components/schemas/Node' } } },
      },
    },
  );
}

/** An item schema that is only a `$ref` to itself: there is no schema at the end of it. */
export function itemSchemaSelfLoop(): string {
  return doc32({ '/loop': stream('application/jsonl', { $ref: itemSchemaRef('/loop', 'application/jsonl') }) });
}

/** About `bytes` of URL path with odd characters: spaces, non-ASCII, markup, bad percent escapes, quotes. */
export function oddUrlText(bytes: number): string {
  const piece = 'a b/ü€/<script>alert(1)</script>/%zz/"q"\'/\\/\u202e/';
  return piece.repeat(Math.ceil(bytes / piece.length));
}

/** A `$self` of about `bytes`: a URL with odd characters, or (`fragment`) one that is no URI reference without a fragment. */
export function hugeSelf(bytes: number, fragment = false): string {
  const self = `https://specs.example.com/${oddUrlText(bytes)}openapi.json${fragment ? '#/fragment' : ''}`;
  return doc32(
    {
      '/things': {
        get: {
          operationId: 'things',
          responses: {
            '200': { description: 'ok', content: { 'application/json': { examples: { remote: { externalValue: 'examples/thing.json' } } } } },
          },
        },
      },
    },
    { $self: self, servers: [{ url: 'v1' }] },
  );
}

/**
 * Example Objects whose `dataValue` and `serializedValue` disagree: different values, different types, a serialized
 * form that is not JSON, a non-string serializedValue, and `value` next to `dataValue` (3.2 forbids both).
 */
export function exampleDisagreement(): string {
  const examples = {
    differ: { dataValue: { n: 1 }, serializedValue: '{"n":2}' },
    types: { dataValue: 'text', serializedValue: '42' },
    notJson: { dataValue: { n: 1 }, serializedValue: '{not json' },
    notString: { dataValue: { n: 1 }, serializedValue: { n: 1 } },
    both: { value: { n: 3 }, dataValue: { n: 4 }, serializedValue: 'n=5' },
  };
  const schema = { type: 'object', properties: { n: { type: 'integer' } } };
  return doc32({
    '/things': {
      post: {
        operationId: 'post',
        parameters: [
          { name: 'q', in: 'header', schema: { type: 'integer' }, examples: { differ: { dataValue: 1, serializedValue: '2' } } },
          { name: 'whole', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema, examples } } },
        ],
        requestBody: { content: { 'application/json': { schema, examples } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema, examples } } } },
      },
    },
  });
}
