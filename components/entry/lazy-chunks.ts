/**
 * Registers how each lazy chunk of elements is fetched: both app modules (base and extended) call this once,
 * so the list of chunks has one owner. One exception: the AsyncAPI Try-It panel's chunk is registered by the
 * request panels' chunk (define-request-panels.ts), its only opener, so that an AsyncAPI page's first view
 * carries nothing of it.
 */
import { registerSearchDialog } from '../controllers/search-shortcut.js';
import { authorizePanel, problemViews, requestPanels, responseView, tagTreeViews } from '../shared/lazy-elements.js';

export function registerLazyChunks(): void {
  registerSearchDialog(() => import('../search/define.js'));
  requestPanels.register(() => import('./define-request-panels.js'));
  responseView.register(() => import('./define-response.js'));
  authorizePanel.register(() => import('./define-authorize.js'));
  problemViews.register(() => import('./define-problems.js'));
  tagTreeViews.register(() => import('./tag-tree-views.js'));
}
