// The classes of elements in lazy chunks, public from both kinds of entry (the page entries with their
// bootstrap, and the bundler entries, which re-export this module with `export *`). Which classes, from which
// chunk: elements-table.ts (rows of a lazy chunk with `exported: 'class'`), which this module is checked against.
import type * as Panels from './define-request-panels.js';
import type * as Response from './define-response.js';
import type * as Authorize from './define-authorize.js';
import type * as Problems from './define-problems.js';
import type * as LazyElements from '../shared/lazy-elements.js';

/**
 * Lazy chunks (the request panels on pages whose operations can be called, the response view on a first Send,
 * the Authorize panel on documents with security schemes, the problem views on a failed load or a model with
 * warnings): their classes are set here once loaded (`await customElements.whenDefined('sv-try-it')`),
 * undefined before.
 */
export let SvTryIt: typeof Panels.SvTryIt | undefined;
export let SvResponse: typeof Response.SvResponse | undefined;
export let SvCodeSamples: typeof Panels.SvCodeSamples | undefined;
export let SvAuthorize: typeof Authorize.SvAuthorize | undefined;
export let SvErrorPanel: typeof Problems.SvErrorPanel | undefined;
export let SvWarnings: typeof Problems.SvWarnings | undefined;

/**
 * Sets the classes above as their chunks load. The entry passes the app module's handles: importing them here
 * would make the page entry wait for the chunk that holds them before its spec download could start. The default
 * export, so that the entries' `export *` of this module leaves it out.
 */
export default function followLazyElements({ requestPanels, responseView, authorizePanel, problemViews }: typeof LazyElements): void {
  requestPanels.whenLoaded((panels) => {
    ({ SvTryIt, SvCodeSamples } = panels);
  });
  responseView.whenLoaded((view) => {
    ({ SvResponse } = view);
  });
  authorizePanel.whenLoaded((panel) => {
    ({ SvAuthorize } = panel);
  });
  problemViews.whenLoaded((views) => {
    ({ SvErrorPanel, SvWarnings } = views);
  });
}

// Their type side, as for the other classes.
export type SvTryIt = Panels.SvTryIt;
export type SvResponse = Response.SvResponse;
export type SvCodeSamples = Panels.SvCodeSamples;
export type SvAuthorize = Authorize.SvAuthorize;
export type SvErrorPanel = Problems.SvErrorPanel;
export type SvWarnings = Problems.SvWarnings;
