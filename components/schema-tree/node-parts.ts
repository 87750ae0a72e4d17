/**
 * What one node of `<sv-schema-tree>` says about itself: its type and flags, its details (description,
 * constraints, values), its discriminator mapping, and the note that ends a circular branch. None of it holds
 * state: the tree's open nodes, chosen variants and "Show more" slices stay in the element.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { fragmentFor, sectionId, type Schema } from '../../src/index.js';
import { markdown } from '../shared/markdown.js';
import { blockValue, inlineValue } from '../shared/labels.js';
import { safeHref } from '../shared/safe-url.js';
import { constraintsOf, isArraySchema, merged, typeLabel } from '../shared/schema-labels.js';
import type { Labels } from '../i18n/en.js';

/** An enum's values under `label`, as the tree shows them at `path` (a first slice, then "Show more"). */
export type EnumLine = (label: string, s: Schema, path: string) => TemplateResult;

/** Type label and flags of a node, allOf folded in (`allOf: [Id]` + description reads "integer", not "all of"). */
export function typeAndBadges(node: Schema, t: Labels, required = false): TemplateResult {
  const s = merged(node);
  return html`<span class="type">${typeLabel(s, t)}</span>
    ${required ? html`<span class="required">${t.required}</span>` : nothing}
    ${s.readOnly ? html`<span class="flag">${t.readOnly}</span>` : nothing}
    ${s.writeOnly ? html`<span class="flag">${t.writeOnly}</span>` : nothing}
    ${s.deprecated ? html`<span class="flag deprecated">${t.deprecatedFlag}</span>` : nothing}`;
}

/** Description, constraints, enum, const, default, example of one node (allOf folded in). */
export function nodeDetails(node: Schema, path: string, t: Labels, enumLine: EnumLine): TemplateResult | typeof nothing {
  const s = merged(node);
  const constraints = constraintsOf(s, t);
  const items = s.items && isArraySchema(s) ? s.items : undefined;
  const itemConstraints = items ? constraintsOf(items, t) : [];
  const itemEnum = items?.enum?.length ? items : undefined;
  const docs = safeHref(s.externalDocs?.url);
  const empty =
    !s.description && constraints.length === 0 && itemConstraints.length === 0 && !s.enum?.length && !itemEnum &&
    s.const === undefined && s.default === undefined && s.example === undefined && !docs && !s.raw && !s.xml?.nodeType;
  if (empty) return nothing;
  return html`<div class="details">
    ${s.description ? html`<div class="md description">${markdown(s.description)}</div>` : nothing}
    ${constraints.length || itemConstraints.length
      ? html`<div class="chips">
          ${constraints.map((c) => html`<span class="chip">${c}</span>`)}
          ${itemConstraints.map((c) => html`<span class="chip">${t.eachItem(c)}</span>`)}
        </div>`
      : nothing}
    ${s.enum?.length ? enumLine(t.allowedValues, s, path) : nothing}
    ${itemEnum ? enumLine(t.allowedItems, itemEnum, `${path}/items`) : nothing}
    ${s.const !== undefined ? html`<div class="kv"><span class="k">${t.constant}</span> <code>${inlineValue(s.const)}</code></div>` : nothing}
    ${s.default !== undefined ? html`<div class="kv"><span class="k">${t.default}</span> <code>${inlineValue(s.default)}</code></div>` : nothing}
    ${s.example !== undefined ? html`<div class="kv"><span class="k">${t.example}</span> <code>${inlineValue(s.example)}</code></div>` : nothing}
    ${s.xml?.nodeType ? html`<div class="kv xml"><span class="k">${t.xmlNode}</span> <code>${s.xml.nodeType}</code>${s.xml.name ? html` <code>${s.xml.name}</code>` : nothing}</div>` : nothing}
    ${docs ? html`<div class="kv"><a href=${docs} target="_blank" rel="noopener noreferrer">${s.externalDocs?.description ?? t.externalDocs}</a></div>` : nothing}
    ${s.raw ? html`<pre class="code"><code>${blockValue(s.raw.value)}</code></pre>` : nothing}
  </div>`;
}

/** The discriminator's property and its mapping of values to schemas. */
export function discriminatorMapping(s: Schema, t: Labels): TemplateResult | typeof nothing {
  const d = s.discriminator;
  if (!d) return nothing;
  const mapping = Object.entries(d.mapping ?? {});
  const fallback = d.defaultMapping;
  return html`<div class="discriminator">
    <span class="k">${t.discriminator}</span> <code>${d.propertyName}</code>
    ${mapping.length || fallback
      ? html`<ul class="mapping" role="list">
          ${mapping.map(
            ([value, name]) => html`<li><code>${value}</code> ${t.arrow} ${schemaLink(name)}</li>`,
          )}
          ${fallback ? html`<li class="default-mapping">${t.defaultMapping} ${t.arrow} ${schemaLink(fallback)}</li>` : nothing}
        </ul>`
      : nothing}
  </div>`;
}

/** Where a branch would repeat one of its ancestors: a link to the schema's definition instead. */
export function circularNote(s: Schema, t: Labels): TemplateResult {
  return html`<div class="circular">
    ${s.name ? html`${t.circularTo} ${schemaLink(s.name)}` : t.circularReference}
  </div>`;
}

function schemaLink(name: string): TemplateResult {
  return html`<a href=${`#${fragmentFor(sectionId.schema(name))}`}>${name}</a>`;
}
