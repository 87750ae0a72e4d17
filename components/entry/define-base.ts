/**
 * The base build's app module, loaded by `components/base.ts` once the spec downloads have started: registers
 * the base-tier formats (OpenAPI 2.0/3.0/3.1, AsyncAPI, WSDL) and defines `<spec-viewer>` and its elements.
 */
import { baseFormats, registerFormat } from '../../src/index.js';
import { elements } from '../register-elements.js';
import { registerSearchDialog } from '../controllers/search-shortcut.js';
import { authorizePanel, problemViews, requestPanels, tagTreeViews } from '../shared/lazy-elements.js';

for (const plugin of baseFormats) registerFormat(plugin);
for (const [tag, element] of elements) element.define(tag);
registerSearchDialog(() => import('../search/define.js'));
requestPanels.register(() => import('./define-request-panels.js'));
authorizePanel.register(() => import('./define-authorize.js'));
problemViews.register(() => import('./define-problems.js'));
tagTreeViews.register(() => import('./tag-tree-views.js'));

export * from './public-exports.js';
