import { resolve } from 'node:path';

// Production mode, two entries (spec-viewer and spec-viewer/extended), nothing else configured.
export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: { base: './src/base.js', extended: './src/extended.js' },
  output: { path: resolve(import.meta.dirname, 'dist'), publicPath: 'auto', clean: true },
};
