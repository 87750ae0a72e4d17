/** Links taken from spec fields (contact, license, external docs), on the live page and in the static reference. */

/** Schemes a link taken from a spec field (contact, license, external docs) may use; anything else is dropped. */
export const SAFE_LINK_PROTOCOLS: readonly string[] = /* @__PURE__ */ Object.freeze(['http:', 'https:', 'mailto:']);

/**
 * The URL if it is safe to put in an `href` (http, https, mailto, or relative), otherwise undefined. Parsed with
 * the URL parser itself, so tricks such as `java\tscript:` are judged as a browser would.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  try {
    return SAFE_LINK_PROTOCOLS.includes(new URL(trimmed, 'https://relative.invalid/').protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
