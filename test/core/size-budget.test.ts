/**
 * Size budget of the BUILT bundles (npm test builds before the Node suites): for each page kind, the JS gzip
 * bytes a page downloads before its first operation (entry, static imports, the format's lazy chunks), read
 * from the build's metafile. A budget is today's figure plus a small margin: lower it when a change shrinks a
 * page, raise it only on purpose.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
// @ts-expect-error — plain ES module of the build scripts, no types.
import { pageKinds, pageWeight } from '../../scripts/page-weight.mjs';

/** Budgets in gzip bytes, per page kind (figures measured when set, in the comment). */
const budgets: Record<string, number> = {
  // Raised by ~7.5 KB when the interface became localisable: the English string table is bundled (the other
  // locales are lazy chunks) and every element reads its texts through it. Lowered by ~0.8 KB when the labels of
  // lazy parts (OAuth, search, AsyncAPI, SOAP, GraphQL) moved into those parts' chunks, net of the core's message
  // tables (src/**/texts.ts) that made core diagnostics translatable.
  'OpenAPI JSON': 106_700, // 105 048
  'OpenAPI YAML': 139_700, // 138 714
  'AsyncAPI (YAML)': 145_800, // 143 040 (576 936 while @asyncapi/parser was on the load path)
  WSDL: 133_700, // 132 027
  'OpenAPI JSON (CDN)': 107_200, // 105 057
  'GraphQL (extended)': 146_600, // 145 380
};

const metaPath = 'dist/meta.json';

test('each page kind downloads no more JS than its budget before its first operation', () => {
  assert.ok(existsSync(metaPath), `${metaPath} is missing: build first (node esbuild.config.mjs)`);
  const metafile = JSON.parse(readFileSync(metaPath, 'utf8'));
  const over: string[] = [];
  for (const page of pageKinds as { kind: string }[]) {
    const budget = budgets[page.kind];
    assert.ok(budget, `no budget for ${page.kind}`);
    const { gzipBytes, files } = pageWeight(metafile, page) as { gzipBytes: number; files: string[] };
    console.log(`${page.kind.padEnd(20)} ${String(gzipBytes).padStart(8)} B gzip in ${files.length} files (budget ${budget})`);
    if (gzipBytes > budget) over.push(`${page.kind}: ${gzipBytes} B gzip > budget ${budget} B (${files.join(', ')})`);
  }
  assert.deepEqual(over, []);
});
