/**
 * Try-It input of a `querystring` parameter: one field per property of its object schema (form-urlencoded and
 * JSON media types), else one text box holding the query string as typed. The core keeps the value and
 * serializes it by the media type. A chunk of its own (param-fields.ts loads it for operations that have such a
 * parameter).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Parameter, ParamInputSpec, QuerystringField } from '../../src/index.js';
import type { FormHost } from './form-host.js';

/**
 * What the fields use of the request panels' code, handed in: an import of it here would move those modules into
 * the app chunk that every page downloads (scripts/app-chunking.mjs hoists what first-view parts share).
 */
export interface QuerystringTools {
  /** The parameter's value as typed. */
  text: string;
  fields: QuerystringField[];
  fieldText: (name: string) => string;
  inputSpec: (field: QuerystringField) => ParamInputSpec;
  fieldId: (name: string) => string;
}

const valueOf = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;

export function renderQuerystring(host: FormHost, param: Parameter, id: string, label: unknown, exampleSelect: unknown, tools: QuerystringTools): TemplateResult {
  const { text, fields } = tools;
  if (fields.length === 0) {
    return html`<div class="field querystring">
      <label for=${id}>${label}</label>
      ${exampleSelect}
      <textarea id=${id} class="code" rows="2" spellcheck="false" aria-required=${param.required ? 'true' : 'false'}
        placeholder=${param.contentType ?? ''} .value=${text} @input=${(e: Event) => host.form.setParam(param, valueOf(e))}></textarea>
    </div>`;
  }
  return html`<fieldset class="field querystring" id=${id}>
    <legend>${label}</legend>
    ${exampleSelect}
    <div class="fields">
      ${fields.map((field) => {
        const fid = tools.fieldId(field.name);
        const spec = tools.inputSpec(field);
        const fieldText = tools.fieldText(field.name);
        const onInput = (e: Event) => host.form.setQuerystringField(param, field.name, valueOf(e));
        const mark = field.required
          ? html`<span class="required" aria-hidden="true">*</span><span class="visually-hidden">${host.t.requiredMark}</span>`
          : nothing;
        return html`<div class="field">
          <label for=${fid}><bdi>${field.name}</bdi>${mark}</label>
          ${spec.kind === 'select' || spec.kind === 'boolean'
            ? html`<select id=${fid} @change=${onInput}>
                <option value="" ?selected=${fieldText === ''}>${host.t.notSent}</option>
                ${(spec.options ?? []).map((o) => html`<option ?selected=${o === fieldText}>${o}</option>`)}
              </select>`
            : html`<input id=${fid} type=${spec.kind === 'number' ? 'number' : 'text'} step=${spec.integer ? '1' : 'any'}
                aria-required=${field.required ? 'true' : 'false'} .value=${fieldText} @input=${onInput} />`}
        </div>`;
      })}
    </div>
  </fieldset>`;
}
