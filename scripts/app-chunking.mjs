// How esbuild.config.mjs chunks a page entry's app module: one shared chunk for the app's own code (every lazy
// part of ours also imports the app module), with the modules the first view's lazy parts share hoisted into it;
// and the entry's import of the app module left to the browser under its built name.
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { pageKinds } from './page-weight.mjs';

/** The output file esbuild built from `entryPoint` (a path as the metafile gives it), if any. */
export function outputFor(outputs, entryPoint) {
  return Object.keys(outputs).find((f) => outputs[f].entryPoint === entryPoint);
}

/** Output files reachable from `file` through static imports. */
export function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file) || !outputs[file]) return seen;
  seen.add(file);
  for (const imp of outputs[file].imports) if (imp.kind === 'import-statement') staticClosure(outputs, imp.path, seen);
  return seen;
}

/**
 * Lazy parts a worker imports too (the GraphQL parser chunk checks a large SDL in a worker that imports it): they
 * must not import the app module, which needs a DOM.
 */
const workerImported = new Set(['src/formats/graphql/parse-graphql.ts']);

/** Our own modules (not packages') that the app module imports lazily: the entry points of its lazy chunks. */
async function ownLazyParts(appBuild, app) {
  const { metafile } = await esbuild.build({ ...appBuild, write: false, logLevel: 'silent' });
  const parts = Object.values(metafile.outputs)
    .map((out) => out.entryPoint)
    .filter((e) => e && e !== app && /^(components|src|styles)\//.test(e) && !workerImported.has(e));
  return new Set(parts.map((part) => resolvePath(part)));
}

/**
 * Our modules that the lazy parts a page needs before its first operation (the format's parser and view, the
 * YAML reader, the request panels, the Authorize panel: `pageKinds` in scripts/page-weight.mjs) share with other
 * lazy parts. esbuild puts them in small chunks of their own, which those parts then import one level later.
 */
const ownCode = (inputs) => inputs.every((i) => /^(components|src|styles)\//.test(i));

async function sharedByFirstViewParts(appBuild, app, lazyParts, plugins) {
  const firstView = new Set(pageKinds.flatMap((page) => page.lazy));
  const { metafile } = await esbuild.build({ ...appBuild, write: false, logLevel: 'silent', plugins: [appChunking(app, lazyParts, new Set()), ...plugins] });
  const outputs = metafile.outputs;
  const appFile = outputFor(outputs, app);
  const inApp = staticClosure(outputs, appFile);
  const shared = new Set();
  for (const file of Object.keys(outputs).filter((f) => firstView.has(outputs[f].entryPoint))) {
    for (const chunk of staticClosure(outputs, file)) {
      const inputs = Object.keys(outputs[chunk].inputs);
      if (chunk === file || inApp.has(chunk) || outputs[chunk].entryPoint || !ownCode(inputs)) continue;
      // A module that imports a package (the XML reader shared by the WSDL parser and the mock) stays where it is:
      // hoisted, it would bring the package into every page's first view.
      if ([...staticClosure(outputs, chunk)].some((c) => !inApp.has(c) && !ownCode(Object.keys(outputs[c].inputs)))) continue;
      for (const input of inputs) shared.add(resolvePath(input));
    }
  }
  return shared;
}

/**
 * The app build's chunking plugin, from two analysis builds (the lazy parts, then what they share). `plugins`:
 * the browser build's own, which the analysis needs to resolve as the build does.
 */
export async function appChunkingFor(appBuild, app, plugins) {
  const lazyParts = await ownLazyParts(appBuild, app);
  return appChunking(app, lazyParts, await sharedByFirstViewParts(appBuild, app, lazyParts, plugins));
}

/**
 * How the app build is chunked. Every lazy part of ours also imports the app module (appended: imports are
 * hoisted, so no line moves). The app module has always run before a lazy part loads, so this costs nothing at
 * run time, but it makes every module of the app reachable from the same set of entry points: esbuild then puts
 * them in one shared chunk instead of one chunk per combination of lazy parts using them (33 files, which over
 * HTTP/1.1's six connections per host took several round trips before the first operation). And the app module
 * imports `hoisted` (sharedByFirstViewParts), so those modules join that chunk and the first view's lazy parts
 * need no second level of imports.
 */
function appChunking(app, lazyParts, hoisted) {
  const appPath = resolvePath(app);
  const imports = (paths, prefix = '') => [...paths].map((path) => `import ${JSON.stringify(prefix + path)};\n`).join('');
  return {
    name: 'app-chunking',
    setup(build) {
      // A bare import of a module without side effects (package.json `sideEffects`) is dropped by esbuild, and
      // with it the module's place in the app chunk: the hoisted modules are imported as having them.
      build.onResolve({ filter: /^sv-hoist:/ }, (args) => ({ path: args.path.slice('sv-hoist:'.length), sideEffects: true }));
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const appended = args.path === appPath ? imports(hoisted, 'sv-hoist:') : lazyParts.has(args.path) ? imports([appPath]) : '';
        if (!appended) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\n${appended}`, loader: 'ts' };
      });
    },
  };
}

/** The entry's `import('./define-base.js')` (or extended) left to the browser, as the app build named it. */
export function appModuleAs(appName, path) {
  return {
    name: 'app-module-as-built',
    setup(build) {
      build.onResolve({ filter: new RegExp(`/${appName}\\.js$`) }, () => ({ path, external: true }));
    },
  };
}
