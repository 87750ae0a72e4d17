/** Tags of an AsyncAPI message, server or channel: name, sanitized Markdown description, external docs link. */
import { html, nothing, type TemplateResult } from 'lit';
import type { TagInfo } from '../../../src/index.js';
import { markdown } from '../../shared/markdown.js';
import { safeHref } from '../../shared/safe-url.js';
import type { Labels } from '../../i18n/en.js';

/** A labelled list of tags (`label` names what they belong to, for screen readers); nothing when empty. */
export function tagList(tags: readonly TagInfo[] | undefined, label: string, t: Labels): TemplateResult | typeof nothing {
  if (!tags || tags.length === 0) return nothing;
  return html`<ul class="tag-list" aria-label=${label}>
    ${tags.map((tag) => {
      const docs = safeHref(tag.externalDocs?.url);
      return html`<li>
        <span class="tag" dir="auto">${tag.name}</span>
        ${tag.description ? html`<span class="md inline">${markdown(tag.description)}</span>` : nothing}
        ${docs
          ? html`<a href=${docs} target="_blank" rel="noopener noreferrer" dir="auto">${tag.externalDocs?.description ?? t.externalDocs}</a>`
          : nothing}
      </li>`;
    })}
  </ul>`;
}
