/** A named example (OpenAPI `examples` entry, or the single `example` under the name "default"). */
export interface Example {
  name: string;
  summary?: string;
  description?: string;
  value?: unknown;
  /** OpenAPI 3.2: the data before serialization (what `value` usually holds). */
  dataValue?: unknown;
  /** OpenAPI 3.2: the serialized form as sent on the wire (for a querystring parameter: the query string). */
  serializedValue?: string;
  externalValue?: string;
}

/**
 * The data an example stands for: `dataValue`, else `value`, else the `serializedValue` text (the wire form, which
 * suits editors that take text as sent).
 */
export function exampleData(example: Example): unknown {
  return example.dataValue ?? example.value ?? example.serializedValue;
}

/** What an example shows: the serialized form as the wire sees it when given, else its data. */
export function exampleShown(example: Example): unknown {
  return example.serializedValue ?? example.value ?? example.dataValue;
}
