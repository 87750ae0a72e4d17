/**
 * The body of a mocked response: the example the client asked for by name, else the document's first, else one
 * generated from the schema; written as the answer's media type wants it (JSON text, XML, plain text or bytes).
 */
import type { Example, MediaType, Schema } from '../model/index.js';
import { isJsonMediaType, isXmlMediaType, mediaTypeEssence } from '../http/media-type.js';
import { isTextMediaType } from '../http/text-or-binary.js';
import { documentExamples } from '../examples/media-examples.js';
import { sampleFromSchema } from '../schema/sample-from-schema.js';

export interface MockBody {
  /** The Content-Type sent: the declared media type, a wildcard made concrete. */
  contentType: string;
  body: string | Uint8Array;
  /** The example's name in the document, or 'generated'. */
  source: string;
}

/** The example to answer with: the one named (when the media type has it), else the first with a value. */
function pickExample(media: MediaType, name: string | undefined): Example | undefined {
  const usable = documentExamples(media).filter((e) => e.serializedValue !== undefined || e.value !== undefined || e.dataValue !== undefined);
  return (name !== undefined ? usable.find((e) => e.name === name) : undefined) ?? usable[0];
}

function concreteType(declared: string, value: unknown): string {
  const essence = mediaTypeEssence(declared);
  if (essence === '*/*' || essence === 'application/*') return typeof value === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
  if (essence === 'text/*') return 'text/plain; charset=utf-8';
  if (essence.endsWith('/*')) return `${essence.slice(0, -2)}/octet-stream`.replace(/^(image|audio|video)\/octet-stream$/, 'application/octet-stream');
  return declared;
}

async function xmlText(value: unknown, schema: Schema | undefined): Promise<string> {
  const { XMLBuilder } = await import('fast-xml-parser');
  const root = schema?.xml?.name ?? schema?.name ?? 'root';
  const builder = new XMLBuilder({ format: true, indentBy: '  ', suppressEmptyNode: true });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${String(builder.build({ [root]: value }))}`;
}

/** A JSON body's string: the author's JSON text as written; a generated string, or one that is no JSON, as a JSON string. */
function jsonString(value: string, written: boolean): string {
  if (written) {
    try {
      JSON.parse(value);
      return value;
    } catch {
      // plain text meant as a JSON string
    }
  }
  return JSON.stringify(value);
}

async function wireText(value: unknown, contentType: string, schema: Schema | undefined, written: boolean): Promise<string> {
  if (typeof value === 'string') return isJsonMediaType(contentType) ? jsonString(value, written) : value;
  if (isXmlMediaType(contentType) && value !== null && typeof value === 'object') return xmlText(value, schema);
  if (isJsonMediaType(contentType) || typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** The body for `media`; undefined when there is neither an example nor a schema to generate from. */
export async function mockBody(media: MediaType, exampleName: string | undefined): Promise<MockBody | undefined> {
  const example = pickExample(media, exampleName);
  let value: unknown;
  let source = 'generated';
  if (example) {
    value = example.serializedValue ?? example.value ?? example.dataValue;
    source = example.name;
  } else if (media.schema) {
    value = sampleFromSchema(media.schema, { mode: 'response' });
  }
  if (value === undefined) return undefined;
  const contentType = concreteType(media.mediaType, value);
  const text = await wireText(value, contentType, media.schema, example !== undefined);
  return { contentType, body: isTextMediaType(contentType) === false ? new TextEncoder().encode(text) : text, source };
}
