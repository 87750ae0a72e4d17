/**
 * Format-specific views, loaded when a model of their format arrives: the extended build registers GraphQL's
 * elements here behind `import()`, and the operation card its AsyncAPI and SOAP pieces, so a page downloads the
 * views of its own format only (an OpenAPI page never downloads the AsyncAPI card).
 */
import type { CSSResult, TemplateResult } from 'lit';
import { lazyModule, type ApiModel, type LazyModule, type Operation, type SpecTypeValue, type TryItResponse } from '../../src/index.js';
import type { SectionRenderKeys, Target } from './target.js';
import type { FormHost } from '../try-it/form-host.js';
import type { Labels } from '../i18n/en.js';

/** The viewer's settings a format view may apply to its model (GraphQL: endpoint, security schemes, depth). */
export interface PageSettings {
  endpoint?: string;
  securitySchemes?: Record<string, unknown>;
  exampleDepth?: number;
}

/** What the sidebar lends a format's groups: open state and the shared group toggle. */
export interface SidebarGroupsHost {
  activeId: string | undefined;
  /** The reader's choice for a group, else `byDefault`. */
  isOpen(key: string, byDefault: boolean): boolean;
  groupToggle(key: string, label: string, count: number, open: boolean): TemplateResult;
  /** The active labels. */
  t: Labels;
}

/**
 * A format's own pieces of the shared elements. Base-build elements call these hooks, so the format's code stays
 * in its lazy chunk.
 */
export interface FormatView {
  /** The model the page renders: the loaded one with the viewer's settings applied. */
  pageModel?(model: ApiModel, settings: PageSettings): ApiModel;
  /** The sidebar groups after the operations (GraphQL: types by kind, directives). */
  sidebarGroups?(model: ApiModel, host: SidebarGroupsHost): unknown;
  /** Deep-link ids of the format's own targets (GraphQL schema coordinates), rendered by the content's `keys`. */
  resolveTarget?(id: string, model: ApiModel, keys: SectionRenderKeys): Target | undefined;
  /** The request editors of a Try-It form (GraphQL: query, variables, operation name). */
  tryItEditors?(host: FormHost, level: number): unknown;
  /** What a response carries that deserves an alert (GraphQL `errors` in a 200). */
  responseAlerts?(response: TryItResponse, t: Labels): unknown;
  /** Styles of the format's pieces of an operation card, adopted by the card that renders one. */
  operationStyles?: CSSResult;
  /**
   * The whole card of one of the format's operations (AsyncAPI). `shownMessages`: how many message blocks to
   * render; the rest is one placeholder (class `messages-rest`) that the card renders when the reader nears it.
   * `samples`: the code samples element, placed at the card's end.
   */
  operationCard?(op: Operation, model: ApiModel | undefined, anchored: boolean, t: Labels, shownMessages: number, samples: unknown): unknown;
  /** The method + address line of an operation card (SOAP). */
  endpointLine?(op: Operation, t: Labels): unknown;
  /** What an operation card shows in place of its servers line (SOAP binding facts). */
  operationDetails?(op: Operation, t: Labels): unknown;
}

const views = new Map<SpecTypeValue, LazyModule<FormatView>>();

/** Registers the lazily loaded view of a format (its loader defines the format's elements). */
export function registerFormatView(type: SpecTypeValue, loader: () => Promise<FormatView>): void {
  views.set(type, lazyModule(loader));
}

/**
 * Loads (once, however often asked, also while loading) the view of a format, if one is registered; resolves
 * when its elements are defined. A failed load may be retried.
 */
export async function loadFormatView(type: SpecTypeValue): Promise<FormatView | undefined> {
  return views.get(type)?.load();
}

/** The view of a format once loaded. */
export function formatView(type: SpecTypeValue): FormatView | undefined {
  return views.get(type)?.loaded;
}
