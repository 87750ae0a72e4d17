/**
 * RFC 3986 percent-encoding for the pieces of a URL that Try-It builds from user input.
 * UTF-8 throughout; lone surrogates become U+FFFD instead of throwing (encodeURIComponent would).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, '\uFFFD');
}

/** Encodes everything except the RFC 3986 unreserved set `A-Z a-z 0-9 - . _ ~`. */
export function encodeUnreserved(s: string): string {
  // encodeURIComponent also leaves !'()* alone; they are reserved (sub-delims), so encode them too.
  return encodeURIComponent(wellFormed(s)).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** RFC 3986 reserved characters that `allowReserved: true` lets through unencoded. */
const RESERVED = new Set(":/?[]@!$&'()*+,;=");

/**
 * `allowReserved: true`: unreserved and reserved characters and existing `%XX` triplets pass through
 * (RFC 6570 `{+var}` expansion). `#` is still encoded because a literal one would end the query.
 */
export function encodeAllowReserved(s: string): string {
  let out = '';
  const text = wellFormed(s);
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      out += text.slice(i, i + 3);
      i += 2;
    } else if (c !== '#' && RESERVED.has(c)) {
      out += c;
    } else {
      const code = text.codePointAt(i) as number;
      const char = String.fromCodePoint(code);
      out += encodeUnreserved(char);
      i += char.length - 1;
    }
  }
  return out;
}
