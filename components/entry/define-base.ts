/**
 * The base build's app module, loaded by `components/base.ts` once the spec downloads have started: registers
 * the base-tier formats (OpenAPI 2.0/3.0/3.1, AsyncAPI, WSDL) and defines `<spec-viewer>` and its elements.
 */
import { baseFormats, registerFormat } from '../../src/index.js';
import { elements } from '../register-elements.js';
import { registerLazyChunks } from './lazy-chunks.js';

for (const plugin of baseFormats) registerFormat(plugin);
for (const [tag, element] of elements) element.define(tag);
registerLazyChunks();

export * from './public-exports.js';
// Not public: the lazy chunks' handles, which the page entry follows to set the lazy classes (lazy-exports.ts).
export * as lazyElements from '../shared/lazy-elements.js';
