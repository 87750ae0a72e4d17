/** Media types (`type/subtype; param=value`): the parts both the browser and the proxy read. */

/** `type/subtype` in lower case, parameters dropped ('' when there is none). */
export function mediaTypeEssence(mediaType: string): string {
  const semicolon = mediaType.indexOf(';');
  return (semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase();
}

export function isJsonMediaType(mediaType: string): boolean {
  const m = mediaTypeEssence(mediaType);
  return m === 'application/json' || m === 'text/json' || m.endsWith('+json');
}

export function isXmlMediaType(mediaType: string): boolean {
  const m = mediaTypeEssence(mediaType);
  return m === 'application/xml' || m === 'text/xml' || m.endsWith('+xml');
}

/** The `charset` parameter, lower-cased and unquoted; undefined when the type has none. */
export function charsetOf(mediaType: string | undefined): string | undefined {
  if (mediaType === undefined) return undefined;
  const at = mediaType.indexOf(';');
  if (at === -1) return undefined;
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(mediaType.slice(at));
  const value = (match?.[1] ?? match?.[2] ?? '').trim().toLowerCase();
  return value === '' ? undefined : value;
}

/** True for the labels of UTF-8 (and for no label: HTTP text is read as UTF-8 unless it says otherwise). */
export function isUtf8Charset(charset: string | undefined): boolean {
  return charset === undefined || charset === 'utf-8' || charset === 'utf8' || charset === 'unicode-1-1-utf-8';
}
