import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { specIdFromFileName } from '../../demo/server/spec-id.js';
import { contentFormatOf, SpecRegistry, specFilesIn } from '../../demo/server/spec-registry.js';
import { corpus } from './raw-request.js';

describe('spec ids derived from file names', () => {
  it('drops the extension and reduces the name to the id alphabet', () => {
    assert.equal(specIdFromFileName('oas30-github-api.json'), 'oas30-github-api');
    assert.equal(specIdFromFileName('My API (v2).yaml'), 'My-API-v2');
    assert.equal(specIdFromFileName('..hidden..yaml'), 'hidden');
    assert.equal(specIdFromFileName('ünïcode.yaml'), 'n-code');
    assert.equal(specIdFromFileName('.yaml'), 'spec');
  });

  it('resolves clashes with the full file name, then a counter, and keeps explicit ids', () => {
    const registry = new SpecRegistry([
      { file: corpus('asyncapi3-adeo-kafka-request-reply.yml') },
      { file: corpus('asyncapi3-adeo-kafka-request-reply.json') },
      { file: corpus('oas30-petstore.yaml'), id: 'asyncapi3-adeo-kafka-request-reply.json' },
      { file: corpus('oas30-petstore.json') },
    ]);
    assert.deepEqual(registry.ids, [
      'asyncapi3-adeo-kafka-request-reply',
      'asyncapi3-adeo-kafka-request-reply-2',
      'asyncapi3-adeo-kafka-request-reply.json',
      'oas30-petstore',
    ]);
  });

  it('refuses two explicit ids that are the same', () => {
    assert.throws(
      () => new SpecRegistry([{ file: corpus('oas30-petstore.yaml'), id: 'x' }, { file: corpus('oas30-petstore.json'), id: 'x' }]),
      /share the id "x"/,
    );
  });
});

describe('content format', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'sv-format-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('comes from the extension when it is known', () => {
    assert.equal(contentFormatOf('a.json', 'openapi: 3.0.0'), 'json');
    assert.equal(contentFormatOf('a.YML', ''), 'yaml');
    assert.equal(contentFormatOf('a.wsdl', ''), 'xml');
    assert.equal(contentFormatOf('a.gql', ''), 'graphql');
  });

  it('is sniffed from the text otherwise (BOM and leading blanks ignored)', () => {
    assert.equal(contentFormatOf('spec', '\uFEFF  {"openapi": "3.1.0"}'), 'json');
    assert.equal(contentFormatOf('spec.txt', '<?xml version="1.0"?><definitions/>'), 'xml');
    assert.equal(contentFormatOf('schema', 'type Query {\n  hero: String\n}\n'), 'graphql');
    assert.equal(contentFormatOf('spec', '# comment\nopenapi: 3.0.3\ninfo:\n  title: x\n'), 'yaml');
    assert.equal(contentFormatOf('notes', 'just some words'), 'text');
  });

  it('serves an extension-less file with the sniffed Content-Type', async () => {
    const file = join(dir, 'openapi');
    writeFileSync(file, '{"openapi":"3.0.3","info":{"title":"t","version":"1"},"paths":{}}');
    const registry = new SpecRegistry([{ file }]);
    const { contentType } = await registry.content('openapi');
    assert.equal(contentType, 'application/json');
    assert.equal((await registry.record('openapi')).specType, 'openapi-3');
  });

  it('leaves specType out when detection finds nothing', async () => {
    const file = join(dir, 'readme.yaml');
    writeFileSync(file, 'hello: world\n');
    assert.deepEqual(await new SpecRegistry([{ file }]).record('readme'), {
      specId: 'readme',
      contentFormat: 'yaml',
      content: '/api/specs/readme/content',
    });
  });
});

describe('specFilesIn', () => {
  it('picks spec files of a folder in name order and skips the rest', () => {
    const files = specFilesIn(corpus('')).map((f) => f.slice(f.lastIndexOf('/') + 1));
    assert.ok(files.includes('oas30-github-api.json'));
    assert.ok(files.includes('wsdl-stockquote.wsdl'));
    assert.ok(files.includes('graphql-swapi.graphql'));
    assert.ok(!files.includes('MANIFEST.md'));
    assert.ok(!files.includes('bad-not-a-spec.html'));
    assert.deepEqual(files, [...files].sort());
  });
});
