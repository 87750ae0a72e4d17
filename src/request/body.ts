/**
 * Request bodies: which editor a media type gets, the fields of form bodies, and the HttpBody sent.
 * Form-field values are text; arrays and objects are edited as JSON text.
 */
import type { FilePart, HttpBody, MediaType, MultipartPart, Schema } from '../model/index.js';
import { isBinarySchema } from '../model/index.js';
import { isJsonMediaType, mediaTypeEssence } from '../http/media-type.js';
import { formFieldPairs, scalarText } from './serialize-params.js';
import { enumValues, itemsSchema, objectProperties, primaryType } from './schema-shape.js';

export type BodyEditorKind = 'json' | 'text' | 'urlencoded' | 'multipart' | 'binary';

const BINARY_TYPES = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip|x-tar|x-7z-compressed|vnd\.rar)$/;

export function bodyEditorKind(media: Pick<MediaType, 'mediaType' | 'schema'>): BodyEditorKind {
  const m = mediaTypeEssence(media.mediaType);
  if (m === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (m.startsWith('multipart/')) return 'multipart';
  if (isJsonMediaType(m)) return 'json';
  if (BINARY_TYPES.test(m) || isBinarySchema(media.schema)) return 'binary';
  if (m.includes('*')) {
    const t = primaryType(media.schema);
    return t === 'object' || t === 'array' ? 'json' : 'text';
  }
  return 'text';
}

export type FormFieldKind = 'text' | 'select' | 'json' | 'file' | 'files';

export interface FormFieldSpec {
  name: string;
  required: boolean;
  kind: FormFieldKind;
  description?: string;
  schema?: Schema;
  /** `select` options. */
  options?: string[];
}

/**
 * One field per schema property (readOnly ones dropped). Multipart turns binary strings (3.0 `format: binary`,
 * 3.1 `contentEncoding`) into file pickers and arrays of them into multi-file pickers; urlencoded never does.
 */
export function formFields(media: Pick<MediaType, 'mediaType' | 'schema'>): FormFieldSpec[] {
  const multipart = bodyEditorKind(media) === 'multipart';
  const { properties, required } = objectProperties(media.schema);
  const fields: FormFieldSpec[] = [];
  for (const [name, schema] of properties) {
    if (schema.readOnly) continue;
    const field: FormFieldSpec = { name, required: required.has(name), kind: 'text', schema };
    if (schema.description !== undefined) field.description = schema.description;
    const type = primaryType(schema);
    const options = enumValues(schema);
    if (multipart && isBinarySchema(schema)) field.kind = 'file';
    else if (multipart && type === 'array' && isBinarySchema(itemsSchema(schema))) field.kind = 'files';
    else if (type === 'object' || type === 'array') field.kind = 'json';
    else if (options) {
      field.kind = 'select';
      field.options = options.map(scalarText);
    }
    fields.push(field);
  }
  return fields;
}

/** Key of the file chosen for a raw binary body in `BodyInputs.files`. */
export const RAW_BODY_FILE = '$body';

export interface BodyInputs {
  /** Editor text for json / text bodies, and the JSON textarea of a urlencoded body without properties. */
  text: string;
  /** Form fields by property name (text; arrays/objects as JSON). */
  fields: Readonly<Record<string, string>>;
  /** Chosen files by property name; `RAW_BODY_FILE` for a raw binary body. */
  files: Readonly<Record<string, readonly FilePart[]>>;
}

/** The body to send for the selected media type, or undefined when there is nothing to send. */
export function buildBody(media: MediaType, inputs: BodyInputs): HttpBody | undefined {
  const kind = bodyEditorKind(media);
  switch (kind) {
    case 'urlencoded':
      return buildUrlEncoded(media, inputs);
    case 'multipart':
      return buildMultipart(media, inputs);
    case 'binary': {
      const file = inputs.files[RAW_BODY_FILE]?.[0];
      if (!file) return undefined;
      const declared = mediaTypeEssence(media.mediaType);
      const contentType = declared.includes('*') ? file.contentType || 'application/octet-stream' : media.mediaType;
      return { kind: 'binary', contentType, file };
    }
    default: {
      if (inputs.text === '') return undefined;
      return { kind: 'text', contentType: textContentType(media.mediaType, kind, inputs.text), text: inputs.text };
    }
  }
}

function textContentType(mediaType: string, kind: BodyEditorKind, text: string): string {
  if (!mediaTypeEssence(mediaType).includes('*')) return mediaType;
  if (kind === 'json') return 'application/json';
  try {
    JSON.parse(text);
    return 'application/json';
  } catch {
    return 'text/plain';
  }
}

/** Parses JSON text typed into a field; texts that are not JSON stay text. */
function parsedField(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function buildUrlEncoded(media: MediaType, inputs: BodyInputs): HttpBody | undefined {
  const fields = formFields(media);
  const pairs: Array<[string, string]> = [];
  if (fields.length === 0) {
    if (inputs.text.trim() === '') return undefined;
    const value = parsedField(inputs.text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
      pairs.push(...formFieldPairs(name, Array.isArray(v) ? v.map(scalarText) : scalarText(v)));
    }
    return { kind: 'urlencoded', fields: pairs };
  }
  for (const field of fields) {
    const text = inputs.fields[field.name] ?? '';
    if (text === '' && !field.required) continue;
    const encoding = media.encoding?.[field.name];
    const value = field.kind === 'json' ? parsedField(text) : text;
    const formValue =
      Array.isArray(value) ? value.map(scalarText)
      : value !== null && typeof value === 'object' ? (value as Record<string, unknown>)
      : scalarText(value);
    pairs.push(...formFieldPairs(field.name, formValue, encoding?.style, encoding?.explode));
  }
  return { kind: 'urlencoded', fields: pairs };
}

function buildMultipart(media: MediaType, inputs: BodyInputs): HttpBody {
  const parts: MultipartPart[] = [];
  for (const field of formFields(media)) {
    const encodingType = media.encoding?.[field.name]?.contentType;
    if (field.kind === 'file' || field.kind === 'files') {
      const files = inputs.files[field.name] ?? [];
      for (const file of field.kind === 'file' ? files.slice(0, 1) : files) {
        parts.push({ name: field.name, kind: 'file', file });
      }
      continue;
    }
    const text = inputs.fields[field.name] ?? '';
    if (text === '' && !field.required) continue;
    const value = field.kind === 'json' ? parsedField(text) : text;
    if (Array.isArray(value) && primaryType(itemsSchema(field.schema)) !== 'object') {
      // An array of primitives is one part per item (OpenAPI multipart encoding).
      for (const item of value) parts.push(withType({ name: field.name, kind: 'field', value: scalarText(item) }, encodingType));
    } else if (value !== null && typeof value === 'object') {
      parts.push({ name: field.name, kind: 'field', value: JSON.stringify(value), contentType: encodingType ?? 'application/json' });
    } else {
      parts.push(withType({ name: field.name, kind: 'field', value: scalarText(value) }, encodingType));
    }
  }
  return { kind: 'multipart', parts };
}

type FieldPart = Extract<MultipartPart, { kind: 'field' }>;

function withType(part: FieldPart, contentType: string | undefined): FieldPart {
  if (contentType !== undefined) part.contentType = contentType;
  return part;
}
