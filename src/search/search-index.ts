import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { ApiModel } from '../model/api.js';
import { searchDocuments } from './documents.js';
import type { SearchDocument, SearchKind, SearchResult } from './types.js';

/** Per-field weight: a name or summary hit ranks above an operationId/path hit, above a description hit. */
const BOOST = { title: 4, keywords: 2, owner: 1, description: 0.6 };
/** Work per slice before yielding to the page, well below the 50 ms of a long task. */
const SLICE_MS = 8;
const DEFAULT_LIMIT = 50;
/** Things a reader names (operations, schemas, types, channels) above their members at equal text score. */
const KIND_BOOST: Partial<Record<SearchKind, number>> = { operation: 1.5, schema: 1.5, type: 1.5, channel: 1.3, message: 1.3 };
/**
 * A title that is exactly what was typed (`pet` → `Pet`, `merge commit` → `mergeCommit`) beats one that merely
 * starts with it (`petId`).
 */
const EXACT_TITLE_BOOST = 3;

const squash = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function boostFor(query: string): (key: unknown, term: string, stored?: Record<string, unknown>) => number {
  const whole = squash(query);
  return (_key, _term, stored) =>
    (squash(String(stored?.['title'] ?? '')) === whole ? EXACT_TITLE_BOOST : 1) * (KIND_BOOST[stored?.['kind'] as SearchKind] ?? 1);
}

export interface BuildOptions {
  /** Called between slices; defaults to a macrotask (`setTimeout(0)`). */
  yieldToPage?: () => Promise<void>;
  /** Time budget of one slice in ms. */
  sliceMs?: number;
}

export interface SearchOptions {
  /** Most results returned; default 50. */
  limit?: number;
}

const WORDS = /[^\p{L}\p{N}_]+/u;

/**
 * Index words: each identifier whole (`repository_secret`, `shelfLocation`) and its parts (`repository`,
 * `shelf`, `location`), so a reader may type either. `/repos/{owner}` and `user.name` split into words.
 */
function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(WORDS)) {
    if (word === '') continue;
    words.push(word);
    const parts = word.replace(/([a-z0-9])([A-Z])/g, '$1_$2').split('_').filter((p) => p !== '');
    if (parts.length > 1) words.push(...parts);
  }
  return words;
}

/** Query words are kept whole, so the word being typed (`per_pa`) stays one prefix. */
function tokenizeQuery(text: string): string[] {
  return text.split(WORDS).filter((w) => w !== '');
}

/** Typo tolerance grows with the word: none below 5 letters, one edit up to 9, then two. */
function fuzzy(term: string): number | boolean {
  return term.length < 5 ? false : term.length < 10 ? 1 : 2;
}

/** Only the word being typed (the last) is a prefix; earlier words are complete, which keeps expansions few. */
function prefix(_term: string, i: number, terms: string[]): boolean {
  return i === terms.length - 1;
}

/** The index of one model. Build with `SpecSearch.build(model)`; query with `search(query)`. */
export class SpecSearch {
  private readonly mini = new MiniSearch<SearchDocument>({
    idField: 'key',
    fields: ['title', 'keywords', 'description'],
    storeFields: ['id', 'kind', 'title', 'owner', 'method', 'path'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term.toLowerCase(),
    searchOptions: { boost: BOOST, prefix, fuzzy, maxFuzzy: 2, combineWith: 'AND', tokenize: tokenizeQuery },
  });

  private constructor() {}

  /**
   * Builds the index in slices of at most `sliceMs` of work (document extraction included: model details
   * are lazy), yielding to the page between them so no long task blocks input.
   */
  static build(model: ApiModel, options: BuildOptions = {}): Promise<SpecSearch> {
    return SpecSearch.start(model, options).done;
  }

  /**
   * Starts a sliced build and hands out the index at once: it answers from what is indexed so far, so
   * results can show while it fills; `done` settles when every document is in.
   */
  static start(model: ApiModel, options: BuildOptions = {}): { index: SpecSearch; done: Promise<SpecSearch> } {
    const index = new SpecSearch();
    return { index, done: index.fill(model, options).then(() => index) };
  }

  private async fill(model: ApiModel, options: BuildOptions): Promise<void> {
    const yieldToPage = options.yieldToPage ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const sliceMs = options.sliceMs ?? SLICE_MS;
    let started = performance.now();
    for (const docs of searchDocuments(model)) {
      this.mini.addAll(docs);
      if (performance.now() - started < sliceMs) continue;
      await yieldToPage();
      started = performance.now();
    }
  }

  /** Indexed documents. */
  get size(): number {
    return this.mini.documentCount;
  }

  /**
   * Ranked results for `query`: every word must match (prefix and typos allowed); when that finds nothing,
   * any word may. Each deep link appears once, with its best hit.
   */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const q = query.trim();
    if (q === '') return [];
    const boostDocument = boostFor(q);
    let hits = this.mini.search(q, { boostDocument });
    if (hits.length === 0) hits = this.mini.search(q, { boostDocument, combineWith: 'OR' });
    const limit = options.limit ?? DEFAULT_LIMIT;
    const results: SearchResult[] = [];
    const seen = new Set<string>();
    for (const hit of hits) {
      const result = toResult(hit);
      const key = `${result.id}\n${result.kind}\n${result.title}`;
      if (seen.has(key)) continue;
      seen.add(key);
      results.push(result);
      if (results.length >= limit) break;
    }
    return results;
  }
}

function toResult(hit: MiniResult): SearchResult {
  const result: SearchResult = { id: hit['id'], kind: hit['kind'], title: hit['title'], score: hit.score, terms: hit.terms };
  if (hit['owner'] !== undefined) result.owner = hit['owner'];
  if (hit['method'] !== undefined) result.method = hit['method'];
  if (hit['path'] !== undefined) result.path = hit['path'];
  return result;
}
