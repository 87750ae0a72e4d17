/**
 * OpenAPI 3.2 is backward compatible with 3.1: every 3.1 document of the shared corpus, with only its version
 * changed to 3.2.0, must give the same page: operations, schemas, tags, servers, security, deep-link targets and
 * searchable entries, and the same warnings.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { navigationOf, parseSpec, type ApiModel } from '../../src/index.js';
import { searchDocuments } from '../../src/search/documents.js';
import { asVersion32, readSpec, specFiles } from './spec-helpers.js';

/** Depth to which nested model values are compared; deeper schema levels are compared where they are named. */
const MAX_DEPTH = 9;

/** A plain, comparable picture of a model value: lazy details read, cycles and very deep nesting cut. */
function picture(value: unknown, depth = 0, path: object[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (path.includes(value)) return '[cycle]';
  if (depth >= MAX_DEPTH) return '[deep]';
  const inner = [...path, value];
  if (value instanceof Map) return [...value.entries()].map(([k, v]) => [k, picture(v, depth + 1, inner)]);
  if (Array.isArray(value)) return value.map((v) => picture(v, depth + 1, inner));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = picture((value as Record<string, unknown>)[key], depth + 1, inner);
  return out;
}

/** What a reader sees of a model, apart from the version it declares. */
function page(model: ApiModel): Record<string, unknown> {
  const nav = navigationOf(model);
  const { specType: _type, specVersion: _version, operations, schemas, warnings: _warnings, ...rest } = model;
  return {
    rest: picture(rest),
    operations: operations.map((op) => picture({ ...op, parameters: op.parameters, requestBody: op.requestBody, responses: op.responses, callbacks: op.callbacks })),
    schemas: [...schemas.entries()].map(([name, schema]) => [name, picture(schema)]),
    navigation: {
      groups: nav.groups.map((g) => [g.name, g.tags.map((t) => [t.name, t.operations.map((o) => o.id)])]),
      order: nav.order.map((o) => o.id),
      home: [...nav.homeTag.entries()],
    },
    search: [...searchDocuments(model)].flat().map((d) => [d.kind, d.id, d.title, d.owner ?? '']),
  };
}

const files = specFiles().filter((f) => f.startsWith('oas31-'));

describe('OpenAPI 3.2: the 3.1 corpus relabelled as 3.2 reads as before', () => {
  it('covers the 3.1 corpus', () => assert.ok(files.length >= 10, files.join(', ')));
  for (const file of files) {
    it(file, async () => {
      const text = readSpec(file);
      const sourceUrl = `https://specs.example.com/${file}`;
      const original = await parseSpec(text, { sourceUrl });
      const relabelled = await parseSpec(asVersion32(text), { sourceUrl });
      assert.equal(original.specType, 'openapi-3.1');
      assert.equal(relabelled.specType, 'openapi-3.2');
      assert.equal(relabelled.specVersion, '3.2.0');
      // Read the lazy details first, so warnings found on the way are compared too.
      const before = page(original);
      const after = page(relabelled);
      assert.deepEqual(after.navigation, before.navigation, 'sections and deep-link targets');
      assert.deepEqual(after.operations, before.operations, 'operations');
      assert.deepEqual(after.schemas, before.schemas, 'schemas');
      assert.deepEqual(after.rest, before.rest, 'info, servers, tags, security');
      assert.deepEqual(after.search, before.search, 'search entries');
      assert.deepEqual(relabelled.warnings, original.warnings, 'warnings');
    });
  }
});
