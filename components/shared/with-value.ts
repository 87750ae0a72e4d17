import { html, type TemplateResult } from 'lit';

/**
 * A translated sentence with values in it (an address, a topic, a close reason in English), each value in a
 * `<bdi>`: a right-to-left sentence does not reorder a value, nor a value the sentence.
 */
export function withValue<V extends string[]>(sentence: (...values: V) => string, ...values: V): TemplateResult {
  const parts = sentence(...(values.map((_, i) => `\u0000${i}\u0001`) as V)).split(/\u0000(\d+)\u0001/);
  // split with a capture group: text, index, text, index, … text
  return html`${parts.map((part, i) => (i % 2 === 0 ? part : html`<bdi>${values[Number(part)]}</bdi>`))}`;
}
