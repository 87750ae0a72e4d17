// Web-test-runner plugin: serves the few CommonJS files browser code imports as ES modules, converted by
// esbuild the way the production bundle converts them. highlight.js 11's `es/core.js` re-exports the
// CommonJS `lib/core.js`, which a browser cannot import unbundled; @graphql-tools/mock imports the CommonJS
// fast-json-stable-stringify.
import { transform } from 'esbuild';

const commonJsFiles = [/\/node_modules\/highlight\.js\/lib\/core\.js$/, /\/node_modules\/fast-json-stable-stringify\/index\.js$/];

export function cjsToEsmPlugin() {
  return {
    name: 'cjs-to-esm',
    async transform(context) {
      if (!commonJsFiles.some((pattern) => pattern.test(context.path))) return undefined;
      const { code } = await transform(String(context.body), { format: 'esm', loader: 'js', sourcefile: context.path });
      return { body: code };
    },
  };
}
