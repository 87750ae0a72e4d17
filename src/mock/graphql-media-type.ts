/**
 * The media type of a GraphQL-over-HTTP answer, from the request's Accept: `application/graphql-response+json`
 * when the client names it and likes it at least as much as `application/json`, else `application/json` (also
 * for a wildcard, no Accept at all, or an Accept naming neither, as the spec recommends for legacy clients).
 */
export type GraphqlMediaType = 'application/graphql-response+json' | 'application/json';

export const GRAPHQL_RESPONSE = 'application/graphql-response+json';

export function graphqlMediaType(accept: string | null): GraphqlMediaType {
  if (!accept) return 'application/json';
  const ranges = accept.split(',').map(mediaRange);
  const graphqlQ = ranges.find((r) => r.type === GRAPHQL_RESPONSE)?.q ?? 0;
  return graphqlQ > 0 && graphqlQ >= quality(ranges, 'application/json') ? GRAPHQL_RESPONSE : 'application/json';
}

interface MediaRange {
  type: string;
  q: number;
}

function mediaRange(text: string): MediaRange {
  const [type = '', ...params] = text.split(';').map((p) => p.trim());
  const q = params.map((p) => /^q=([0-9.]+)$/i.exec(p)?.[1]).find((v) => v !== undefined);
  const value = q === undefined ? 1 : Number(q);
  return { type: type.toLowerCase(), q: Number.isFinite(value) ? value : 0 };
}

/** The quality of a media type: that of its most specific matching range (RFC 9110 §12.5.1). */
function quality(ranges: readonly MediaRange[], type: string): number {
  const [major] = type.split('/');
  for (const candidate of [type, `${major}/*`, '*/*']) {
    const range = ranges.find((r) => r.type === candidate);
    if (range) return range.q;
  }
  return 0;
}
