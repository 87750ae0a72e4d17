import { say, type CoreText } from '../../errors.js';
import { fetchRefusal } from '../../source/fetchable-url.js';
import { asyncapiMessages } from './texts.js';

/**
 * AsyncAPI's external documents come only from the spec's own origin, over http(s): a viewer must not make a
 * page call arbitrary hosts because a document says so (and without a URL there is nothing to resolve
 * against). The reason a URL is refused, or undefined when it may be fetched (refs/load-external-refs.ts).
 */
export function sameOriginOnly(sourceUrl: string | undefined): (url: string) => CoreText | undefined {
  const origin = originOf(sourceUrl);
  return (url) => {
    const scheme = fetchRefusal(url);
    if (scheme !== undefined) return scheme;
    if (origin === undefined) return say(asyncapiMessages, 'noHttpUrl');
    if (originOf(url) === origin) return undefined;
    return say(asyncapiMessages, 'otherOrigin', origin);
  };
}

function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
