/** Shared helpers of the core tests: the real-spec corpus and one-line OpenAPI document builders. */
import { readFileSync, readdirSync } from 'node:fs';
import assert from 'node:assert/strict';
import { parseSpec, type ApiModel, type LoadOptions, type Operation, type SpecErrorCode } from '../../src/index.js';

export const SPECS_DIR = new URL('../../../shared/specs/', import.meta.url);

export function specFiles(): string[] {
  return readdirSync(SPECS_DIR).filter((f) => f !== 'MANIFEST.md').sort();
}

export function readSpec(file: string): string {
  return readFileSync(new URL(file, SPECS_DIR), 'utf8');
}

export function loadCorpusSpec(file: string, options: LoadOptions = {}): Promise<ApiModel> {
  return parseSpec(readSpec(file), { ...options, sourceUrl: `https://specs.example.com/${file}` });
}

/** Loads a corpus file with its related documents (a WSDL's XSD imports) read from the corpus folder. */
export function loadCorpusWithRelated(file: string, options: LoadOptions = {}): Promise<ApiModel> {
  return loadCorpusSpec(file, {
    ...options,
    fetch: (async (url: string) => {
      try {
        return new Response(readFileSync(new URL(new URL(url).pathname.split('/').pop()!, SPECS_DIR)));
      } catch {
        return new Response('not found', { status: 404 });
      }
    }) as typeof fetch,
  });
}

export interface ManifestRow {
  file: string;
  format: string;
  operations?: number;
  webhooks?: number;
}

/** The MANIFEST.md table: "operations" is e.g. "1223 (+270 x-webhooks)" or "0 (+11 webhooks)". */
export function manifest(): Map<string, ManifestRow> {
  const rows = new Map<string, ManifestRow>();
  for (const line of readSpec('MANIFEST.md').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 5 || !/\.\w+$/.test(cells[1] ?? '') || cells[1] === 'file') continue;
    const [, file = '', format = '', ops = ''] = cells;
    const row: ManifestRow = { file, format };
    const m = /^(\d+)(?:\s*\(\+(\d+)[^)]*\))?/.exec(ops);
    if (m) {
      row.operations = Number(m[1]);
      row.webhooks = m[2] === undefined ? 0 : Number(m[2]);
    }
    rows.set(file, row);
  }
  return rows;
}

/** Parses an in-memory document (object → JSON text). */
export function parseDoc(doc: unknown, options: LoadOptions & { sourceUrl?: string } = {}): Promise<ApiModel> {
  return parseSpec(typeof doc === 'string' ? doc : JSON.stringify(doc), options);
}

/** A minimal valid OpenAPI 3.0 document around `paths` and optional extra top-level keys. */
export function oas3(paths: Record<string, unknown>, extra: Record<string, unknown> = {}, version = '3.0.3'): Record<string, unknown> {
  return { openapi: version, info: { title: 'Test', version: '1' }, paths, ...extra };
}

/** A minimal Swagger 2.0 document. */
export function swagger2(paths: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { swagger: '2.0', info: { title: 'Test', version: '1' }, paths, ...extra };
}

/** A document with one GET /things operation built from `operation` (responses default to a 200). */
export function oneOperation(operation: Record<string, unknown>, extra: Record<string, unknown> = {}, version = '3.0.3'): Record<string, unknown> {
  const op = { responses: { '200': { description: 'ok' } }, ...operation };
  return version === '2.0' ? swagger2({ '/things': { get: op } }, extra) : oas3({ '/things': { get: op } }, extra, version);
}

/** Parses `doc` and returns its first operation. */
export async function firstOperation(doc: unknown): Promise<Operation> {
  const model = await parseDoc(doc);
  const op = model.operations[0];
  assert.ok(op, 'the document has an operation');
  return op;
}

/** Asserts that parsing rejects with `code` (and a message matching `message` when given). */
export async function expectLoadError(text: string | Promise<unknown>, code: SpecErrorCode, message?: RegExp, options: LoadOptions = {}): Promise<void> {
  const promise = typeof text === 'string' ? parseSpec(text, options) : text;
  await assert.rejects(promise, (error: unknown) => {
    const e = error as { name?: string; code?: string; message?: string };
    assert.equal(e.name, 'SpecLoadError', `expected a SpecLoadError, got ${String(error)}`);
    assert.equal(e.code, code, `code of: ${e.message ?? ''}`);
    if (message) assert.match(e.message ?? '', message);
    return true;
  });
}

/**
 * A 3.1 document's text with its version key changed to 3.2.0, nothing else touched (YAML or JSON). 3.2 is
 * backward compatible with 3.1, so such a document must read exactly as its original.
 */
export function asVersion32(text: string): string {
  const relabelled = text.replace(/(^|[{,\s])(["']?openapi["']?\s*:\s*)["']?3\.1\.\d+["']?/, '$1$2"3.2.0"');
  assert.notEqual(relabelled, text, 'the text declares an OpenAPI 3.1 version');
  return relabelled;
}
