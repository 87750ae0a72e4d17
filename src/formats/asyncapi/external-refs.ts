import type { ParseContext } from '../registry.js';

/** What a refused or failed external document resolves to: an object naming the reference, shown verbatim. */
export const UNRESOLVED_KEY = 'x-unresolved-ref';

/** True for the stand-in of an external document that was not loaded. */
export function isUnresolvedRef(value: unknown): boolean {
  return typeof value === 'object' && value !== null && UNRESOLVED_KEY in value;
}

export interface ExternalRefPolicy {
  /** Resolvers for @asyncapi/parser (`__unstable.resolver.resolvers`), ahead of its own network readers. */
  resolvers: Array<{ schema: string; order: number; canRead: true; read(uri: { toString(): string }): Promise<string> }>;
  /** External documents that were not loaded, with the reason. */
  unresolved: Array<{ url: string; reason: string }>;
}

/**
 * External `$ref`s of an AsyncAPI document are loaded with the caller's fetch (ParseContext.fetchText, the
 * same limits as the spec itself), and only from the spec's own origin: a viewer must not make a page call
 * arbitrary hosts because a document says so, and Node callers get no file-system access. Anything else
 * resolves to `{ "x-unresolved-ref": url }` (never an exception, which would let the parser fall back to its
 * own fetch) and is reported as an `unresolved-ref` warning.
 */
export function externalRefPolicy(ctx: ParseContext): ExternalRefPolicy {
  const unresolved: ExternalRefPolicy['unresolved'] = [];
  const origin = originOf(ctx.sourceUrl);
  let fetched = 0;
  const placeholder = (url: string, reason: string): string => {
    if (!unresolved.some((u) => u.url === url)) unresolved.push({ url, reason });
    return JSON.stringify({ [UNRESOLVED_KEY]: url });
  };
  const read = async (uri: { toString(): string }): Promise<string> => {
    const url = uri.toString();
    if (origin === undefined || originOf(url) !== origin) {
      return placeholder(url, origin === undefined ? 'the spec was parsed without a URL' : 'it is on another origin than the spec');
    }
    if (fetched >= ctx.limits.maxExternalDocuments) return placeholder(url, 'limits.maxExternalDocuments was reached');
    fetched++;
    try {
      return await ctx.fetchText(url);
    } catch (error) {
      return placeholder(url, error instanceof Error ? error.message : String(error));
    }
  };
  const resolvers = ['http', 'https', 'file'].map((schema) => ({ schema, order: 1, canRead: true as const, read }));
  return { resolvers, unresolved };
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
