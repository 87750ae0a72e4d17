/**
 * The user's edits of a Try-It form, applied to its state. An input typed into by hand is "edited": choosing an
 * example no longer overwrites it (README.md#try-it-panel, Examples) until the user empties it again.
 */
import {
  bodyEditorKind,
  defaultServerVariables,
  initialBodyText,
  initialFormFields,
  initialFormState,
  inputKey,
  paramInputSpec,
  parameterPrefill,
  paramKey,
  restoreFormState,
  serversForOperation,
  toInputValue,
  toPersisted,
  type ApiModel,
  type FilePart,
  type Operation,
  type Parameter,
  type ParamInput,
  type PersistedFormState,
  type TryItFormState,
} from '../../src/index.js';

export interface FormActionsHost {
  readonly operation: Operation;
  readonly apiModel: ApiModel | undefined;
  form: TryItFormState;
  formChanged(): void;
}

const isEmpty = (v: ParamInput | string) => (Array.isArray(v) ? v.every((x) => x === '') : v === '');

export class FormActions {
  constructor(private readonly host: FormActionsHost) {}

  /** The spec's prefill with `saved` (untrusted) on top. */
  restored(serverCount: number, saved: unknown): TryItFormState {
    return restoreFormState(initialFormState(this.host.operation, this.host.apiModel), saved, serverCount);
  }

  persistable(): PersistedFormState {
    return toPersisted(this.host.form);
  }

  private get form(): TryItFormState {
    return this.host.form;
  }

  /** Marks `key` edited by hand, or not once the user emptied it (so examples apply again). */
  private markEdited(key: string, value: ParamInput | string): void {
    const edited = new Set(this.form.edited);
    if (isEmpty(value)) edited.delete(key);
    else edited.add(key);
    this.form.edited = [...edited];
  }

  private isEdited(key: string): boolean {
    return this.form.edited.includes(key);
  }

  setParam(param: Parameter, value: ParamInput): void {
    this.form.params[paramKey(param)] = value;
    this.markEdited(inputKey.param(param), value);
    this.host.formChanged();
  }

  chooseParamExample(param: Parameter, exampleName: string): void {
    const key = inputKey.param(param);
    this.form.examples[key] = exampleName;
    if (!this.isEdited(key)) {
      this.form.params[paramKey(param)] = toInputValue(paramInputSpec(param), parameterPrefill(param, exampleName));
    }
    this.host.formChanged();
  }

  setServerIndex(index: number): void {
    const servers = serversForOperation(this.host.operation, this.host.apiModel);
    this.form.serverIndex = index;
    this.form.serverVariables = defaultServerVariables(servers[index]);
    this.host.formChanged();
  }

  setServerVariable(name: string, value: string): void {
    this.form.serverVariables[name] = value;
    this.host.formChanged();
  }

  setContentType(mediaType: string): void {
    this.form.contentType = mediaType;
    this.host.formChanged();
  }

  setBodyText(mediaType: string, text: string): void {
    this.form.bodies[mediaType] = text;
    this.markEdited(inputKey.body(mediaType), text);
    this.host.formChanged();
  }

  chooseBodyExample(mediaType: string, exampleName: string): void {
    const media = this.host.operation.requestBody?.content.find((m) => m.mediaType === mediaType);
    if (!media) return;
    const key = inputKey.body(mediaType);
    this.form.examples[key] = exampleName;
    const kind = bodyEditorKind(media);
    if (kind === 'urlencoded' || kind === 'multipart') {
      for (const [name, text] of Object.entries(initialFormFields(media, exampleName))) {
        if (!this.isEdited(inputKey.field(name))) this.form.formFields[name] = text;
      }
    }
    if (!this.isEdited(key)) this.form.bodies[mediaType] = initialBodyText(media, exampleName);
    this.host.formChanged();
  }

  setField(name: string, value: string): void {
    this.form.formFields[name] = value;
    this.markEdited(inputKey.field(name), value);
    this.host.formChanged();
  }

  setFiles(name: string, files: FilePart[]): void {
    this.form.files = { ...this.form.files, [name]: files };
    this.host.formChanged();
  }

  addHeader(): void {
    this.form.customHeaders = [...this.form.customHeaders, { name: '', value: '' }];
    this.host.formChanged();
  }

  setHeader(index: number, name: string, value: string): void {
    this.form.customHeaders = this.form.customHeaders.map((h, i) => (i === index ? { name, value } : h));
    this.host.formChanged();
  }

  removeHeader(index: number): void {
    this.form.customHeaders = this.form.customHeaders.filter((_, i) => i !== index);
    this.host.formChanged();
  }
}
