/** Server selection and one typed input per parameter, grouped by location. */
import { html, nothing, type TemplateResult } from 'lit';
import {
  exampleLabel,
  inputKey,
  lazyModule,
  parameterExamples,
  paramInputSpec,
  paramKey,
  querystringFields,
  querystringFieldText,
  RENDER_LIMITS,
  resolveServerUrl,
  serversForOperation,
  specBaseUrl,
  tryItParameters,
  type Operation,
  type Parameter,
  type ParamInputSpec,
  type Server,
} from '../../src/index.js';
import { breakableUrl } from './breakable-url.js';
import { MOCK_OPTION, renderMockAnswer } from './mock-fields.js';
import type { FormHost } from './form-host.js';
import { isLongOptionList, longOptionsInput, showMoreButton } from '../shared/show-more.js';
import { fieldId } from './ids.js';
import { rich } from '../i18n/rich.js';
import type { Labels } from '../i18n/en.js';

const LOCATIONS: Array<Parameter['in']> = ['path', 'query', 'querystring', 'header', 'cookie'];

/** The fields of a `querystring` parameter (OpenAPI 3.2): a chunk of their own, fetched for operations that have one. */
const querystringView = lazyModule(() => import('./querystring-fields.js'));

/** While `op`'s querystring fields are still to arrive: their load (settles once they can render), else undefined. */
export function querystringFieldsLoad(op: Operation | undefined): Promise<unknown> | undefined {
  if (querystringView.loaded || !op?.parameters.some((p) => p.in === 'querystring')) return undefined;
  return querystringView.load().catch(() => undefined);
}

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;

export function requiredMark(required: boolean, t: Labels): unknown {
  return required ? html`<span class="required" aria-hidden="true">*</span><span class="visually-hidden">${t.requiredMark}</span>` : nothing;
}

export function renderServers(host: FormHost, level: number): unknown {
  const servers = serversForOperation(host.form.operation, host.form.model);
  const server = servers[host.form.state.serverIndex] ?? servers[0];
  if (!server) return nothing;
  const base = resolveServerUrl(server, host.form.state.serverVariables, specBaseUrl(host.form.model));
  const mockChosen = host.mock && host.form.state.mock === true;
  // One server: its resolved URL (live as variables change), never a select with a single option.
  const single = servers.length === 1 && !host.mock;
  const url = html`<code class="server-url" id="server-url" dir="ltr">${breakableUrl(base)}</code>`;
  const choose = (chosen: string) => (chosen === MOCK_OPTION ? host.form.chooseMock() : host.form.setServerIndex(Number(chosen)));
  return html`<section class="group">
    <div class="group-title" role="heading" aria-level=${level}>${host.t.server}</div>
    ${single
      ? url
      : html`<div class="field">
          <label for="server">${host.t.server}</label>
          <select id="server" aria-describedby="server-url" @change=${(e: Event) => choose(value(e))}>
            ${host.mock ? html`<option value=${MOCK_OPTION} ?selected=${mockChosen}>${host.t.mockServer}</option>` : nothing}
            ${servers.map(
              (s, i) => html`<option value=${i} dir="auto" ?selected=${!mockChosen && i === host.form.state.serverIndex}>${serverLabel(s, servers)}</option>`,
            )}
          </select>
        </div>`}
    ${mockChosen ? renderMockAnswer(host) : server.variables.map((v) => {
      const id = fieldId('server-var', v.name);
      const current = host.form.state.serverVariables[v.name] ?? v.default;
      return html`<div class="field">
        <label for=${id}><bdi>${v.name}</bdi></label>
        ${v.enum && v.enum.length > 0
          ? html`<select id=${id} @change=${(e: Event) => host.form.setServerVariable(v.name, value(e))}>
              ${v.enum.map((o) => html`<option ?selected=${o === current}>${o}</option>`)}
            </select>`
          : html`<input id=${id} type="text" .value=${current} @input=${(e: Event) => host.form.setServerVariable(v.name, value(e))} />`}
        ${v.description ? html`<span class="hint" dir="auto">${v.description}</span>` : nothing}
      </div>`;
    })}
    ${single ? nothing : url}
  </section>`;
}

/**
 * A server's entry in the picker: its name and description, else its URL. A URL in a closed select is cut at its
 * width; the chosen one shows in full, breakable, below the picker. Entries that would read alike keep their URL.
 */
function serverLabel(server: Server, servers: Server[]): string {
  const words = (s: Server) => [s.name, s.description].filter(Boolean).join(' — ');
  const label = words(server);
  if (label === '') return server.url;
  return servers.filter((s) => words(s) === label).length > 1 ? `${label} — ${server.url}` : label;
}

export function renderParameters(host: FormHost, level: number, directMode: boolean): unknown {
  const params = tryItParameters(host.form.operation);
  return LOCATIONS.map((location) => {
    const title = location === 'cookie' ? host.t.cookies : host.t.paramGroups[location];
    const group = params.filter((p) => p.in === location);
    if (group.length === 0) return nothing;
    return html`<section class="group">
      <div class="group-title" role="heading" aria-level=${level}>${title}</div>
      ${location === 'cookie' && directMode
        ? html`<p class="hint notice">${rich(host.t.cookiesNotSent())}</p>`
        : nothing}
      ${shownParameters(host, location, group)}
    </section>`;
  });
}

/**
 * A first slice of a location's parameters, then "Show N more": an operation with thousands of parameters must not
 * block the tab. Required ones are always shown, since Send needs them.
 */
function shownParameters(host: FormHost, location: Parameter['in'], group: Parameter[]): unknown {
  const key = `params-${location}`;
  const count = host.lists.count(key, group.length);
  const fields: TemplateResult[] = [];
  group.forEach((p, i) => {
    if (i < count || p.required) fields.push(renderParameter(host, p, i));
  });
  const hidden = group.length - fields.length;
  return html`<div class="fields">${fields}</div>${hidden > 0
      ? showMoreButton(Math.min(hidden, RENDER_LIMITS.listItems), hidden, 'parameters', host.t, () => host.lists.grow(key, group.length))
      : nothing}`;
}

function renderParameter(host: FormHost, param: Parameter, index: number): TemplateResult {
  const spec = paramInputSpec(param);
  const id = fieldId(`param-${param.in}`, param.name, index);
  const examples = parameterExamples(param);
  const key = inputKey.param(param);
  const chosen = host.form.state.examples[key] ?? examples[0]?.name;
  const typeLabel = param.contentType ?? param.schema?.type?.filter((t) => t !== 'null').join(' | ') ?? '';
  const label = html`<bdi>${param.name}</bdi>${requiredMark(param.required, host.t)} ${typeLabel ? html`<span class="type">${typeLabel}</span>` : nothing}`;
  const exampleSelect =
    examples.length > 1
      ? html`<select class="example" aria-label=${host.t.exampleFor(param.name)} @change=${(e: Event) => host.form.chooseParamExample(param, value(e))}>
          ${examples.map((ex) => html`<option value=${ex.name} dir="auto" ?selected=${ex.name === chosen}>${exampleLabel(ex)}</option>`)}
        </select>`
      : nothing;
  if (spec.kind === 'multi-select') {
    const selected = new Set(asList(host.form.state.params[paramKey(param)]));
    return html`<fieldset class="field multi" id=${id}>
      <legend>${label}</legend>
      ${exampleSelect}
      <div class="checks">
        ${(spec.options ?? []).map(
          (o, i) => html`<label class="check"
            ><input
              type="checkbox"
              .checked=${selected.has(o)}
              @change=${(e: Event) => {
                // Read the state at click time: several clicks may land before the next render.
                const now = new Set(asList(host.form.state.params[paramKey(param)]));
                const next = (spec.options ?? []).filter((x, j) => (j === i ? (e.target as HTMLInputElement).checked : now.has(x)));
                host.form.setParam(param, next);
              }}
            /><bdi>${o}</bdi></label
          >`,
        )}
      </div>
    </fieldset>`;
  }
  if (spec.kind === 'list') return renderList(host, param, id, label, exampleSelect);
  if (param.in === 'querystring') {
    const view = querystringView.loaded;
    if (view) {
      const current = host.form.state.params[paramKey(param)];
      const text = typeof current === 'string' ? current : (current ?? []).join('&');
      return view.renderQuerystring(host, param, id, label, exampleSelect, {
        text,
        fields: querystringFields(param),
        fieldText: (name) => querystringFieldText(text, name),
        inputSpec: (field) => paramInputSpec({ schema: field.schema }),
        fieldId: (name) => fieldId(`${id}-field`, name),
      });
    }
    void querystringView.load().then(() => host.requestUpdate(), () => undefined);
    return html``;
  }
  return html`<div class="field">
    <label for=${id}>${label}</label>
    ${exampleSelect} ${renderControl(host, param, spec, id)}
  </div>`;
}

function asList(v: string | string[] | undefined): string[] {
  if (Array.isArray(v)) return v;
  return v ? [v] : [];
}

function renderControl(host: FormHost, param: Parameter, spec: ParamInputSpec, id: string): unknown {
  const current = host.form.state.params[paramKey(param)];
  const text = typeof current === 'string' ? current : (current ?? []).join(',');
  const onInput = (e: Event) => host.form.setParam(param, value(e));
  if (spec.kind === 'select' && isLongOptionList(spec.options ?? [])) {
    return longOptionsInput(id, spec.options ?? [], text, param.required, onInput, host.t);
  }
  if (spec.kind === 'select' || spec.kind === 'boolean') {
    return html`<select id=${id} aria-required=${param.required ? 'true' : 'false'} @change=${onInput}>
      <option value="" ?selected=${text === ''}>${param.required ? host.t.selectValue : host.t.notSent}</option>
      ${(spec.options ?? []).map((o) => html`<option ?selected=${o === text}>${o}</option>`)}
    </select>`;
  }
  if (spec.kind === 'json') {
    return html`<textarea id=${id} class="code" rows="3" spellcheck="false" aria-required=${param.required ? 'true' : 'false'}
      placeholder=${param.contentType ? param.contentType : host.t.jsonObject} .value=${text} @input=${onInput}></textarea>`;
  }
  return html`<input
    id=${id}
    type=${spec.kind === 'number' ? 'number' : 'text'}
    step=${spec.integer ? '1' : 'any'}
    aria-required=${param.required ? 'true' : 'false'}
    .value=${text}
    @input=${onInput}
  />`;
}

function renderList(host: FormHost, param: Parameter, id: string, label: unknown, exampleSelect: unknown): TemplateResult {
  const items = asList(host.form.state.params[paramKey(param)]);
  const rows = items.length === 0 ? [''] : items;
  const set = (i: number, v: string) => host.form.setParam(param, rows.map((x, j) => (j === i ? v : x)));
  return html`<fieldset class="field list" id=${id}>
    <legend>${label}</legend>
    ${exampleSelect}
    ${rows.map(
      (item, i) => html`<div class="row">
        <input type="text" aria-label=${host.t.itemN(param.name, i + 1)} .value=${item} @input=${(e: Event) => set(i, value(e))} />
        ${rows.length > 1
          ? html`<button type="button" class="icon" aria-label=${host.t.removeItemN(param.name, i + 1)}
              @click=${() => host.form.setParam(param, rows.filter((_, j) => j !== i))}>×</button>`
          : nothing}
      </div>`,
    )}
    <button type="button" class="link" @click=${() => host.form.setParam(param, [...rows, ''])}>${host.t.addItem}</button>
  </fieldset>`;
}
