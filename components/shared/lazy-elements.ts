/**
 * Elements in lazy chunks of their own, defined when a page needs them: the request panels (`<sv-try-it>`,
 * `<sv-code-samples>`: pages whose operations can be called; an AsyncAPI page fetches them for its cards' code
 * samples once its first card is shown, never for its first view), the
 * response view (`<sv-response>`: on a Try-It panel's first Send), the Authorize panel (`<sv-authorize>`:
 * documents with security schemes) and the problem views (`<sv-error-panel>`, `<sv-warnings>`: a failed load, a
 * model with warnings). The entry files register how each chunk is fetched; the viewer starts them before it
 * renders a page that shows them.
 */
import type * as RequestPanels from '../entry/define-request-panels.js';
import type * as AuthorizePanel from '../entry/define-authorize.js';
import type * as ProblemViews from '../entry/define-problems.js';
import type * as TagTreeViews from '../entry/tag-tree-views.js';
import { LazyElements } from './lazy-chunk.js';

export const requestPanels = new LazyElements<typeof RequestPanels>();
export { responseView } from './response-view.js';
export const authorizePanel = new LazyElements<typeof AuthorizePanel>();
export const problemViews = new LazyElements<typeof ProblemViews>();
/** Nested tag sections and groups, tag badges and labels: only models that use them (`usesTagTree`) fetch it. */
export const tagTreeViews = new LazyElements<typeof TagTreeViews>();
