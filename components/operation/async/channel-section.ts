/** The channel of an AsyncAPI operation: address, description, tags, parameters, channel bindings. */
import { html, nothing, type TemplateResult } from 'lit';
import { sectionId, type AsyncInfo } from '../../../src/index.js';
import { copyLinkButton } from '../../shared/copy-link.js';
import { inlineValue } from '../../shared/labels.js';
import { markdown } from '../../shared/markdown.js';
import { typeLabel, enumValues } from '../../shared/schema-labels.js';
import { bindingsTables } from './bindings.js';
import { tagList } from './tag-list.js';
import type { Labels } from '../../i18n/en.js';

export function channelSection(channel: AsyncInfo['channel'], anchored: boolean, t: Labels): TemplateResult {
  const id = sectionId.channel(channel.id);
  const address = channel.address ?? channel.id;
  return html`<section class="section channel" part="channel">
    <div class="section-heading anchored">
      <h4 id=${anchored ? id : nothing} tabindex=${anchored ? '-1' : nothing}>${t.channel} <code>${address}</code></h4>
      ${anchored ? copyLinkButton(id, t.anchorChannel(address), t) : nothing}
    </div>
    ${channel.description ? html`<div class="md">${markdown(channel.description)}</div>` : nothing}
    ${tagList(channel.tags, t.tagsOf(t.anchorChannel(address)), t)}
    ${channel.parameters.length
      ? html`<table class="kv-table">
          <caption>${t.channelParameters}</caption>
          <thead><tr><th scope="col">${t.name}</th><th scope="col">${t.type}</th><th scope="col">${t.description}</th></tr></thead>
          <tbody>
            ${channel.parameters.map((p) => {
              const values = p.schema ? enumValues(p.schema) : [];
              return html`<tr>
                <th scope="row"><code>${p.name}</code></th>
                <td>${p.schema ? typeLabel(p.schema, t) : 'string'}${values.length ? html` <span class="muted">${t.oneOfList(values.join(', '))}</span>` : nothing}${p.schema?.default !== undefined
                  ? html` <span class="muted">${t.defaultValue(inlineValue(p.schema.default))}</span>`
                  : nothing}</td>
                <td>${p.description ? html`<div class="md">${markdown(p.description)}</div>` : nothing}</td>
              </tr>`;
            })}
          </tbody>
        </table>`
      : nothing}
    ${bindingsTables(t.channelBindings, channel.bindings, t)}
  </section>`;
}
