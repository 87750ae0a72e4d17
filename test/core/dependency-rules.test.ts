/**
 * The dependency rules of docs/architecture.md, checked on the import statements of src/**, components/** and the
 * proxy package's source (packages/spec-viewer-proxy/src/**).
 */
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

/** The proxy's own package: Node-only, its source beside the viewer's. */
const PROXY_SOURCE = 'packages/spec-viewer-proxy/src/';
const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'components')), ...sourceFiles(join(ROOT, PROXY_SOURCE))];
const all = files.flatMap(importsOf);
const imports = all.filter((i) => i.file.startsWith('src/'));
const elementImports = all.filter((i) => i.file.startsWith('components/'));
const proxyImports = all.filter((i) => i.file.startsWith(PROXY_SOURCE));
/** The proxy's one module that imports the viewer, and what it may take: src/http/ and two leaves of src/model/. */
const PROXY_GATE = `${PROXY_SOURCE}from-viewer.ts`;
const SHARED_WITH_PROXY = /^src\/(http\/[a-z-]+|model\/stream-format|model\/http-method)$/;
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
const BOOTSTRAP_IMPORTS = new Set(['components/entry/early-start.ts imports ../../src/source/early-download.js']);
/**
 * The static view's one door to the live page's string tables (components/i18n/): both views say a thing in the
 * same words. The tables it reaches are checked to be plain TypeScript (no Lit, no DOM, no element).
 */
const WORDS_GATE = 'src/static/locale-tables.ts';
/** Standalone pages with a bundle of their own (not elements): they take the one core module they need. */
const STANDALONE_PAGES = new Set(['components/oauth-callback/oauth-callback.ts']);

/**
 * The layers of src/, low to high: one flow, so an import goes down a layer or stays in its own. A unit is a folder
 * of src/ (each format's folder apart: formats never import each other) or a file at the top of src/ or src/formats/.
 * Units in one layer use each other today and are not ordered among themselves (the cycle test still holds their
 * files apart); a new folder or top-level file needs a place here before the test passes.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['model/'],
  ['limits.ts', 'lazy-module.ts', 'errors.ts'],
  // What formats share: decoding JSON and YAML, fetching a spec, fetchable URLs, version keys, the loading texts.
  ['source/'],
  ['schema/', 'http/', 'markdown/', 'search/', 'persist/', 'formats/raw.ts', 'formats/registry.ts'],
  ['refs/'],
  // The formats, and the validate option's plumbing they run on (validatorFor picks a format's validator).
  ['formats/openapi/', 'formats/asyncapi/', 'formats/wsdl/', 'formats/graphql/', 'validate/'],
  ['formats/builtin.ts', 'spec-type.ts'],
  // The loader: chooses the format plugin and runs it.
  ['load/'],
  ['cli/'],
  ['request/', 'examples/'],
  ['mock/'],
  ['auth/', 'samples/', 'tryit/'],
  ['static/'],
  ['core-messages.ts'],
  ['index.ts'],
];
/**
 * Imports that go up a layer, by name, each with its reason. At most MAX_UPWARD_ARROWS arrows (pairs of units) go up.
 * - errors.ts words the failures every load can end in (cancelled, unreadable document or part) with the loading
 *   texts of source/texts.ts, which imports nothing, so no file-level cycle follows; the rest of source/ raises
 *   its errors through errors.ts.
 */
const UPWARD_IMPORTS = new Set(['src/errors.ts imports ./source/texts.js']);
const MAX_UPWARD_ARROWS = 1;

/** `src/formats/openapi/parse` → `formats/openapi/`, `src/load/load-spec` → `load/`, `src/errors` → `errors.ts`. */
function layerUnit(path: string): string {
  const rest = path.replace(/^src\//, '').replace(/\.ts$/, '');
  const parts = rest.split('/');
  const depth = parts[0] === 'formats' ? 2 : 1;
  return parts.length > depth ? `${parts.slice(0, depth).join('/')}/` : `${rest}.ts`;
}
const layerOf = (unit: string): number => LAYERS.findIndex((layer) => layer.includes(unit));

/** Imports between units of src/: static, type-only and `import()` alike (a lazy edge is still an arrow). */
const unitImports = imports
  .filter((i) => i.target?.startsWith('src/'))
  .map((i) => ({ ...i, from: layerUnit(i.file), to: layerUnit(i.target!) }))
  .filter((i) => i.from !== i.to);
const upwardImports = unitImports.filter((i) => layerOf(i.from) < layerOf(i.to));

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
    assert.ok(unitImports.some((i) => i.dynamic && i.from === 'examples/' && i.to === 'formats/graphql/'), 'import() edges count as arrows');
    assert.ok(proxyImports.some((i) => i.file === `${PROXY_SOURCE}index.ts` && i.target === `${PROXY_SOURCE}handler`), 'proxy imports are seen');
  });
  it('src/** never imports lit, components/, styles/, demo/ or test/ (the static view\'s words excepted)', () => {
    assert.deepEqual(
      violations(
        (i) =>
          /^(lit|lit-html|lit-element|@lit\/.*)(\/|$)/.test(i.specifier) ||
          (/^(components|styles|demo|test)\//.test(i.target ?? '') && !(i.file === WORDS_GATE && (i.target ?? '').startsWith('components/i18n/'))),
      ),
      [],
    );
    assert.ok(imports.some((i) => i.file === WORDS_GATE && i.target === 'components/i18n/en'), 'the gate is seen');
  });
  it('the string tables the static view reads are plain TypeScript: no Lit, no DOM, nothing of the elements', () => {
    // Everything the gate reaches in components/ (static and import() edges): the tables, their parts and format.ts.
    const reached = new Set<string>();
    const queue = all.filter((i) => i.file === WORDS_GATE && (i.target ?? '').startsWith('components/')).map((i) => i.target!);
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      for (const i of all) if (i.file === `${file}.ts` && (i.target ?? '').startsWith('components/')) queue.push(i.target!);
    }
    assert.ok(reached.has('components/i18n/de') && reached.has('components/i18n/format'), 'the lazy tables are followed');
    assert.deepEqual([...reached].filter((f) => !f.startsWith('components/i18n/')).sort(), [], 'only the string tables');
    assert.deepEqual(
      violations((i) => reached.has(i.file.replace(/\.ts$/, '')) && (/^(lit|lit-html|lit-element|@lit\/.*)(\/|$)/.test(i.specifier) || (i.target !== undefined && !i.target.startsWith('components/i18n/') && !(i.typeOnly && i.target === 'src/index'))), all),
      [],
      'they import each other, format.ts, and types of src/index.ts only',
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
  it('formats use only model/, schema/, source/, refs/, validate/, errors.ts, limits.ts, the format registry and the raw-data readers (formats/raw.ts)', () => {
    const allowed = /^src\/(model\/|schema\/|source\/|refs\/|validate\/|errors$|limits$|formats\/registry$|formats\/raw$)/;
    assert.deepEqual(
      violations((i) => {
        const from = formatOf(i.file);
        if (from === undefined || i.target === undefined) return false;
        return formatOf(i.target) !== from && !allowed.test(i.target);
      }),
      [],
    );
  });
  it('nothing in src/ or components/ imports the proxy package (it is Node-only)', () => {
    assert.deepEqual(violations((i) => (i.target ?? '').startsWith('packages/spec-viewer-proxy/'), [...imports, ...elementImports]), []);
  });
  it('the proxy imports of the viewer only through from-viewer.ts, and only the wire vocabulary both ends share', () => {
    assert.deepEqual(
      violations(
        (i) =>
          /^(lit|lit-html|lit-element|@lit\/.*)(\/|$)/.test(i.specifier) ||
          (i.target !== undefined && !i.target.startsWith(PROXY_SOURCE) && (i.file !== PROXY_GATE || !SHARED_WITH_PROXY.test(i.target))),
        proxyImports,
      ),
      [],
    );
    assert.ok(proxyImports.some((i) => i.file === PROXY_GATE && i.target === 'src/http/envelope'), 'the gate is seen');
  });
  it('the vocabulary the proxy shares imports nothing beyond itself (the proxy bundles no more of the viewer)', () => {
    assert.deepEqual(violations((i) => SHARED_WITH_PROXY.test(i.file.replace(/\.ts$/, '')) && !SHARED_WITH_PROXY.test(i.target ?? '')), []);
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
  it('every unit of src/ has one layer', () => {
    const units = [...new Set(files.map((f) => relative(ROOT, f)).filter((f) => f.startsWith('src/')).map(layerUnit))];
    assert.deepEqual(units.filter((unit) => layerOf(unit) === -1).sort(), [], 'add it to LAYERS');
    assert.deepEqual(LAYERS.flat().filter((unit) => !units.includes(unit)), [], 'a unit of LAYERS that no longer exists');
    assert.equal(new Set(LAYERS.flat()).size, LAYERS.flat().length, 'a unit in two layers');
  });
  it(`imports inside src/ go down the layers (at most ${MAX_UPWARD_ARROWS} arrow goes up, named in UPWARD_IMPORTS)`, () => {
    const arrows = [...new Set(upwardImports.map((i) => `${i.from} → ${i.to}`))].sort();
    assert.ok(arrows.length <= MAX_UPWARD_ARROWS, `${arrows.length} arrows go up: ${arrows.join(', ')}`);
    assert.deepEqual(upwardImports.map(describeImport).filter((i) => !UPWARD_IMPORTS.has(i)).sort(), []);
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
