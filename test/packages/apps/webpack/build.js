// Runs webpack with webpack.config.js and prints, as JSON for the test: its warnings and errors, and each asset
// above webpack's recommended size (244 KiB) with the files of the modules it was built from.
import webpack from 'webpack';
import config from './webpack.config.js';

const LIMIT = 250_000;

webpack(config, (error, stats) => {
  if (error) throw error;
  const { compilation } = stats;
  const json = stats.toJson({ all: false, warnings: true, errors: true });
  const sources = (file) =>
    [...compilation.chunks]
      .filter((chunk) => chunk.files.has(file))
      .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk).map((m) => m.resource ?? m.identifier()));
  const bigAssets = compilation
    .getAssets()
    .filter((asset) => asset.source.size() > LIMIT && !asset.name.endsWith('.map'))
    .map((asset) => ({ name: asset.name, size: asset.source.size(), modules: sources(asset.name) }));
  const message = (w) => (w.moduleName ? `${w.moduleName}: ${w.message}` : w.message);
  console.log(JSON.stringify({ warnings: json.warnings.map(message), errors: json.errors.map(message), bigAssets }));
});
