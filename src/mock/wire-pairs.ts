/** The name=value pairs of a query string, a Cookie header or a form-urlencoded body, decoded. */

export interface WirePair {
  name: string;
  /** The value decoded as a form decodes it (`+` is a space). */
  value: string;
  /** The value decoded with `+` kept: what a client sending reserved characters as they are (allowReserved) meant. */
  literal: string;
  /** The percent-encoding was broken (the texts are then the raw ones). */
  malformed?: boolean;
}

function decoded(raw: string, plusIsSpace: boolean): string | undefined {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    return undefined;
  }
}

function pair(rawName: string, rawValue: string, plusIsSpace: boolean): WirePair {
  const name = decoded(rawName, plusIsSpace);
  const value = decoded(rawValue, plusIsSpace);
  const literal = decoded(rawValue, false);
  const out: WirePair = { name: name ?? rawName, value: value ?? rawValue, literal: literal ?? rawValue };
  if (name === undefined || value === undefined) out.malformed = true;
  return out;
}

/** `a=1&b=&c` → pairs; a piece without `=` has the empty value. Used for query strings and urlencoded bodies. */
export function formPairs(text: string): WirePair[] {
  const body = text.startsWith('?') ? text.slice(1) : text;
  if (body === '') return [];
  return body
    .split('&')
    .filter((piece) => piece !== '')
    .map((piece) => {
      const at = piece.indexOf('=');
      return at < 0 ? pair(piece, '', true) : pair(piece.slice(0, at), piece.slice(at + 1), true);
    });
}

/** The cookies of the request's Cookie header(s); `+` is no space in a cookie. */
export function cookiePairs(headers: Headers): WirePair[] {
  const header = headers.get('cookie');
  if (header === null) return [];
  return header
    .split(';')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((piece) => {
      const at = piece.indexOf('=');
      const rawValue = at < 0 ? '' : piece.slice(at + 1).trim();
      // RFC 6265 allows a value in double quotes.
      const unquoted = rawValue.length >= 2 && rawValue.startsWith('"') && rawValue.endsWith('"') ? rawValue.slice(1, -1) : rawValue;
      return pair(at < 0 ? piece : piece.slice(0, at).trim(), unquoted, false);
    });
}
