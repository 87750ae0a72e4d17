/**
 * The one place that decides which URLs of related documents (external `$ref`s, AsyncAPI refs, WSDL and XSD
 * imports) the viewer may fetch: http(s) only. `file:`, `data:`, `javascript:`, `ftp:`, `blob:` and the rest
 * are refused before any request, whatever the fetch implementation would do with them.
 */
import { say, type CoreText } from '../errors.js';
import { loadMessages } from './texts.js';

export function fetchRefusal(url: string): CoreText | undefined {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return say(loadMessages, 'invalidUrl', url);
  }
  if (protocol === 'http:' || protocol === 'https:') return undefined;
  return say(loadMessages, 'protocolRefused', protocol, shorten(url));
}

export function isFetchableUrl(url: string): boolean {
  return fetchRefusal(url) === undefined;
}

function shorten(url: string): string {
  return url.length > 120 ? `${url.slice(0, 117)}…` : url;
}
