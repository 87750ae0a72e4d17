/**
 * Bundlers resolve the package through its `module` condition to a build without top-level await, so a
 * default ES2020 target (Vite's, among others) takes it; the page entries (with their bootstrap's top-level
 * await) stay what a script tag loads. Run against the build in dist/.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function bundle(contents: string, conditions?: string[]) {
  return esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    splitting: true,
    outdir: '/tmp/sv-bundler-entry',
    metafile: true,
    logLevel: 'silent',
    ...(conditions ? { conditions } : {}),
  });
}

describe('the package as a bundler sees it', () => {
  it('resolves both tiers to the bundler build, which an ES2020 target bundles with every export', async () => {
    const result = await bundle(
      "import { SpecViewer, SvTryIt, loadSpec } from 'spec-viewer'; import { SpecViewer as Extended } from 'spec-viewer/extended'; console.log(SpecViewer, SvTryIt, loadSpec, Extended);",
    );
    const inputs = Object.keys(result.metafile.inputs);
    assert.ok(inputs.includes('dist/module/spec-viewer.js'), inputs.join(', '));
    assert.ok(inputs.includes('dist/module/spec-viewer-extended.js'), inputs.join(', '));
    assert.equal(result.errors.length, 0);
  });

  it('leaves no literal import of a Node-only module for the bundler to follow (the validator hides them)', () => {
    const dir = `${root}dist/module/`;
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    assert.ok(files.length > 5);
    const literal = files.filter((f) => /import\("(?:undici|node:[a-z/_]+)"\)/.test(readFileSync(dir + f, 'utf8')));
    assert.deepEqual(literal, []);
  });

  it('would fail on the page entry, whose top-level await needs ES2022', async () => {
    await assert.rejects(bundle("import 'spec-viewer';", ['no-module-condition']), /[Tt]op-level await/);
  });
});
