/**
 * English labels of Try-It's answer, streamed or not, and of its errors (the response view's lazy chunk): they load
 * with that part, not with the entry. Every locale table still has them (typed `Labels`).
 */
import type { TryItError, TryItErrorKind } from '../../../src/index.js';
import { bytes, code, num, plural } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const responseEn = {
  viaProxy: 'via proxy',
  mocked: 'mocked',
  mockedHint: 'Answered in the page from the document, not by the API',
  exposedHeadersNote: 'Browsers show only the headers a cross-origin server exposes (Access-Control-Expose-Headers).',
  unknownType: 'Unknown type',
  previewOf: (type: string) => `Preview of the ${type} response`,
  responseBody: 'Response body',
  showingFirst: (shown: number, total: number) => `Showing the first ${bytes(L, shown)} of ${bytes(L, total)}.`,
  downloadWhole: 'Download the whole body',
  tryItErrorTitles: {
    network: 'Network or CORS error',
    timeout: 'Timed out',
    aborted: 'Cancelled',
    unsupported: 'Cannot send this request',
    proxy: 'Proxy error',
    upstream: 'Upstream error: the API did not answer the proxy',
  } as Record<TryItErrorKind, string>,
  tryItErrorMessage: (e: TryItError): string => {
    const r = e.reason;
    switch (r?.code) {
      case 'not-absolute-url': return `“${r.url}” is not an absolute URL: choose a server for the request.`;
      case 'body-not-allowed': return `Browsers cannot send a request body with ${r.method}. Configure ${code('proxy-url')} to send it through a proxy.`;
      case 'method-not-allowed': return `Browsers refuse to send ${r.method} requests. Configure ${code('proxy-url')} to send this one through a proxy.`;
      case 'timeout': return r.proxy ? `The proxy did not answer within ${n(r.seconds)} s.` : `No response within ${n(r.seconds)} s; the request was stopped.`;
      case 'cancelled': return 'Request cancelled.';
      case 'network':
        return `The request to ${r.origin} failed before any response arrived. ${r.mixedContent
          ? 'This page is served over https and the API over http, so the browser blocks it (mixed content).'
          : `Most likely the API does not allow cross-origin requests${r.pageOrigin ? ` from ${r.pageOrigin}` : ''} (CORS), or the server is unreachable.`} Configure ${code('proxy-url')} to send Try-It requests through a proxy.`;
      case 'body-unreadable': return `Could not read the request body: ${r.detail}`;
      case 'proxy-bad-envelope': return `The proxy at ${r.proxyUrl} answered HTTP ${r.status} with something other than a JSON envelope.`;
      case 'proxy-unreachable': return `Could not reach the proxy at ${r.proxyUrl}. Check ${code('proxy-url')} and that the proxy is running.`;
      case 'proxy-origin-refused': return `The proxy at ${r.proxyUrl} answered, but its CORS policy does not allow pages from ${r.pageOrigin}. Start it with ${code(`--cors-origin ${r.pageOrigin}`)} (or its ${code('corsOrigin')} option).`;
      case 'upstream-failed': return `The proxy could not get a response from the API (502 Bad Gateway): ${r.detail ?? 'no details given'}`;
      case 'proxy-refused': return `The proxy refused the request (HTTP ${r.status}${r.errorCode ? `, ${r.errorCode}` : ''}): ${r.detail ?? 'no error message given'}`;
      default: return e.message;
    }
  },
  soapFault: (version: string) => `SOAP ${version} Fault`,
  noFaultCode: 'no code',
  noFaultReason: 'No reason given.',
  faultActor: 'actor',
  faultRole: 'role',
  streamItems: (count: number) => plural(L, count, { one: `${num(L, count)} item`, other: `${num(L, count)} items` }),
  streamReceiving: 'receiving…',
  streamStreamItems: 'Stream items',
  streamEarlierItems: (count: number) => `${num(L, count)} earlier items are not shown here; Copy all and Download have them.`,
  streamItemCut: (chars: number) => `Shown in part (${num(L, chars)} characters); Copy all and Download have it whole.`,
  streamEnded: {
    complete: 'The stream ended.',
    stopped: 'Stopped: what arrived is kept.',
    cut: 'The stream was cut before it ended; what arrived is kept.',
    limit: 'The stream passed its size limit; reading stopped. What arrived is kept.',
  },
  streamKeepAlives: (count: number) => plural(L, count, { one: `${num(L, count)} comment (keep-alive) not shown`, other: `${num(L, count)} comments (keep-alives) not shown` }),
  copyAll: 'Copy all',
  downloadStream: (size: number) => `Download the raw stream (${bytes(L, size)})`,
};
