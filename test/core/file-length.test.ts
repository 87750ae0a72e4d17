/**
 * Production files stay small enough to read in one sitting: none passes 400 lines. The allow-list is for
 * tables, not logic: each locale is one table of every interface text, and splitting a language across files
 * would only make translators hunt for keys.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 400;
const FOLDERS = ['src', 'components', 'styles', 'bin', 'demo', 'scripts'];
const SOURCE = /\.(ts|mts|mjs|js|css)$/;
/** Locale tables: one file per language, one entry per interface text. */
const ALLOWED = /^components\/i18n\/(ar|de|en|es|fr|ja|pt-br|zh-cn)\.ts$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir))) {
    const path = `${dir}/${entry}`;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

describe('file length', () => {
  it(`no production file passes ${MAX_LINES} lines (locale tables aside)`, () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(folder));
    assert.ok(files.length > 300, `${files.length} files`);
    const long = files
      .filter((file) => !ALLOWED.test(file))
      .map((file) => [file, readFileSync(join(root, file), 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    assert.deepEqual(long, []);
  });
});
