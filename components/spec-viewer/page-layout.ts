/**
 * The loaded page's layout: skip link, the narrow screens' top bar with its menu button, the sidebar (a drawer
 * on narrow screens), the reading column and the search dialog. `<spec-viewer>` owns the state; this is its look.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ApiModel, SpecError } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';
import type { DrawerController } from '../controllers/drawer-controller.js';
import type { SearchController } from '../controllers/search-controller.js';

/** What the layout reads from and reports to the viewer. */
export interface PageLayoutHost {
  t: Labels;
  hostProvidesMain: boolean;
  drawer: DrawerController;
  searching: SearchController;
  /** The operation or section the reader is at, marked in the sidebar. */
  activeId: string | undefined;
  /** The `validate` option's findings, listed with the page's warnings. */
  problems: readonly SpecError[];
  skipToContent(): void;
  navigate(id: string): void;
  setActive(id: string | undefined): void;
}

const MENU_ICON = html`<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M1 2.75A.75.75 0 0 1 1.75 2h12.5a.75.75 0 0 1 0 1.5H1.75A.75.75 0 0 1 1 2.75Zm0 5A.75.75 0 0 1 1.75 7h12.5a.75.75 0 0 1 0 1.5H1.75A.75.75 0 0 1 1 7.75ZM1.75 12h12.5a.75.75 0 0 1 0 1.5H1.75a.75.75 0 0 1 0-1.5Z"/></svg>`;

export function pageLayout(host: PageLayoutHost, model: ApiModel): TemplateResult {
  const { t, drawer, searching } = host;
  return html`<div class="layout ${drawer.open ? 'drawer-open' : ''}" part="layout" lang=${t.lang}>
    <button class="skip-link" type="button" @click=${() => host.skipToContent()}>${t.skipToContent}</button>
    <div class="topbar">
      <button
        class="menu-button"
        part="menu-button"
        type="button"
        aria-expanded=${drawer.open ? 'true' : 'false'}
        aria-controls="sidebar"
        @click=${() => drawer.set(!drawer.open)}
      >
        ${MENU_ICON}
        <span>${t.menu}</span>
      </button>
      <!-- A visual repeat of the API title (the main column's heading and the sidebar's brand say it too), so it
        is hidden from assistive technology; it would also be the only text outside a landmark. -->
      <span class="topbar-title" aria-hidden="true">${model.info.title}</span>
    </div>
    <div class="sidebar-wrap" id="sidebar">
      <sv-sidebar
        part="sidebar"
        exportparts="filter, nav, search-button"
        .model=${model}
        active-id=${host.activeId ?? nothing}
        @sv-navigate=${(e: CustomEvent<{ id: string }>) => host.navigate(e.detail.id)}
        @sv-open-search=${() => void searching.open()}
      ></sv-sidebar>
    </div>
    <div class="backdrop" @click=${() => drawer.set(false)}></div>
    <sv-content
      class="main"
      ?host-provides-main=${host.hostProvidesMain}
      exportparts="content, operation, endpoint, method-badge, try-it-toggle"
      ?inert=${drawer.open}
      .model=${model}
      .extraWarnings=${host.problems}
      @sv-active-change=${(e: CustomEvent<{ id: string | undefined }>) => host.setActive(e.detail.id)}
    ></sv-content>
    <sv-search
      exportparts="search-dialog, search-input, search-results, search-result, search-mark"
      .searcher=${searching.searcher}
      @sv-navigate=${searching.land}
      @search-open=${searching.prepare}
    ></sv-search>
  </div>`;
}
