// Web-test-runner plugin: serves a module worker as the production build ships it, one self-contained ES module
// bundled by esbuild with the build's aliases and plugins. The page code resolves the worker as a sibling `.js`
// of its own module (`new URL('./x.js', import.meta.url)`), which on the source tree is a `.ts` file: this
// answers that URL. Bundled once per test run.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { browserAliases, browserPlugins } from '../../esbuild.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `path`: the served URL path of the worker (`.js`); `entry`: its source file, relative to the project root. */
export function workerBundlePlugin({ name, path, entry }) {
  let bundled;
  const bundle = () =>
    (bundled ??= build({
      entryPoints: [`${root}/${entry}`],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      alias: browserAliases,
      plugins: browserPlugins,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    }).then((result) => result.outputFiles[0].text));
  return {
    name,
    async serve(context) {
      if (context.path !== path) return undefined;
      return { body: await bundle(), type: 'js' };
    },
  };
}
