/**
 * The entries' public exports, taken from the app module the entry started (top-level await: a module importing
 * an entry runs once the elements are defined, as it did when the entry held them statically).
 */
import type * as Api from './public-exports.js';
import type * as Panels from './define-request-panels.js';
import type * as Authorize from './define-authorize.js';
import type * as Problems from './define-problems.js';
import { loadedApp } from './app-loader.js';
import { authorizePanel, problemViews, requestPanels } from '../shared/lazy-elements.js';

const app = await loadedApp();

export const {
  SpecViewer,
  SvSidebar,
  SvContent,
  SvInfo,
  SvOperation,
  SvMediaContent,
  SvSchemaTree,
  SvSplitPane,
  SvSecurityBadge,
  elements,
  SvElement,
  SpecType,
  SpecLoadError,
  loadSpec,
  parseSpec,
} = app;

/**
 * Lazy chunks (the request panels on pages whose operations can be called, the Authorize panel on documents with
 * security schemes, the problem views on a failed load or a model with warnings): their classes are set here once
 * loaded (`await customElements.whenDefined('sv-try-it')`), undefined before.
 */
export let SvTryIt: typeof Panels.SvTryIt | undefined;
export let SvResponse: typeof Panels.SvResponse | undefined;
export let SvCodeSamples: typeof Panels.SvCodeSamples | undefined;
export let SvAuthorize: typeof Authorize.SvAuthorize | undefined;
export let SvErrorPanel: typeof Problems.SvErrorPanel | undefined;
export let SvWarnings: typeof Problems.SvWarnings | undefined;
requestPanels.whenLoaded((panels) => {
  ({ SvTryIt, SvResponse, SvCodeSamples } = panels);
});
authorizePanel.whenLoaded((panel) => {
  ({ SvAuthorize } = panel);
});
problemViews.whenLoaded((views) => {
  ({ SvErrorPanel, SvWarnings } = views);
});

// Classes and the SpecType union are types too: their type side, as the static exports had it.
export type SpecViewer = Api.SpecViewer;
export type SvSidebar = Api.SvSidebar;
export type SvContent = Api.SvContent;
export type SvInfo = Api.SvInfo;
export type SvOperation = Api.SvOperation;
export type SvMediaContent = Api.SvMediaContent;
export type SvSchemaTree = Api.SvSchemaTree;
export type SvErrorPanel = Api.SvErrorPanel;
export type SvWarnings = Api.SvWarnings;
export type SvResponse = Api.SvResponse;
export type SvSplitPane = Api.SvSplitPane;
export type SvTryIt = Api.SvTryIt;
export type SvAuthorize = Api.SvAuthorize;
export type SvSecurityBadge = Api.SvSecurityBadge;
export type SvCodeSamples = Api.SvCodeSamples;
export type SvElement = Api.SvElement;
export type SpecType = Api.SpecType;
export type SpecLoadError = Api.SpecLoadError;
export type { SvSearch } from '../register-elements.js';
export type { ApiModel, Operation, Schema, SpecError, SpecErrorCode, SpecTypeValue } from '../../src/index.js';
export type { SpecLoadDetail, SpecErrorDetail, SpecValidateDetail, SvEventMap } from '../shared/events.js';
export type { TryItRequest, TryItResponse, HttpRequest } from '../../src/index.js';
