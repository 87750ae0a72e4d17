/** Characters kept verbatim in a URL fragment (RFC 3986 `fragment`); everything else is percent-encoded. */
const FRAGMENT_SAFE = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/g;

/** The fragment (without `#`) that links to a section id (README.md#deep-links). */
export function fragmentFor(id: string): string {
  return id.replace(FRAGMENT_SAFE, (c) => encodeURIComponent(c));
}

/** The section id a location hash (`#get-pets`, with or without `#`) points at, or undefined for none. */
export function idFromHash(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
