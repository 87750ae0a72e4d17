/**
 * JSON bytes → text that stays one byte per character. A single non-ASCII character anywhere makes the
 * engine decode the whole document into a two-byte string: GitHub's 12 MB description has 140 such bytes,
 * and decoding it took 4× longer (183 ms against 38 ms in Chromium) and twice the memory. In valid JSON,
 * non-ASCII characters can only stand inside strings, where `\uXXXX` means exactly the same character, so
 * rewriting each run of them as escapes changes no value.
 *
 * Returns the bytes to decode (the same array when they are all ASCII), or undefined when rewriting could
 * change the meaning of an invalid document (a run right after a lone backslash: `"\é"` must stay an
 * error, not become the valid `"\\u00e9"`).
 */
export function escapeNonAsciiJson(bytes: Uint8Array): { bytes: Uint8Array; rewritten: boolean } | undefined {
  const runs: Array<{ start: number; end: number; escaped: string }> = [];
  let extra = 0;
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true }); // U+FEFF inside a string is a character
  for (let i = firstNonAscii(bytes, 0); i !== -1; i = firstNonAscii(bytes, i)) {
    if (oddBackslashesBefore(bytes, i)) return undefined;
    const start = i;
    while (i < bytes.length && bytes[i]! > 0x7f) i++;
    // A run is bounded by ASCII bytes, which no UTF-8 sequence contains, so it decodes on its own exactly
    // as it would inside the whole text (invalid bytes become U+FFFD either way).
    const escaped = toUnicodeEscapes(decoder.decode(bytes.subarray(start, i)));
    runs.push({ start, end: i, escaped });
    extra += escaped.length - (i - start);
  }
  if (runs.length === 0) return { bytes, rewritten: false };

  const out = new Uint8Array(bytes.length + extra);
  let from = 0;
  let to = 0;
  for (const run of runs) {
    out.set(bytes.subarray(from, run.start), to);
    to += run.start - from;
    for (let k = 0; k < run.escaped.length; k++) out[to++] = run.escaped.charCodeAt(k);
    from = run.end;
  }
  out.set(bytes.subarray(from), to);
  return { bytes: out, rewritten: true };
}

/** True when the text starts like a JSON document (after whitespace and a UTF-8 byte order mark). */
export function looksLikeJsonBytes(bytes: Uint8Array): boolean {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes[i] === 0x7b /* { */ || bytes[i] === 0x5b /* [ */;
}

/**
 * Index of the first byte > 0x7f at or after `from`, or -1. Tests four bytes at a time: a plain byte loop
 * over 12 MB costs ~100 ms in a browser, the word loop a few.
 */
function firstNonAscii(bytes: Uint8Array, from: number): number {
  let i = from;
  const end = bytes.length;
  while (i < end && (bytes.byteOffset + i) % 4 !== 0) {
    if (bytes[i]! > 0x7f) return i;
    i++;
  }
  if (i >= end) return -1; // too short to reach an aligned word (a view may not start unaligned)
  const wordCount = (end - i) >>> 2;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + i, wordCount);
  for (let w = 0; w < wordCount; w++) {
    if ((words[w]! & 0x80808080) !== 0) {
      i += w * 4;
      while (bytes[i]! <= 0x7f) i++;
      return i;
    }
  }
  for (i += wordCount * 4; i < end; i++) if (bytes[i]! > 0x7f) return i;
  return -1;
}

function oddBackslashesBefore(bytes: Uint8Array, index: number): boolean {
  let count = 0;
  for (let i = index - 1; i >= 0 && bytes[i] === 0x5c; i--) count++;
  return count % 2 === 1;
}

function toUnicodeEscapes(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}
