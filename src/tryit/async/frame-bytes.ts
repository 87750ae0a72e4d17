/**
 * A WebSocket frame's bytes as the panel writes and shows them: text, hex (pairs, spaces and `0x` allowed) or
 * Base64 in; a hex preview out.
 */
import { base64ToBytes } from '../bytes.js';

export type FrameEncoding = 'text' | 'hex' | 'base64';

/** The bytes of a hex text, or an error saying where it is not hex. */
export function hexToBytes(hex: string): Uint8Array | { error: string } {
  const digits = hex.replace(/0x/gi, '').replace(/[\s,:]/g, '');
  if (!/^[0-9a-f]*$/i.test(digits)) return { error: `not a hex digit: ${digits.match(/[^0-9a-f]/i)?.[0] ?? ''}` };
  if (digits.length % 2 !== 0) return { error: 'an odd number of hex digits' };
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Base64's bytes, or an error when the text is not Base64. */
export function base64Bytes(text: string): Uint8Array | { error: string } {
  const compact = text.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(compact)) return { error: 'not Base64' };
  try {
    return base64ToBytes(compact.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return { error: 'not Base64' };
  }
}

/** What a frame written in `encoding` sends: a text frame, or a binary one. */
export function frameOf(text: string, encoding: FrameEncoding): string | Uint8Array | { error: string } {
  if (encoding === 'text') return text;
  return encoding === 'hex' ? hexToBytes(text) : base64Bytes(text);
}

/** `bytes` as spaced hex pairs, 16 a line; past `max` bytes, cut with the count left. */
export function hexPreview(bytes: Uint8Array, max = 4096): string {
  const shown = bytes.subarray(0, max);
  const lines: string[] = [];
  for (let i = 0; i < shown.length; i += 16) {
    lines.push([...shown.subarray(i, i + 16)].map((b) => b.toString(16).padStart(2, '0')).join(' '));
  }
  const rest = bytes.length - shown.length;
  return rest > 0 ? `${lines.join('\n')}\n… ${rest} more bytes` : lines.join('\n');
}
