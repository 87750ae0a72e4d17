// Injected by esbuild into browser chunks that use Node's global `Buffer` (only @readme/openapi-parser, in the
// `validate` option's lazy chunk: it tests parsed data with Buffer.isBuffer). Modules that never mention
// Buffer are left untouched, so the base bundle does not grow.
export { Buffer } from 'buffer';
