import { say, type CoreText } from '../../errors.js';
import type { SpecTypeValue } from '../../model/index.js';
import type { FormatDetector } from '../registry.js';
import { loadMessages } from '../../source/texts.js';

/** How much of the text the root element check looks at (after an XML declaration and comments). */
const HEAD_CHARS = 4096;

const WSDL_11_ROOT = /<(?:[\w.-]+:)?definitions[\s>]/;
const WSDL_20_ROOT = /<(?:[\w.-]+:)?description[\s>]/;

/** WSDL 1.1: a `<definitions>` root element in the XML text. */
export function detectWsdl(doc: unknown): SpecTypeValue | undefined {
  const head = xmlHead(doc);
  return head !== undefined && WSDL_11_ROOT.test(head) ? 'wsdl' : undefined;
}

/** WSDL's one "not supported" message: WSDL 2.0 (`<description>` in the WSDL 2.0 namespace). */
export function unsupportedWsdl(doc: unknown): CoreText | undefined {
  const head = xmlHead(doc);
  if (head === undefined || WSDL_11_ROOT.test(head) || !WSDL_20_ROOT.test(head) || !head.includes('http://www.w3.org/ns/wsdl')) return undefined;
  return say(loadMessages, 'wsdl20Unsupported');
}

/** WSDL's detection: the document is its text, so text and document detection are the same look. */
export const wsdlDetector: FormatDetector = {
  text: (text) => (detectWsdl(text) ? { type: 'wsdl', at: 0 } : undefined),
  document: detectWsdl,
  unsupported: unsupportedWsdl,
};

function xmlHead(doc: unknown): string | undefined {
  if (typeof doc !== 'string') return undefined;
  const head = doc.slice(0, HEAD_CHARS);
  return /^\s*</.test(head.replace(/^\uFEFF/, '')) ? head : undefined;
}
