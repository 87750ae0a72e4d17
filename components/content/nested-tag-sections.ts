/** Sections of nested tags (OpenAPI 3.2 `parent`), any depth: part of the tag tree's lazy chunk. */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Navigation, NavTag } from '../../src/index.js';
import { tagSection, type TagSectionHost } from './tag-section.js';

function heading(level: number, label: string): TemplateResult {
  switch (level) {
    case 2: return html`<h2 tabindex="-1"><bdi>${label}</bdi></h2>`;
    case 3: return html`<h3 tabindex="-1"><bdi>${label}</bdi></h3>`;
    case 4: return html`<h4 tabindex="-1"><bdi>${label}</bdi></h4>`;
    case 5: return html`<h5 tabindex="-1"><bdi>${label}</bdi></h5>`;
    default: return html`<h6 tabindex="-1"><bdi>${label}</bdi></h6>`;
  }
}

/** A tag's section with those of the tags below it; heading level 2 at the top level, one deeper per nesting, 6 at most. */
export function nestedTagSection(tag: NavTag, nav: Navigation, host: TagSectionHost): TemplateResult | typeof nothing {
  const nested = tag.children.map((child) => nestedTagSection(child, nav, host));
  const level = Math.min(2 + tag.depth, 6);
  return tagSection(tag, nav, host, { level, heading: heading(level, tag.label), nested });
}

/** Adopted by the content once it renders nested sections. */
export const nestedTagStyles = css`
  /* Sections of nested tags: smaller headings, indented from the reading start (the right in RTL). */
  .tag .tag {
    margin-top: var(--sv-space-6);
    padding-inline-start: var(--sv-space-4);
    border-inline-start: 2px solid var(--sv-color-border-subtle);
  }
  .tag-heading :is(h3, h4, h5, h6) {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 700;
    letter-spacing: -0.01em;
  }
`;
