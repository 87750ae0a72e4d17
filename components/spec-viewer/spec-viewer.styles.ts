import { css } from 'lit';
import { tokensStyles } from '../../styles/tokens.js';
import { sharedStyles } from '../../styles/shared.js';

/** Below this width the sidebar becomes a drawer behind a "Menu" button. */
const NARROW = css`900px`;

export const specViewerStyles = [
  tokensStyles,
  sharedStyles,
  css`
    :host {
      display: block;
      position: relative;
      background: var(--sv-color-bg);
      color: var(--sv-color-fg);
      font-family: var(--sv-font-sans);
      font-size: var(--sv-font-size);
      line-height: var(--sv-line-height);
      -webkit-font-smoothing: antialiased;
      text-size-adjust: 100%;
    }
    .layout {
      display: grid;
      grid-template-columns: var(--sv-sidebar-width) minmax(0, 1fr);
      min-height: 100vh;
    }
    .sidebar-wrap {
      position: sticky;
      top: 0;
      height: 100vh;
      height: 100dvh;
      border-inline-end: 1px solid var(--sv-color-border-subtle);
    }
    sv-sidebar {
      height: 100%;
    }
    .main {
      grid-column: 2;
      min-width: 0;
      background: var(--sv-color-bg);
    }
    .topbar,
    .backdrop {
      display: none;
    }
    .skip-link {
      position: fixed;
      top: var(--sv-space-2);
      inset-inline-start: var(--sv-space-2);
      z-index: 10;
      padding: var(--sv-space-2) var(--sv-space-4);
      border: 1px solid var(--sv-color-border);
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg);
      box-shadow: var(--sv-shadow-overlay);
      font-weight: 600;
      transform: translateY(-200%);
    }
    .skip-link:focus-visible {
      transform: none;
    }

    @media (max-width: ${NARROW}) {
      :host {
        --sv-scroll-offset: 64px;
      }
      .layout {
        display: block;
      }
      .topbar {
        position: sticky;
        top: 0;
        z-index: 2;
        display: flex;
        align-items: center;
        gap: var(--sv-space-3);
        height: 52px;
        padding: 0 var(--sv-space-4);
        border-bottom: 1px solid var(--sv-color-border-subtle);
        background: var(--sv-color-bg);
      }
      .menu-button {
        display: inline-flex;
        align-items: center;
        gap: var(--sv-space-2);
        padding: 6px var(--sv-space-3);
        border: 1px solid var(--sv-color-border);
        border-radius: var(--sv-radius-sm);
        background: var(--sv-color-bg);
        font-size: var(--sv-font-size-sm);
        font-weight: 600;
        cursor: pointer;
      }
      .topbar-title {
        overflow: hidden;
        font-weight: 600;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .sidebar-wrap {
        position: fixed;
        inset-block: 0;
        inset-inline: 0 auto;
        z-index: 4;
        width: min(86vw, 340px);
        box-shadow: var(--sv-shadow-overlay);
        transform: translateX(-105%);
        visibility: hidden;
        transition: transform 180ms ease-out, visibility 0s linear 180ms;
      }
      /* The drawer slides in from the reading start: the right in right-to-left locales. */
      :host(:dir(rtl)) .sidebar-wrap {
        transform: translateX(105%);
      }
      .drawer-open .sidebar-wrap,
      :host(:dir(rtl)) .drawer-open .sidebar-wrap {
        transform: none;
        visibility: visible;
        transition: transform 180ms ease-out;
      }
      .drawer-open .backdrop {
        position: fixed;
        inset: 0;
        z-index: 3;
        display: block;
        background: var(--sv-color-backdrop);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .sidebar-wrap,
      .drawer-open .sidebar-wrap {
        transition: none;
      }
    }

    .message,
    .error-wrap {
      padding: var(--sv-space-7) var(--sv-space-5);
    }
    .error-wrap sv-error-panel {
      margin: 0 auto;
      max-width: 760px;
    }
    .message {
      color: var(--sv-color-fg-muted);
      text-align: center;
    }

    .loading {
      display: grid;
      grid-template-columns: var(--sv-sidebar-width) minmax(0, 1fr);
      min-height: 60vh;
    }
    .skeleton-sidebar {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
      padding: var(--sv-space-5) var(--sv-space-4);
      border-inline-end: 1px solid var(--sv-color-border-subtle);
      background: var(--sv-color-bg-subtle);
    }
    .skeleton-content {
      display: flex;
      flex-direction: column;
      gap: var(--sv-space-3);
      width: 100%;
      max-width: var(--sv-content-max-width);
      margin: 0 auto;
      padding: var(--sv-space-7) var(--sv-space-6);
    }
    .loading-label {
      display: flex;
      align-items: center;
      gap: var(--sv-space-2);
      margin: 0 0 var(--sv-space-3);
      color: var(--sv-color-fg-muted);
      font-size: var(--sv-font-size-sm);
    }
    .spinner {
      width: 14px;
      height: 14px;
      border: 2px solid var(--sv-color-border);
      border-top-color: var(--sv-color-accent);
      border-radius: 50%;
      visibility: hidden;
    }
    /* Still until the load is slow (slow-load.ts): an animation makes the compositor draw every frame. */
    .slow .spinner {
      visibility: visible;
      animation: spin 0.8s linear infinite;
    }
    .bone {
      display: block;
      height: 12px;
      border-radius: var(--sv-radius-sm);
      background: var(--sv-color-bg-muted);
    }
    .slow .bone {
      background: linear-gradient(90deg, var(--sv-color-bg-muted) 25%, var(--sv-color-bg-subtle) 50%, var(--sv-color-bg-muted) 75%);
      background-size: 200% 100%;
      animation: shimmer 1.4s ease-in-out infinite;
    }
    .skeleton-sidebar .bone:nth-child(3n + 1) {
      width: 70%;
    }
    .skeleton-sidebar .bone:nth-child(3n + 2) {
      width: 88%;
    }
    .skeleton-sidebar .bone:nth-child(3n) {
      width: 62%;
    }
    .bone.title {
      width: 45%;
      height: 32px;
      margin-bottom: var(--sv-space-3);
    }
    .bone.line:nth-of-type(odd) {
      width: 88%;
    }
    .bone.card {
      height: 220px;
      margin-top: var(--sv-space-5);
      border-radius: var(--sv-radius);
    }
    @keyframes spin {
      to {
        transform: rotate(360deg);
      }
    }
    @keyframes shimmer {
      from {
        background-position: 100% 0;
      }
      to {
        background-position: -100% 0;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .slow .bone,
      .slow .spinner {
        animation: none;
      }
    }
    @media (max-width: ${NARROW}) {
      .loading {
        display: block;
      }
      .skeleton-sidebar {
        display: none;
      }
    }
  `,
];
