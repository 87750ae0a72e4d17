// Body editors per media type, form fields (file pickers only in multipart), and the HttpBody that is sent.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseSpec } from '../../src/index.js';
import type { FilePart, MediaType, Operation } from '../../src/model/index.js';
import { bodyEditorKind, buildBody, formFields, RAW_BODY_FILE, type BodyInputs } from '../../src/request/body.js';

const specs = new URL('../../../shared/specs/', import.meta.url);
const load = (file: string) => parseSpec(readFileSync(new URL(file, specs), 'utf8'), { sourceUrl: `https://docs.example.com/${file}` });
const media = (op: Operation | undefined, type: string): MediaType => {
  const m = op?.requestBody?.content.find((c) => c.mediaType === type);
  assert.ok(m, `media type ${type}`);
  return m;
};
const inputs = (partial: Partial<BodyInputs>): BodyInputs => ({ text: '', fields: {}, files: {}, ...partial });
const file = (name: string, bytes: number[], contentType = 'application/octet-stream'): FilePart => ({
  filename: name,
  contentType,
  data: new Uint8Array(bytes),
});
const kinds = (m: MediaType) => formFields(m).map((f) => `${f.name}:${f.kind}${f.required ? '*' : ''}`);

describe('bodyEditorKind', () => {
  const cases: Array<[string, MediaType['schema'], string]> = [
    ['application/json', undefined, 'json'],
    ['application/merge-patch+json; charset=utf-8', undefined, 'json'],
    ['application/x-www-form-urlencoded', undefined, 'urlencoded'],
    ['multipart/form-data', undefined, 'multipart'],
    ['application/octet-stream', undefined, 'binary'],
    ['image/png', undefined, 'binary'],
    ['application/pdf', undefined, 'binary'],
    ['*/*', { type: ['string'], format: 'binary' }, 'binary'],
    ['*/*', { type: ['object'] }, 'json'],
    ['application/xml', undefined, 'text'],
    ['text/plain', undefined, 'text'],
  ];
  for (const [type, schema, want] of cases) {
    it(`${type} → ${want}`, () => assert.equal(bodyEditorKind(schema ? { mediaType: type, schema } : { mediaType: type }), want));
  }
});

describe('form fields', () => {
  it('multipart (3.0): format binary → file picker, array of binary → multi-file picker', async () => {
    const model = await load('oas30-file-uploads.yaml');
    const single = model.operations.find((o) => o.method === 'post' && o.path === '/anything/multipart-formdata');
    assert.deepEqual(kinds(media(single, 'multipart/form-data')), ['orderId:text', 'userId:text', 'documentFile:file']);
    const multiple = model.operations.find((o) => o.method === 'put' && o.path === '/anything/multipart-formdata');
    assert.deepEqual(kinds(media(multiple, 'multipart/form-data')), ['filename:files']);
  });
  it('multipart (3.1): contentEncoding → file picker (Discord attachments)', async () => {
    const model = await load('oas31-discord.json');
    const fileFields = model.operations
      .flatMap((o) => o.requestBody?.content.filter((m) => m.mediaType === 'multipart/form-data') ?? [])
      .flatMap((m) => formFields(m).filter((f) => f.kind === 'file' || f.kind === 'files'));
    assert.ok(fileFields.length > 0, 'some multipart body of Discord has file pickers');
  });
  it('urlencoded: one text field per property, required marked, never a file picker', async () => {
    const model = await load('oas30-form-data.yaml');
    const m = media(model.operations[0], 'application/x-www-form-urlencoded');
    assert.deepEqual(kinds(m), ['client_id:text*', 'client_secret:text*', 'scope:text']);
    const binary: MediaType = {
      mediaType: 'application/x-www-form-urlencoded',
      schema: { type: ['object'], properties: { f: { type: ['string'], format: 'binary' } } },
    };
    assert.deepEqual(kinds(binary), ['f:text']);
  });
  it('readOnly properties are left out; enums become selects; objects and arrays JSON', () => {
    const m: MediaType = {
      mediaType: 'multipart/form-data',
      schema: {
        type: ['object'],
        required: ['kind'],
        properties: {
          id: { type: ['integer'], readOnly: true },
          kind: { type: ['string'], enum: ['a', 'b'] },
          meta: { type: ['object'], properties: { x: { type: ['string'] } } },
          tags: { type: ['array'], items: { type: ['string'] } },
        },
      },
    };
    assert.deepEqual(kinds(m), ['kind:select*', 'meta:json', 'tags:json']);
    assert.deepEqual(formFields(m)[0]?.options, ['a', 'b']);
  });
});

describe('buildBody', () => {
  const multipart: MediaType = {
    mediaType: 'multipart/form-data',
    schema: {
      type: ['object'],
      required: ['name'],
      properties: {
        name: { type: ['string'] },
        note: { type: ['string'] },
        meta: { type: ['object'] },
        tags: { type: ['array'], items: { type: ['string'] } },
        photo: { type: ['string'], format: 'binary' },
        extra: { type: ['array'], items: { type: ['string'], contentEncoding: 'base64' } },
      },
    },
    encoding: { tags: { contentType: 'text/plain' } },
  };
  it('multipart: one part per field, arrays one part per item, objects as JSON parts, files byte for byte', () => {
    const a = file('a.bin', [0, 1, 2, 255]);
    const b = file('b.txt', [104, 105], 'text/plain');
    const body = buildBody(multipart, inputs({
      fields: { name: 'Rex', note: '', meta: '{"age": 3}', tags: '["x","y"]' },
      files: { photo: [a], extra: [a, b] },
    }));
    assert.deepEqual(body, {
      kind: 'multipart',
      parts: [
        { name: 'name', kind: 'field', value: 'Rex' },
        { name: 'meta', kind: 'field', value: '{"age":3}', contentType: 'application/json' },
        { name: 'tags', kind: 'field', value: 'x', contentType: 'text/plain' },
        { name: 'tags', kind: 'field', value: 'y', contentType: 'text/plain' },
        { name: 'photo', kind: 'file', file: a },
        { name: 'extra', kind: 'file', file: a },
        { name: 'extra', kind: 'file', file: b },
      ],
    });
  });
  it('urlencoded with properties: pairs per field, empty optional fields left out', () => {
    const m: MediaType = {
      mediaType: 'application/x-www-form-urlencoded',
      schema: { type: ['object'], properties: { a: { type: ['string'] }, b: { type: ['string'] }, list: { type: ['array'], items: { type: ['string'] } } } },
      encoding: { list: { style: 'form', explode: false } },
    };
    assert.deepEqual(buildBody(m, inputs({ fields: { a: 'x y', b: '', list: '["1","2"]' } })), {
      kind: 'urlencoded',
      fields: [['a', 'x y'], ['list', '1,2']],
    });
  });
  it('urlencoded without properties: the JSON textarea becomes pairs', () => {
    const m: MediaType = { mediaType: 'application/x-www-form-urlencoded' };
    assert.deepEqual(buildBody(m, inputs({ text: '{"a": "1", "b": 2, "c": ["x", "y"]}' })), {
      kind: 'urlencoded',
      fields: [['a', '1'], ['b', '2'], ['c', 'x'], ['c', 'y']],
    });
  });
  it('raw binary: the chosen file with the declared type; a wildcard type takes the file type', () => {
    const f = file('p.png', [137, 80, 78, 71], 'image/png');
    assert.deepEqual(buildBody({ mediaType: 'image/png' }, inputs({ files: { [RAW_BODY_FILE]: [f] } })), {
      kind: 'binary',
      contentType: 'image/png',
      file: f,
    });
    const any: MediaType = { mediaType: 'application/*', schema: { type: ['string'], format: 'binary' } };
    assert.equal((buildBody(any, inputs({ files: { [RAW_BODY_FILE]: [f] } })) as { contentType: string }).contentType, 'image/png');
    assert.equal(buildBody({ mediaType: 'application/octet-stream' }, inputs({})), undefined);
  });
  it('text bodies are sent verbatim with their media type; empty editor sends nothing', () => {
    assert.deepEqual(buildBody({ mediaType: 'application/xml' }, inputs({ text: '<a/>' })), {
      kind: 'text',
      contentType: 'application/xml',
      text: '<a/>',
    });
    assert.equal(buildBody({ mediaType: 'application/json' }, inputs({ text: '' })), undefined);
  });
});
