/**
 * The core's public API. Components import the core only through this file.
 * Pure TypeScript: no Lit, no DOM rendering; runs in Node and browsers.
 */
export * from './model/index.js';
export { SpecType, detectSpecType } from './spec-type.js';
export { DEFAULT_LIMITS, type Limits } from './limits.js';
export { loadSpec, parseSpec, type LoadOptions } from './load/load-spec.js';
export { registerFormat, type FormatPlugin } from './formats/registry.js';
export { baseFormats, extendedFormats } from './formats/builtin.js';
export { validateOpenApi } from './formats/openapi/validate.js';
export { mergeAllOf } from './schema/merge-all-of.js';
export { sampleFromSchema, type SampleOptions } from './schema/sample-from-schema.js';
