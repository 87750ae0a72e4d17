/** A multipart/form-data body (RFC 7578) back into its parts, from the bytes as sent. */

export interface ReceivedPart {
  name: string;
  /** Present for file parts. */
  filename?: string;
  contentType?: string;
  bytes: Uint8Array;
}

/** The `boundary` parameter of a multipart Content-Type, unquoted. */
export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first!, from); i >= 0 && i <= haystack.length - needle.length; i = haystack.indexOf(first!, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Browsers escape `"` and line breaks in names as %22, %0D, %0A (HTML's form encoding). */
const unescapeName = (s: string): string => s.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

function headerParam(disposition: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(disposition);
  const value = match?.[1] ?? match?.[2];
  return value === undefined ? undefined : unescapeName(value.replace(/\\(.)/g, '$1'));
}

/** The parts, or a sentence saying why the body is not multipart/form-data with this boundary. */
export function parseMultipart(body: Uint8Array, boundary: string): ReceivedPart[] | string {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const nextDelimiter = encoder.encode(`\r\n--${boundary}`);
  const headEnd = encoder.encode('\r\n\r\n');
  let at = indexOf(body, delimiter, 0);
  if (at < 0) return `The body does not contain the boundary “${boundary}”.`;
  const parts: ReceivedPart[] = [];
  for (;;) {
    at += delimiter.length;
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts; // `--boundary--`: the end
    const headStart = indexOf(body, encoder.encode('\r\n'), at);
    if (headStart < 0) return 'A multipart part is cut short.';
    const headStop = indexOf(body, headEnd, headStart);
    // A part with no header lines has its blank line right after the boundary line.
    const bodyStart = body[headStart + 2] === 0x0d && body[headStart + 3] === 0x0a ? headStart + 4 : headStop + 4;
    if (headStop < 0 && bodyStart !== headStart + 4) return 'A multipart part has no blank line after its headers.';
    const end = indexOf(body, nextDelimiter, bodyStart);
    if (end < 0) return 'The multipart body has no closing boundary.';
    const headers = decoder.decode(body.subarray(headStart + 2, Math.max(headStart + 2, bodyStart - 4))).split('\r\n');
    const header = (n: string) => headers.find((h) => h.toLowerCase().startsWith(`${n}:`))?.slice(n.length + 1).trim();
    const disposition = header('content-disposition');
    const name = disposition === undefined ? undefined : headerParam(disposition, 'name');
    if (name === undefined) return 'A multipart part has no Content-Disposition name.';
    const part: ReceivedPart = { name, bytes: body.subarray(bodyStart, end) };
    const filename = headerParam(disposition ?? '', 'filename');
    if (filename !== undefined) part.filename = filename;
    const contentType = header('content-type');
    if (contentType !== undefined) part.contentType = contentType;
    parts.push(part);
    at = end + 2;
  }
}
