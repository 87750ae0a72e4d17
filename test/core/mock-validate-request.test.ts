// The mock's strict request check (src/mock/validate-request.ts) and its problem+json answer: every parameter
// style and explode valid and invalid, bodies by media type, security alternatives; then the corpus round-trip:
// what our Try-It form sends for every operation of every OpenAPI document passes the check.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ApiModel, Operation } from '../../src/index.js';
import { problemAnswer } from '../../src/mock/problem-answer.js';
import type { MockRequest, RequestViolation } from '../../src/mock/types.js';
import { validateRequest } from '../../src/mock/validate-request.js';
import { matchPath, requestPath, toMockRequest, tryItRequest } from './mock-corpus-request.js';
import { loadCorpusSpec, oas3, parseDoc, specFiles } from './spec-helpers.js';

interface Case {
  op: Operation;
  model: ApiModel;
}

/** The one operation at `path` (`get` unless `method` says otherwise) of a document built around it. */
async function operation(path: string, op: Record<string, unknown>, extra: Record<string, unknown> = {}, version = '3.0.3', method = 'get'): Promise<Case> {
  const model = await parseDoc(oas3({ [path]: { [method]: { responses: { '200': { description: 'ok' } }, ...op } } }, extra, version));
  const found = model.operations[0];
  assert.ok(found, 'the document has an operation');
  return { op: found, model };
}

interface Init {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

function request(url: string, init: Init = {}): MockRequest {
  const out: MockRequest = { method: init.method ?? 'GET', url: new URL(url, 'https://api.example.com'), headers: new Headers(init.headers) };
  if (init.body !== undefined) out.body = typeof init.body === 'string' ? new TextEncoder().encode(init.body) : init.body;
  return out;
}

type Expected = Pick<RequestViolation, 'location' | 'pointer'> & Partial<RequestViolation>;

function violations(c: Case, req: MockRequest, pathValues: Record<string, string> = {}): RequestViolation[] {
  return validateRequest(c.op, c.model, req, pathValues);
}

function expectValid(c: Case, req: MockRequest, pathValues: Record<string, string> = {}): void {
  assert.deepEqual(violations(c, req, pathValues), []);
}

/** Each expected violation matches one found (on the fields it gives), in order, and nothing else is found. */
function expectViolations(c: Case, req: MockRequest, pathValues: Record<string, string>, expected: Expected[]): RequestViolation[] {
  const found = violations(c, req, pathValues);
  const picked = found.map((v, i) => Object.fromEntries(Object.keys(expected[i] ?? v).map((k) => [k, v[k as keyof RequestViolation]])));
  assert.deepEqual(picked, expected, JSON.stringify(found, null, 1));
  return found;
}

const integer = { type: 'integer' };
const integers = { type: 'array', items: integer };
const rgb = { type: 'object', properties: { R: integer, G: integer }, additionalProperties: false };

describe('path parameters: every style and explode', () => {
  const param = (name: string, style: string, explode: boolean, schema: unknown) => ({ name, in: 'path', required: true, style, explode, schema });
  const styled = (style: string, explode: boolean) =>
    operation('/p/{p}/{a}/{o}', { parameters: [param('p', style, explode, integer), param('a', style, explode, integers), param('o', style, explode, rgb)] });
  // [style, explode, primitive, array, object] as the OpenAPI Style Examples table writes them.
  const table: Array<[string, boolean, string, string, string]> = [
    ['simple', false, '5', '3,4,5', 'R,100,G,200'],
    ['simple', true, '5', '3,4,5', 'R=100,G=200'],
    ['label', false, '.5', '.3,4,5', '.R,100,G,200'],
    ['label', true, '.5', '.3.4.5', '.R=100.G=200'],
    ['matrix', false, ';p=5', ';a=3,4,5', ';o=R,100,G,200'],
    ['matrix', true, ';p=5', ';a=3;a=4;a=5', ';R=100;G=200'],
  ];
  for (const [style, explode, p, a, o] of table) {
    it(`${style}, explode ${explode}: valid values pass, wrong ones are found with their pointer`, async () => {
      const c = await styled(style, explode);
      expectValid(c, request('/'), { p, a, o });
      const wrong = { p: p.replace('5', 'x'), a: a.replace('4', 'four'), o: o.replace('200', 'lots') };
      expectViolations(c, request('/'), wrong, [
        { location: 'path', name: 'p', pointer: '', message: 'Expected integer, got string.' },
        { location: 'path', name: 'a', pointer: '/1', message: 'Expected integer, got string.' },
        { location: 'path', name: 'o', pointer: '/G', message: 'Expected integer, got string.' },
      ]);
    });
  }
  it('values are percent-decoded before they are checked', async () => {
    const c = await operation('/pets/{id}', { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^a b,c$' } }] });
    expectValid(c, request('/'), { id: 'a%20b%2Cc' });
    expectViolations(c, request('/'), { id: 'a%2' }, [{ location: 'path', name: 'id', pointer: '', message: 'Is not valid percent-encoding.' }]);
  });
  it('a missing prefix, a wrong matrix name, an odd list of pairs and a missing value are violations', async () => {
    const label = await styled('label', false);
    expectViolations(label, request('/'), { p: '5', a: '.1', o: '.R,1,G' }, [
      { location: 'path', name: 'p', pointer: '', message: 'Expected a label value starting with “.”.' },
      { location: 'path', name: 'o', pointer: '', message: 'Expected name,value pairs separated by commas.' },
    ]);
    const matrix = await styled('matrix', false);
    expectViolations(matrix, request('/'), { p: ';q=5', a: ';a=1' }, [
      { location: 'path', name: 'p', pointer: '', message: 'Expected “;p=…”.' },
      { location: 'path', name: 'o', pointer: '', message: 'Path parameter “o” is required.' },
    ]);
  });
  it('object properties are checked against the schema (additionalProperties: false)', async () => {
    const c = await styled('simple', true);
    expectViolations(c, request('/'), { p: '1', a: '1', o: 'R=1,B=2' }, [{ location: 'path', name: 'o', pointer: '/B', message: 'Property “B” is not allowed.' }]);
  });
});

describe('query parameters: every style and explode', () => {
  const param = (name: string, style: string, explode: boolean, schema: unknown) => ({ name, in: 'query', style, explode, schema });
  const styled = (style: string, explode: boolean) =>
    operation('/q', { parameters: [param('p', style, explode, integer), param('a', style, explode, integers), param('o', style, explode, rgb)] });
  const table: Array<[string, boolean, string, string]> = [
    ['form', true, 'p=5&a=3&a=4&a=5&R=100&G=200', 'p=x&a=3&a=four&R=1&G=lots'],
    ['form', false, 'p=5&a=3,4,5&o=R,100,G,200', 'p=x&a=3,four&o=R,1,G,lots'],
    ['spaceDelimited', false, 'a=3%204%205&o=R%20100%20G%20200', 'a=3%20four&o=R%201%20G%20lots'],
    ['pipeDelimited', false, 'a=3%7C4%7C5&o=R%7C100%7CG%7C200', 'a=3|four&o=R|1|G|lots'],
  ];
  for (const [style, explode, valid, invalid] of table) {
    it(`${style}, explode ${explode}`, async () => {
      const c = await styled(style, explode);
      expectValid(c, request(`/q?${valid}`));
      const expected: Expected[] = [
        { location: 'query', name: 'a', pointer: '/1', message: 'Expected integer, got string.' },
        { location: 'query', name: 'o', pointer: '/G', message: 'Expected integer, got string.' },
      ];
      if (invalid.startsWith('p=')) expected.unshift({ location: 'query', name: 'p', pointer: '', message: 'Expected integer, got string.' });
      expectViolations(c, request(`/q?${invalid}`), {}, expected);
    });
  }
  it('deepObject, nested objects and lists included', async () => {
    const filter = { type: 'object', properties: { color: rgb, ids: integers, name: { type: 'string' } }, required: ['name'] };
    const c = await operation('/q', { parameters: [{ name: 'f', in: 'query', style: 'deepObject', explode: true, schema: filter }] });
    expectValid(c, request('/q?f%5Bname%5D=a%20b&f%5Bcolor%5D%5BR%5D=1&f%5Bids%5D%5B0%5D=7&f%5Bids%5D%5B1%5D=8'));
    expectViolations(c, request('/q?f[color][R]=red&f[ids][0]=x'), {}, [
      { location: 'query', name: 'f', pointer: '/name', message: 'Required property “name” is missing.' },
      { location: 'query', name: 'f', pointer: '/color/R', message: 'Expected integer, got string.' },
      { location: 'query', name: 'f', pointer: '/ids/0', message: 'Expected integer, got string.' },
    ]);
    expectViolations(c, request('/q?f[name]=a&f[name][x]=b'), {}, [{ location: 'query', name: 'f', pointer: '', message: '“f[name][x]” gives both a value and an object.' }]);
  });
  it('required parameters must be there; undeclared ones are allowed; a repeated single value is refused', async () => {
    const c = await operation('/q', { parameters: [{ name: 'limit', in: 'query', required: true, schema: { type: 'integer', maximum: 100 } }] });
    expectValid(c, request('/q?limit=10&other=1'));
    expectViolations(c, request('/q?other=1'), {}, [{ location: 'query', name: 'limit', pointer: '', message: 'Query parameter “limit” is required.' }]);
    expectViolations(c, request('/q?limit=1000'), {}, [{ location: 'query', name: 'limit', pointer: '', message: 'Must be at most 100.' }]);
    expectViolations(c, request('/q?limit=1&limit=2'), {}, [{ location: 'query', name: 'limit', pointer: '', message: 'Is given 2 times; one value is expected.' }]);
    expectViolations(c, request('/q?limit=%E0%A4%A'), {}, [{ location: 'query', name: 'limit', pointer: '', message: 'Is not valid percent-encoding.' }]);
  });
  it('booleans, numbers and enums are typed from the text; `+` is a space unless allowReserved', async () => {
    const c = await operation('/q', {
      parameters: [
        { name: 'flag', in: 'query', schema: { type: 'boolean' } },
        { name: 'ratio', in: 'query', schema: { type: 'number' } },
        { name: 'sort', in: 'query', schema: { type: 'string', enum: ['a b', 'c'] } },
        { name: 'expr', in: 'query', allowReserved: true, schema: { type: 'string', const: '1+1' } },
      ],
    });
    expectValid(c, request('/q?flag=true&ratio=-1.5e3&sort=a+b&expr=1+1'));
    expectViolations(c, request('/q?flag=yes&ratio=1.5.0&sort=b'), {}, [
      { location: 'query', name: 'flag', pointer: '', message: 'Expected boolean, got string.' },
      { location: 'query', name: 'ratio', pointer: '', message: 'Expected number, got string.' },
      { location: 'query', name: 'sort', pointer: '', message: 'Must be one of "a b", "c".' },
    ]);
  });
  it('names from the request never reach Object.prototype (`__proto__`, `constructor`)', async () => {
    const c = await operation('/q', {
      parameters: [
        { name: 'f', in: 'query', style: 'deepObject', explode: true, schema: { type: 'object' } },
        { name: 'o', in: 'query', schema: { type: 'object', additionalProperties: true } },
      ],
    });
    violations(c, request('/q?f[__proto__][polluted]=1&f[constructor][prototype][polluted]=1&__proto__[polluted]=1'));
    assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
  });
  it('allowEmptyValue lets an empty value through', async () => {
    const c = await operation('/q', { parameters: [{ name: 'n', in: 'query', allowEmptyValue: true, schema: integer }] });
    expectValid(c, request('/q?n='));
  });
  it('a `content` parameter is parsed as its media type says', async () => {
    const c = await operation('/q', { parameters: [{ name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object', properties: { a: integer } } } } }] });
    expectValid(c, request(`/q?filter=${encodeURIComponent('{"a":1}')}`));
    expectViolations(c, request(`/q?filter=${encodeURIComponent('{"a":"1"}')}`), {}, [{ location: 'query', name: 'filter', pointer: '/a', message: 'Expected integer, got string.' }]);
    expectViolations(c, request('/q?filter=%7Ba'), {}, [{ location: 'query', name: 'filter', pointer: '', message: 'Is not valid JSON.' }]);
  });
});

describe('OpenAPI 3.2 querystring', () => {
  const schema = { type: 'object', properties: { q: { type: 'string' }, page: integer }, required: ['q'], additionalProperties: false };
  it('form-urlencoded (the default): the whole query string is one object', async () => {
    const c = await operation('/s', { parameters: [{ name: 'whole', in: 'querystring', required: true, content: { 'application/x-www-form-urlencoded': { schema } } }] }, {}, '3.2.0');
    expectValid(c, request('/s?q=cats&page=2'));
    expectViolations(c, request('/s?page=two&x=1'), {}, [
      { location: 'query', name: 'whole', pointer: '/q', message: 'Required property “q” is missing.' },
      { location: 'query', name: 'whole', pointer: '/page', message: 'Expected integer, got string.' },
      { location: 'query', name: 'whole', pointer: '/x', message: 'Property “x” is not allowed.' },
    ]);
    expectViolations(c, request('/s'), {}, [{ location: 'query', name: 'whole', pointer: '', message: 'The query string “whole” is required.' }]);
  });
  it('JSON: the percent-encoded JSON text', async () => {
    const c = await operation('/s', { parameters: [{ name: 'whole', in: 'querystring', content: { 'application/json': { schema } } }] }, {}, '3.2.0');
    expectValid(c, request(`/s?${encodeURIComponent('{"q":"cats"}')}`));
    expectViolations(c, request(`/s?${encodeURIComponent('{"q":1}')}`), {}, [{ location: 'query', name: 'whole', pointer: '/q', message: 'Expected string, got number.' }]);
  });
});

describe('header and cookie parameters', () => {
  const headerParams = (explode: boolean) => [
    { name: 'X-P', in: 'header', required: true, schema: integer },
    { name: 'X-A', in: 'header', explode, schema: integers },
    { name: 'X-O', in: 'header', explode, schema: rgb },
    { name: 'Content-Type', in: 'header', required: true, schema: { type: 'string', enum: ['never'] } },
  ];
  it('simple, explode false and true; Accept, Content-Type and Authorization parameters are ignored', async () => {
    const flat = await operation('/h', { parameters: headerParams(false) });
    expectValid(flat, request('/h', { headers: { 'X-P': '5', 'X-A': '3, 4,5', 'X-O': 'R,100,G,200' } }));
    const exploded = await operation('/h', { parameters: headerParams(true) });
    expectValid(exploded, request('/h', { headers: { 'x-p': '5', 'X-A': '3,4,5', 'X-O': 'R=100, G=200' } }));
    expectViolations(exploded, request('/h', { headers: { 'X-A': '3,x', 'X-O': 'R=1,G=x' } }), {}, [
      { location: 'header', name: 'X-P', pointer: '', message: 'Header “X-P” is required.' },
      { location: 'header', name: 'X-A', pointer: '/1', message: 'Expected integer, got string.' },
      { location: 'header', name: 'X-O', pointer: '/G', message: 'Expected integer, got string.' },
    ]);
  });
  it('cookies, form style exploded and not', async () => {
    const params = (explode: boolean) => [
      { name: 'p', in: 'cookie', required: true, explode, schema: integer },
      { name: 'a', in: 'cookie', explode, schema: integers },
      { name: 'o', in: 'cookie', explode, schema: rgb },
    ];
    const exploded = await operation('/c', { parameters: params(true) });
    expectValid(exploded, request('/c', { headers: { Cookie: 'p=5; a=3; a=4; R=100; G=200; other=%20x' } }));
    const flat = await operation('/c', { parameters: params(false) });
    expectValid(flat, request('/c', { headers: { Cookie: 'p=5; a=3,4,5; o=R,100,G,200' } }));
    expectViolations(flat, request('/c', { headers: { Cookie: 'a=3,x; o=R,1,G' } }), {}, [
      { location: 'cookie', name: 'p', pointer: '', message: 'Cookie “p” is required.' },
      { location: 'cookie', name: 'a', pointer: '/1', message: 'Expected integer, got string.' },
      { location: 'cookie', name: 'o', pointer: '', message: 'Expected name,value pairs.' },
    ]);
  });
});

const pet = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string', minLength: 1 },
    tags: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
  },
};
const jsonBody = (schema: unknown, required = true) => ({ requestBody: { required, content: { 'application/json': { schema } } } });
const post = (body: string, contentType = 'application/json') => request('/b', { method: 'POST', headers: { 'Content-Type': contentType }, body });

describe('request bodies', () => {
  it('JSON: valid, then each violation with its pointer; readOnly properties are never required', async () => {
    const c = await operation('/b', jsonBody(pet), {}, '3.0.3', 'post');
    expectValid(c, post('{"name":"Rex","tags":[{"name":"good"}]}'));
    expectValid(c, post('{"name":"Rex"}', 'application/json; charset=utf-8'));
    expectViolations(c, post('{"name":"","tags":[{"name":1},{}]}'), {}, [
      { location: 'body', pointer: '/name', message: 'Must be at least 1 character long.' },
      { location: 'body', pointer: '/tags/0/name', message: 'Expected string, got number.' },
      { location: 'body', pointer: '/tags/1/name', message: 'Required property “name” is missing.' },
    ]);
    expectViolations(c, post('{"name":'), {}, [{ location: 'body', pointer: '', message: 'The body is not valid JSON.', status: 400 }]);
  });
  it('recursive schemas are checked at any depth', async () => {
    const doc = { components: { schemas: { Node: { type: 'object', required: ['value'], properties: { value: integer, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } } } } };
    const c = await operation('/b', jsonBody({ $ref: '#/components/schemas/Node' }), doc, '3.0.3', 'post');
    expectValid(c, post('{"value":1,"children":[{"value":2,"children":[{"value":3}]}]}'));
    expectViolations(c, post('{"value":1,"children":[{"value":2,"children":[{"value":"3"}]}]}'), {}, [{ location: 'body', pointer: '/children/0/children/0/value' }]);
  });
  it('a discriminator picks the alternative to check', async () => {
    const doc = {
      components: {
        schemas: {
          Cat: { type: 'object', required: ['kind', 'lives'], properties: { kind: { type: 'string' }, lives: integer } },
          Dog: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, bark: { type: 'boolean' } } },
        },
      },
    };
    const schema = { oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }], discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } } };
    const c = await operation('/b', jsonBody(schema), doc, '3.0.3', 'post');
    // Both alternatives match these: plain oneOf would refuse them.
    expectValid(c, post('{"kind":"cat","lives":9}'));
    expectValid(c, post('{"kind":"Dog"}'));
    expectViolations(c, post('{"kind":"cat","lives":"nine"}'), {}, [{ location: 'body', pointer: '/lives', message: 'Expected integer, got string.' }]);
    // A value that names no alternative: the alternatives as written decide.
    expectValid(c, post('{"kind":"cow","lives":"nine"}'));
    expectViolations(c, post('{"kind":"cow","lives":"nine","bark":"loud"}'), {}, [{ location: 'body', pointer: '', message: 'Matches none of the alternatives (oneOf).' }]);
  });
  it('415 for a media type the operation does not declare or no Content-Type; 400 for a missing required body', async () => {
    const c = await operation('/b', jsonBody(pet), {}, '3.0.3', 'post');
    expectViolations(c, post('name=Rex', 'application/x-www-form-urlencoded'), {}, [
      { location: 'body', pointer: '', status: 415, message: 'Content-Type “application/x-www-form-urlencoded” is not accepted; expected one of: application/json.' },
    ]);
    expectViolations(c, request('/b', { method: 'POST', body: '{}' }), {}, [{ location: 'body', pointer: '', status: 415, message: 'The body has no Content-Type; expected one of: application/json.' }]);
    expectViolations(c, request('/b', { method: 'POST' }), {}, [{ location: 'body', pointer: '', status: 400, message: 'A request body is required.' }]);
    expectValid(await operation('/b', jsonBody(pet, false), {}, '3.0.3', 'post'), request('/b', { method: 'POST' }));
  });
  it('wildcards: `image/*` and `*/*` take any matching type; binary bodies are checked for presence only', async () => {
    const c = await operation('/b', { requestBody: { required: true, content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } }, {}, '3.0.3', 'post');
    expectValid(c, post('\u0089PNG', 'image/png'));
    expectViolations(c, post('x', 'text/plain'), {}, [{ location: 'body', pointer: '', status: 415 }]);
    const any = await operation('/b', { requestBody: { content: { '*/*': {} } } }, {}, '3.0.3', 'post');
    expectValid(any, request('/b', { method: 'POST', body: new Uint8Array([0, 1, 2]) }));
  });
  it('form-urlencoded: fields typed by their schema, encoding styles honoured, undeclared fields refused when the schema says so', async () => {
    const schema = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string' }, age: integer, ids: integers, color: rgb } };
    const c = await operation('/b', { requestBody: { content: { 'application/x-www-form-urlencoded': { schema, encoding: { color: { style: 'deepObject', explode: true } } } } } }, {}, '3.0.3', 'post');
    const form = 'application/x-www-form-urlencoded';
    expectValid(c, post('name=Rex+Dog&age=3&ids=1&ids=2&color%5BR%5D=1&color%5BG%5D=2', form));
    expectViolations(c, post('age=old&ids=x&color[R]=red&extra=1', form), {}, [
      { location: 'body', pointer: '/name', message: 'Required property “name” is missing.' },
      { location: 'body', pointer: '/age', message: 'Expected integer, got string.' },
      { location: 'body', pointer: '/ids/0', message: 'Expected integer, got string.' },
      { location: 'body', pointer: '/color/R', message: 'Expected integer, got string.' },
      { location: 'body', pointer: '/extra', message: 'Property “extra” is not allowed.' },
    ]);
  });
  it('multipart/form-data: parts parsed from the bytes, JSON parts parsed, text parts typed, required files present', async () => {
    const schema = {
      type: 'object',
      required: ['file', 'meta'],
      properties: { file: { type: 'string', format: 'binary' }, meta: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } }, count: integer },
    };
    const c = await operation('/b', { requestBody: { content: { 'multipart/form-data': { schema } } } }, {}, '3.0.3', 'post');
    const encode = async (fill: (form: FormData) => void): Promise<MockRequest> => {
      const form = new FormData();
      fill(form);
      const encoded = new Request('https://api.example.com/b', { method: 'POST', body: form });
      const headers = { 'Content-Type': encoded.headers.get('content-type') ?? '' };
      return request('/b', { method: 'POST', headers, body: new Uint8Array(await encoded.arrayBuffer()) });
    };
    expectValid(c, await encode((f) => {
      f.append('file', new Blob([new Uint8Array([0xff, 0])], { type: 'image/png' }), 'a "b".png');
      f.append('meta', new Blob(['{"title":"x"}'], { type: 'application/json' }));
      f.append('count', '3');
    }));
    expectViolations(c, await encode((f) => {
      f.append('meta', new Blob(['{}'], { type: 'application/json' }));
      f.append('count', 'three');
    }), {}, [
      { location: 'body', pointer: '/file', message: 'Required property “file” is missing.' },
      { location: 'body', pointer: '/meta/title', message: 'Required property “title” is missing.' },
      { location: 'body', pointer: '/count', message: 'Expected integer, got string.' },
    ]);
    expectViolations(c, post('--x\r\n', 'multipart/form-data'), {}, [{ location: 'body', pointer: '', message: 'The multipart Content-Type has no boundary parameter.' }]);
  });
  it('text bodies are checked against a string schema; bodies that are no UTF-8 are refused', async () => {
    const c = await operation('/b', { requestBody: { content: { 'text/plain': { schema: { type: 'string', maxLength: 3 } } } } }, {}, '3.0.3', 'post');
    expectValid(c, post('abc', 'text/plain'));
    expectViolations(c, post('abcd', 'text/plain; charset=utf-8'), {}, [{ location: 'body', pointer: '', message: 'Must be at most 3 characters long.' }]);
    expectViolations(c, request('/b', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: new Uint8Array([0xff]) }), {}, [
      { location: 'body', pointer: '', message: 'The body is not valid UTF-8 text.' },
    ]);
  });
  it('lists at most 20 schema violations', async () => {
    const c = await operation('/b', jsonBody(integers), {}, '3.0.3', 'post');
    assert.equal(violations(c, post(JSON.stringify(Array.from({ length: 30 }, () => 'x')))).length, 20);
  });
});

const schemes = {
  securitySchemes: {
    key: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
    cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
    basic: { type: 'http', scheme: 'basic' },
    bearer: { type: 'http', scheme: 'bearer' },
    digest: { type: 'http', scheme: 'Digest' },
    oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://auth.example.com/token', scopes: { 'read:pets': 'read' } } } },
    oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration' },
    mtls: { type: 'mutualTLS' },
  },
};
const secured = (security: unknown, version = '3.0.3') => operation('/s', { security }, { components: schemes }, version);
const withHeaders = (headers: Record<string, string>, url = '/s') => request(url, { headers });

describe('security', () => {
  it('apiKey in a header, the query or a cookie', async () => {
    expectValid(await secured([{ key: [] }]), withHeaders({ 'x-api-key': 'k' }));
    expectValid(await secured([{ queryKey: [] }]), request('/s?api_key=k'));
    expectValid(await secured([{ cookieKey: [] }]), withHeaders({ Cookie: 'a=1; session=abc' }));
    expectViolations(await secured([{ cookieKey: [] }]), withHeaders({ Cookie: 'a=1' }), {}, [
      { location: 'security', name: 'cookieKey', pointer: '', status: 401, message: 'An API key is expected in the “session” cookie.' },
    ]);
  });
  it('http schemes need the right scheme word in Authorization; Basic needs base64 of user:password', async () => {
    const basic = await secured([{ basic: [] }]);
    expectValid(basic, withHeaders({ Authorization: `basic ${btoa('user:pw')}` }));
    expectViolations(basic, withHeaders({ Authorization: 'Bearer abc' }), {}, [
      { location: 'security', name: 'basic', pointer: '', message: 'The Authorization header uses the “Bearer” scheme; expected an Authorization header with Basic credentials.' },
    ]);
    expectViolations(basic, withHeaders({ Authorization: 'Basic nocolon' }), {}, [{ location: 'security', name: 'basic', pointer: '', message: 'The Basic credentials are not the base64 of user:password.' }]);
    expectValid(await secured([{ bearer: [] }]), withHeaders({ Authorization: 'Bearer abc.def' }));
    expectValid(await secured([{ digest: [] }]), withHeaders({ Authorization: 'Digest username="u"' }));
    expectViolations(await secured([{ bearer: [] }]), withHeaders({ Authorization: 'Bearer' }), {}, [
      { location: 'security', name: 'bearer', pointer: '', message: 'The Authorization header has no credentials after “Bearer”.' },
    ]);
  });
  it('OAuth 2.0 and OpenID Connect expect a Bearer token; mutualTLS cannot be checked and is accepted', async () => {
    expectValid(await secured([{ oauth: ['read:pets'] }]), withHeaders({ Authorization: 'Bearer t' }));
    expectValid(await secured([{ oidc: [] }]), withHeaders({ Authorization: 'Bearer t' }));
    expectViolations(await secured([{ oidc: [] }]), request('/s'), {}, [{ location: 'security', name: 'oidc', pointer: '', message: 'Expected an Authorization header with a Bearer token.' }]);
    expectValid(await secured([{ mtls: [] }], '3.1.0'), request('/s'));
  });
  it('any one alternative is enough; the schemes of one alternative are all needed; `{}` makes it optional', async () => {
    const either = await secured([{ key: [] }, { bearer: [] }]);
    expectValid(either, withHeaders({ 'X-API-Key': 'k' }));
    expectValid(either, withHeaders({ Authorization: 'Bearer t' }));
    expectViolations(either, request('/s'), {}, [
      { location: 'security', name: 'key', pointer: '' },
      { location: 'security', name: 'bearer', pointer: '' },
    ]);
    const both = await secured([{ key: [], basic: [] }]);
    expectViolations(both, withHeaders({ 'X-API-Key': 'k' }), {}, [{ location: 'security', name: 'basic', pointer: '' }]);
    expectValid(await secured([{ key: [] }, {}]), request('/s'));
    expectValid(await secured([]), request('/s'));
  });
  it('the root requirements apply when the operation declares none', async () => {
    const model = await parseDoc(oas3({ '/s': { get: { responses: { '200': { description: 'ok' } } } } }, { components: schemes, security: [{ key: [] }] }));
    const c = { op: model.operations[0]!, model };
    expectViolations(c, request('/s'), {}, [{ location: 'security', name: 'key', pointer: '', status: 401 }]);
  });
});

describe('problemAnswer: RFC 9457 problem details', () => {
  const v = (status: RequestViolation['status'], extra: Partial<RequestViolation> = {}): RequestViolation => ({ status, location: 'query', name: 'limit', pointer: '', message: 'Expected integer, got string.', ...extra });
  it('400 with every violation listed (no name for the body)', () => {
    const answer = problemAnswer([v(400), v(400, { location: 'body', name: undefined, pointer: '/tags/0' })]);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.headers, [['Content-Type', 'application/problem+json']]);
    assert.deepEqual(JSON.parse(answer.body as string), {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The request breaks the API description in 2 places.',
      errors: [
        { in: 'query', name: 'limit', pointer: '', message: 'Expected integer, got string.' },
        { in: 'body', pointer: '/tags/0', message: 'Expected integer, got string.' },
      ],
    });
  });
  it('415 wins over 400, 401 over both; 401 names the expected http/OAuth schemes in WWW-Authenticate', async () => {
    const unsupported = problemAnswer([v(400), v(415, { location: 'body' })]);
    assert.equal(unsupported.status, 415);
    assert.equal(JSON.parse(unsupported.body as string).title, 'Unsupported Media Type');
    const c = await secured([{ basic: [] }, { oauth: ['read:pets'] }, { key: [] }]);
    const answer = problemAnswer([v(415), ...violations(c, request('/s'))]);
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.headers, [['Content-Type', 'application/problem+json'], ['WWW-Authenticate', 'Basic realm="basic", Bearer scope="read:pets"']]);
    const body = JSON.parse(answer.body as string);
    assert.equal(body.title, 'Unauthorized');
    assert.equal(body.detail, 'The request breaks the API description in 4 places.');
    assert.deepEqual(body.errors.map((e: { in: string; name?: string }) => `${e.in} ${e.name ?? ''}`), ['query limit', 'security basic', 'security oauth', 'security key']);
    const keyOnly = problemAnswer(violations(await secured([{ key: [] }]), request('/s')));
    assert.deepEqual(keyOnly.headers, [['Content-Type', 'application/problem+json']], 'an API key has no challenge');
  });
});

/**
 * Operations whose Try-It request the check rightly refuses: the document itself is at fault (its example breaks
 * its schema, or the schema admits no value the form could build). Each must still be refused: a fixed document
 * or builder shows up here as a stale entry.
 */
const CORPUS_EXCEPTIONS: Record<string, string> = {
  'oas30-box.json post /oauth2/revoke': 'the schema requires `grant_type`, a property it does not declare (the form offers declared properties only)',
  'oas30-circular-request-bodies.yaml post /direct': 'TreeNode requires `parent`, itself a TreeNode: no finite value is valid',
  'oas30-github-api.json post /orgs/{org}/issue-fields': 'the example options lack their required `priority`',
  'oas30-github-api.json put /user/codespaces/secrets/{secret_name}/repositories': 'the example gives the integer ids as strings',
  'oas30-github-api.json post /user/keys': 'the example swaps `title` and `key`: the key does not match its pattern',
  'oas30-github-api.json post /user/ssh_signing_keys': 'the example swaps `title` and `key`: the key does not match its pattern',
  'oas30-redoc-petstore.yaml post /user': 'the phone pattern is written with JavaScript slashes (/^…$/), which no phone number matches',
  'oas30-redoc-petstore.yaml put /user/{username}': 'the phone pattern is written with JavaScript slashes (/^…$/)',
  'oas30-redoc-petstore.yaml post /user/createWithArray': 'the phone pattern is written with JavaScript slashes (/^…$/)',
  'oas30-redoc-petstore.yaml post /user/createWithList': 'the phone pattern is written with JavaScript slashes (/^…$/)',
  'oas31-redoc-petstore.yaml post /user': 'the phone pattern is written with JavaScript slashes (/^…$/)',
  'oas31-redoc-petstore.yaml put /user/{username}': 'the phone pattern is written with JavaScript slashes (/^…$/)',
  'oas31-redoc-petstore.yaml post /user/createWithArray': 'the phone pattern is written with JavaScript slashes (/^…$/)',
  'oas31-redoc-petstore.yaml post /user/createWithList': 'the phone pattern is written with JavaScript slashes (/^…$/)',
  'oas30-schema-deprecated.yaml post /anything': 'a oneOf lists the same schema twice: no value matches exactly one',
  'oas30-schema-types.yaml post /anything/quirks/polymorphism': 'an allOf of string and integer (on purpose): no value is valid',
  'oas30-schema-types.yaml put /anything/quirks/polymorphism': 'an allOf of string and integer (on purpose): no value is valid',
  'oas30-schema-types.yaml patch /anything/quirks/polymorphism': 'an allOf of string and integer (on purpose): no value is valid',
  'oas31-schema-types.yaml post /anything/quirks/polymorphism': 'an allOf of string and integer (on purpose): no value is valid',
  'oas31-schema-types.yaml put /anything/quirks/polymorphism': 'an allOf of string and integer (on purpose): no value is valid',
  'oas31-schema-types.yaml patch /anything/quirks/polymorphism': 'an allOf of string and integer (on purpose): no value is valid',
  'oas30-security-multiple.yaml post /anything/and': 'one alternative needs Basic and OAuth 2.0 at once: both live in the one Authorization header',
  'oas31-discord.json patch /guilds/{guild_id}/requests/{request_id}': '`action` has `enum: []` (no value is valid) next to its allOf, yet the sample sends one',
  'oas31-schema-validation-local.yaml get /anything/jsonschema-formats': 'the examples break their formats (`TBD` as a duration, `#/a~1b` as a JSON pointer)',
};

describe('corpus round-trip: the Try-It request of every OpenAPI operation passes the check', () => {
  const files = specFiles().filter((f) => /^oas(2|30|31|32)-/.test(f));
  const refusedExceptions = new Set<string>();
  for (const file of files) {
    it(file, async () => {
      const model = await loadCorpusSpec(file);
      const failures: string[] = [];
      for (const op of model.operations.filter((o) => o.kind === 'http')) {
        const id = `${file} ${op.method} ${op.path}`;
        const req = await toMockRequest(tryItRequest(op, model));
        // A path key may carry a query (`/responses?beta=true`): the router matches its path part.
        const pathValues = matchPath(op.path.split('?')[0] ?? '', requestPath(op, model, req.url));
        if (!pathValues) {
          failures.push(`${id}: ${req.url.href} does not match its own path template`);
          continue;
        }
        const found = validateRequest(op, model, req, pathValues);
        if (id in CORPUS_EXCEPTIONS) {
          if (found.length > 0) refusedExceptions.add(id);
          else failures.push(`${id}: listed as an exception (${CORPUS_EXCEPTIONS[id]}) but passes now`);
        } else if (found.length > 0) {
          failures.push(`${id}: ${found.map((v) => `${v.location} ${v.name ?? ''} ${v.pointer} ${v.message}`).join('; ')}`);
        }
      }
      assert.deepEqual(failures, []);
    });
  }
  it('every exception names an operation of the corpus that is refused', () => {
    assert.deepEqual(Object.keys(CORPUS_EXCEPTIONS).filter((id) => !refusedExceptions.has(id)), []);
  });
});
