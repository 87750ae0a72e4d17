// One esbuild bundle as the production build makes it (its Node built-in aliases and plugins, production
// define), built on first request and kept for the test run: shared by the web-test-runner plugins that serve
// a dependency or a worker as a single ES module.
import { build } from 'esbuild';
import { browserAliases, browserPlugins } from '../../esbuild.config.mjs';

/** `input`: esbuild's `entryPoints` or `stdin`; returns a function resolving to the bundle's text. */
export function bundleOnce(input) {
  let bundled;
  return () =>
    (bundled ??= build({
      ...input,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      alias: browserAliases,
      plugins: browserPlugins,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    }).then((result) => result.outputFiles[0].text));
}
