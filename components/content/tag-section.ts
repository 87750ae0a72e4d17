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

/** Where a nested tag's section sits (nested-tag-sections.ts, a lazy chunk); a top-level section needs none. */
export interface SectionPlace {
  level: number;
  heading: TemplateResult;
  /** The sections of the tags nested under this one. */
  nested: unknown[];
}

/**
 * A tag's section: heading (its summary, linkable by its name), description, its own cards, then the sections of
 * the tags nested under it. A tag with no operation, here or below it, is left out as the sidebar leaves it out:
 * its section would be a heading over nothing (AsyncAPI's `info.tags` describe tags operations may not use).
 */
export function tagSection(tag: NavTag, nav: Navigation, host: TagSectionHost, place?: SectionPlace): TemplateResult | typeof nothing {
  if (tag.total === 0) return nothing;
  const nested = place?.nested ?? [];
  const id = tagSectionId(tag.name);
  const key = tagKey(tag.name);
  const docs = safeHref(tag.externalDocs?.url);
  const isHome = (op: Operation) => nav.homeTag.get(op.id) === tag.name;
  const homeOperations = tag.operations.filter(isHome);
  // A section far from the viewport is its heading and one spacer: its description (Markdown, the costly part
  // of a heading; GraphQL's GitHub schema has 38 sections) renders with its cards.
  const full = host.rendered.has(key) || homeOperations.length === 0;
  const level = place?.level ?? 2;
  return html`<section class="tag" part="tag" id=${id}>
    <div class="tag-heading anchored">
      ${place ? place.heading : html`<h2 tabindex="-1"><bdi>${tag.label}</bdi></h2>`}
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
