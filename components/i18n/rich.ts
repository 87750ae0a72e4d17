import { html } from 'lit';

/**
 * A label with `code()` marks as text and `<code>` elements (no HTML parsing: parameters may be spec text);
 * `classes[i]` is the class of the i-th code element, for styles and tests that find it.
 */
export function rich(label: string, classes: readonly string[] = []): unknown {
  if (!label.includes('\u0002')) return label;
  return label
    .split(/\u0002([^\u0003]*)\u0003/)
    .map((part, i) => (i % 2 === 1 ? html`<code class=${classes[(i - 1) / 2] ?? ''}>${part}</code>` : part));
}
