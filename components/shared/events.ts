/**
 * Every event spec-viewer elements dispatch, with its `detail` type, and the global typing that makes
 * `addEventListener('spec-load', e => e.detail.title)` typed. Each element's file adds its own tag to
 * `HTMLElementTagNameMap`, so this map imports no element.
 */
import type { SearchResult, SpecError, SpecErrorCode, SpecTypeValue } from '../../src/index.js';

/** `spec-load`: the spec was parsed and its page rendered. */
export interface SpecLoadDetail {
  specType: SpecTypeValue;
  title: string;
  version: string;
  /** Operations of the document, webhooks not counted (they are listed apart). */
  operationCount: number;
}

/** `spec-error`: the spec could not be loaded; the error panel is shown. */
export interface SpecErrorDetail {
  message: string;
  code: SpecErrorCode;
  /** The message's entry in the core's message tables and its parameters, when it has one (to word it yourself). */
  key?: SpecError['key'];
  params?: SpecError['params'];
}

/** `spec-validate`: with the `validate` option, validation of an OpenAPI or AsyncAPI document finished. */
export interface SpecValidateDetail {
  /** What the validator found (empty when the document is valid); also listed in the page's problems bar. */
  problems: SpecError[];
}

/** Event name → detail. Public events first; `sv-*` events are internal between our own elements. */
export interface SvEventMap {
  'spec-load': SpecLoadDetail;
  'spec-error': SpecErrorDetail;
  'spec-validate': SpecValidateDetail;
  /** The search dialog opened (with the query kept from last time). */
  'search-open': { query: string };
  /** A search result was chosen (cancelable: `preventDefault()` keeps the viewer from navigating). */
  'search-select': { result: SearchResult };
  /** The sidebar's search button: the viewer opens its search dialog. */
  'sv-open-search': null;
  /** A sidebar entry was chosen: the viewer reveals the target (also when the hash does not change). */
  'sv-navigate': { id: string };
  /** The operation at the top of the viewport changed (drives the sidebar highlight). */
  'sv-active-change': { id: string | undefined };
  /** The error panel's retry button. */
  'sv-retry': null;
}

type SvEvents = { [K in keyof SvEventMap]: CustomEvent<SvEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends SvEvents {}
}
