// The base build downloads none of the OAuth code; in the extended build it is a lazy chunk (only the tiny plugin
// registration and loader are in what a page always loads: the entry and its app module, with their static imports). Builds both entries in memory as esbuild.config.mjs does.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { browserAliases, browserPlugins } from '../../esbuild.config.mjs';

type Metafile = esbuild.Metafile;

async function bundle(entry: string): Promise<{ metafile: Metafile; entryOut: string; appOut: string }> {
  const outdir = mkdtempSync(join(tmpdir(), 'sv-oauth-bundle-'));
  try {
    const result = await esbuild.build({
      entryPoints: { main: entry },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      splitting: true,
      minify: true,
      write: false,
      metafile: true,
      outdir,
      alias: browserAliases,
      plugins: browserPlugins,
      logLevel: 'silent',
      chunkNames: 'chunks/[name]-[hash]',
    });
    const outputs = Object.keys(result.metafile.outputs);
    const entryOut = outputs.find((o) => result.metafile.outputs[o]!.entryPoint === entry)!;
    const appOut = outputs.find((o) => /^components\/entry\/define-(base|extended)\.ts$/.test(result.metafile.outputs[o]!.entryPoint ?? ''))!;
    return { metafile: result.metafile, entryOut, appOut };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Outputs an entry loads: statically only, or also through every `import()` it can reach. */
function reachable(metafile: Metafile, entryOut: string, withDynamic: boolean): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' || (withDynamic && imp.kind === 'dynamic-import')) visit(imp.path);
    }
  };
  visit(entryOut);
  return [...seen];
}

/** OAuth source files with bytes in what a page always loads (entry, app module), and in everything it can ever load. */
function oauthInputs(metafile: Metafile, entryOut: string, appOut: string): { staticInputs: string[]; allInputs: string[] } {
  const oauth = /src\/auth\/oauth\/|components\/authorize\/oauth\//;
  const inputs = (files: string[]) =>
    files.flatMap((f) => Object.entries(metafile.outputs[f]!.inputs).filter(([p, i]) => oauth.test(p) && i.bytesInOutput > 0).map(([p]) => p));
  const always = new Set([...reachable(metafile, entryOut, false), ...reachable(metafile, appOut, false)]);
  return { staticInputs: inputs([...always]), allInputs: inputs(reachable(metafile, entryOut, true)) };
}

describe('OAuth code in the bundles', () => {
  it('the callback page script is one small file with no imports (no viewer, no OAuth core)', async () => {
    const result = await esbuild.build({
      entryPoints: ['components/oauth-callback/oauth-callback.ts'],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      write: false,
      metafile: true,
      outdir: tmpdir(),
      logLevel: 'silent',
    });
    const [output] = Object.values(result.metafile.outputs).filter((o) => o.entryPoint);
    assert.deepEqual(output!.imports, []);
    // Raised from 3,000 when the page learned its five sentences in the eight built-in locales (~2.7 KB gzip).
    assert.ok(output!.bytes < 8000, `${output!.bytes} bytes`);
    assert.deepEqual(Object.keys(output!.inputs).sort(), [
      'components/i18n/callback.ts',
      'components/i18n/match-locale.ts',
      'components/oauth-callback/oauth-callback.ts',
      'src/auth/oauth/callback-message.ts',
    ]);
  });

  it('base build: none, statically or through any import() it can reach', async () => {
    const { metafile, entryOut, appOut } = await bundle('components/base.ts');
    assert.deepEqual(oauthInputs(metafile, entryOut, appOut).allInputs, []);
  });
  it('extended build: the element and the core are lazy chunks; the entry holds only the plugin stub and loader', async () => {
    const { metafile, entryOut, appOut } = await bundle('components/extended.ts');
    const { staticInputs, allInputs } = oauthInputs(metafile, entryOut, appOut);
    assert.deepEqual(staticInputs.sort(), ['components/authorize/oauth/core.ts', 'components/authorize/oauth/plugin.ts', 'src/auth/oauth/load.ts']);
    const lazyOnes = [
      'components/authorize/oauth/oauth-flows.ts',
      'src/auth/oauth/pkce.ts',
      'src/auth/oauth/token-request.ts',
      'src/auth/oauth/discovery.ts',
      // The device flow (RFC 8628) and authorization server metadata (RFC 8414) ride in the same lazy part.
      'src/auth/oauth/device-flow.ts',
      'src/auth/oauth/poll-clock.ts',
      'src/auth/oauth/server-metadata.ts',
      'components/authorize/oauth/device-run.ts',
      'components/authorize/oauth/device-code-view.ts',
    ];
    for (const lazy of lazyOnes) {
      assert.ok(allInputs.includes(lazy), `${lazy} is in a lazy chunk`);
    }
  });
});
