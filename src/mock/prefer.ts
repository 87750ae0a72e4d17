/**
 * The preferences a client may state in `Prefer` (RFC 7240), as Prism reads them: `code=404` picks the response
 * status, `example=name` the named example. Unknown preferences are ignored, as the RFC asks.
 */
export interface MockPreference {
  code?: string;
  example?: string;
}

export function parsePrefer(header: string | null): MockPreference {
  const preference: MockPreference = {};
  if (!header) return preference;
  for (const part of header.split(/[,;]/)) {
    const match = /^\s*(code|example)\s*=\s*("?)([^"]*)\2\s*$/i.exec(part);
    if (!match) continue;
    const key = match[1]!.toLowerCase() as 'code' | 'example';
    preference[key] ??= match[3]!;
  }
  return preference;
}
