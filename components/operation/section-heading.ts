import { html, nothing, type TemplateResult } from 'lit';
import { copyLinkButton } from '../shared/copy-link.js';
import type { Labels } from '../i18n/en.js';

/** A deep-link anchor: the element id and how the copy button names it ("Responses of List pets"). */
export interface Anchor {
  id: string;
  label: string;
}

/**
 * The heading of an operation section. With an anchor it is a deep-link target (focusable by script) and
 * carries the copy-link button; compact cards (callbacks) have no anchors.
 */
export function sectionHeading(title: string, anchor: Anchor | undefined, t: Labels, extra: unknown = nothing): TemplateResult {
  return html`<div class="section-heading anchored">
    <h4 id=${anchor?.id ?? nothing} tabindex=${anchor ? '-1' : nothing}>${title}</h4>
    ${extra} ${anchor ? copyLinkButton(anchor.id, anchor.label, t) : nothing}
  </div>`;
}
