/**
 * Code files stay small enough to read in one sitting: none passes 300 lines, in the viewer (src, components,
 * styles, bin, demo, scripts), the proxy's package and the benches; installed and built files are not ours to
 * count. The allow-list is for tables, not logic: each locale is one table of every interface text, and
 * splitting a language across files would only make translators hunt for keys.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../../components/i18n/match-locale.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 300;
const FOLDERS = ['src', 'components', 'styles', 'bin', 'demo', 'scripts', 'packages', 'bench'];
/** Folders of installed or built files (packages/spec-viewer-proxy/dist is built from its src/), skipped. */
const SKIPPED = new Set(['node_modules', 'dist', 'build']);
/** Test folders: like the viewer's test/ (not listed in FOLDERS), the proxy package's tests are not counted. */
const TESTS = new Set(['packages/spec-viewer-proxy/test']);
const SOURCE = /\.(ts|mts|mjs|js|css)$/;
/** Locale tables: one file per built-in language (a new locale is allowed by being one), one entry per text. */
const ALLOWED = new Set(LOCALES.map((tag) => `components/i18n/${tag.toLowerCase()}.ts`));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir))) {
    const path = `${dir}/${entry}`;
    if (SKIPPED.has(entry) || TESTS.has(path)) continue;
    if (statSync(join(root, path)).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Lines as `wc -l` counts them: a final newline ends the last line, it does not start another. */
function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file length', () => {
  it(`no production file passes ${MAX_LINES} lines (locale tables aside)`, () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(folder));
    assert.ok(files.length > 300, `${files.length} files`);
    const long = files
      .filter((file) => !ALLOWED.has(file))
      .map((file) => [file, lineCount(readFileSync(join(root, file), 'utf8'))] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    assert.deepEqual(long, []);
  });
});
