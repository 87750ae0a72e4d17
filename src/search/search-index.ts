import MiniSearch from 'minisearch';
import type { ApiModel } from '../model/api.js';
import { searchDocuments } from './documents.js';
import { sectionId } from '../model/ids.js';
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

/** Where documents are: a deep link with its owner, shared by the sibling properties of one object. */
type Place = Pick<SearchResult, 'id' | 'owner' | 'method' | 'path'>;
/** One document of a group: its place, and for a property its dotted path below the place's section. */
interface Member {
  place: Place;
  row?: string;
}

/**
 * Documents with the same kind and indexed text (the `cursor` parameter of 50 operations, the `200 Response` of
 * a thousand) are one indexed group: GitHub's 37,000 documents are 7,000 groups, which keeps the index's heap and
 * its posting lists (query time) small. A hit on a group yields each of its members, with the group's score.
 */
interface Group {
  kind: SearchKind;
  title: string;
  members: Member[];
}

export interface BuildOptions {
  /** Called between slices; defaults to a macrotask (`setTimeout(0)`). */
  yieldToPage?: () => Promise<void>;
  /** Time budget of one slice in ms. */
  sliceMs?: number;
  /** The clock slices are measured with (default `performance.now`): tests cut slices by count with their own. */
  now?: () => number;
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
    storeFields: [],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => term.toLowerCase(),
    searchOptions: { boost: BOOST, prefix, fuzzy, maxFuzzy: 2, combineWith: 'AND', tokenize: tokenizeQuery },
  });

  /** Indexed groups by MiniSearch key. */
  private readonly groups: Group[] = [];
  /** Group key by indexed text, and shared places, while the index fills. */
  private byText: Map<string, number> | undefined = new Map();
  private places: Map<string, Place> | undefined = new Map();
  private documents = 0;

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
    const now = options.now ?? (() => performance.now());
    let started = now();
    for (const docs of searchDocuments(model)) {
      this.add(docs);
      if (now() - started < sliceMs) continue;
      await yieldToPage();
      started = now();
    }
    this.byText = undefined; // only needed while adding
    this.places = undefined;
  }

  private add(docs: SearchDocument[]): void {
    const byText = this.byText!;
    const fresh: SearchDocument[] = [];
    for (const doc of docs) {
      const text = `${doc.kind}\n${doc.title}\n${doc.keywords}\n${doc.description}`;
      let key = byText.get(text);
      if (key === undefined) {
        key = this.groups.length;
        byText.set(text, key);
        this.groups.push({ kind: doc.kind, title: doc.title, members: [] });
        fresh.push({ ...doc, key });
      }
      this.groups[key]!.members.push(doc.section !== undefined && doc.row !== undefined ? { place: this.place(doc, doc.section), row: doc.row } : { place: this.place(doc, doc.id) });
      this.documents++;
    }
    this.mini.addAll(fresh);
  }

  /** The place of `doc` at deep link `id`, one object per link and owner (property ids are made at query time). */
  private place(doc: SearchDocument, id: string): Place {
    const key = `${id}\n${doc.owner ?? ''}`;
    let place = this.places!.get(key);
    if (!place) {
      place = { id };
      if (doc.owner !== undefined) place.owner = doc.owner;
      if (doc.method !== undefined) place.method = doc.method;
      if (doc.path !== undefined) place.path = doc.path;
      this.places!.set(key, place);
    }
    return place;
  }

  /** Indexed documents. */
  get size(): number {
    return this.documents;
  }

  private boostFor(query: string): (key: number) => number {
    const whole = squash(query);
    return (key) => {
      const group = this.groups[key]!;
      // squash only drops characters: a title shorter than the query cannot equal it.
      const exact = group.title.length >= whole.length && squash(group.title) === whole;
      return (exact ? EXACT_TITLE_BOOST : 1) * (KIND_BOOST[group.kind] ?? 1);
    };
  }

  /**
   * Ranked results for `query`: every word must match (prefix and typos allowed); when that finds nothing,
   * any word may. Each deep link appears once, with its best hit.
   */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const q = query.trim();
    if (q === '') return [];
    const boostDocument = this.boostFor(q) as (key: unknown) => number;
    let hits = this.mini.search(q, { boostDocument });
    if (hits.length === 0) hits = this.mini.search(q, { boostDocument, combineWith: 'OR' });
    const limit = options.limit ?? DEFAULT_LIMIT;
    const results: SearchResult[] = [];
    const seen = new Set<string>();
    for (const hit of hits) {
      const group = this.groups[hit.id as number]!;
      for (const { place, row } of group.members) {
        const id = row === undefined ? place.id : sectionId.property(place.id, [row]);
        const key = `${id}\n${group.kind}\n${group.title}`;
        if (seen.has(key)) continue;
        seen.add(key);
        results.push({ ...place, id, kind: group.kind, title: group.title, score: hit.score, terms: hit.terms });
        if (results.length >= limit) return results;
      }
    }
    return results;
  }
}
