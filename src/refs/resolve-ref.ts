import { isObject, type RawObject } from '../formats/raw.js';

/** Where a `$ref` points: the target value and the URL of the document holding it (undefined: the root). */
export interface RefTarget {
  value: unknown;
  docUrl: string | undefined;
}

/**
 * Resolves `$ref`s on demand, without copying or dereferencing the document: JSON pointers are looked up
 * when asked for and cached. External documents, once loaded (see external-refs.ts), are registered here;
 * reference holders inside them remember their document so nested relative refs resolve correctly.
 */
export class RefResolver {
  private readonly documents = new Map<string, unknown>();
  private readonly holderDocs = new WeakMap<object, string>();
  private readonly cache = new Map<string, RefTarget | null>();

  constructor(
    readonly root: unknown,
    readonly rootUrl: string | undefined,
    readonly maxChainDepth: number,
  ) {}

  /** Registers a loaded external document under its absolute URL (without fragment). */
  addDocument(url: string, doc: unknown): void {
    this.documents.set(url, doc);
  }

  hasDocument(url: string): boolean {
    return this.documents.has(url);
  }

  /** Records that `holder` (an object with `$ref`) sits in the external document `url`. */
  setHolderDocument(holder: object, url: string): void {
    this.holderDocs.set(holder, url);
  }

  /** Absolute URL of the document a ref points into; undefined for the root document. */
  documentUrl(ref: string, fromDoc: string | undefined): string | undefined {
    const hash = ref.indexOf('#');
    const docPart = hash === -1 ? ref : ref.slice(0, hash);
    if (docPart === '') return fromDoc;
    const base = fromDoc ?? this.rootUrl;
    try {
      const url = new URL(docPart, base).href;
      return url === this.rootUrl ? undefined : url;
    } catch {
      return docPart;
    }
  }

  /** The external document `holder` sits in; undefined for the root document. */
  holderDocument(holder: object): string | undefined {
    return this.holderDocs.get(holder);
  }

  /** True when a ref written in the root document leaves it. */
  isExternal(ref: string): boolean {
    return this.documentUrl(ref, undefined) !== undefined;
  }

  /** The target of one `$ref` written in `holder` (default: root document), or undefined if it does not exist. */
  lookup(ref: string, holder?: object): RefTarget | undefined {
    const fromDoc = holder ? this.holderDocs.get(holder) : undefined;
    const docUrl = this.documentUrl(ref, fromDoc);
    const key = `${docUrl ?? ''}#${fragmentOf(ref)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const doc = docUrl === undefined ? this.root : this.documents.get(docUrl);
    const value = doc === undefined ? undefined : resolvePointer(doc, fragmentOf(ref));
    const target = value === undefined ? null : { value, docUrl };
    this.cache.set(key, target);
    return target ?? undefined;
  }

  /**
   * Follows `$ref` → `$ref` → … from `raw` to the first value that is not a reference. Returns `raw` when it
   * is not a reference, undefined when a link is missing, cyclic or the chain is too long.
   */
  deref(raw: unknown): unknown {
    let current = raw;
    for (let depth = 0; isObject(current) && typeof current['$ref'] === 'string'; depth++) {
      if (depth >= this.maxChainDepth) return undefined;
      const target = this.lookup(current['$ref'], current);
      if (!target) return undefined;
      current = target.value;
    }
    return current;
  }

  /** Like deref, for objects only. */
  derefObject(raw: unknown): RawObject | undefined {
    const value = this.deref(raw);
    return isObject(value) ? value : undefined;
  }
}

/** The JSON pointer part of a ref ("#/a/b" → "/a/b"; "other.yaml" → ""). */
export function fragmentOf(ref: string): string {
  const hash = ref.indexOf('#');
  return hash === -1 ? '' : ref.slice(hash + 1);
}

/** Resolves an RFC 6901 pointer ("/components/schemas/Pet"); percent-encoding from URI fragments is decoded. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let current: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const token = decodeToken(raw);
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (isObject(current)) {
      if (!Object.prototype.hasOwnProperty.call(current, token)) return undefined;
      current = current[token];
    } else {
      return undefined;
    }
  }
  return current;
}

function decodeToken(token: string): string {
  let text = token;
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Not percent-encoded after all: keep it as written.
    }
  }
  return text.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Last token of a pointer, decoded: "#/components/schemas/Pet" → "Pet". */
export function lastToken(ref: string): string {
  const fragment = fragmentOf(ref);
  const last = fragment.slice(fragment.lastIndexOf('/') + 1);
  return decodeToken(last);
}
