import type { FormatPlugin } from '../registry.js';
import { detectWsdl } from './detect.js';

/** WSDL 1.1 with SOAP 1.1/1.2 bindings: detection is inline, the parser (and fast-xml-parser) a lazy chunk. */
export const wsdlFormat: FormatPlugin = {
  type: 'wsdl',
  detect: detectWsdl,
  load: () => import('./parse-wsdl.js'),
};
