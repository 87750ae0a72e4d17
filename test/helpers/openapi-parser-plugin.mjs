// Web-test-runner plugin: serves @readme/openapi-parser (the `validate` option's lazy chunk) as one ES module
// bundled by esbuild with the production build's Node built-in aliases: unbundled, the browser would meet its
// `import("fs")` and CommonJS dependencies (ajv) that only a bundler can resolve.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { browserAliases } from '../../esbuild.config.mjs';

const parserFile = /\/node_modules\/@readme\/openapi-parser\/dist\/index\.js$/;
const root = fileURLToPath(new URL('../..', import.meta.url));
let bundled;

function bundle() {
  bundled ??= build({
    stdin: { contents: "export * from '@readme/openapi-parser';", resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    alias: browserAliases,
    inject: [fileURLToPath(new URL('../../scripts/buffer-global.js', import.meta.url))],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((result) => result.outputFiles[0].text);
  return bundled;
}

export function openApiParserPlugin() {
  return {
    name: 'openapi-parser-bundle',
    async transform(context) {
      if (!parserFile.test(context.path)) return undefined;
      return { body: await bundle() };
    },
  };
}
