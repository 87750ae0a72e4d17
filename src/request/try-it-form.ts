/**
 * The Try-It form of one operation: its state and every transition a user edit makes, as plain TypeScript (no
 * DOM), so the element only renders `state` and calls these methods. An input typed into by hand is "edited":
 * choosing an example no longer overwrites it (docs/try-it.md#try-it-panel, Examples) until the user empties it.
 *
 * @example
 * ```ts
 * const form = new TryItForm(operation, model, savedEntry);
 * form.onChange(() => { store.save(form.persistable()); host.requestUpdate(); });
 * form.setParam(petId, '42');
 * buildRequest(operation, form.state, { model });
 * ```
 */
import type { ApiModel, FilePart, Operation, Parameter } from '../model/index.js';
import { bodyEditorKind } from './body.js';
import { parameterPrefill } from './examples.js';
import {
  initialBodyText,
  initialFormFields,
  initialFormState,
  inputKey,
  paramKey,
  restoreFormState,
  toPersisted,
  type ParamInput,
  type PersistedFormState,
  type TryItFormState,
} from './form-state.js';
import { paramInputSpec, toInputValue } from './param-input.js';
import { withQuerystringField } from './querystring.js';
import { defaultServerVariables, serversForOperation } from './servers.js';

const asText = (v: ParamInput | undefined): string => (Array.isArray(v) ? v.join('&') : v ?? '');
const isEmpty = (v: ParamInput | string): boolean => (Array.isArray(v) ? v.every((x) => x === '') : v === '');

export class TryItForm {
  readonly operation: Operation;
  readonly model: ApiModel | undefined;
  /** What the user entered, edited in place by the methods below (a new form starts from the prefill again). */
  readonly state: TryItFormState;
  private readonly listeners = new Set<() => void>();

  /**
   * The spec's prefill, with `saved` (a persisted entry, untrusted) on top. `mockOffered`: the mock is among the
   * servers, and chosen first unless the reader saved another choice.
   */
  constructor(operation: Operation, model: ApiModel | undefined, saved?: unknown, options: { mockOffered?: boolean } = {}) {
    this.operation = operation;
    this.model = model;
    const serverCount = serversForOperation(operation, model).length;
    this.state = restoreFormState(initialFormState(operation, model), saved, serverCount);
    if (!options.mockOffered) {
      delete this.state.mock;
      delete this.state.mockPrefer;
    } else {
      this.state.mock ??= true;
    }
  }

  /** Called after every edit; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** What may be saved: no files, no credential-like headers. */
  persistable(): PersistedFormState {
    return toPersisted(this.state);
  }

  setParam(param: Parameter, value: ParamInput): void {
    this.state.params[paramKey(param)] = value;
    this.markEdited(inputKey.param(param), value);
    this.changed();
  }

  /** One property field of a querystring parameter edited as a form (the input holds the object as JSON). */
  setQuerystringField(param: Parameter, name: string, text: string): void {
    this.setParam(param, withQuerystringField(param, asText(this.state.params[paramKey(param)]), name, text));
  }

  chooseParamExample(param: Parameter, exampleName: string): void {
    const key = inputKey.param(param);
    this.state.examples[key] = exampleName;
    if (!this.isEdited(key)) {
      this.state.params[paramKey(param)] = toInputValue(paramInputSpec(param), parameterPrefill(param, exampleName));
    }
    this.changed();
  }

  /** The mock server entry, or the server at `index`. */
  chooseMock(): void {
    this.state.mock = true;
    this.changed();
  }

  /** What the mock answers (a `Prefer` value, see mockAnswerChoices); '' for its first success. */
  setMockPrefer(prefer: string): void {
    if (prefer === '') delete this.state.mockPrefer;
    else this.state.mockPrefer = prefer;
    this.changed();
  }

  setServerIndex(index: number): void {
    if (this.state.mock !== undefined) this.state.mock = false;
    this.state.serverIndex = index;
    this.state.serverVariables = defaultServerVariables(serversForOperation(this.operation, this.model)[index]);
    this.changed();
  }

  setServerVariable(name: string, value: string): void {
    this.state.serverVariables[name] = value;
    this.changed();
  }

  setContentType(mediaType: string): void {
    this.state.contentType = mediaType;
    this.changed();
  }

  setBodyText(mediaType: string, text: string): void {
    this.state.bodies[mediaType] = text;
    this.markEdited(inputKey.body(mediaType), text);
    this.changed();
  }

  chooseBodyExample(mediaType: string, exampleName: string): void {
    const media = this.operation.requestBody?.content.find((m) => m.mediaType === mediaType);
    if (!media) return;
    const key = inputKey.body(mediaType);
    this.state.examples[key] = exampleName;
    const kind = bodyEditorKind(media);
    if (kind === 'urlencoded' || kind === 'multipart') {
      for (const [name, text] of Object.entries(initialFormFields(media, exampleName))) {
        if (!this.isEdited(inputKey.field(name))) this.state.formFields[name] = text;
      }
    }
    if (!this.isEdited(key)) this.state.bodies[mediaType] = initialBodyText(media, exampleName);
    this.changed();
  }

  setField(name: string, value: string): void {
    this.state.formFields[name] = value;
    this.markEdited(inputKey.field(name), value);
    this.changed();
  }

  setFiles(name: string, files: FilePart[]): void {
    this.state.files = { ...this.state.files, [name]: files };
    this.changed();
  }

  addHeader(): void {
    this.state.customHeaders = [...this.state.customHeaders, { name: '', value: '' }];
    this.changed();
  }

  setHeader(index: number, name: string, value: string): void {
    this.state.customHeaders = this.state.customHeaders.map((h, i) => (i === index ? { name, value } : h));
    this.changed();
  }

  removeHeader(index: number): void {
    this.state.customHeaders = this.state.customHeaders.filter((_, i) => i !== index);
    this.changed();
  }

  /** Marks `key` edited by hand, or not once the user emptied it (so examples apply again). */
  private markEdited(key: string, value: ParamInput | string): void {
    const edited = new Set(this.state.edited);
    if (isEmpty(value)) edited.delete(key);
    else edited.add(key);
    this.state.edited = [...edited];
  }

  private isEdited(key: string): boolean {
    return this.state.edited.includes(key);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
