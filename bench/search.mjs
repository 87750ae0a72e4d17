// `npm run bench:search [-- file…]`: the search index on big real specs (GitHub's 1,223 operations by default).
// Prints the gzip bytes of the search chunk (MiniSearch + src/search, as the browser build splits it), the index
// build time and its longest slice between yields (a long task in a page is > 50 ms), the heap the index adds,
// and median / p95 query time over 20 fixed queries, typos included. Printed, not asserted: the machine is shared.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { register } from 'tsx/esm/api';

register();
const { parseSpec, extendedFormats } = await import('../src/index.ts');
const { SpecSearch } = await import('../src/search/index.ts');

const SPECS = new URL('../../shared/specs/', import.meta.url);
const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['oas30-github-api.json'];
const QUERIES = [
  'repostory secret', 'cursor', 'per_page', 'secret_name', '422', 'webhook', 'pull request review', 'gist', 'label',
  'branch protec', 'reaction', 'colaborator', 'commit status', 'sha', 'issue coment', 'check run', 'deploy key',
  'org membership', 'milestone', 'releese asset',
];
const gc = globalThis.gc ?? (() => {});
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function chunkBytes() {
  const result = await esbuild.build({
    stdin: { contents: "export * from './src/search/index.ts';", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, write: false, logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length, gzip: gzipSync(code).length };
}

const bytes = await chunkBytes();
console.log(`search chunk: ${(bytes.raw / 1024).toFixed(1)} KB minified, ${(bytes.gzip / 1024).toFixed(1)} KB gzip (target < 10 KB)`);

for (const file of files) {
  const model = await parseSpec(readFileSync(new URL(file, SPECS), 'utf8'), { formats: extendedFormats });
  for (const op of model.operations) void [op.parameters, op.requestBody, op.responses]; // settle lazy details apart
  for (const s of model.schemas.values()) void s.graphql;
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let longest = 0;
  let slices = 0;
  let last = performance.now();
  const t0 = performance.now();
  const index = await SpecSearch.build(model, {
    yieldToPage: async () => {
      longest = Math.max(longest, performance.now() - last);
      slices++;
      await new Promise((resolve) => setTimeout(resolve, 0));
      last = performance.now();
    },
  });
  longest = Math.max(longest, performance.now() - last);
  const build = performance.now() - t0;
  gc();
  const heap = (process.memoryUsage().heapUsed - heapBefore) / 1048576;
  for (const q of QUERIES) index.search(q); // warm-up
  const times = [];
  for (let round = 0; round < 5; round++) {
    for (const q of QUERIES) {
      const s = performance.now();
      index.search(q);
      times.push(performance.now() - s);
    }
  }
  console.log(
    `${file}: ${index.size} entries; build ${build.toFixed(0)} ms in ${slices + 1} slices, longest ${longest.toFixed(1)} ms ` +
      `(${longest > 50 ? 'a long task > 50 ms occurred' : 'no long task'}); heap +${heap.toFixed(1)} MB` +
      `${globalThis.gc ? '' : ' (run with --expose-gc for a reliable figure)'}; ` +
      `query median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms over ${QUERIES.length} queries × 5`,
  );
}
