// Web-test-runner plugin: serves one dependency's entry file as a single ES module bundled by esbuild with
// the production build's Node built-in aliases and plugins (esbuild.config.mjs). Used for the
// dependencies the browser cannot load unbundled: @asyncapi/parser (hundreds of CommonJS files) and
// @readme/openapi-parser (`import("fs")`, CommonJS ajv). Each is bundled once per test run.
import { fileURLToPath } from 'node:url';
import { bundleOnce } from './bundle-once.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `file`: the served path to replace; `source`: ES module code, resolved from the project root, to bundle. */
export function bundledModulePlugin({ name, file, source }) {
  const bundle = bundleOnce({ stdin: { contents: source, resolveDir: root, loader: 'js' } });
  return {
    name,
    async transform(context) {
      if (!file.test(context.path)) return undefined;
      return { body: await bundle() };
    },
  };
}
