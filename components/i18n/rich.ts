import { html } from 'lit';

/** A label with `code()` marks as text and `<code>` elements (no HTML parsing: parameters may be spec text). */
export function rich(label: string): unknown {
  if (!label.includes('\u0002')) return label;
  return label.split(/\u0002([^\u0003]*)\u0003/).map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part));
}
