/** The headers a mocked response declares, with their examples or values generated from their schemas. */
import type { Header } from '../model/index.js';
import { sampleFromSchema } from '../schema/sample-from-schema.js';
import { scalarText, serializeHeaderParameter, type ParamValue } from '../request/serialize-params.js';

function headerValue(header: Header): string | undefined {
  const value = header.example ?? (header.schema ? sampleFromSchema(header.schema, { mode: 'response' }) : undefined);
  if (value === undefined || value === null) return undefined;
  const param: ParamValue = Array.isArray(value) ? value.map(scalarText) : typeof value === 'object' ? (value as Record<string, unknown>) : scalarText(value);
  return serializeHeaderParameter({ name: header.name, style: 'simple', explode: false }, param);
}

/** Every declared header that has a value; Content-Type is the body's to set, never a declared header's. */
export function mockHeaders(headers: readonly Header[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const header of headers) {
    if (header.name.toLowerCase() === 'content-type') continue;
    const value = headerValue(header);
    // Header values are one line of visible ASCII (a generated value may hold anything).
    if (value !== undefined) out.push([header.name, value.replace(/[^\t\x20-\x7e]/g, '')]);
  }
  return out;
}
