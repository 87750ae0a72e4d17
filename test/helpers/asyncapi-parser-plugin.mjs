// Web-test-runner plugin: serves @asyncapi/parser's CommonJS build as one ES module, bundled by esbuild with
// the same Node built-in aliases as the production build (esbuild.config.mjs `browserAliases`). The browser
// cannot load its hundreds of CommonJS files unbundled; bundling once keeps the AsyncAPI tests fast.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { browserAliases } from '../../esbuild.config.mjs';

const parserFile = /\/node_modules\/@asyncapi\/parser\/cjs\/parser\.js$/;
const root = fileURLToPath(new URL('../..', import.meta.url));
let bundled;

function bundle() {
  bundled ??= build({
    stdin: { contents: "export { Parser } from '@asyncapi/parser/cjs/parser.js';", resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    alias: browserAliases,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((result) => result.outputFiles[0].text);
  return bundled;
}

export function asyncApiParserPlugin() {
  return {
    name: 'asyncapi-parser-bundle',
    async transform(context) {
      if (!parserFile.test(context.path)) return undefined;
      return { body: await bundle() };
    },
  };
}
