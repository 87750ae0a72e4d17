// esbuild settings of the Node entries (core, proxy), shared by both packages' builds, the proxy CLI tests and the
// proxy bench, so what they test and measure is built the way the package ships it.
export const nodeBuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies stay imports: the installed package resolves them from node_modules.
  packages: 'external',
};

/** Bundled CommonJS dependencies call `require` for Node built-ins, which an ES module lacks: the builds' banner. */
export const requireInModules = "import { createRequire as __svCreateRequire } from 'node:module'; const require = __svCreateRequire(import.meta.url);";
