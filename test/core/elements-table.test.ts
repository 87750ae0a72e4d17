/**
 * The elements are declared once, in components/entry/elements-table.ts. ES modules must still name each one where
 * it is defined, exported or followed as its chunk loads (a name in an `export` or an `import` cannot be computed),
 * so those places are checked against the table here, from the source (no build needed). A failure names the file
 * and what to write in it; docs/architecture.md#adding-an-element has the recipe.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { elementChunks, elementTable, type ElementChunk, type ElementRow } from '../../components/entry/elements-table.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const TAG = '[a-z][a-z0-9]*-[a-z0-9-]*';

const chunkOf = (row: ElementRow): ElementChunk => elementChunks[row.chunk];
const isEager = (row: ElementRow): boolean => row.chunk === 'app';
const sorted = (list: Iterable<string>): string[] => [...list].sort();
const missingAndExtra = (actual: Iterable<string>, expected: Iterable<string>) => {
  const [a, e] = [new Set(actual), new Set(expected)];
  return { missing: sorted([...e].filter((x) => !a.has(x))), extra: sorted([...a].filter((x) => !e.has(x))) };
};

/** A module below components/ (no `.ts`), as written. */
const source = (module: string): string => readFileSync(join(root, 'components', `${module}.ts`), 'utf8');
/** Without comments (documentation examples define elements too). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
/** How `from` imports `to` (both below components/, no `.ts`). */
function specifier(from: string, to: string): string {
  const path = relative(dirname(from), to);
  return `${path.startsWith('.') ? path : `./${path}`}.js`;
}

function modulesBelow(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, 'components', dir))) {
    const path = dir ? `${dir}/${entry}` : entry;
    if (statSync(join(root, 'components', path)).isDirectory()) modulesBelow(path, out);
    else if (entry.endsWith('.ts') && !entry.endsWith('.styles.ts') && !entry.endsWith('.d.ts')) out.push(path.slice(0, -3));
  }
  return out;
}
const modules = modulesBelow('');

/** Each `X.define('tag')` and `['tag', X]` pair in components/, as `module: tag X`. */
function definitions(): string[] {
  const found: string[] = [];
  for (const module of modules) {
    const text = code(source(module));
    for (const m of text.matchAll(new RegExp(`\\b(\\w+)\\.define\\(\\s*'(${TAG})'\\s*\\)`, 'g'))) found.push(`${module}: ${m[2]} ${m[1]}`);
    for (const m of text.matchAll(new RegExp(`\\[\\s*'(${TAG})'\\s*,\\s*([A-Z]\\w*)\\s*\\]`, 'g'))) found.push(`${module}: ${m[1]} ${m[2]}`);
  }
  return sorted(found);
}

/** One in-memory build of the app modules and the entries' export modules (packages left out). */
const build = esbuild.build({
  entryPoints: ['define-base', 'define-extended', 'public-exports', 'lazy-exports', 'public-api', 'bundler-exports'].map((m) => `components/entry/${m}.ts`),
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  write: false,
  format: 'esm',
  platform: 'browser',
  packages: 'external',
  outdir: '/tmp/sv-elements-table',
  metafile: true,
  logLevel: 'silent',
});

async function outputOf(entry: string) {
  const { outputs } = (await build).metafile;
  const file = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === `components/entry/${entry}.ts`);
  assert.ok(file, entry);
  /** Modules (below components/, no `.ts`) in the outputs reachable from this one through imports of `kinds`. */
  const reach = (kinds: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (f: string): void => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const imp of outputs[f]!.imports) if (kinds.includes(imp.kind) && outputs[imp.path]) visit(imp.path);
    };
    visit(file);
    const inputs = [...seen].flatMap((f) => Object.keys(outputs[f]!.inputs));
    return new Set(inputs.filter((i) => i.startsWith('components/')).map((i) => i.slice('components/'.length).replace(/\.ts$/, '')));
  };
  return { exports: outputs[file]!.exports, reach };
}

const classNames = new Set(elementTable.map((row) => row.className));
/** Export names that are elements' classes. */
const elementExports = (names: string[]): string[] => sorted(names.filter((n) => classNames.has(n)));
const classesOf = (rows: readonly ElementRow[]): string[] => sorted(rows.filter((r) => r.exported === 'class').map((r) => r.className));

describe('the elements table (components/entry/elements-table.ts)', () => {
  it('has one row for each element of components/, naming its tag, class and module', () => {
    const tags = elementTable.map((r) => r.tag);
    assert.equal(new Set(tags).size, tags.length, 'a tag has two rows');
    assert.equal(classNames.size, tags.length, 'a class has two rows');
    // Every element's module adds its tag to HTMLElementTagNameMap (docs/architecture.md, dependency rules).
    const mapped = modules.flatMap((module) => {
      const map = /interface HTMLElementTagNameMap\s*\{([^}]*)\}/.exec(code(source(module)))?.[1] ?? '';
      return [...map.matchAll(new RegExp(`'(${TAG})'\\s*:\\s*(\\w+)`, 'g'))].map((m) => `${m[1]} ${m[2]} in ${module}`);
    });
    const rows = elementTable.map((r) => `${r.tag} ${r.className} in ${r.module}`);
    assert.deepEqual(missingAndExtra(rows, mapped), { missing: [], extra: [] }, 'missing: elements without a row; extra: rows without their element');
    for (const row of elementTable) {
      const text = source(row.module);
      assert.match(text, new RegExp(`export class ${row.className} extends`), `${row.module}.ts declares ${row.className}`);
      // custom-elements.json takes the tag from the class's JSDoc.
      assert.match(text, new RegExp(`@tagname ${row.tag}\\s`), `${row.module}.ts: ${row.className}'s JSDoc says @tagname ${row.tag}`);
    }
  });

  it('is imported by no page module (its strings would add to every first view)', () => {
    const importers = modules.filter((m) => /^\s*(import|export)\s+(?!type\b)[^;]*from\s*'[./]*(entry\/)?elements-table\.js'/m.test(source(m)));
    assert.deepEqual(importers, []);
  });

  it("defines each element once, in its chunk's module, which imports it", () => {
    const definer = (row: ElementRow): string => chunkOf(row).definedBy ?? chunkOf(row).module;
    const expected = elementTable.map((row) => `${definer(row)}: ${row.tag} ${row.className}`);
    assert.deepEqual(
      missingAndExtra(definitions(), expected),
      { missing: [], extra: [] },
      "missing: write `X.define('tag')` (or the app's and GraphQL's `['tag', X]` pairs) there; extra: a definition the table does not have",
    );
    for (const row of elementTable) {
      const from = specifier(definer(row), row.module);
      assert.ok(source(definer(row)).includes(`'${from}'`), `${definer(row)}.ts imports ${row.className} from '${from}'`);
    }
  });

  it('loads each lazy chunk with import() from its loader, through its handle where it has one', () => {
    for (const [name, chunk] of Object.entries(elementChunks) as [string, ElementChunk][]) {
      assert.ok(existsSync(join(root, 'components', `${chunk.module}.ts`)), `${name}: components/${chunk.module}.ts`);
      if (name === 'app') continue;
      assert.ok(chunk.loadedBy, `${name}: a lazy chunk has a loader`);
      const text = code(source(chunk.loadedBy));
      const load = `import('${specifier(chunk.loadedBy, chunk.module)}')`;
      assert.ok(text.includes(load), `${chunk.loadedBy}.ts loads the ${name} chunk: ${load}`);
      if (chunk.handle) assert.ok(text.includes(`${chunk.handle}.register(() => ${load})`), `${chunk.loadedBy}.ts: ${chunk.handle}.register(() => ${load})`);
    }
  });

  it('keeps lazy chunks out of the app module, and the extended tier out of the base build', async () => {
    for (const app of ['define-base', 'define-extended']) {
      const { reach } = await outputOf(app);
      const [all, first] = [reach(['import-statement', 'dynamic-import']), reach(['import-statement'])];
      const inBuild = elementTable.filter((row) => app === 'define-extended' || chunkOf(row).tier === 'base');
      assert.deepEqual(sorted(elementTable.filter((r) => all.has(r.module)).map((r) => r.tag)), sorted(inBuild.map((r) => r.tag)), `${app}: the build's elements`);
      assert.deepEqual(sorted(elementTable.filter((r) => first.has(r.module)).map((r) => r.tag)), sorted(elementTable.filter(isEager).map((r) => r.tag)), `${app}: the elements its static imports bring (the app chunk)`);
    }
  });

  it("exports each `exported: 'class'` row's class by name from both kinds of entry, and no other element's", async () => {
    const eager = classesOf(elementTable.filter(isEager));
    const lazy = classesOf(elementTable.filter((r) => !isEager(r)));
    assert.deepEqual(elementExports((await outputOf('public-exports')).exports), eager, 'components/register-elements.ts: `export { X }` (public-exports.ts re-exports it)');
    assert.deepEqual(sorted((await outputOf('lazy-exports')).exports.filter((n) => n !== 'default')), lazy, 'components/entry/lazy-exports.ts: `export let X`');
    for (const entry of ['public-api', 'bundler-exports']) {
      assert.deepEqual(elementExports((await outputOf(entry)).exports), sorted([...eager, ...lazy]), `components/entry/${entry}.ts`);
    }
    // The classes' type side: the page entries' values come from a module they import(), declared one by one.
    const typesIn = (module: string): string[] => sorted([...code(source(module)).matchAll(/^export type (\w+) = /gm)].map((m) => m[1]!).filter((n) => classNames.has(n)));
    assert.deepEqual(typesIn('entry/public-api'), eager, 'components/entry/public-api.ts: `export type X = Api.X;`');
    assert.deepEqual(typesIn('entry/lazy-exports'), lazy, 'components/entry/lazy-exports.ts: `export type X = Chunk.X;`');
  });

  it("sets each lazy class as its chunk loads (lazy-exports.ts), through the chunk's handle", () => {
    const followed = [...code(source('entry/lazy-exports')).matchAll(/(\w+)\.whenLoaded\(\((\w+)\) => \{\s*\(\{([^}]*)\} = \2\);\s*\}\)/g)].flatMap((m) =>
      m[3]!.split(',').map((name) => `${m[1]}: ${name.trim()}`),
    );
    const expected = elementTable
      .filter((row) => !isEager(row) && row.exported === 'class')
      .map((row) => {
        assert.ok(chunkOf(row).handle, `${row.className} is exported: its chunk (${row.chunk}) needs a handle in elements-table.ts`);
        return `${chunkOf(row).handle}: ${row.className}`;
      });
    assert.deepEqual(sorted(followed), sorted(expected), 'components/entry/lazy-exports.ts: `handle.whenLoaded((chunk) => { ({ X } = chunk); })`');
  });

  it("exports each `exported: 'type'` row as a type only", async () => {
    const types = [...code(source('entry/public-types')).matchAll(/export type \{([^}]*)\}/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()));
    const expected = sorted(elementTable.filter((r) => r.exported === 'type').map((r) => r.className));
    assert.deepEqual(sorted(types.filter((n) => classNames.has(n))), expected, 'components/entry/public-types.ts: `export type { X } from`');
  });
});
