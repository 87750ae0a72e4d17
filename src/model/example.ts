/** A named example (OpenAPI `examples` entry, or the single `example` under the name "default"). */
export interface Example {
  name: string;
  summary?: string;
  description?: string;
  value?: unknown;
  externalValue?: string;
}
