/** Small pure helpers turning model values into display text and CSS classes. */
import { exampleText, methodColour, type Operation } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';

/** CSS class of a method badge (`method-get`, `method-query`, `method-other` …). */
export function methodClass(op: Pick<Operation, 'kind' | 'method'>): string {
  return `method-${methodColour(op)}`;
}

/** CSS class of a status chip: `status-2xx`, …, or `status-default`. */
export function statusClass(status: string): string {
  const first = status.trim()[0];
  return first !== undefined && '12345'.includes(first) ? `status-${first}xx` : 'status-default';
}

/** What a status stands for when the spec gives no description ("2XX" → "Success"). */
export function statusClassName(status: string, t: Labels): string {
  return t.statusClasses[status.trim()[0] ?? ''] ?? t.anyOtherResponse;
}

export { operationTitle, specTypeLabel } from '../../src/index.js';

/** Short text for an unknown value shown inline (defaults, enum values, examples). */
export function inlineValue(value: unknown, max = 200): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (value === undefined) text = 'undefined';
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value shown as a code block: strings verbatim (XML, CSV …), everything else as indented JSON (the core's rule). */
export const blockValue = exampleText;
