/**
 * The link button next to section headings: revealed on hover/focus of the heading, it copies the section's
 * deep link (README.md#deep-links) and shows a check mark for a moment.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import { fragmentFor } from '../../src/index.js';
import { copyText } from './copy-text.js';
import type { Labels } from '../i18n/en.js';

const linkIcon = svg`<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7.78 3.22a3.5 3.5 0 0 1 4.95 0l.05.05a3.5 3.5 0 0 1 0 4.95l-1.5 1.5a.75.75 0 1 1-1.06-1.06l1.5-1.5a2 2 0 0 0 0-2.83l-.05-.05a2 2 0 0 0-2.83 0l-2.5 2.5a2 2 0 0 0 0 2.83.75.75 0 1 1-1.06 1.06 3.5 3.5 0 0 1 0-4.95l2.5-2.5Zm.44 9.56a3.5 3.5 0 0 1-4.95 0l-.05-.05a3.5 3.5 0 0 1 0-4.95l1.5-1.5a.75.75 0 1 1 1.06 1.06l-1.5 1.5a2 2 0 0 0 0 2.83l.05.05a2 2 0 0 0 2.83 0l2.5-2.5a2 2 0 0 0 0-2.83.75.75 0 1 1 1.06-1.06 3.5 3.5 0 0 1 0 4.95l-2.5 2.5Z"/></svg>`;
const checkIcon = svg`<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path fill="currentColor" d="M13.78 4.22a.75.75 0 0 1 0 1.06l-7.25 7.25a.75.75 0 0 1-1.06 0L2.22 9.28a.75.75 0 0 1 1.06-1.06L6 10.94l6.72-6.72a.75.75 0 0 1 1.06 0Z"/></svg>`;

/** Copies the deep link to `id` and puts it in the address bar (no history entry, no scroll). */
async function copyDeepLink(id: string): Promise<boolean> {
  history.replaceState(history.state, '', `#${fragmentFor(id)}`);
  return copyText(`${location.href.split('#')[0]}#${fragmentFor(id)}`);
}

async function onCopyClick(event: Event): Promise<void> {
  event.preventDefault();
  event.stopPropagation();
  const button = event.currentTarget as HTMLButtonElement;
  const id = button.dataset['target'];
  if (id === undefined) return;
  const ok = await copyDeepLink(id);
  button.dataset['copied'] = ok ? 'true' : 'false';
  const status = button.querySelector('.copy-status');
  if (status) status.textContent = (ok ? button.dataset['copiedText'] : button.dataset['failedText']) ?? '';
  setTimeout(() => {
    delete button.dataset['copied'];
    if (status) status.textContent = '';
  }, 1600);
}

/** A "Copy link to …" button for the section with element id `id`; `label` names the section. */
export function copyLinkButton(id: string, label: string, t: Labels): TemplateResult {
  return html`<button
    class="copy-link"
    type="button"
    part="copy-link"
    data-target=${id}
    data-copied-text=${t.linkCopied}
    data-failed-text=${t.linkCopyFailed}
    aria-label=${t.copyLinkTo(label)}
    title=${t.copyLink}
    @click=${onCopyClick}
  >
    <span class="icon-link">${linkIcon}</span><span class="icon-check">${checkIcon}</span
    ><span class="copy-status visually-hidden" role="status"></span>
  </button>`;
}

/** Styles for `.copy-link` inside headings (`.anchored` marks a heading that owns one). */
export const copyLinkStyles = css`
  .copy-link {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    margin-inline-start: var(--sv-space-1);
    padding: 0;
    border: 0;
    border-radius: var(--sv-radius-sm);
    background: none;
    color: var(--sv-color-fg-muted);
    vertical-align: middle;
    cursor: pointer;
    opacity: 0;
    transition: opacity var(--sv-transition);
  }
  .anchored:hover .copy-link,
  .anchored:focus-within .copy-link,
  .copy-link:focus-visible,
  .copy-link[data-copied] {
    opacity: 1;
  }
  .copy-link:hover {
    color: var(--sv-color-accent);
    background: var(--sv-color-bg-muted);
  }
  .copy-link .icon-check,
  .copy-link[data-copied='true'] .icon-link {
    display: none;
  }
  .copy-link[data-copied='true'] .icon-check {
    display: inline-flex;
    color: var(--sv-color-success);
  }
  @media (hover: none) {
    .copy-link {
      opacity: 1;
    }
  }
`;
