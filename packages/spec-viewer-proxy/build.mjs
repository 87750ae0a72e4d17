// The proxy package's own build: dist/*.js from src/ and dist/types/ (tsconfig.build.json). `npm run build` in this
// folder runs it, and so does its `prepack`, so that `npm pack` here gives a complete package from a fresh clone;
// the viewer's build (esbuild.config.mjs) calls buildProxyPackage() too. PROXY_ENTRIES is the one place the viewer
// takes the proxy's code from: it bundles them into its own dist/proxy/ (`spec-viewer/proxy`, its bin).
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeBuildOptions, requireInModules } from '../../scripts/node-build-options.mjs';

/** This package's folder, and the repository's root (the builds resolve their entries from it). */
export const PROXY_PACKAGE = fileURLToPath(new URL('./', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The proxy's three modules: the Node API, the Express router and the command (which the bins call). */
export const PROXY_ENTRIES = {
  index: 'packages/spec-viewer-proxy/src/index.ts',
  express: 'packages/spec-viewer-proxy/src/express.ts',
  cli: 'packages/spec-viewer-proxy/src/cli.ts',
};

/** What the build leaves to the package's dependencies (MQTT.js is bundled: see buildProxyPackage). */
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const PROXY_EXTERNALS = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];

/**
 * The package's dist/, built from src/, whose dependencies package.json lists. spec-viewer builds the same
 * entries into its dist/proxy/ (buildNode in esbuild.config.mjs), so that the viewer installs without this package.
 */
export async function buildProxyPackage({ logLevel = 'warning' } = {}) {
  await esbuild.build({
    ...nodeBuildOptions,
    // MQTT.js comes bundled, in the chunk the channel bridge loads with its first MQTT session: as a dependency it
    // would install some 40 packages (12 MB) with `npx spec-viewer-proxy`. The others stay the package's dependencies.
    packages: undefined,
    external: PROXY_EXTERNALS,
    banner: { js: requireInModules },
    entryPoints: PROXY_ENTRIES,
    // The modules the three share, once (beside them: the package ships dist/*.js).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    absWorkingDir: root,
    outdir: `${PROXY_PACKAGE}dist`,
    logLevel,
  });
}

/** The package's type declarations (dist/types/), from tsconfig.build.json. */
export function buildProxyTypes() {
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.build.json'], { cwd: PROXY_PACKAGE, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildProxyPackage({ logLevel: 'error' });
  buildProxyTypes();
}
