import type { SpecError } from '../model/errors.js';
import { specError, textOf, say, type CoreText } from '../errors.js';
import type { Limits } from '../limits.js';
import type { RawObject } from '../formats/raw.js';
import type { RefResolver } from './resolve-ref.js';
import { walkRefs } from './walk-refs.js';
import { documentMessages } from './texts.js';

/** An external reference found in the root document: fetched by loadExternalRefs, or reported as a warning. */
export interface ExternalRef {
  ref: string;
  holder: RawObject;
  location: string;
}

/** What loading related documents needs from a format's ParseContext (formats/registry.ts). */
export interface RelatedDocuments {
  limits: Pick<Limits, 'maxExternalDocuments' | 'maxDocumentDepth'>;
  /** Fetches a related document with the caller's fetch and limits (http(s) only, deadline, budget). */
  fetchText(url: string): Promise<string>;
  /** Decodes JSON or YAML text of a related document. */
  decodeData(text: string): Promise<unknown>;
  /** A format's own policy: why `url` may not be fetched (undefined: it may). */
  refuse?(url: string): CoreText | undefined;
}

/**
 * Shared by the formats that resolve `$ref`s (OpenAPI, AsyncAPI). Loads the documents external `$ref`s point to (relative to the spec URL, with the caller's fetch, at most
 * `limits.maxExternalDocuments`), then checks every external ref. Nothing here is fatal: a document that
 * cannot be fetched or a pointer that misses becomes an `unresolved-ref` warning and the schema shows as
 * unresolved, because a page with one broken external file is still worth reading.
 */
export async function loadExternalRefs(
  resolver: RefResolver,
  rootRefs: ExternalRef[],
  ctx: RelatedDocuments,
  warn: (error: SpecError) => void,
): Promise<void> {
  if (rootRefs.length === 0) return;
  const pending: ExternalRef[] = [...rootRefs];
  const all: ExternalRef[] = [];
  const failed = new Set<string>();
  let fetched = 0;
  while (pending.length > 0) {
    const item = pending.shift()!;
    all.push(item);
    const target = resolver.documentUrl(item.ref, resolver.holderDocument(item.holder));
    if (target === undefined || resolver.hasDocument(target) || failed.has(target)) continue;
    const problem = await loadOne(target);
    if (problem) {
      failed.add(target);
      warn(specError('unresolved-ref', say(documentMessages, 'externalNotLoaded', item.ref, item.location, problem), item.location));
    }
  }
  const reported = new Set<string>();
  for (const item of all) {
    const docUrl = resolver.documentUrl(item.ref, resolver.holderDocument(item.holder));
    if (docUrl !== undefined && failed.has(docUrl)) continue;
    if (!resolver.lookup(item.ref, item.holder) && !reported.has(item.ref)) {
      reported.add(item.ref);
      warn(specError('unresolved-ref', say(documentMessages, 'externalToNothing', item.ref, item.location, docUrl ?? ''), item.location));
    }
  }

  async function loadOne(url: string): Promise<string | CoreText | undefined> {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return say(documentMessages, 'noBaseUrl');
    const refused = ctx.refuse?.(url);
    if (refused !== undefined) return refused;
    if (fetched >= ctx.limits.maxExternalDocuments) {
      return say(documentMessages, 'tooManyExternal', ctx.limits.maxExternalDocuments);
    }
    fetched++;
    try {
      const doc = await ctx.decodeData(await ctx.fetchText(url));
      resolver.addDocument(url, doc);
      walkRefs(
        doc,
        (ref, holder, location) => {
          resolver.setHolderDocument(holder, url);
          pending.push({ ref, holder, location: `${url}#${location()}` });
        },
        ctx.limits.maxDocumentDepth,
      );
      return undefined;
    } catch (error) {
      return textOf(error);
    }
  }
}

