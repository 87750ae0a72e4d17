/**
 * Binary responses: which content types are shown as a download instead of text, and the download's filename
 * (Content-Disposition, RFC 6266 + RFC 5987 `filename*`, else derived from the content type).
 */
import { mediaTypeEssence } from '../http/media-type.js';
import { isTextMediaType } from '../http/text-or-binary.js';

/**
 * True when a body of this content type is handled as bytes (download) rather than text: the shared decision of
 * src/http, which the proxy makes too. An absent type is not binary here (the bytes decide, see response.ts).
 */
export function isBinaryContentType(contentType: string | undefined): boolean {
  return isTextMediaType(contentType) === false;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gz',
  'application/x-gzip': 'gz',
  'application/x-tar': 'tar',
  'application/x-7z-compressed': '7z',
  'application/vnd.rar': 'rar',
  'application/x-rar-compressed': 'rar',
  'application/octet-stream': 'bin',
  'application/wasm': 'wasm',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/epub+zip': 'epub',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'weba',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/ogg': 'ogv',
  'font/ttf': 'ttf',
  'font/otf': 'otf',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/csv': 'csv',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

/** `response.<ext>` for a content type: a known extension, else the subtype when it is a plain word, else `bin`. */
export function filenameForContentType(contentType: string | undefined): string {
  const m = mediaTypeEssence(contentType ?? '');
  const known = EXTENSIONS[m];
  if (known) return `response.${known}`;
  const subtype = (m.split('/')[1] ?? '').replace(/^(x-|vnd\.)/, '');
  return `response.${/^[a-z0-9]{1,8}$/.test(subtype) ? subtype : 'bin'}`;
}

/**
 * The filename a Content-Disposition header names (`filename*` with RFC 5987 encoding wins over `filename`),
 * reduced to a safe base name; undefined when there is none.
 */
export function filenameFromContentDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const params = parseDispositionParams(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeRfc5987(extended);
    if (decoded) return safeFilename(decoded);
  }
  const plain = params.get('filename');
  return plain ? safeFilename(plain) : undefined;
}

/** The download name of a response: Content-Disposition first, else derived from the content type. */
export function responseFilename(headers: Readonly<Record<string, string>>, contentType: string | undefined): string {
  return filenameFromContentDisposition(headers['content-disposition']) ?? filenameForContentType(contentType);
}

function parseDispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  // name=token | name="quoted \"string\""
  const re = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const m of header.matchAll(re)) {
    const name = (m[1] ?? '').toLowerCase();
    const value = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? '').trim();
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** `UTF-8''na%C3%AFve.pdf` → `naïve.pdf`; ISO-8859-1 is decoded byte-wise. */
function decodeRfc5987(value: string): string | undefined {
  const m = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value.trim());
  if (!m) return undefined;
  const charset = (m[1] ?? '').toLowerCase();
  const encoded = m[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** No directories, no control characters, no leading dots; never empty. */
function safeFilename(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/^\.+/, '').trim();
  return clean === '' ? undefined : clean;
}
