/** Bytes, base64 and multipart payloads, with only web-platform APIs (browsers and Node 20 alike). */
import type { FilePart, MultipartPart } from '../model/index.js';

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000; // keeps String.fromCharCode's argument list well under engine limits
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A Blob of the part's bytes, typed with its content type. */
export function fileBlob(file: FilePart): Blob {
  const type = file.contentType || 'application/octet-stream';
  if (file.data instanceof Blob) return file.data.type === type ? file.data : new Blob([file.data], { type });
  return new Blob([file.data as Uint8Array<ArrayBuffer>], { type });
}

export async function fileBytes(file: FilePart): Promise<Uint8Array> {
  if (file.data instanceof Uint8Array) return file.data;
  return new Uint8Array(await file.data.arrayBuffer());
}

/**
 * The multipart parts as FormData. A text part with a content type (e.g. a JSON object, whose OpenAPI default
 * encoding is application/json) becomes a typed Blob: FormData cannot label a plain field, and servers such as
 * Spring's @RequestPart reject JSON parts that arrive untyped.
 */
export function toFormData(parts: readonly MultipartPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (part.kind === 'file') form.append(part.name, fileBlob(part.file), part.file.filename);
    else if (part.contentType !== undefined) form.append(part.name, new Blob([part.value], { type: part.contentType }));
    else form.append(part.name, part.value);
  }
  return form;
}

/** A name or filename inside a quoted Content-Disposition parameter, escaped as browsers do (HTML's form encoding). */
function quotedParameter(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `----SpecViewerBoundary${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The serialized multipart/form-data payload (RFC 7578) and its Content-Type, boundary included: written here
 * rather than by the engine, because reading a FormData that holds a Blob back as bytes fails in WebKit. Files
 * carry their filename and type; a text part with a content type is labelled with it; plain fields are UTF-8.
 */
export async function serializeMultipart(parts: readonly MultipartPart[], boundary = randomBoundary()): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quotedParameter(part.name)}"`;
    let body: Uint8Array;
    if (part.kind === 'file') {
      head += `; filename="${quotedParameter(part.file.filename)}"\r\nContent-Type: ${part.file.contentType || 'application/octet-stream'}`;
      body = await fileBytes(part.file);
    } else {
      if (part.contentType !== undefined) head += `\r\nContent-Type: ${part.contentType}`;
      body = encoder.encode(part.value);
    }
    chunks.push(encoder.encode(`${head}\r\n\r\n`), body, encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}
