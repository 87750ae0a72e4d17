/**
 * Base build entry (`dist/spec-viewer.js`): defines `<spec-viewer>` and its internal elements and registers
 * the base-tier formats (OpenAPI 2.0/3.0/3.1, and AsyncAPI/WSDL once the core ships them).
 */
// First: starts the downloads of the specs already in the page while the rest evaluates.
import './spec-viewer/early-start.js';
import { baseFormats, registerFormat } from '../src/index.js';
import { elements } from './register-elements.js';
import { registerSearchDialog } from './controllers/search-shortcut.js';

for (const plugin of baseFormats) registerFormat(plugin);
for (const [tag, element] of elements) element.define(tag);
registerSearchDialog(() => import('./search/define.js'));

export * from './register-elements.js';
export { SvElement } from './shared/base-element.js';
export { SpecType, SpecLoadError, loadSpec, parseSpec } from '../src/index.js';
export type { ApiModel, Operation, Schema, SpecError, SpecErrorCode, SpecTypeValue } from '../src/index.js';
export type { SpecLoadDetail, SpecErrorDetail, SpecValidateDetail, SvEventMap } from './shared/events.js';
export type { TryItRequest, TryItResponse, HttpRequest } from '../src/index.js';
