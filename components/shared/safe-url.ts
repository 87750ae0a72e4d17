/** Schemes a link taken from a spec may use. Anything else (javascript:, data:, vbscript: …) is dropped. */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL if it is safe to put in an `href` (http, https, mailto, or relative), otherwise undefined.
 * Parsed with the URL parser itself, so tricks such as `java\tscript:` are judged as the browser would.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  try {
    return ALLOWED_PROTOCOLS.has(new URL(trimmed, 'https://relative.invalid/').protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
