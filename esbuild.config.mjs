// Builds the browser bundles (ESM with code splitting, also under dist/cdn), the validator's worker, the Node
// core and proxy, and the proxy package (packages/spec-viewer-proxy/build.mjs).
// Fails when a browser chunk pulls in Node-only code (the proxy, packages/spec-viewer-proxy/src).
import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
import { copyFileSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { nodeBuildOptions, requireInModules } from './scripts/node-build-options.mjs';
import { buildProxyPackage, buildProxyTypes, PROXY_ENTRIES } from './packages/spec-viewer-proxy/build.mjs';
import { pageKinds, pageWeight } from './scripts/page-weight.mjs';
import { appChunkingFor, appModuleAs, outputFor, staticClosure } from './scripts/app-chunking.mjs';
import { minifyCssLiterals } from './scripts/minify-css-literals.mjs';

const watch = process.argv.includes('--watch');
const quiet = process.argv.includes('--quiet');
const emptyModule = new URL('./scripts/empty-module.js', import.meta.url).pathname;
/** The repository root: the static and module builds below resolve their entries from it wherever they are called. */
const root = new URL('.', import.meta.url).pathname;

/** Node built-ins some browser-bound dependencies import but never need in a page. */
export const browserAliases = {
  fs: emptyModule,
  'node:fs': emptyModule,
  path: emptyModule,
  'node:path': emptyModule,
  url: emptyModule,
  'node:url': emptyModule,
  util: emptyModule,
  'node:util': emptyModule,
  // @asyncapi/parser (via Spectral) requires jsonc-parser, whose `main` is a UMD wrapper that hides its
  // requires from esbuild ("Dynamic require of ./impl/format"); its ES module build bundles cleanly.
  'jsonc-parser': 'jsonc-parser/lib/esm/main.js',
};

/** `await import(nameInAVariable)` of a Node-only module (`undici`, `node:dns/promises`) in a validator library. */
const NODE_ONLY_IMPORT = /await import\((undiciModuleName|dnsModuleName)\)/g;

/**
 * @readme/openapi-parser (the `validate` option's worker) for browsers. It tests parsed data with Node's global
 * `Buffer`: its module alone gets the `buffer` package imported, so no other chunk grows and no page-wide global
 * is set. Its external-reference fetcher imports `undici` and `node:dns/promises` by a variable, on a path a page
 * never takes (external references are not fetched); minified, that becomes `import("undici")`, which an app's
 * bundler (Vite, webpack) would resolve and bundle from the worker file: those imports become rejections.
 */
const validatorForBrowsers = {
  name: 'validator-for-browsers',
  setup(build) {
    const nodeOnly = (source) => source.replace(NODE_ONLY_IMPORT, 'await Promise.reject(new Error("not available in a browser"))');
    build.onLoad({ filter: /[\\/]@readme[\\/]openapi-parser[\\/]dist[\\/]index\.js$/ }, async (args) => ({
      contents: `import { Buffer } from 'buffer';\n${nodeOnly(await readFile(args.path, 'utf8'))}`,
      loader: 'js',
    }));
    build.onLoad({ filter: /[\\/]@apidevtools[\\/]json-schema-ref-parser[\\/]dist[\\/]lib[\\/].*\.js$/ }, async (args) => ({
      contents: nodeOnly(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};

/**
 * The core's barrel (src/index.ts) names what it re-exports (`export { a, b } from './m.js'`). esbuild puts a module
 * re-exported that way in a chunk of every entry that imports the barrel, used there or not: the app module then
 * downloads the request building and transports only the lazy Try-It chunk uses. `export * from` does not do that,
 * so browser builds read the barrel with its value re-exports as `export *` (types are erased anyway). The
 * entries' own exports are named, so the browser API does not change; a name two modules export fails the build.
 */
const coreBarrelAsStarExports = {
  name: 'core-barrel-as-star-exports',
  setup(build) {
    const barrel = new URL('./src/index.ts', import.meta.url).pathname;
    build.onLoad({ filter: /[\\/]src[\\/]index\.ts$/ }, async (args) => {
      if (args.path !== barrel) return undefined;
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/export (type )?\{([^}]*)\} from ('[^']+');/g, (_, typeOnly, names, from) =>
        typeOnly || names.split(',').every((n) => /^\s*(type\s|$)/.test(n)) ? '' : `export * from ${from};`,
      );
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * In a page the validators run in their workers (validate-worker.ts imports validate-check.ts itself); the
 * in-place branch of validate.ts is Node's. Bundled for browsers it would ship a second copy of each validator
 * (2 MB for AsyncAPI's) that no page loads.
 */
const validatorsOnlyInWorkers = {
  name: 'validators-only-in-workers',
  setup(build) {
    build.onResolve({ filter: /^\.\/validate-check\.js$/ }, (args) =>
      /[\\/]src[\\/]formats[\\/](openapi|asyncapi)[\\/]validate\.ts$/.test(args.importer) ? { path: args.importer, namespace: 'validator-in-worker' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'validator-in-worker' }, () => ({
      contents: `const inWorker = () => Promise.reject(new Error('In a page the validator runs in its worker'));
export { inWorker as checkOpenApi, inWorker as checkAsyncApi };`,
      loader: 'js',
    }));
  },
};

/** esbuild plugins every browser build uses (also the test runner's bundles of lazy dependencies). */
export const browserPlugins = [validatorForBrowsers, coreBarrelAsStarExports, minifyCssLiterals, validatorsOnlyInWorkers];

const browserCommon = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  metafile: true,
  alias: browserAliases,
  plugins: browserPlugins,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: quiet ? 'error' : 'warning',
};

/**
 * The GraphQL mock (graphql-js's execution and @graphql-tools/mock), built as one file of its own with its own copy
 * of graphql-js: bundled with the pages, the execution modules it shares with the GraphQL parser would land in the
 * parser's chunk, which every GraphQL page loads before its first operation. The mock builds its schema from the
 * model's SDL, so no graphql-js object crosses between the copies.
 */
async function buildGraphqlMock(outdir) {
  const result = await esbuild.build({
    ...browserCommon,
    entryPoints: { 'chunks/graphql-mock': 'src/mock/graphql-answer.ts' },
    entryNames: '[dir]/[name]-[hash]',
    splitting: false,
    outdir,
  });
  const file = Object.keys(result.metafile.outputs).find((f) => f.endsWith('.js') && result.metafile.outputs[f].entryPoint);
  return { result, file };
}

/** The mock engine's `import('./graphql-answer.js')` goes to that file (a sibling of every chunk in dist/chunks/). */
function graphqlMockApart(file) {
  return {
    name: 'graphql-mock-apart',
    setup(build) {
      build.onResolve({ filter: /\/graphql-answer\.js$/ }, (args) =>
        args.importer.endsWith('src/mock/answer.ts') ? { path: `./${file.replace(/^.*\//, '')}`, external: true } : undefined,
      );
    },
  };
}

/** The lazy YAML reader (src/source/decode-yaml.ts imports it), whose chunks the entry hints for a YAML spec. */
const YAML_READER = 'src/source/yaml-common.ts';
/** The lazy OpenAPI parser, whose chunks the entry hints for a JSON spec that names an OpenAPI version. */
const OPENAPI_PARSER = 'src/formats/openapi/parse-openapi.ts';

// No syntax minification for what bundlers read: it folds the validator's `import(name)` of Node-only modules
// (a variable, so that bundlers leave it alone) into `import("undici")`, which a consumer's bundler would then
// try to resolve.
const forBundlers = { minify: false, minifyWhitespace: true, minifyIdentifiers: true };

/**
 * dist/module's chunks start the page build's worker files (dist/chunks/…-worker.js: the validators' 2.5 MB and
 * 0.6 MB, GraphQL's checks) rather than copies of their own: the path from dist/module/chunks/ is written in at
 * build time.
 */
const workersOfPageBuild = {
  name: 'workers-of-page-build',
  setup(build) {
    build.onLoad({ filter: /src\/formats\/((openapi|asyncapi)\/validate-in-worker|graphql\/check-in-worker)\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/new URL\('\.\/([a-z-]+-worker\.js)'/, "new URL('../../chunks/$1'"),
      loader: 'ts',
    }));
  },
};

/** What the module build imports rather than bundles: the package's only dependencies. */
const LIT_PACKAGES = ['lit', 'lit/*', '@lit/context', '@lit/task'];

/**
 * For bundlers (the package's `module` condition): the app module as the entry, no top-level await, an ES2020
 * target any bundler's default accepts; lazy parts stay chunks the bundler splits again. Not counted in the
 * page weights (a bundler rebuilds it into the site's own files). `spec-viewer render` copies it next to the
 * pages it writes; its tests build it to a temporary folder with this function.
 */
export function buildModule(outdir, { logLevel = browserCommon.logLevel } = {}) {
  return esbuild.build({
    ...browserCommon,
    logLevel,
    target: ['es2020'],
    ...forBundlers,
    entryPoints: { 'spec-viewer': 'components/bundler-base.ts', 'spec-viewer-extended': 'components/bundler-extended.ts' },
    // Lit stays the app's (the package's dependencies): one copy when the app uses Lit too.
    external: LIT_PACKAGES,
    plugins: [workersOfPageBuild, ...(browserCommon.plugins ?? [])],
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: root,
    outdir,
  });
}

/**
 * What the viewer package's Node modules leave to the installing app: the validators (optional: `npm i spec-viewer`
 * installs neither, see validator-module.ts) and the optional peers (the proxy's Express router, its Redis limiter).
 */
const NODE_EXTERNALS = ['@readme/openapi-parser', '@asyncapi/parser', 'express', 'ioredis'];

/**
 * A dynamic import of a CommonJS package, split into a chunk of its own, exposes only `default` (Node's import
 * would find its named exports): `yaml`, which src/source imports lazily, is bundled from its ES module build.
 */
const nodeAliases = { yaml: join(dirname(createRequire(import.meta.url).resolve('yaml/package.json')), 'browser/index.js') };

/**
 * The package's Node modules: `spec-viewer/core`, `spec-viewer/static` (the static renderers; Node: sanitize-html,
 * browsers: DOMPurify on the page's DOM), `spec-viewer/proxy` and its command (the proxy package's PROXY_ENTRIES,
 * the viewer's one import of the proxy's code), and the modules of the commands
 * `spec-viewer render` (dist/static/cli.js) and `spec-viewer mock` (dist/mock/cli.js). Their dependencies are
 * bundled (shared chunks in dist/node-chunks/), so that installing the package installs no library a page never
 * needs; see NODE_EXTERNALS for the exceptions.
 */
export async function buildNode(outdir, { logLevel = browserCommon.logLevel } = {}) {
  await esbuild.build({
    ...nodeBuildOptions,
    packages: undefined,
    external: NODE_EXTERNALS,
    alias: nodeAliases,
    banner: { js: requireInModules },
    // The bundled libraries are most of these files: minified, the package stays within its size limit.
    minify: true,
    sourcemap: true,
    entryPoints: {
      'core/index': 'src/index.ts',
      'static/index': 'src/static/index.ts',
      'static/cli': 'src/static/cli/render-command.ts',
      'mock/cli': 'src/mock/cli.ts',
      ...Object.fromEntries(Object.entries(PROXY_ENTRIES).map(([name, file]) => [`proxy/${name}`, file])),
    },
    splitting: true,
    chunkNames: 'node-chunks/[name]-[hash]',
    absWorkingDir: root,
    outdir,
    logLevel,
  });
  await esbuild.build({
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    sourcemap: true,
    alias: browserAliases,
    entryPoints: { 'static/browser': 'src/static/browser.ts' },
    // The locale tables (localeLabels) are chunks fetched when asked for: most pages render in one language.
    splitting: true,
    chunkNames: 'static/chunks/[name]-[hash]',
    absWorkingDir: root,
    outdir,
    logLevel,
  });
}

/**
 * `spec-viewer/react` (integrations/react/): the React component for React 18, importing React (an optional peer)
 * and nothing of the viewer, which the app imports itself.
 */
async function buildReact(outdir) {
  await esbuild.build({
    ...browserCommon,
    ...forBundlers,
    target: ['es2020'],
    external: ['react'],
    sourcemap: true,
    entryPoints: { react: 'integrations/react/spec-viewer-react.ts' },
    outdir,
  });
}

/** The static renderer is for build steps and servers: a page bundle that pulls it in grows for nothing. */
function assertNoStaticRenderer(result, label) {
  const bad = Object.keys(result.metafile.inputs).filter((p) => p.startsWith('src/static/') || p.includes('node_modules/sanitize-html/'));
  if (bad.length > 0) throw new Error(`${label}: browser bundle pulls in the static renderer: ${bad.join(', ')}`);
}

/** The commands' Node-only modules (src/cli/, src/static/cli/) and the mock's HTTP server and command. */
const NODE_ONLY_COMMANDS = /^src\/(cli\/|static\/cli\/|mock\/(server(-[a-z-]+)?|cli)\.ts$)/;

function assertNoNodeOnly(result, label) {
  const bad = Object.keys(result.metafile.inputs).filter((p) => p.startsWith('packages/spec-viewer-proxy/') || p.startsWith('bin/') || NODE_ONLY_COMMANDS.test(p));
  if (bad.length > 0) throw new Error(`${label}: browser bundle pulls in Node-only code: ${bad.join(', ')}`);
}

export async function build() {
  rmSync('dist', { recursive: true, force: true });
  mkdirSync('dist', { recursive: true });

  // Two builds per page entry. First the app module (elements, plugins) with every lazy part, split into
  // chunks; then the entry itself, unsplit and importing nothing statically: the spec downloads it starts must
  // not wait for a shared chunk to arrive. The entry imports the app module by its built name and preloads
  // that module's static chunks (listed here from the first build), so they download in parallel rather than
  // one import level after another.
  // dist/cdn holds the same entries under the names the README gives no-bundler users; they load dist/chunks
  // (imported relatively, so one script tag from any origin loads its siblings from that origin).
  const browser = { metafile: { inputs: {}, outputs: {} } };
  const outdir = 'dist';
  const pageBuilds = [
    ['spec-viewer', 'components/base.ts', 'components/entry/define-base.ts'],
    ['spec-viewer-extended', 'components/extended.ts', 'components/entry/define-extended.ts'],
  ];
  const merge = (result) => {
    Object.assign(browser.metafile.inputs, result.metafile.inputs);
    Object.assign(browser.metafile.outputs, result.metafile.outputs);
  };
  const chunking = {};
  const graphqlMock = await buildGraphqlMock(outdir);
  assertNoNodeOnly(graphqlMock.result, graphqlMock.file);
  merge(graphqlMock.result);
  const pagePlugins = [graphqlMockApart(graphqlMock.file), ...browserPlugins];
  for (const [name, entry, app] of pageBuilds) {
    const appName = app.replace(/^.*\//, '').replace(/\.ts$/, '');
    const appBuild = {
      ...browserCommon,
      entryPoints: { [`chunks/${appName}`]: app },
      entryNames: '[dir]/[name]-[hash]',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      outdir,
    };
    chunking[app] = await appChunkingFor(appBuild, app, pagePlugins);
    const appResult = await esbuild.build({ ...appBuild, plugins: [chunking[app], ...pagePlugins] });
    assertNoNodeOnly(appResult, `${outdir}/chunks/${appName}`);
    assertNoStaticRenderer(appResult, `${outdir}/chunks/${appName}`);
    merge(appResult);
    const outputs = appResult.metafile.outputs;
    const appFile = outputFor(outputs, app);
    const appClosure = staticClosure(outputs, appFile);
    for (const [entryDir, entryName] of [[outdir, name], ['dist/cdn', `${name}.min`]]) {
      // Paths from the entry's folder to the chunks (`./chunks/…` from dist/, `../chunks/…` from dist/cdn/).
      const relative = (file) => (entryDir === outdir ? `./${file.slice(outdir.length + 1)}` : `../${file.slice(outdir.length + 1)}`);
      const appChunks = [...appClosure].filter((f) => f !== appFile).map(relative);
      // A lazy module's chunk and what it imports beyond the app's: the entry hints them (the YAML reader for a
      // YAML spec, the OpenAPI parser for a JSON spec whose first bytes name an OpenAPI version).
      const hinted = (entryPoint) => {
        const file = outputFor(outputs, entryPoint);
        return file ? [...staticClosure(outputs, file)].filter((f) => !appClosure.has(f)).map(relative) : [];
      };
      const entryResult = await esbuild.build({
        ...browserCommon,
        entryPoints: { [entryName]: entry },
        splitting: false,
        outdir: entryDir,
        plugins: [...browserPlugins, appModuleAs(appName, relative(appFile))],
        define: {
          ...browserCommon.define,
          SPEC_VIEWER_APP_CHUNKS: JSON.stringify(appChunks),
          SPEC_VIEWER_YAML_CHUNKS: JSON.stringify(hinted(YAML_READER)),
          SPEC_VIEWER_OPENAPI_CHUNKS: JSON.stringify(hinted(OPENAPI_PARSER)),
        },
      });
      assertNoNodeOnly(entryResult, `${entryDir}/${entryName}.js`);
      // The entry's import of the app module is external to its build: recorded as the output it names, so
      // anything walking the metafile (page weights, size budgets) follows it.
      for (const out of Object.values(entryResult.metafile.outputs)) {
        for (const imp of out.imports) if (imp.external && imp.path === relative(appFile)) Object.assign(imp, { path: appFile, external: undefined });
      }
      merge(entryResult);
    }
  }

  const bundlerBuild = await buildModule('dist/module');
  assertNoNodeOnly(bundlerBuild, 'dist/module');
  assertNoStaticRenderer(bundlerBuild, 'dist/module');

  // The module workers (the `validate` option's for OpenAPI and AsyncAPI, GraphQL's schema checks), each
  // self-contained, next to the chunk that starts them (which resolves them from its own URL); dist/module's
  // chunks start the same files (workersOfPageBuild).
  {
    const worker = await esbuild.build({
      ...browserCommon,
      entryPoints: {
        'chunks/validate-worker': 'src/formats/openapi/validate-worker.ts',
        'chunks/asyncapi-validate-worker': 'src/formats/asyncapi/validate-worker.ts',
        'chunks/graphql-check-worker': 'src/formats/graphql/check-worker.ts',
      },
      splitting: false,
      outdir,
    });
    assertNoNodeOnly(worker, `${outdir}/chunks/validate-worker.js, asyncapi-validate-worker.js, graphql-check-worker.js`);
  }

  // The OAuth redirect page (extended tier): a tiny self-contained script next to its HTML page.
  const callback = await esbuild.build({
    ...browserCommon,
    entryPoints: { 'oauth-callback': 'components/oauth-callback/oauth-callback.ts' },
    splitting: false,
    outdir: 'dist',
  });
  assertNoNodeOnly(callback, 'dist/oauth-callback.js');
  copyFileSync('components/oauth-callback/oauth-callback.html', 'dist/oauth-callback.html');

  await buildReact('dist');
  await buildProxyPackage({ logLevel: browserCommon.logLevel });
  await buildNode('dist');

  writeFileSync('dist/meta.json', JSON.stringify(browser.metafile));
  if (!quiet) printSizes(browser.metafile);
  return browser.metafile;
}

/** Gzip size of what each page kind downloads before its first operation (lazy chunks listed apart). */
export function printSizes(metafile) {
  const gz = (f) => gzipSync(readFileSync(f)).length;
  for (const page of pageKinds) {
    const { files, gzipBytes } = pageWeight(metafile, page);
    console.log(`${page.kind}: ${(gzipBytes / 1024).toFixed(1)} KB gzip before its first operation (${files.length} files)`);
  }
  for (const f of Object.keys(metafile.outputs).filter((f) => f.endsWith('.js') && f.startsWith('dist/chunks/'))) {
    console.log(`  chunk ${f}: ${(gz(f) / 1024).toFixed(1)} KB gzip`);
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await build();
  if (!process.argv.includes('--no-types')) {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
    buildProxyTypes();
    // custom-elements.json from the elements' JSDoc (package.json "customElements").
    execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet'], { stdio: 'inherit' });
  }
  if (watch) console.log('watch mode is provided by demo/server.mjs');
}
