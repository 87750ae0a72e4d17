/**
 * Size budget of the BUILT bundles (npm test builds before the Node suites): for each page kind, the JS gzip
 * bytes a page downloads before its first operation (entry, static imports, the format's lazy chunks), read
 * from the build's metafile. A budget is today's figure plus a small margin: lower it when a change shrinks a
 * page, raise it only on purpose.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error — plain ES module of the build scripts, no types.
import { pageKinds, pageWeight } from '../../scripts/page-weight.mjs';

/** Budgets in gzip bytes, per page kind (figures measured when set, in the comment). */
const budgets: Record<string, number> = {
  // The labels of Try-It, code samples, the response view and the problem views travel with their chunks.
  // Issue 49 (examples column, schema-valid generated examples): the generator that checks what it writes against
  // its schema (+5.5 KB, in the app module: the middle column, AsyncAPI messages and Try-It prefill use it) and the
  // examples column in the request panels (+4 KB); 95 206 / 98 254 / 110 537 / 96 586 / 124 636 / 95 210 / 135 308
  // before.
  // Issue 45 (mock answers): the mock server entry and its "Answer with" choices in the request panels (+0.8 KB),
  // and the request modules the panels share with the mock engine (parameter serialization, schema shapes:
  // +1.5 KB), which join the app module as every module the first view shares with a lazy part does. The engine
  // itself loads on the first Send to the mock (see the test below). 105 589 / 108 743 / 120 920 / 102 882 /
  // 135 289 / 105 592 / 146 246 before.
  // Issue 48 (holds under pressure): a deep link's landing holds its target until no lazy load is in flight
  // (scroll.ts, lazy-module.ts: +50 B), which took the OpenAPI pages past budgets already near their figures.
  // Issue 52 (MQTT, SSE): the AsyncAPI Try-It check moved to a chunk of its own (-20 B on AsyncAPI pages).
  'OpenAPI JSON': 107_600, // 107 452 (106 909 when first set)
  'OpenAPI JSON (security schemes)': 110_800, // 110 606 (110 069)
  'OpenAPI YAML': 122_900, // 122 782 (122 243)
  // AsyncAPI: its cards' code samples and message examples load after its first view.
  'AsyncAPI (YAML)': 105_000, // 104 499
  WSDL: 138_200, // 137 662
  'OpenAPI JSON (CDN)': 107_600, // 107 456 (106 913)
  'GraphQL (extended)': 148_000, // 147 442
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

test('the app module leaves what only the lazy chunks use to them (the core barrel does not pull it in)', () => {
  const metafile = JSON.parse(readFileSync(metaPath, 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[]; inputs: Record<string, { bytesInOutput: number }> }>;
  };
  const outputs = metafile.outputs;
  const app = Object.keys(outputs).find((f) => f.startsWith('dist/chunks/') && outputs[f]!.entryPoint === 'components/entry/define-base.ts');
  assert.ok(app, 'no app module in dist/chunks');
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file]!.imports) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(app);
  const inputs = [...seen].flatMap((f) => Object.keys(outputs[f]!.inputs));
  const lazyOnes = ['src/request/build-request.ts', 'src/tryit/transport-direct.ts', 'components/try-it/try-it.ts', 'components/authorize/authorize.ts', 'components/error-panel/error-panel.ts'];
  for (const lazy of lazyOnes) {
    assert.ok(!inputs.includes(lazy), `${lazy} is in the app module's static chunks`);
  }
});

test('the page entries import nothing statically and preload exactly their app module static chunks (and, as hints, the YAML reader and the OpenAPI parser)', () => {
  const metafile = JSON.parse(readFileSync(metaPath, 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
  };
  const outputs = metafile.outputs;
  for (const entry of ['dist/spec-viewer.js', 'dist/spec-viewer-extended.js', 'dist/cdn/spec-viewer.min.js', 'dist/cdn/spec-viewer-extended.min.js']) {
    const imports = outputs[entry]!.imports;
    // A static import would hold the spec request back until that chunk had arrived.
    assert.deepEqual(imports.filter((i) => i.kind === 'import-statement'), [], `${entry} imports a chunk statically`);
    const app = imports.find((i) => i.kind === 'dynamic-import' && /\/define-(base|extended)-\w+\.js$/.test(i.path));
    assert.ok(app, `${entry} does not import its app module`);
    const dir = entry.slice(0, entry.lastIndexOf('/'));
    const closure = new Set<string>();
    const visit = (file: string): void => {
      for (const imp of outputs[file]!.imports) {
        if (imp.kind === 'import-statement' && !closure.has(imp.path)) {
          closure.add(imp.path);
          visit(imp.path);
        }
      }
    };
    visit(app.path);
    // The YAML reader and the OpenAPI parser, imported lazily by the app: each one's chunk and what it imports
    // beyond the app's.
    const lazyChunks = (name: string): string[] => {
      const lazy = [app.path, ...closure]
        .flatMap((file) => outputs[file]!.imports)
        .find((i) => i.kind === 'dynamic-import' && new RegExp(`/${name}-\\w+\\.js$`).test(i.path));
      assert.ok(lazy, `${entry}: the app imports ${name} lazily`);
      return [lazy.path, ...outputs[lazy.path]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)].filter((f) => !closure.has(f));
    };
    const hinted = [...lazyChunks('yaml-common'), ...lazyChunks('parse-openapi')];
    const source = readFileSync(entry, 'utf8');
    // Paths relative to the entry: `./chunks/…` from dist/, `../chunks/…` from dist/cdn/ (which shares dist/chunks).
    const preloaded = [...source.matchAll(/"((?:\.\.?\/)chunks\/[\w-]+\.js)"/g)].map((m) => join(dir, m[1]!)).filter((f) => f !== app.path);
    assert.deepEqual(new Set(preloaded), new Set([...closure, ...hinted]), `${entry} lists a different set than its app module's static chunks, the YAML reader's and the OpenAPI parser's`);
  }
});

test('the build prints each page kind\'s size (what `npm run build` and `npm start` show)', async () => {
  if (!existsSync(metaPath)) return assert.fail('dist/meta.json missing: run the build first (npm test does)');
  const { printSizes } = await import('../../esbuild.config.mjs');
  const lines: string[] = [];
  const log = console.log;
  console.log = (line: string) => void lines.push(String(line));
  try {
    printSizes(JSON.parse(readFileSync(metaPath, 'utf8')));
  } finally {
    console.log = log;
  }
  for (const page of pageKinds as Array<{ kind: string }>) {
    assert.ok(lines.some((l) => l.startsWith(`${page.kind}: `) && / KB gzip before its first operation/.test(l)), page.kind);
  }
});

test('the mock engine is no part of any page kind\'s first view: it loads with the first Send to the mock', () => {
  const metafile = JSON.parse(readFileSync(metaPath, 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  const engine = (input: string) => /^src\/mock\/|src\/tryit\/transport-mock\.ts$|@cfworker\/json-schema|@graphql-tools\//.test(input);
  for (const page of pageKinds as { kind: string }[]) {
    const { files } = pageWeight(metafile, page) as { files: string[] };
    const inFirstView = files.flatMap((f) => Object.keys(metafile.outputs[f]?.inputs ?? {}).filter(engine).map((i) => `${f}: ${i}`));
    assert.deepEqual(inFirstView, [], `${page.kind} downloads mock code before its first operation`);
  }
  const chunks = Object.entries(metafile.outputs).filter(([f]) => f.startsWith('dist/chunks/') && f.endsWith('.js'));
  const holding = (input: string) => chunks.filter(([, out]) => Object.keys(out.inputs).some((i) => i.endsWith(input))).map(([f]) => f);
  assert.ok(holding('src/mock/openapi-answer.ts').length > 0, 'the OpenAPI mock is a lazy chunk of the page builds');
  assert.deepEqual(holding('src/mock/graphql-answer.ts').map((f) => /\/graphql-mock-\w+\.js$/.test(f)), [true], 'the GraphQL mock is its own file');
});
