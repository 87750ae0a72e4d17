/**
 * The specs the demo backend serves: id → file on disk. Content is read fresh on every request (so an edited
 * file is served as soon as it is saved); the record's detected type is cached per file version.
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import type { SpecTypeValue } from '../../src/model/spec-type-value.js';
import { detectSpecType } from '../../src/spec-type.js';
import { specIdFromFileName } from './spec-id.js';

/** What the content endpoint serves: the format decides the Content-Type (README.md#the-spec-backend). */
export type ContentFormat = 'json' | 'yaml' | 'xml' | 'graphql' | 'text';

export const CONTENT_TYPES: Record<ContentFormat, string> = {
  json: 'application/json',
  yaml: 'text/yaml',
  xml: 'text/xml',
  graphql: 'text/plain',
  text: 'text/plain',
};

/** The spec record of README.md#the-spec-backend, as listed by `GET /api/specs`. */
export interface SpecRecord {
  specId: string;
  /** Omitted when detection finds no supported type; the viewer then reports the problem itself. */
  specType?: SpecTypeValue;
  contentFormat: ContentFormat;
  /** URL of the content endpoint. */
  content: string;
}

/** A file to register; the id is derived from the file name when not given. */
export interface SpecSource {
  file: string;
  id?: string;
}

/** Extensions picked up when a whole folder is registered (`--specs-dir`). */
const FOLDER_EXTENSIONS = new Set(['.json', '.yaml', '.yml', '.wsdl', '.xml', '.xsd', '.graphql', '.gql', '.graphqls']);

const FORMAT_BY_EXTENSION: Record<string, ContentFormat> = {
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.wsdl': 'xml',
  '.xml': 'xml',
  '.xsd': 'xml',
  '.graphql': 'graphql',
  '.gql': 'graphql',
  '.graphqls': 'graphql',
};

/** Format from the extension, else from the first meaningful characters of the text. */
export function contentFormatOf(file: string, text: string): ContentFormat {
  const byExtension = FORMAT_BY_EXTENSION[extname(file).toLowerCase()];
  if (byExtension) return byExtension;
  const head = text.slice(0, 4096).replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<')) return 'xml';
  if (detectSpecType(head) === 'graphql') return 'graphql';
  if (/^[\w$"'-][^\n:]*:(\s|$)/m.test(head)) return 'yaml';
  return 'text';
}

/** Every spec-like file directly inside `dir`, sorted by name (hidden files skipped). */
export function specFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && FOLDER_EXTENSIONS.has(extname(name).toLowerCase()))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
    .sort();
}

export class SpecNotFoundError extends Error {}

interface Entry {
  id: string;
  file: string;
  cache?: { version: string; record: SpecRecord };
}

export class SpecRegistry {
  readonly #entries = new Map<string, Entry>();

  /** Registers sources in order; explicit ids win, derived ids avoid every id taken before them. */
  constructor(sources: readonly SpecSource[]) {
    const explicit = new Set(sources.flatMap((s) => (s.id ? [s.id] : [])));
    for (const source of sources) {
      const file = resolve(source.file);
      if (!statSync(file).isFile()) throw new Error(`${source.file} is not a file`);
      const id = source.id ?? this.#freeId(file, explicit);
      if (this.#entries.has(id)) throw new Error(`two specs share the id "${id}"`);
      this.#entries.set(id, { id, file });
    }
  }

  /** Ids in registration order. */
  get ids(): string[] {
    return [...this.#entries.keys()];
  }

  /** Absolute paths of the registered files. */
  get files(): string[] {
    return [...this.#entries.values()].map((e) => e.file);
  }

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  /** Ids registered for a file (normally one). */
  idsOf(file: string): string[] {
    const wanted = resolve(file);
    return [...this.#entries.values()].filter((e) => e.file === wanted).map((e) => e.id);
  }

  /** The raw bytes and their Content-Type. Throws SpecNotFoundError for unknown ids or vanished files. */
  async content(id: string): Promise<{ bytes: Buffer; contentType: string }> {
    const entry = this.#entry(id);
    const bytes = await readFile(entry.file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new SpecNotFoundError(`the file of spec "${id}" no longer exists`);
      throw error;
    });
    // The format needs only the head; decoding a 12 MB file to describe it would delay the answer by ~40 ms.
    const format = contentFormatOf(entry.file, bytes.subarray(0, 4096).toString('utf8'));
    return { bytes, contentType: CONTENT_TYPES[format] };
  }

  async record(id: string): Promise<SpecRecord> {
    const entry = this.#entry(id);
    const version = await versionOf(entry.file).catch(() => {
      throw new SpecNotFoundError(`the file of spec "${id}" no longer exists`);
    });
    if (entry.cache?.version === version) return entry.cache.record;
    return this.#describe(entry, await readFile(entry.file), version);
  }

  /** All records whose files still exist, in registration order. */
  async list(): Promise<SpecRecord[]> {
    const records = await Promise.all(this.ids.map((id) => this.record(id).catch(() => undefined)));
    return records.filter((r): r is SpecRecord => r !== undefined);
  }

  /** The file registered under `id`. */
  fileOf(id: string): string {
    return this.#entry(id).file;
  }

  #entry(id: string): Entry {
    const entry = this.#entries.get(id);
    if (!entry) throw new SpecNotFoundError(`no spec is registered under the id "${id}"`);
    return entry;
  }

  #describe(entry: Entry, bytes: Buffer, version: string): SpecRecord {
    if (entry.cache?.version === version) return entry.cache.record;
    const text = bytes.toString('utf8');
    const specType = detectSpecType(text);
    const record: SpecRecord = {
      specId: entry.id,
      ...(specType ? { specType } : {}),
      contentFormat: contentFormatOf(entry.file, text),
      content: `/api/specs/${encodeURIComponent(entry.id)}/content`,
    };
    entry.cache = { version, record };
    return record;
  }

  /** `name` from the stem; on a clash the full file name (`name.json`), then `name-2`, `name-3` … */
  #freeId(file: string, reserved: Set<string>): string {
    const taken = (id: string) => this.#entries.has(id) || reserved.has(id);
    const stem = specIdFromFileName(basename(file));
    if (!taken(stem)) return stem;
    const withExtension = specIdFromFileName(`${basename(file)}.x`);
    if (!taken(withExtension)) return withExtension;
    let n = 2;
    while (taken(`${stem}-${n}`)) n++;
    return `${stem}-${n}`;
  }
}

/** A cheap version stamp: changes whenever the file is rewritten. */
async function versionOf(file: string): Promise<string> {
  const s = await stat(file);
  return `${s.mtimeMs}:${s.size}`;
}

