/** What the Try-It render helpers read and call on their element: the form state and its mutations. */
import type { ApiModel, FilePart, Operation, Parameter, ParamInput, TryItFormState } from '../../src/index.js';

export interface FormHost {
  readonly operation: Operation;
  readonly apiModel: ApiModel | undefined;
  readonly form: TryItFormState;
  /** Resolves after the next render (to move focus into rows that an edit added). */
  readonly updateComplete: Promise<boolean>;
  /** A user edit of a parameter input (marks it edited unless emptied). */
  setParam(param: Parameter, value: ParamInput): void;
  chooseParamExample(param: Parameter, exampleName: string): void;
  setServerIndex(index: number): void;
  setServerVariable(name: string, value: string): void;
  setContentType(mediaType: string): void;
  setBodyText(mediaType: string, text: string): void;
  chooseBodyExample(mediaType: string, exampleName: string): void;
  setField(name: string, value: string): void;
  setFiles(name: string, files: FilePart[]): void;
  addHeader(): void;
  setHeader(index: number, name: string, value: string): void;
  removeHeader(index: number): void;
}

/** Files picked in an <input type=file>, as the core's FilePart (the File itself is the data). */
export function filesOf(input: HTMLInputElement): FilePart[] {
  return [...(input.files ?? [])].map((f) => ({
    filename: f.name,
    contentType: f.type || 'application/octet-stream',
    data: f,
  }));
}
