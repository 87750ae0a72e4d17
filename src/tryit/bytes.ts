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

/** The serialized multipart payload and its Content-Type (boundary included), as a browser would send it. */
export async function serializeMultipart(parts: readonly MultipartPart[]): Promise<{ bytes: Uint8Array; contentType: string }> {
  const response = new Response(toFormData(parts));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? 'multipart/form-data';
  return { bytes, contentType };
}
