/**
 * The examples a reader sees for one body (request or response media type): the document's named examples, its
 * single `example`, else one generated from the schema (marked as generated), else a stream's items in their wire
 * format. One owner for the live card, the examples column and the static render.
 */
import type { Example } from '../model/example.js';
import type { MediaType } from '../model/operation.js';
import { sampleFromSchema } from '../schema/sample-from-schema.js';

export type ExampleMode = 'request' | 'response';

export interface ShownExample {
  /** The example's key in the document ("default" for a lone `example`, "generated" for a generated one). */
  name: string;
  /** What a picker shows: the summary when there is one, else the name. */
  label: string;
  description?: string;
  /** The text shown: the wire form (`serializedValue`) when the document gives one, else the value as JSON or text. */
  text?: string;
  /** OpenAPI 3.2: the data before serialization, shown beside `text` when both are given. */
  dataText?: string;
  /** The text is JSON (a value the document or generator gave as data, not as a string). */
  json: boolean;
  /** Generated from the schema rather than written in the document. */
  generated: boolean;
  /** Where the example lives when only `externalValue` gives it (unsafe URLs are the renderer's to refuse). */
  externalValue?: string;
}

/** Writes a stream's generated items in its wire format; undefined when it cannot (or not yet: a lazy chunk). */
export type StreamText = (media: MediaType, mode: ExampleMode) => string | undefined;

/** A value as shown in a code block: strings as they are, anything else as indented JSON. */
export function exampleText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The document's examples of a body: named `examples` first, else the single `example`. */
export function documentExamples(media: Pick<MediaType, 'examples' | 'example'>): Example[] {
  if (media.examples && media.examples.length > 0) return media.examples;
  if (media.example !== undefined) return [{ name: 'default', value: media.example }];
  return [];
}

function shown(example: Example): ShownExample {
  const wire = example.serializedValue ?? example.value ?? example.dataValue;
  const data = example.serializedValue !== undefined ? (example.dataValue ?? example.value) : undefined;
  return {
    name: example.name,
    label: example.summary?.trim() || example.name,
    ...(example.description ? { description: example.description } : {}),
    ...(wire !== undefined ? { text: exampleText(wire) } : {}),
    ...(data !== undefined ? { dataText: exampleText(data) } : {}),
    json: wire !== undefined && typeof wire !== 'string',
    generated: false,
    ...(example.externalValue ? { externalValue: example.externalValue } : {}),
  };
}

const generatedCache = new WeakMap<MediaType, Partial<Record<ExampleMode, ShownExample | null>>>();

/** One example generated from the schema (for a stream: items in its wire format); cached per media type and mode. */
function generated(media: MediaType, mode: ExampleMode, streamText?: StreamText): ShownExample | undefined {
  const cached = generatedCache.get(media)?.[mode];
  if (cached !== undefined) return cached ?? undefined;
  let result: ShownExample | undefined;
  if (media.itemSchema) {
    const text = streamText?.(media, mode);
    if (text === undefined) return undefined; // not cached: the stream writer may still be loading
    result = { name: 'generated', label: 'generated', text, json: false, generated: true };
  } else if (media.schema) {
    let value: unknown;
    try {
      value = sampleFromSchema(media.schema, { mode });
    } catch {
      value = undefined; // a schema the generator cannot walk shows no example rather than breaking the card
    }
    if (value !== undefined) result = { name: 'generated', label: 'generated', text: exampleText(value), json: typeof value !== 'string', generated: true };
  }
  generatedCache.set(media, { ...generatedCache.get(media), [mode]: result ?? null });
  return result;
}

/**
 * The examples shown for a body: the document's when it has any, else one generated (an empty list when there is
 * neither an example nor a schema to generate from).
 */
export function mediaExamples(media: MediaType, mode: ExampleMode, streamText?: StreamText): ShownExample[] {
  const written = documentExamples(media);
  if (written.length > 0) return written.map(shown);
  const made = generated(media, mode, streamText);
  return made ? [made] : [];
}
