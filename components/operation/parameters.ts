/** The Parameters section of an operation: one table per location (path, query, header, cookie). */
import { html, nothing, type TemplateResult } from 'lit';
import { defaultStyle, exampleShown, type Parameter, type ParameterLocation } from '../../src/index.js';
import { markdown } from '../shared/markdown.js';
import { inlineValue } from '../shared/labels.js';
import { constraintsOf, enumValues, hasChildren, typeLabel } from '../shared/schema-labels.js';
import type { ShownItems } from '../shared/show-more.js';
import { sectionHeading, type Anchor } from './section-heading.js';
import type { Labels } from '../i18n/en.js';

const LOCATIONS: ParameterLocation[] = ['path', 'query', 'querystring', 'header', 'cookie'];


/**
 * `lists` (the card's) slices long parameter lists and enums; without it everything renders. `rowId` gives each
 * row its deep-link id (sectionId.parameter), for cards with anchors.
 */
export function parametersSection(
  parameters: Parameter[],
  anchor: Anchor | undefined,
  t: Labels,
  lists?: ShownItems,
  rowId?: (p: Parameter) => string,
): TemplateResult | typeof nothing {
  if (parameters.length === 0) return nothing;
  return html`<section class="section parameters" part="parameters">
    ${sectionHeading(t.parameters, anchor, t)}
    ${LOCATIONS.map((location) => {
      const group = parameters.filter((p) => p.in === location);
      return group.length === 0
        ? nothing
        : html`<table class="params">
            <caption>${t.paramGroups[location]}</caption>
            <thead class="visually-hidden">
              <tr><th scope="col">${t.name}</th><th scope="col">${t.description}</th></tr>
            </thead>
            <tbody>${(lists ? lists.slice(`params:${location}`, group) : group).map((p) => parameterRow(p, t, lists, rowId?.(p)))}</tbody>
          </table>
          ${lists ? lists.more(`params:${location}`, group.length, 'parameters') : nothing}`;
    })}
  </section>`;
}

function parameterRow(p: Parameter, t: Labels, lists: ShownItems | undefined, id: string | undefined): TemplateResult {
  const schema = p.schema;
  const whole = p.in === 'querystring';
  const style = !whole && (p.style !== defaultStyle(p.in) || p.explode !== (p.style === 'form')) ? t.serialization(p.style, p.explode) : undefined;
  const chips = [...(schema ? constraintsOf(schema, t) : []), ...(style ? [style] : [])];
  const valueSchema = schema?.items && schema.type?.includes('array') ? schema.items : schema;
  const enumKey = `param-enum:${p.in}:${p.name}`;
  const total = valueSchema?.enum?.length ?? 0;
  const values = valueSchema ? enumValues(valueSchema, lists ? lists.count(enumKey, total) : Infinity) : [];
  const examples = p.examples ?? [];
  return html`<tr class=${p.deprecated ? 'is-deprecated' : ''} id=${id ?? nothing}>
    <th scope="row" class="param-name">
      <code class="name">${p.name}</code>
      ${p.required ? html`<span class="required">${t.required}</span>` : nothing}
      ${whole
        ? html`<div class="whole-query">${t.wholeQueryString}</div><div class="type">${p.contentType}${schema ? html` · ${typeLabel(schema, t)}` : nothing}</div>`
        : html`<div class="type">${schema ? typeLabel(schema, t) : p.contentType ?? t.typeAny}</div>`}
      ${p.deprecated ? html`<span class="badge deprecated">${t.deprecatedFlag}</span>` : nothing}
    </th>
    <td class="param-description">
      ${p.description ? html`<div class="md">${markdown(p.description)}</div>` : nothing}
      ${chips.length ? html`<div class="chips">${chips.map((c) => html`<span class="chip">${c}</span>`)}</div>` : nothing}
      ${values.length ? html`<div class="kv"><span class="k">${t.allowedValues}</span> ${values.map((v) => html`<code>${v}</code> `)}
            ${lists ? lists.more(enumKey, total, 'values') : nothing}</div>` : nothing}
      ${schema?.default !== undefined ? html`<div class="kv"><span class="k">${t.default}</span> <code>${inlineValue(schema.default)}</code></div>` : nothing}
      ${p.example !== undefined ? html`<div class="kv"><span class="k">${t.example}</span> <code>${inlineValue(p.example)}</code></div>` : nothing}
      ${examples.map(
        (ex) => html`<div class="kv">
          <span class="k">${ex.summary || ex.name ? t.exampleNamed(ex.summary ?? ex.name ?? '') : t.example}</span>
          <code>${exampleShown(ex) !== undefined ? inlineValue(exampleShown(ex)) : ex.externalValue ?? ''}</code>
        </div>`,
      )}
      ${schema && hasChildren(schema) ? html`<sv-schema-tree .schema=${schema} hide-root></sv-schema-tree>` : nothing}
    </td>
  </tr>`;
}
