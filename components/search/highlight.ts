import { html, type TemplateResult } from 'lit';

/**
 * `text` with the parts matching any of `terms` (index words, lower-case) wrapped in `<mark>`, built as
 * template parts: spec text is never parsed as HTML.
 */
export function highlight(text: string, terms: readonly string[]): Array<string | TemplateResult> {
  const words = terms.filter((t) => t !== '').map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [text];
  const pattern = new RegExp(`(${words.sort((a, b) => b.length - a.length).join('|')})`, 'gi');
  return text.split(pattern).map((part, i) => (i % 2 === 1 ? html`<mark part="search-mark">${part}</mark>` : part));
}
