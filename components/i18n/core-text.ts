import type { CoreText } from '../../src/index.js';
import type { Labels } from './en.js';

type Wording = (...params: unknown[]) => string;

/**
 * A core message (load error, warning, validation framing, OAuth result) in the active locale: the table's
 * wording of its key, with nested messages worded too; the core's English when the table has no wording
 * (English itself, a third-party validator's own text). Parameters are spec text and stay as they are.
 */
export function coreText(t: Labels, text: CoreText): string {
  const word = text.key === undefined ? undefined : (t.core as Partial<Record<string, Wording>>)[text.key];
  if (!word) return text.message;
  return word(...(text.params ?? []).map((p) => (typeof p === 'object' ? coreText(t, p) : p)));
}
