// Web-test-runner plugin: serves a module worker as the production build ships it, one self-contained ES module
// bundled by esbuild with the build's aliases and plugins. The page code resolves the worker as a sibling `.js`
// of its own module (`new URL('./x.js', import.meta.url)`), which on the source tree is a `.ts` file: this
// answers that URL. Bundled once per test run.
import { fileURLToPath } from 'node:url';
import { bundleOnce } from './bundle-once.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `path`: the served URL path of the worker (`.js`); `entry`: its source file, relative to the project root. */
export function workerBundlePlugin({ name, path, entry }) {
  const bundle = bundleOnce({ entryPoints: [`${root}/${entry}`] });
  return {
    name,
    async serve(context) {
      if (context.path !== path) return undefined;
      return { body: await bundle(), type: 'js' };
    },
  };
}
