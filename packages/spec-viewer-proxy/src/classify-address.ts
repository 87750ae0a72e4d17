/**
 * `classifyAddress`, the SSRF guard's check as the package exports it: a module whose declarations name none of
 * the libraries the classifier uses (ipaddr.js is bundled, not installed).
 */
import type { AddressClass } from './address-class.js';
import { classifyIp, parseIpLiteral } from './ip-classifier.js';

/** Classifies an address string (any form parseIpLiteral reads). A string that is not an IP is never public. */
export function classifyAddress(address: string): AddressClass {
  const parsed = parseIpLiteral(address);
  if (!parsed) return { public: false, range: 'invalid' };
  return classifyIp(parsed);
}

