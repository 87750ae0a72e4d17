/**
 * The Try-It form state of one operation: what the user typed, as plain data. Components keep it, the core
 * turns it into an HttpRequest (build-request.ts) and the persist store saves it (files excluded).
 */
import { isCredentialName } from './credential-names.js';
import { exampleData, type ApiModel, type FilePart, type MediaType, type Operation } from '../model/index.js';
import { sampleFromSchema } from '../schema/sample-from-schema.js';
import { bodyEditorKind, formFields } from './body.js';
import { graphqlFormFields } from './graphql-request.js';
import { mediaTypeExamples, parameterPrefill } from './examples.js';
import { paramInputSpec, toInputValue } from './param-input.js';
import { defaultServerVariables, serversForOperation } from './servers.js';

/** Text, or a list of texts for multi-selects and lists. */
export type ParamInput = string | string[];

export interface CustomHeader {
  name: string;
  value: string;
}

export interface TryItFormState {
  /** Index into serversForOperation(). */
  serverIndex: number;
  /**
   * Send to the in-page mock (offered with `try-it-mock`) instead of the server; the URL still comes from the
   * server at `serverIndex`, so samples and the request line keep naming the real API.
   */
  mock?: boolean;
  /** What the mock answers, as a `Prefer` header value (`code=404`, `code=200, example=cat`); absent: its first success. */
  mockPrefer?: string;
  /** Variable values of the selected server. */
  serverVariables: Record<string, string>;
  /** Parameter inputs by paramKey(). */
  params: Record<string, ParamInput>;
  /** Selected request media type. */
  contentType?: string;
  /** Editor text per media type (JSON, XML, text; the JSON textarea of a urlencoded body without properties). */
  bodies: Record<string, string>;
  /** Form-body fields by property name (text; arrays and objects as JSON). */
  formFields: Record<string, string>;
  /** Chosen files by property name (RAW_BODY_FILE for a raw body). Never persisted. */
  files: Record<string, FilePart[]>;
  /** "+ Add header" rows; they override spec headers of the same name. */
  customHeaders: CustomHeader[];
  /** Chosen example name per input key (see inputKey). */
  examples: Record<string, string>;
  /** Input keys the user edited by hand: choosing an example does not overwrite them. */
  edited: string[];
}

/** What is saved to localStorage: everything but files. */
export type PersistedFormState = Omit<TryItFormState, 'files'>;

export const paramKey = (p: { in: string; name: string }): string => `${p.in}:${p.name}`;

/** Keys that identify an input for `examples` and `edited`. */
export const inputKey = {
  param: (p: { in: string; name: string }) => `param:${paramKey(p)}`,
  body: (mediaType: string) => `body:${mediaType}`,
  field: (name: string) => `field:${name}`,
} as const;

/** Editor text for a body value: strings verbatim, anything else as pretty JSON. */
export function bodyText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The form as the spec prefills it: examples first, then schema examples/defaults, then generated samples. */
export function initialFormState(operation: Operation, model?: Pick<ApiModel, 'servers'>): TryItFormState {
  const server = serversForOperation(operation, model)[0];
  const params: Record<string, ParamInput> = {};
  for (const p of operation.parameters) {
    params[paramKey(p)] = toInputValue(paramInputSpec(p), parameterPrefill(p));
  }
  const content = operation.requestBody?.content ?? [];
  const bodies: Record<string, string> = {};
  let formFieldValues: Record<string, string> = {};
  for (const media of content) {
    bodies[media.mediaType] = initialBodyText(media);
    const kind = bodyEditorKind(media);
    if ((kind === 'urlencoded' || kind === 'multipart') && Object.keys(formFieldValues).length === 0) {
      formFieldValues = initialFormFields(media);
    }
  }
  if (operation.kind === 'graphql') formFieldValues = graphqlFormFields(operation);
  const state: TryItFormState = {
    serverIndex: 0,
    serverVariables: defaultServerVariables(server),
    params,
    bodies,
    formFields: formFieldValues,
    files: {},
    customHeaders: [],
    examples: {},
    edited: [],
  };
  const first = content[0];
  if (first) state.contentType = first.mediaType;
  return state;
}

/** The value an example (or the first one, or a generated sample) gives a body of this media type. */
export function bodyValue(media: MediaType, exampleName?: string): unknown {
  const examples = mediaTypeExamples(media);
  const chosen = examples.find((e) => e.name === exampleName) ?? examples[0];
  if (chosen) return exampleData(chosen);
  if (media.schema === undefined) return undefined;
  const kind = bodyEditorKind(media);
  if (kind === 'json' || kind === 'urlencoded' || kind === 'multipart') return sampleFromSchema(media.schema, { mode: 'request' });
  return undefined;
}

export function initialBodyText(media: MediaType, exampleName?: string): string {
  const kind = bodyEditorKind(media);
  if (kind === 'binary' || kind === 'multipart') return '';
  if (kind === 'urlencoded' && formFields(media).length > 0) return '';
  const value = bodyValue(media, exampleName);
  // A structured example cannot prefill an XML or plain-text editor.
  if (kind === 'text' && typeof value !== 'string') return '';
  // A string that is no JSON text is the body's value (a `type: string` sample): a JSON body sends it quoted.
  if (kind === 'json' && typeof value === 'string' && !isJsonText(value)) return JSON.stringify(value);
  return bodyText(value);
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Field texts from an object example, or from the schema sample. A sample fills only required fields and those
 * whose schema names a value (example, default, const): every field filled with "string" would all be sent.
 * File fields stay empty.
 */
export function initialFormFields(media: MediaType, exampleName?: string): Record<string, string> {
  const fromExample = mediaTypeExamples(media).length > 0;
  const value = bodyValue(media, exampleName);
  const out: Record<string, string> = {};
  // A serialized urlencoded example (`a=1&b=2`) names the fields too.
  const decoded = typeof value === 'string' && bodyEditorKind(media) === 'urlencoded' ? Object.fromEntries(new URLSearchParams(value)) : value;
  const object = decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded) ? (decoded as Record<string, unknown>) : {};
  for (const field of formFields(media)) {
    if (field.kind === 'file' || field.kind === 'files') continue;
    const v = object[field.name];
    const s = field.schema;
    const named = s?.example !== undefined || s?.default !== undefined || s?.const !== undefined || (s?.examples?.length ?? 0) > 0;
    out[field.name] = v === undefined || (!fromExample && !field.required && !named) ? '' : bodyText(v);
  }
  return out;
}

/** The form without files and without credential values (kept in sessionStorage by the Authorize panel only). */
export function toPersisted(state: TryItFormState): PersistedFormState {
  const { files: _files, ...rest } = state;
  const saved = structuredClone(rest);
  saved.customHeaders = saved.customHeaders.map((h) => (isCredentialName(h.name) ? { name: h.name, value: '' } : h));
  for (const key of Object.keys(saved.params)) {
    const [location, ...name] = key.split(':');
    if ((location === 'header' || location === 'cookie') && isCredentialName(name.join(':'))) delete saved.params[key];
  }
  return saved;
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStringRecord = (v: unknown): v is Record<string, string> => isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

/**
 * Saved values over the spec's prefill. Saved data is untrusted (old versions, other tabs, hand edits):
 * anything of the wrong shape or no longer offered by the operation is ignored.
 */
export function restoreFormState(initial: TryItFormState, saved: unknown, serverCount: number): TryItFormState {
  if (!isRecord(saved)) return initial;
  const state: TryItFormState = structuredClone({ ...initial, files: {} });
  state.files = initial.files;
  if (typeof saved.serverIndex === 'number' && saved.serverIndex >= 0 && saved.serverIndex < serverCount) {
    state.serverIndex = saved.serverIndex;
  }
  if (typeof saved.mock === 'boolean') state.mock = saved.mock;
  if (typeof saved.mockPrefer === 'string') state.mockPrefer = saved.mockPrefer;
  if (isStringRecord(saved.serverVariables)) state.serverVariables = { ...state.serverVariables, ...saved.serverVariables };
  if (isRecord(saved.params)) {
    for (const [key, value] of Object.entries(saved.params)) {
      if (!(key in state.params)) continue;
      if (typeof value === 'string' || (Array.isArray(value) && value.every((x) => typeof x === 'string'))) {
        state.params[key] = value as ParamInput;
      }
    }
  }
  if (typeof saved.contentType === 'string' && saved.contentType in state.bodies) state.contentType = saved.contentType;
  if (isStringRecord(saved.bodies)) {
    for (const [mt, text] of Object.entries(saved.bodies)) if (mt in state.bodies) state.bodies[mt] = text;
  }
  if (isStringRecord(saved.formFields)) state.formFields = { ...state.formFields, ...saved.formFields };
  if (Array.isArray(saved.customHeaders)) {
    state.customHeaders = saved.customHeaders.filter(
      (h): h is { name: string; value: string } => isRecord(h) && typeof h.name === 'string' && typeof h.value === 'string',
    ).map((h) => ({ name: h.name, value: h.value }));
  }
  if (isStringRecord(saved.examples)) state.examples = { ...saved.examples };
  if (Array.isArray(saved.edited)) state.edited = saved.edited.filter((k): k is string => typeof k === 'string');
  return state;
}
