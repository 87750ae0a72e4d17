import { css, html, nothing, type TemplateResult } from 'lit';
import type { OperationTagMarks, TagMark } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';

/** The operation's `kind: badge` tags, next to its title: the badge text is the tag's summary (or name). */
export function tagBadges(marks: OperationTagMarks): TemplateResult[] {
  return marks.badges.map((mark) => html`<span class="badge tag-badge" part="tag-badge" data-tag=${mark.name}>${mark.label}</span>`);
}

/**
 * The operation's other non-section tags, by kind: "Audience" for `kind: audience`, any other kind as the document
 * writes it.
 */
export function tagLabels(marks: OperationTagMarks, t: Labels): TemplateResult | typeof nothing {
  if (marks.labels.length === 0) return nothing;
  const byKind = new Map<string, TagMark[]>();
  for (const mark of marks.labels) {
    const kind = byKind.get(mark.kind);
    if (kind) kind.push(mark);
    else byKind.set(mark.kind, [mark]);
  }
  return html`<dl class="tag-labels" part="tag-labels">
    ${[...byKind].map(
      ([kind, marks]) => html`<div class="tag-label-group">
        <dt>${kind === 'audience' ? t.tagAudience : kind}</dt>
        ${marks.map((mark) => html`<dd data-tag=${mark.name}>${mark.label}</dd>`)}
      </div>`,
    )}
  </dl>`;
}

/** Adopted by a card once it shows labels. */
export const tagMarkStyles = css`
  .tag-labels {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sv-space-1) var(--sv-space-4);
    margin: var(--sv-space-3) 0 0;
    font-size: var(--sv-font-size-sm);
  }
  .tag-label-group {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sv-space-1) var(--sv-space-2);
  }
  .tag-labels dt {
    color: var(--sv-color-fg-muted);
  }
  .tag-labels dd {
    margin: 0;
    padding: 0 var(--sv-space-2);
    border: 1px solid var(--sv-color-border);
    border-radius: var(--sv-radius-sm);
  }
`;
