// The proxy as the benches run it: its source (packages/spec-viewer-proxy/src) built with the package's Node
// settings into a fresh folder inside node_modules/.cache (so the bundle resolves its external packages: undici,
// ipaddr.js, …).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeBuildOptions } from '../scripts/node-build-options.mjs';

/** Builds the proxy's `src/index.ts` to `<cache>/<prefix>…/proxy.mjs`; resolves with the folder and the file. */
export async function buildBenchProxy(prefix) {
  const { build } = await import('esbuild');
  const cache = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, prefix));
  await build({
    ...nodeBuildOptions,
    entryPoints: { proxy: fileURLToPath(new URL('../packages/spec-viewer-proxy/src/index.ts', import.meta.url)) },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
  });
  return { dir, file: join(dir, 'proxy.mjs') };
}
