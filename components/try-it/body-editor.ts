/** The request-body part of the form: content type, example selector and the editor its media type needs. */
import { html, nothing, type TemplateResult } from 'lit';
import {
  bodyEditorKind,
  exampleLabel,
  formFields,
  inputKey,
  mediaTypeExamples,
  RAW_BODY_FILE,
  type FilePart,
  type FormFieldSpec,
  type MediaType,
} from '../../src/index.js';
import { filesOf, type FormHost } from './form-host.js';
import { fieldId } from './ids.js';
import { isLongOptionList, longOptionsInput } from '../shared/show-more.js';
import { requiredMark } from './param-fields.js';

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;

export function renderBody(host: FormHost, level: number): unknown {
  const content = host.form.operation.requestBody?.content ?? [];
  if (content.length === 0) return nothing;
  const media = content.find((m) => m.mediaType === host.form.state.contentType) ?? content[0]!;
  const examples = mediaTypeExamples(media);
  const chosen = host.form.state.examples[inputKey.body(media.mediaType)] ?? examples[0]?.name;
  const kind = bodyEditorKind(media);
  return html`<section class="group">
    <div class="group-title" role="heading" aria-level=${level}>
      ${host.t.requestBody}${requiredMark(host.form.operation.requestBody?.required ?? false, host.t)}
    </div>
    ${content.length > 1
      ? html`<div class="field">
          <label for="content-type">${host.t.contentTypeLabel}</label>
          <select id="content-type" @change=${(e: Event) => host.form.setContentType(value(e))}>
            ${content.map((m) => html`<option ?selected=${m === media}>${m.mediaType}</option>`)}
          </select>
        </div>`
      : html`<p class="hint"><code>${media.mediaType}</code></p>`}
    ${examples.length > 1 && kind !== 'binary'
      ? html`<div class="field">
          <label for="body-example">${host.t.example}</label>
          <select id="body-example" @change=${(e: Event) => host.form.chooseBodyExample(media.mediaType, value(e))}>
            ${examples.map((ex) => html`<option value=${ex.name} dir="auto" ?selected=${ex.name === chosen}>${exampleLabel(ex)}</option>`)}
          </select>
        </div>`
      : nothing}
    ${renderEditor(host, media, kind)}
  </section>`;
}

function renderEditor(host: FormHost, media: MediaType, kind: ReturnType<typeof bodyEditorKind>): unknown {
  if (kind === 'binary') {
    return html`<div class="field">
      <label for="body-file">${host.t.fileAsBody}</label>
      ${filePicker(host, RAW_BODY_FILE, 'body-file', false)}
    </div>`;
  }
  if (kind === 'urlencoded' || kind === 'multipart') {
    const fields = formFields(media);
    if (fields.length > 0) return fields.map((f, i) => renderFormField(host, f, i));
    if (kind === 'urlencoded') {
      return textEditor(host, media.mediaType, host.t.urlencodedObject, true);
    }
    return html`<p class="hint">${host.t.multipartNoFields}</p>`;
  }
  return textEditor(host, media.mediaType, kind === 'json' ? host.t.json : host.t.body, kind === 'json');
}

function jsonProblem(text: string, t: FormHost['t']): string | undefined {
  if (text.trim() === '') return undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return t.invalidJson(e instanceof Error ? e.message : String(e));
  }
}

function textEditor(host: FormHost, mediaType: string, label: string, json: boolean): TemplateResult {
  const text = host.form.state.bodies[mediaType] ?? '';
  const problem = json ? jsonProblem(text, host.t) : undefined;
  const format = () => host.form.setBodyText(mediaType, JSON.stringify(JSON.parse(text), null, 2));
  return html`<div class="field">
    <div class="label-row">
      <label for="body-text">${label}</label>
      ${json && !problem && text.trim() !== ''
        ? html`<button type="button" class="link" @click=${format}>${host.t.format}</button>`
        : nothing}
    </div>
    <textarea
      id="body-text"
      class="code body"
      dir="ltr"
      rows=${Math.min(18, Math.max(6, text.split('\n').length + 1))}
      spellcheck="false"
      aria-invalid=${problem ? 'true' : 'false'}
      aria-describedby=${problem ? 'body-problem' : nothing}
      .value=${text}
      @input=${(e: Event) => host.form.setBodyText(mediaType, value(e))}
    ></textarea>
    ${problem ? html`<span class="hint warning" id="body-problem">${problem}</span>` : nothing}
  </div>`;
}

function renderFormField(host: FormHost, field: FormFieldSpec, index: number): TemplateResult {
  const id = fieldId('field', field.name, index);
  const label = html`<bdi>${field.name}</bdi>${requiredMark(field.required, host.t)}`;
  if (field.kind === 'file' || field.kind === 'files') {
    return html`<div class="field">
      <label for=${id}>${label} <span class="type">${field.kind === 'files' ? host.t.files : host.t.file}</span></label>
      ${filePicker(host, field.name, id, field.kind === 'files', field.required)}
    </div>`;
  }
  const current = host.form.state.formFields[field.name] ?? '';
  const onInput = (e: Event) => host.form.setField(field.name, value(e));
  let control: unknown;
  if (field.kind === 'select' && isLongOptionList(field.options ?? [])) {
    control = longOptionsInput(id, field.options ?? [], current, field.required, onInput, host.t);
  } else if (field.kind === 'select') {
    control = html`<select id=${id} aria-required=${field.required ? 'true' : 'false'} @change=${onInput}>
      <option value="" ?selected=${current === ''}>${field.required ? host.t.selectValue : host.t.notSent}</option>
      ${(field.options ?? []).map((o) => html`<option ?selected=${o === current}>${o}</option>`)}
    </select>`;
  } else if (field.kind === 'json') {
    control = html`<textarea id=${id} class="code" rows="3" spellcheck="false" placeholder=${host.t.json}
      aria-required=${field.required ? 'true' : 'false'} .value=${current} @input=${onInput}></textarea>`;
  } else {
    control = html`<input id=${id} type="text" aria-required=${field.required ? 'true' : 'false'} .value=${current} @input=${onInput} />`;
  }
  return html`<div class="field"><label for=${id}>${label}</label>${control}</div>`;
}

function filePicker(host: FormHost, name: string, id: string, multiple: boolean, required = false): TemplateResult {
  const chosen: FilePart[] = host.form.state.files[name] ?? [];
  return html`<input
      id=${id}
      type="file"
      ?multiple=${multiple}
      aria-required=${required ? 'true' : 'false'}
      @change=${(e: Event) => host.form.setFiles(name, filesOf(e.target as HTMLInputElement))}
    />
    ${chosen.length > 0
      ? html`<span class="hint">${chosen.map((f) => host.t.fileSize(f.filename, sizeOf(f))).join(', ')}</span>`
      : nothing}`;
}

function sizeOf(f: FilePart): number {
  return f.data instanceof Blob ? f.data.size : f.data.byteLength;
}
