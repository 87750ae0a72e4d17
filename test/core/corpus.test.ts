/** Every file of the shared corpus: real specs load completely, malformed ones fail with a precise code. */
import { operationsBehindPathItemRefs } from '../helpers/path-item-refs.js';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { baseFormats, detectSpecType, type SpecErrorCode, type SpecTypeValue } from '../../src/index.js';
import { pluginTypes } from '../../src/formats/registry.js';
import { expectLoadError, loadCorpusSpec, manifest, readSpec, specFiles } from './spec-helpers.js';

const rows = manifest();
const files = specFiles();
const supportedInBase = new Set(baseFormats.flatMap(pluginTypes));

describe('corpus: OpenAPI and Swagger files', () => {
  const openApiFiles = files.filter((f) => /^oas(2|30|31)-/.test(f));
  it('covers every OpenAPI row of the manifest', () => {
    const listed = [...rows.keys()].filter((f) => /^oas(2|30|31)-/.test(f));
    assert.deepEqual(openApiFiles, [...new Set(listed)].sort());
  });
  for (const file of openApiFiles) {
    it(`${file} loads with the manifest's operation and webhook counts`, async () => {
      const row = rows.get(file);
      assert.ok(row?.operations !== undefined, `${file} has an operations count in MANIFEST.md`);
      const model = await loadCorpusSpec(file);
      const text = readSpec(file);
      const raw = file.endsWith('.json') ? (JSON.parse(text.replace(/^\uFEFF/, '')) as Record<string, unknown>) : undefined;
      const expected = row.operations! + (raw ? operationsBehindPathItemRefs(raw) : file === 'oas30-server-path-level.yaml' ? 1 : 0);
      const http = model.operations.filter((o) => o.kind !== 'webhook');
      const webhookNames = new Set(model.operations.filter((o) => o.kind === 'webhook').map((o) => o.path));
      assert.equal(http.length, expected, 'non-webhook operations');
      assert.equal(webhookNames.size, row.webhooks, 'webhook entries');
      assert.equal(new Set(model.operations.map((o) => o.id)).size, model.operations.length, 'ids are unique');
      assert.ok(model.info.title !== '', 'has a title');
      // Reading every lazy detail must not throw or add internal errors.
      for (const op of model.operations) void [op.parameters, op.requestBody, op.responses, op.callbacks];
      assert.deepEqual(model.warnings.filter((w) => w.code === 'internal'), []);
    });
  }
});

describe('corpus: malformed files', () => {
  const noPluginCode = (type: SpecTypeValue, withPlugin: SpecErrorCode): SpecErrorCode =>
    supportedInBase.has(type) ? withPlugin : 'unsupported-in-tier';
  const expected: Record<string, [SpecErrorCode, RegExp]> = {
    'bad-alias-bomb.yaml': ['yaml-alias-limit', /alias/],
    'bad-circular-ref.yaml': ['circular-ref', /#\/components\/schemas\/A → B → A/],
    'bad-graphql-syntax.graphql': [noPluginCode('graphql', 'graphql-syntax'), /GraphQL/],
    'bad-invalid-openapi.json': ['invalid-document', /`paths`/],
    'bad-not-a-spec.html': ['not-a-spec', /HTML page/],
    'bad-truncated.json': ['json-syntax', /line 55, column 4/],
    'bad-unresolvable-ref.yaml': ['unresolved-ref', /#\/components\/schemas\/DoesNotExist.*\/paths\/~1things\/get/],
    'bad-unsupported-version.json': ['unsupported-version', /Swagger 1\.2/],
    'bad-wsdl-malformed.wsdl': [noPluginCode('wsdl', 'xml-syntax'), /WSDL/],
    'bad-yaml-tabs.yaml': ['yaml-syntax', /line 3, column 1/],
  };
  it('lists every bad-* file', () => {
    assert.deepEqual(files.filter((f) => f.startsWith('bad-')), Object.keys(expected).sort());
  });
  for (const [file, [code, message]] of Object.entries(expected)) {
    it(`${file} → ${code}`, () => expectLoadError(loadCorpusSpec(file), code, message));
  }
  it('refuses the alias bomb in well under a second', async () => {
    const start = performance.now();
    await expectLoadError(loadCorpusSpec('bad-alias-bomb.yaml'), 'yaml-alias-limit');
    assert.ok(performance.now() - start < 1000);
  });
});

describe('corpus: other formats are detected', () => {
  const expectedType = (file: string): SpecTypeValue | undefined => {
    if (file.startsWith('asyncapi2-')) return 'asyncapi-2';
    if (file.startsWith('asyncapi3-')) return 'asyncapi-3';
    if (file.startsWith('wsdl-')) return 'wsdl';
    if (file.startsWith('graphql-')) return 'graphql';
    if (file.startsWith('oas2-')) return 'openapi-2';
    if (file.startsWith('oas30-')) return 'openapi-3';
    if (file.startsWith('oas31-')) return 'openapi-3.1';
    return undefined;
  };
  for (const file of files.filter((f) => expectedType(f) !== undefined)) {
    it(`${file} → ${expectedType(file)}`, () => {
      assert.equal(detectSpecType(readSpec(file)), expectedType(file));
    });
  }
  // Until a format's plugin joins the base build, its valid specs get a clear error rather than a crash.
  for (const file of files.filter((f) => /^(asyncapi|wsdl|graphql)/.test(f) && !supportedInBase.has(expectedType(f)!))) {
    it(`${file} is unsupported-in-tier without its plugin`, () => expectLoadError(loadCorpusSpec(file), 'unsupported-in-tier'));
  }
});
