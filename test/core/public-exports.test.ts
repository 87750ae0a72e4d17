/**
 * What the package exports is declared once: components/entry/public-exports.ts (the app module's values and
 * types) plus the lazily loaded element classes of components/entry/lazy-exports.ts (which elements:
 * components/entry/elements-table.ts, checked by elements-table.test.ts). The page entries
 * (dist/spec-viewer*.js, dist/cdn/*.min.js) and the bundler entries (dist/module/*) must export exactly those
 * names. Run against the build in dist/.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The export names esbuild sees on a module, bundled in memory (npm packages left out). */
async function exportsOf(entry: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    outdir: '/tmp/sv-public-exports',
    metafile: true,
    logLevel: 'silent',
    // The page entries' build-time constants; their values do not change what is exported.
    define: { SPEC_VIEWER_APP_CHUNKS: '[]', SPEC_VIEWER_YAML_CHUNKS: '[]', SPEC_VIEWER_OPENAPI_CHUNKS: '[]' },
  });
  const outputs = Object.values(result.metafile.outputs).filter((o) => o.entryPoint !== undefined);
  assert.equal(outputs.length, 1);
  return [...outputs[0]!.exports].sort();
}

/** Export names of built page entries, from the build's metafile. */
function builtPageExports(file: string): string[] {
  const meta = JSON.parse(readFileSync(`${root}dist/meta.json`, 'utf8')) as { outputs: Record<string, { exports: string[] }> };
  const output = meta.outputs[file];
  assert.ok(output, `${file} is in dist/meta.json`);
  return [...output.exports].sort();
}

describe('public exports', () => {
  it('every entry exports the declared names, no more and no fewer', async () => {
    const app = await exportsOf('components/entry/public-exports.ts');
    const lazy = await exportsOf('components/entry/lazy-exports.ts');
    // The declaration's internal: the function that sets the lazy classes, the default export `export *` leaves out.
    const declared = [...app, ...lazy.filter((n) => n !== 'default')].sort();
    assert.ok(declared.includes('SpecViewer') && declared.includes('SvTryIt') && declared.includes('loadSpec'), declared.join(', '));
    for (const file of ['dist/spec-viewer.js', 'dist/spec-viewer-extended.js', 'dist/cdn/spec-viewer.min.js', 'dist/cdn/spec-viewer-extended.min.js']) {
      assert.deepEqual(builtPageExports(file), declared, file);
    }
    for (const file of ['dist/module/spec-viewer.js', 'dist/module/spec-viewer-extended.js']) {
      assert.deepEqual(await exportsOf(file), declared, file);
    }
  });
});
