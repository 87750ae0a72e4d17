/**
 * What `<spec-viewer>` does to load a page: the spec, and the lazy chunks that page shows fetched beside it, so
 * it renders complete; and what it shows until then: no spec yet, the loading skeleton, the error panel.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { loadSpec, mayHaveCallableOperations, pageOffers, usesTagTree, type ApiModel, type SpecTypeValue } from '../../src/index.js';
import { authorizePanel, problemViews, requestPanels, tagTreeViews } from '../shared/lazy-elements.js';
import { loadFormatView } from '../shared/format-views.js';
import type { Labels } from '../i18n/en.js';
import { toSpecError } from '../shared/spec-error.js';

/**
 * Loads the spec at `url` and defines the elements its page shows. `pageModel` is the model as the page shows it
 * (GraphQL: with the schemes the page sets), which says whether the Authorize panel shows. A failure rejects once
 * the error panel is defined.
 */
export async function loadPage(
  url: string,
  specType: SpecTypeValue | undefined,
  signal: AbortSignal,
  pageModel: (model: ApiModel) => ApiModel,
): Promise<ApiModel> {
  try {
    // The request panels download while the spec does when its first bytes say its operations can be called.
    // A format with its own elements (GraphQL) gets them fetched together with its parser.
    const onTypeGuess = (type: SpecTypeValue): void => {
      if (mayHaveCallableOperations(type)) void requestPanels.load();
      void loadFormatView(type).catch(() => undefined);
    };
    // A document that declares security schemes shows the Authorize panel: its chunk downloads while the model builds.
    const onSecurityGuess = (): void => void authorizePanel.load();
    const model = await loadSpec(url, { ...(specType ? { specType } : {}), signal, onTypeGuess, onSecurityGuess });
    const panels = pageOffers(model, true).codeSamples ? requestPanels.load() : undefined;
    const warnings = model.warnings.length > 0 ? problemViews.load() : undefined;
    // Nested tags, badges and labels: their views arrive before the first render, so sidebar and content agree.
    const tagTree = usesTagTree(model) ? tagTreeViews.load() : undefined;
    await loadFormatView(model.specType);
    await Promise.all([panels, warnings, tagTree, pageModel(model).securitySchemes.length > 0 ? authorizePanel.load() : undefined]);
    return model;
  } catch (error) {
    await problemViews.load(); // the error panel is a lazy chunk: defined before the error renders
    throw error;
  }
}

/** Shown while no `spec-url` is set. */
export function noSpecView(t: Labels): TemplateResult {
  return html`<div class="message" part="loading" lang=${t.lang}>
    <p>${t.noSpecYet}</p>
  </div>`;
}

/** The skeleton shown while the spec loads; it moves (shimmer, spinner) only once the load is `slow`. */
export function loadingView(t: Labels, slow: boolean): TemplateResult {
  return html`<div class="loading ${slow ? 'slow' : ''}" part="loading" aria-busy="true" lang=${t.lang}>
    <div class="skeleton-sidebar" aria-hidden="true">
      ${Array.from({ length: 9 }, () => html`<span class="bone"></span>`)}
    </div>
    <div class="skeleton-content">
      <p class="loading-label" role="status"><span class="spinner" aria-hidden="true"></span>${t.loadingSpec}</p>
      <span class="bone title" aria-hidden="true"></span>
      ${Array.from({ length: 5 }, () => html`<span class="bone line" aria-hidden="true"></span>`)}
      <span class="bone card" aria-hidden="true"></span>
    </div>
  </div>`;
}

/** The error panel of a failed load; its Retry button calls `retry`. */
export function loadErrorView(t: Labels, error: unknown, specUrl: string | undefined, retry: () => void): TemplateResult {
  return html`<div class="error-wrap" lang=${t.lang}>
    <sv-error-panel
      exportparts="error-panel"
      .error=${toSpecError(error)}
      spec-url=${specUrl ?? nothing}
      @sv-retry=${retry}
    ></sv-error-panel>
  </div>`;
}
