import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpec, type SpecErrorCode } from '../../src/index.js';
import { expectLoadError } from './spec-helpers.js';

const VALID_YAML = 'openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths: {}\n';

const expectError = (name: string, text: string, code: SpecErrorCode, message: RegExp, location?: string): void => {
  it(name, async () => {
    await expectLoadError(text, code, message);
    if (location !== undefined) {
      await parseSpec(text).catch((e: { location?: string }) => assert.equal(e.location, location));
    }
  });
};

describe('decoding: JSON', () => {
  it('strips a UTF-8 BOM', async () => {
    const model = await parseSpec('\uFEFF{"openapi":"3.0.0","info":{"title":"BOM","version":"1"},"paths":{}}');
    assert.equal(model.info.title, 'BOM');
  });
  expectError('reports a truncated document with line and column', '{\n  "openapi": "3.0.0",\n  "info": {"tit', 'json-syntax', /unterminated string at line 3, column 16.*cut off/, '3:16');
  expectError('reports a missing comma', '{"openapi": "3.0.0" "info": {}}', 'json-syntax', /expected "," or "}".*line 1, column 21/, '1:21');
  expectError('reports a wrong closing bracket', '{"openapi": "3.0.0",\n "info": {"title": "x"]}', 'json-syntax', /line 2, column 23/, '2:23');
  expectError('reports a missing colon', '{\n"a" 1}', 'json-syntax', /":".*line 2, column 5/, '2:5');
  it('accepts YAML flow syntax that merely starts with a brace', async () => {
    const model = await parseSpec('{openapi: 3.0.0, info: {title: Flow, version: "1"}, paths: {}}');
    assert.equal(model.info.title, 'Flow');
  });
});

describe('decoding: YAML', () => {
  it('parses YAML, including merge keys', async () => {
    const model = await parseSpec(`${VALID_YAML}x-base: &base {summary: S}\n`);
    assert.equal(model.info.title, 'T');
  });
  it('reads an unquoted numeric info.version as text', async () => {
    const model = await parseSpec('openapi: 3.0.0\ninfo: {title: T, version: 1.0}\npaths: {}\n');
    assert.equal(model.info.version, '1');
  });
  expectError('refuses tab indentation with line and column', 'openapi: 3.0.0\ninfo:\n\ttitle: x\n', 'yaml-syntax', /[Tt]ab.*line 3, column 1/, '3:1');
  expectError('reports an unclosed flow sequence', 'openapi: 3.0.0\ntags: [a, b\n', 'yaml-syntax', /line \d+, column \d+/);
  it('refuses an alias bomb fast', async () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const start = performance.now();
    await expectLoadError(`openapi: 3.0.0\n${levels.join('\n')}\n`, 'yaml-alias-limit', /alias/);
    assert.ok(performance.now() - start < 1000);
  });
  it('never raises the alias limit above the library default', async () => {
    const aliases = Array.from({ length: 150 }, (_, i) => `k${i}: *v`).join('\n');
    await expectLoadError(`openapi: 3.0.0\nv: &v 1\n${aliases}\n`, 'yaml-alias-limit', /100/, { limits: { maxAliasCount: 1000 } });
  });
});

describe('decoding: not a spec', () => {
  expectError('refuses an empty text', '  \n', 'empty-document', /empty/);
  expectError('refuses an HTML page', '<!DOCTYPE html><html><body>Login</body></html>', 'not-a-spec', /HTML page.*spec-url/);
  expectError('refuses JSON that is no API description', '{"hello": "world"}', 'not-a-spec', /no `openapi`, `swagger` or `asyncapi`/);
  expectError('refuses a YAML scalar', 'just some text', 'not-a-spec', /not an API description/);
  expectError('refuses unknown XML', '<?xml version="1.0"?><project/>', 'not-a-spec', /XML, but not a WSDL/);
  expectError('refuses Swagger 1.2', '{"swaggerVersion": "1.2", "apis": []}', 'unsupported-version', /Swagger 1\.2/);
  expectError('refuses OpenAPI 4', '{"openapi": "4.0.0"}', 'unsupported-version', /OpenAPI 4\.0\.0/);
  expectError('refuses AsyncAPI 1.2', 'asyncapi: 1.2.0\ninfo: {title: T, version: "1"}\n', 'unsupported-version', /^AsyncAPI 1\.2\.0 is not supported/);
  expectError('refuses WSDL 2.0', '<description xmlns="http://www.w3.org/ns/wsdl"/>', 'unsupported-version', /^WSDL 2\.0 is not supported/);
});

describe('decoding: limits', () => {
  it('applies limits.maxSpecBytes', () => expectLoadError(VALID_YAML, 'too-large', /limits\.maxSpecBytes/, { limits: { maxSpecBytes: 10 } }));
});
