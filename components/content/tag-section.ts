import { html, nothing, type TemplateResult } from 'lit';
import { tagSectionId, type Navigation, type NavTag, type Operation } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';
import { copyLinkButton } from '../shared/copy-link.js';
import { markdown } from '../shared/markdown.js';
import { safeHref } from '../shared/safe-url.js';
import { tagKey } from './card-pages.js';

/** What a tag section needs from the content: labels, which keys are rendered, and its card runs. */
export interface TagSectionHost {
  t: Labels;
  rendered: ReadonlySet<string>;
  /** A rendered section's cards; `isHome`: shown in full here, else a link to the card. */
  cards: (key: string, operations: Operation[], isHome: (op: Operation) => boolean) => unknown;
  /** A not-yet-rendered run of cards: one spacer. */
  pending: (key: string, operations: Operation[]) => TemplateResult | typeof nothing;
}

/** The section's heading level: 2 at the top level, one deeper per nesting, 6 at most. */
const headingLevel = (depth: number): number => Math.min(2 + depth, 6);

function heading(level: number, label: string): TemplateResult {
  switch (level) {
    case 2: return html`<h2 tabindex="-1">${label}</h2>`;
    case 3: return html`<h3 tabindex="-1">${label}</h3>`;
    case 4: return html`<h4 tabindex="-1">${label}</h4>`;
    case 5: return html`<h5 tabindex="-1">${label}</h5>`;
    default: return html`<h6 tabindex="-1">${label}</h6>`;
  }
}

/**
 * A tag's section: heading (its summary, linkable by its name), description, its own cards, then the sections of
 * the tags nested under it. A section without operations, description or nested sections is left out.
 */
export function tagSection(tag: NavTag, nav: Navigation, host: TagSectionHost): TemplateResult | typeof nothing {
  const nested = tag.children.length > 0 ? tag.children.map((child) => tagSection(child, nav, host)) : [];
  if (tag.operations.length === 0 && !tag.description && nested.every((section) => section === nothing)) return nothing;
  const id = tagSectionId(tag.name);
  const key = tagKey(tag.name);
  const docs = safeHref(tag.externalDocs?.url);
  const isHome = (op: Operation) => nav.homeTag.get(op.id) === tag.name;
  const homeOperations = tag.operations.filter(isHome);
  // A section far from the viewport is its heading and one spacer: its description (Markdown, the costly part
  // of a heading; GraphQL's GitHub schema has 38 sections) renders with its cards.
  const full = host.rendered.has(key) || homeOperations.length === 0;
  const level = headingLevel(tag.depth);
  return html`<section class="tag" part="tag" id=${id}>
    <div class="tag-heading anchored">
      ${heading(level, tag.label)}
      ${copyLinkButton(id, tag.label, host.t)}
    </div>
    ${tag.description && full ? html`<div class="md tag-description">${markdown(tag.description, level)}</div>` : nothing}
    ${docs
      ? html`<p class="external-docs"><a href=${docs} target="_blank" rel="noopener noreferrer">${tag.externalDocs?.description ?? host.t.externalDocs}</a></p>`
      : nothing}
    ${full ? host.cards(key, tag.operations, isHome) : host.pending(key, homeOperations)}
    ${nested}
  </section>`;
}
