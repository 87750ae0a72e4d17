import type { SpecTypeValue } from '../../model/index.js';

/**
 * WSDL 1.1 (`<definitions>`) or 2.0 (`<description>` in the WSDL 2.0 namespace) root element, from the text.
 * 2.0 is detected so it gets a precise "not supported" message rather than "not a spec".
 */
export function detectWsdl(doc: unknown): SpecTypeValue | undefined {
  if (typeof doc !== 'string') return undefined;
  const head = doc.slice(0, 4096);
  if (!/^\s*</.test(head)) return undefined;
  if (/<(?:[\w.-]+:)?definitions[\s>]/.test(head)) return 'wsdl';
  if (/<(?:[\w.-]+:)?description[\s>]/.test(head) && head.includes('http://www.w3.org/ns/wsdl')) return 'wsdl';
  return undefined;
}
