/**
 * Spec ids travel in URL paths (`/api/specs/{id}/content`), so they are a closed, boring alphabet: letters,
 * digits, `_`, `-` and `.`, never starting with a dot and never containing `..`. Anything else (slashes,
 * backslashes, NUL, `%2e%2e`, drive letters, double encoding) is refused before any lookup happens.
 */
const ID_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export type SpecIdResult = { ok: true; id: string } | { ok: false; reason: string };

/** Decodes one raw path segment and checks it against the id alphabet. */
export function parseSpecId(rawSegment: string): SpecIdResult {
  let id: string;
  try {
    id = decodeURIComponent(rawSegment);
  } catch {
    return { ok: false, reason: 'the spec id is not valid percent-encoding' };
  }
  if (id === '') return { ok: false, reason: 'the spec id is empty' };
  if (!ID_PATTERN.test(id) || id.includes('..')) {
    return {
      ok: false,
      reason: 'a spec id may only contain letters, digits, "_", "-" and "." (not leading, not "..")',
    };
  }
  return { ok: true, id };
}

/**
 * Derives an id from a file name: the name without its extension, reduced to the id alphabet.
 * `My API (v2).yaml` → `My-API-v2`. Returns a fallback when nothing usable is left.
 */
export function specIdFromFileName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  const cleaned = stem
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 128);
  return cleaned === '' ? 'spec' : cleaned;
}
