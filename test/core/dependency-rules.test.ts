/** The dependency rules of docs/architecture.md, checked on the import statements of src/**. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');

interface Import {
  file: string; // relative to the repo root, e.g. src/formats/openapi/parse.ts
  specifier: string;
  target?: string; // resolved repo-relative path for relative specifiers
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (path.endsWith('.ts')) out.push(path);
  }
  return out;
}

function importsOf(path: string): Import[] {
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const file = relative(ROOT, path);
  const found: Import[] = [];
  const patterns = [/\bimport\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bexport\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /^\s*import\s*['"]([^'"]+)['"]/gm];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1]!;
      const entry: Import = { file, specifier };
      if (specifier.startsWith('.')) entry.target = relative(ROOT, resolve(dirname(path), specifier));
      found.push(entry);
    }
  }
  return found;
}

const imports = sourceFiles(SRC).flatMap(importsOf);
const describeImport = (i: Import): string => `${i.file} imports ${i.specifier}`;
const violations = (predicate: (i: Import) => boolean): string[] => imports.filter(predicate).map(describeImport);
const formatOf = (path: string): string | undefined => /^src\/formats\/([^/]+)\//.exec(path)?.[1];

describe('dependency rules', () => {
  it('finds the imports it checks', () => {
    assert.ok(imports.some((i) => i.file === 'src/index.ts' && i.specifier === './load/load-spec.js'));
    assert.ok(imports.some((i) => i.specifier === 'yaml'), 'dynamic imports are seen');
  });
  it('src/** never imports lit, components/, styles/, demo/ or test/', () => {
    assert.deepEqual(
      violations((i) => /^(lit|lit-html|lit-element|@lit\/.*)(\/|$)/.test(i.specifier) || /^(components|styles|demo|test)\//.test(i.target ?? '')),
      [],
    );
  });
  it('src/model imports nothing outside src/model', () => {
    assert.deepEqual(violations((i) => i.file.startsWith('src/model/') && !(i.target ?? '').startsWith('src/model/')), []);
  });
  it('a format never imports another format', () => {
    assert.deepEqual(
      violations((i) => {
        const from = formatOf(i.file);
        const to = formatOf(i.target ?? '');
        return from !== undefined && to !== undefined && from !== to;
      }),
      [],
    );
  });
  it('formats use only model/, schema/, load/, errors.ts, limits.ts and the format registry', () => {
    const allowed = /^src\/(model\/|schema\/|load\/|errors$|limits$|formats\/registry$)/;
    assert.deepEqual(
      violations((i) => {
        const from = formatOf(i.file);
        if (from === undefined || i.target === undefined) return false;
        const target = i.target.replace(/\.js$/, '');
        return formatOf(i.target) !== from && !allowed.test(target);
      }),
      [],
    );
  });
  it('only src/proxy imports src/proxy', () => {
    assert.deepEqual(violations((i) => !i.file.startsWith('src/proxy/') && (i.target ?? '').startsWith('src/proxy')), []);
  });
});
