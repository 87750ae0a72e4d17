// What a page of each kind downloads before its first operation, from an esbuild metafile: the entry, its
// static imports, the app module the entry always loads, and the lazy chunks the format needs (each with its
// own static imports). Shared by the size
// budget test and anyone printing figures.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

/** The app modules the entries import as soon as the spec downloads have started (components/entry). */
const baseApp = 'components/entry/define-base.ts';
const extendedApp = 'components/entry/define-extended.ts';

/** Try-It, its response view and code samples: beside every operation that can be called, so in the first view. */
const requestPanels = 'components/entry/define-request-panels.ts';
/** The Authorize panel: only documents with security schemes show it (GitHub's description has none). */
const authorize = 'components/entry/define-authorize.ts';

/**
 * Page kinds: the entry file, its app module and the sources of the lazy chunks loaded before the first
 * operation shows. Markdown, highlighting and code samples load after the first card, so they are not counted.
 */
export const pageKinds = [
  { kind: 'OpenAPI JSON', entry: 'spec-viewer.js', app: baseApp, lazy: ['src/formats/openapi/parse-openapi.ts', requestPanels] },
  {
    kind: 'OpenAPI JSON (security schemes)',
    entry: 'spec-viewer.js',
    app: baseApp,
    lazy: ['src/formats/openapi/parse-openapi.ts', requestPanels, authorize],
  },
  {
    kind: 'OpenAPI YAML',
    entry: 'spec-viewer.js',
    app: baseApp,
    lazy: ['src/formats/openapi/parse-openapi.ts', 'src/source/yaml-common.ts', requestPanels],
  },
  {
    kind: 'AsyncAPI (YAML)',
    entry: 'spec-viewer.js',
    app: baseApp,
    lazy: ['src/formats/asyncapi/parse-asyncapi.ts', 'src/source/yaml-common.ts', 'components/operation/async/view.ts'],
  },
  { kind: 'WSDL', entry: 'spec-viewer.js', app: baseApp, lazy: ['src/formats/wsdl/parse-wsdl.ts', 'components/operation/soap/view.ts', requestPanels] },
  // The file the README gives no-bundler users: the same entry under dist/cdn.
  { kind: 'OpenAPI JSON (CDN)', dir: 'dist/cdn', entry: 'spec-viewer.min.js', app: baseApp, lazy: ['src/formats/openapi/parse-openapi.ts', requestPanels] },
  {
    kind: 'GraphQL (extended)',
    entry: 'spec-viewer-extended.js',
    app: extendedApp,
    lazy: ['src/formats/graphql/parse-graphql.ts', 'components/graphql/graphql-elements.ts', requestPanels],
  },
];

/** Output files reachable from `entry` through imports of the given kinds. */
function closure(outputs, entry, kinds) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imp of outputs[file].imports ?? []) if (kinds.includes(imp.kind)) visit(imp.path);
  };
  visit(entry);
  return seen;
}

/**
 * Files and gzip bytes a page of `page`'s kind downloads, the entry being `${page.dir ?? dir}/${page.entry}`.
 * Lazy chunks are looked up among the chunks this entry can reach, so two builds in one metafile do not mix.
 */
export function pageWeight(metafile, page, dir = 'dist') {
  const outputs = metafile.outputs;
  const entry = `${page.dir ?? dir}/${page.entry}`;
  if (!outputs[entry]) throw new Error(`${entry} is not in the metafile`);
  const reachable = closure(outputs, entry, ['import-statement', 'dynamic-import']);
  const files = closure(outputs, entry, ['import-statement']);
  for (const source of [page.app, ...page.lazy]) {
    const chunk = [...reachable].find((f) => outputs[f].entryPoint?.endsWith(source));
    if (!chunk) throw new Error(`${page.kind}: no lazy chunk for ${source} reachable from ${entry}`);
    for (const f of closure(outputs, chunk, ['import-statement'])) files.add(f);
  }
  const gzipBytes = [...files].reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  return { files: [...files], gzipBytes };
}
