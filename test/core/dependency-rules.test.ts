/** The dependency rules of docs/architecture.md, checked on the import statements of src/** and components/**. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Import {
  file: string; // relative to the repo root, e.g. src/formats/openapi/parse.ts
  specifier: string;
  target?: string; // resolved repo-relative path for relative specifiers, without extension
  typeOnly: boolean;
  /** `import('./x.js')`: a lazy edge behind a registry (counted in the cycle search like any other). */
  dynamic?: boolean;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (path.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** `./x.js` → `src/x` (the file without extension), `./dir/index.js` kept as written. */
function resolveTarget(path: string, specifier: string): string {
  return relative(ROOT, resolve(dirname(path), specifier)).replace(/\.(js|ts)$/, '');
}

function importsOf(path: string): Import[] {
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const file = relative(ROOT, path);
  const found: Import[] = [];
  const statements = /\b(import|export)\s+(type\s+)?([^'";]*?)\bfrom\s*['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(statements)) {
    // `import { type A, type B }` is type-only too (verbatimModuleSyntax erases it).
    const names = match[3]!;
    const braces = /^\{([^}]*)\}$/.exec(names.trim());
    const allTypes = braces !== null && braces[1]!.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()));
    found.push(entry(path, file, match[4]!, match[2] !== undefined || allTypes));
  }
  for (const match of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ ...entry(path, file, match[1]!, false), dynamic: true });
  for (const match of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(entry(path, file, match[1]!, false));
  return found;
}

function entry(path: string, file: string, specifier: string, typeOnly: boolean): Import {
  const result: Import = { file, specifier, typeOnly };
  if (specifier.startsWith('.')) result.target = resolveTarget(path, specifier);
  return result;
}

const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'components'))];
const all = files.flatMap(importsOf);
const imports = all.filter((i) => i.file.startsWith('src/'));
const elementImports = all.filter((i) => i.file.startsWith('components/'));
const describeImport = (i: Import): string => `${i.file} imports ${i.specifier}`;
const violations = (predicate: (i: Import) => boolean, list = imports): string[] => list.filter(predicate).map(describeImport);
const formatOf = (path: string): string | undefined => /^src\/formats\/([^/]+)\//.exec(path)?.[1];
const folderOf = (path: string): string | undefined => /^components\/([^/]+)\//.exec(path)?.[1];

/** Folders every element may import (i18n: the string tables), and the entry files that wire the elements together. */
const SHARED_FOLDERS = new Set(['shared', 'controllers', 'i18n']);
const ENTRY_FILES = new Set(['components/base', 'components/extended', 'components/register-elements']);
/** The entries' own modules (bootstrap, app modules, public API): they wire the elements together too. */
const isEntryFile = (file: string): boolean => ENTRY_FILES.has(file.replace(/\.ts$/, '')) || file.startsWith('components/entry/');
/**
 * The bootstrap's one core module: everything the entry imports statically is downloaded before the spec request
 * starts, and src/index.ts would pull the whole core into that chunk.
 */
const BOOTSTRAP_IMPORTS = new Set(['components/entry/early-start.ts imports ../../src/load/early-download.js']);
/** Standalone pages with a bundle of their own (not elements): they take the one core module they need. */
const STANDALONE_PAGES = new Set(['components/oauth-callback/oauth-callback.ts']);

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function importCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) cycles.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('dependency rules', () => {
  it('finds the imports it checks', () => {
    assert.ok(imports.some((i) => i.file === 'src/index.ts' && i.specifier === './load/load-spec.js'));
    assert.ok(imports.some((i) => i.specifier === 'yaml'), 'dynamic imports are seen');
    assert.ok(elementImports.some((i) => i.target === 'src/index' && !i.typeOnly), 'element imports are seen');
    assert.ok(elementImports.some((i) => i.typeOnly), 'type-only imports are told apart');
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
  it('formats use only model/, schema/, load/, refs/, validate/, errors.ts, limits.ts, the format registry and the raw-data readers (formats/raw.ts)', () => {
    const allowed = /^src\/(model\/|schema\/|load\/|refs\/|validate\/|errors$|limits$|formats\/registry$|formats\/raw$)/;
    assert.deepEqual(
      violations((i) => {
        const from = formatOf(i.file);
        if (from === undefined || i.target === undefined) return false;
        return formatOf(i.target) !== from && !allowed.test(i.target);
      }),
      [],
    );
  });
  it('only src/proxy imports src/proxy', () => {
    assert.deepEqual(violations((i) => !i.file.startsWith('src/proxy/') && (i.target ?? '').startsWith('src/proxy')), []);
  });
  it('the commands\' Node-only modules (src/cli/, src/static/cli/, the mock\'s server and command) are imported only by each other', () => {
    const nodeOnly = (path: string): boolean => /^src\/(cli\/|static\/cli\/|mock\/(server(-[a-z-]+)?|cli)(\.ts)?$)/.test(path);
    assert.deepEqual(violations((i) => nodeOnly(i.target ?? '') && !nodeOnly(i.file)), []);
  });
  it('only src/static imports src/static (the static renderer stays out of the core and the pages)', () => {
    assert.deepEqual(violations((i) => !i.file.startsWith('src/static/') && (i.target ?? '').startsWith('src/static/')), []);
  });
  it('elements import the core only through src/index.ts', () => {
    assert.deepEqual(
      violations(
        (i) => (i.target ?? '').startsWith('src/') && i.target !== 'src/index' && !STANDALONE_PAGES.has(i.file) && !BOOTSTRAP_IMPORTS.has(describeImport(i)),
        elementImports,
      ),
      [],
    );
  });
  it('an element folder imports another only for types (shared/, controllers/ and the entry files excepted)', () => {
    assert.deepEqual(
      violations((i) => {
        const from = folderOf(i.file);
        const to = folderOf(i.target ?? '');
        if (i.typeOnly || from === undefined || to === undefined || from === to) return false;
        return !SHARED_FOLDERS.has(to) && !isEntryFile(i.file);
      }, elementImports),
      [],
    );
  });
  it('no import cycle, type-only imports and lazy import() edges included', () => {
    assert.ok(all.some((i) => i.dynamic && i.target === 'src/samples/http/curl'), 'import() edges are seen');
    const edges = new Map<string, Set<string>>();
    for (const i of all) {
      if (i.target === undefined || !existsSync(join(ROOT, `${i.target}.ts`))) continue;
      const from = i.file.replace(/\.ts$/, '');
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(i.target);
    }
    assert.deepEqual(importCycles(edges), []);
  });
});
