// OpenAPI 3.2 parameters, media types and examples, end to end: the model, the request Try-It builds, the sample text.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  buildRequest,
  initialFormState,
  parseSpec,
  paramKey,
  sendBlockerList,
  TryItForm,
  type ApiModel,
  type Operation,
  type Parameter,
} from '../../src/index.js';
import { defaultRequest } from '../../src/samples/default-request.js';
import { generateCurl } from '../../src/samples/http/curl.js';
import { streamExample } from '../../src/schema/stream-example.js';
import { serializeQuerystring } from '../../src/request/querystring.js';
import { searchDocuments } from '../../src/search/index.js';
import { oas3, parseDoc } from './spec-helpers.js';

const FIXTURE = readFileSync(new URL('../fixtures/oas32/media.yaml', import.meta.url), 'utf8');

let model: ApiModel;
const op = (id: string): Operation => {
  const found = model.operations.find((o) => o.id === id);
  assert.ok(found, `operation ${id}`);
  return found;
};
const media = (id: string, status: string, type: string) => {
  const found = op(id).responses.find((r) => r.status === status)?.content.find((m) => m.mediaType === type);
  assert.ok(found, `${id} ${status} ${type}`);
  return found;
};
const url = (operation: Operation, form = initialFormState(operation, model)) => buildRequest(operation, form, { model }).url;

before(async () => {
  model = await parseSpec(FIXTURE, { sourceUrl: 'https://specs.example.com/media.yaml' });
});

describe('OpenAPI 3.2: querystring parameter', () => {
  it('is one parameter in "querystring" with its media type and schema', () => {
    const [param] = op('search').parameters;
    assert.equal(param?.in, 'querystring');
    assert.equal(param?.name, 'filter');
    assert.equal(param?.contentType, 'application/x-www-form-urlencoded');
    assert.deepEqual(Object.keys(param?.schema?.properties ?? {}), ['q', 'limit']);
    assert.equal(param?.required, true);
  });

  it('its serialized example prefills the fields and is sent as the query string, percent-encoded', () => {
    const request = defaultRequest(op('search'), model);
    assert.equal(request.url, 'https://api.example.com/v1/search?q=red%20shoes&limit=5');
    assert.equal(generateCurl(request), `curl 'https://api.example.com/v1/search?q=red%20shoes&limit=5'`);
  });

  it('Try-It edits one property at a time; emptying a field leaves it out; required and empty blocks Send', () => {
    const operation = op('search');
    const param = operation.parameters[0] as Parameter;
    const form = new TryItForm(operation, model);
    form.setQuerystringField(param, 'q', 'a&b=c');
    form.setQuerystringField(param, 'limit', '');
    assert.equal(url(operation, form.state), 'https://api.example.com/v1/search?q=a%26b%3Dc');
    form.setQuerystringField(param, 'q', '');
    assert.equal(form.state.params[paramKey(param)], '');
    assert.equal(url(operation, form.state), 'https://api.example.com/v1/search');
    assert.deepEqual(sendBlockerList(operation, form.state), [{ code: 'param-required', place: 'querystring', name: 'filter' }]);
  });

  it('a raw media type sends the text as typed (reserved characters kept); query parameters come first', () => {
    assert.equal(url(op('rawSearch')), 'https://api.example.com/v1/raw-search?page=2&price%3E10&sort=asc');
  });

  it('serializes by media type: form pairs (arrays exploded), JSON text encoded whole', () => {
    assert.equal(serializeQuerystring({ contentType: 'application/x-www-form-urlencoded' }, { tag: ['a', 'b'], n: 1 }), 'tag=a&tag=b&n=1');
    assert.equal(serializeQuerystring({ contentType: 'application/json' }, { a: 'x y' }), '%7B%22a%22%3A%22x%20y%22%7D');
    assert.equal(serializeQuerystring({}, 'x=1&y=%20'), 'x=1&y=%20');
  });

  it('without content: a warning, and the parameter is left out', () => {
    assert.deepEqual(op('broken').parameters, []);
    assert.ok(model.warnings.some((w) => w.key === 'querystringWithoutContent' && w.message.includes('"nothing"')));
  });

  it('next to query parameters: a warning, not a failure', () => {
    assert.equal(op('rawSearch').parameters.length, 2);
    assert.ok(model.warnings.some((w) => w.key === 'queryWithQuerystring'));
  });

  it('is not read from a 3.1 document (the location did not exist there)', async () => {
    const doc = oas3({ '/x': { get: { parameters: [{ name: 'q', in: 'querystring', content: { 'text/plain': {} } }], responses: {} } } }, {}, '3.1.0');
    const old = await parseDoc(doc);
    assert.deepEqual(old.operations[0]?.parameters, []);
  });
});

describe('OpenAPI 3.2: streams (itemSchema)', () => {
  it('Server-Sent Events: event, id, retry and data lines, data as the JSON of contentSchema, blank line between events', () => {
    const sse = media('events', '200', 'text/event-stream');
    assert.ok(sse.itemSchema?.properties?.['data']?.contentSchema?.properties?.['symbol']);
    assert.equal(
      streamExample(sse),
      'event: price\nid: 1\nretry: 3000\ndata: {"symbol":"ACME","price":12.5}\n\n' +
        'event: price\nid: 2\nretry: 3000\ndata: {"symbol":"ACME","price":12.5}\n\n',
    );
  });

  it('JSON Lines: one JSON text per line (request body too)', () => {
    const body = op('importLines').requestBody?.content[0];
    assert.ok(body?.itemSchema);
    assert.equal(streamExample(body, 'request'), '{"symbol":"ACME","price":12.5}\n{"symbol":"ACME","price":12.5}\n');
  });

  it('json-seq: each record starts with RS (0x1E)', () => {
    assert.equal(streamExample(media('importLines', '202', 'application/json-seq')), '\u001e{"symbol":"ACME","price":12.5}\n\u001e{"symbol":"ACME","price":12.5}\n');
  });

  it('multipart/mixed: boundary parts, prefixEncoding for the first item, itemEncoding for the rest', () => {
    const mixed = media('importLines', '202', 'multipart/mixed');
    assert.equal(mixed.prefixEncoding?.[0]?.contentType, 'application/vnd.first+json');
    assert.equal(mixed.itemEncoding?.contentType, 'application/json');
    const part = '{\n  "symbol": "ACME",\n  "price": 12.5\n}';
    assert.equal(
      streamExample(mixed),
      `--item-boundary\nContent-Type: application/vnd.first+json\n\n${part}\n--item-boundary\nContent-Type: application/json\n\n${part}\n--item-boundary--\n`,
    );
  });

  it('search indexes the properties of inline stream items (a named item schema has its own entry)', () => {
    const docs = [...searchDocuments(model)].flat();
    const fields = docs.filter((d) => d.kind === 'property' && d.path === '/events').map((d) => d.title);
    assert.deepEqual(fields, ['event', 'id', 'retry', 'data']);
  });

  it('a media type that is not a stream has no stream example', () => {
    assert.equal(streamExample({ mediaType: 'application/json', itemSchema: { type: ['string'] } }), undefined);
  });
});

describe('OpenAPI 3.2: Example objects, media type refs', () => {
  it('content entries may be $refs to components.mediaTypes', () => {
    const body = op('addPet').requestBody?.content[0];
    assert.equal(body?.schema?.name, 'Pet');
    assert.deepEqual(body?.examples?.map((e) => e.name), ['cat', 'external']);
    assert.equal(media('addPet', '201', 'application/json').schema?.name, 'Pet');
  });

  it('dataValue, serializedValue and externalValue are read', () => {
    const [cat, external] = op('addPet').requestBody?.content[0]?.examples ?? [];
    assert.deepEqual(cat?.dataValue, { kind: 'cat', name: 'Tom' });
    assert.equal(cat?.serializedValue, '{"kind":"cat","name":"Tom"}');
    assert.equal(external?.externalValue, 'https://example.com/pet.json');
  });

  it('Try-It and samples use dataValue like value', () => {
    const request = defaultRequest(op('addPet'), model);
    assert.deepEqual(request.body, { kind: 'text', contentType: 'application/json', text: '{\n  "kind": "cat",\n  "name": "Tom"\n}' });
  });

  it('value keeps working', async () => {
    const doc = oas3(
      { '/x': { post: { requestBody: { content: { 'application/json': { examples: { a: { value: { n: 1 } } } } } }, responses: {} } } },
      {},
      '3.2.0',
    );
    const parsed = await parseDoc(doc);
    assert.deepEqual(defaultRequest(parsed.operations[0] as Operation, parsed).body, { kind: 'text', contentType: 'application/json', text: '{\n  "n": 1\n}' });
  });
});

describe('OpenAPI 3.2: small fields', () => {
  it('server name', () => {
    assert.deepEqual(model.servers.map((s) => s.name), ['production', 'staging']);
    assert.equal(model.servers[0]?.description, 'Live data');
  });

  it('response summary next to the description', () => {
    const ok = op('search').responses[0];
    assert.equal(ok?.summary, 'Matching items');
    assert.equal(ok?.description, 'The items that match, **ranked**.');
  });

  it('discriminator defaultMapping names the fallback schema', () => {
    const pet = model.schemas.get('Pet');
    assert.deepEqual(pet?.discriminator, { propertyName: 'kind', mapping: { cat: 'Cat' }, defaultMapping: 'OtherPet' });
  });

  it('XML nodeType; the older attribute flag reads as nodeType attribute', async () => {
    const pet = model.schemas.get('Pet');
    assert.equal(pet?.properties?.['kind']?.xml?.nodeType, 'attribute');
    assert.equal(pet?.properties?.['name']?.xml?.nodeType, 'text');
    const old = await parseDoc(oas3({}, { components: { schemas: { A: { type: 'string', xml: { attribute: true, name: 'a' } } } } }));
    assert.deepEqual(old.schemas.get('A')?.xml, { name: 'a', attribute: true, nodeType: 'attribute' });
  });
});
