/**
 * `spec-viewer render <file-or-url> --out <dir>`: loads a spec with the element's loader (every format, related
 * documents included, the same limits), renders the static reference (index.html, api.md, llms.txt, and section
 * pages when split), copies the spec and its related documents next to index.html (so `spec-url` resolves), and
 * the viewer's module build unless a bundle URL is given. bin/spec-viewer.js parses the flags; this does the work.
 */
import { cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadInput } from '../../cli/load-input.js';
import { isUrl, outputPathOf } from '../../cli/spec-source.js';
import { specTypeLabel } from '../labels.js';
import { renderStaticSite } from '../index.js';

export interface RenderArgs {
  input: string;
  out: string;
  baseUrl?: string;
  /** A script URL; `false`: no script; undefined: copy the module build to <out>/spec-viewer/module/. */
  bundleUrl?: string | false;
  split?: 'auto' | boolean;
  schemaDepth?: number;
  lang?: string;
  root?: string;
  /** The element gets `try-it-mock`: Try-It answers from the document in the page (a static host answers every Send). */
  mock?: boolean;
  quiet?: boolean;
  /** Where the module build is (default: dist/module next to this file's dist/static). */
  moduleDir?: string;
  version?: string;
}

export interface Output {
  stderr: (line: string) => void;
}

/** Specs this big get progress lines. */
const LARGE_OPERATIONS = 200;
const LARGE_BYTES = 1024 * 1024;
/** The folder the module build is copied to. */
const BUNDLE_DIR = 'spec-viewer';

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The spec's file name in the output: its own name, made URL-safe, never one of the generated files'. */
export function specFileName(input: string, generated: ReadonlySet<string>): string {
  let name = isUrl(input) ? decodeURIComponent(new URL(input).pathname.split('/').pop() ?? '') : basename(input);
  name = name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '');
  if (name === '') name = 'spec';
  if (!/\.[A-Za-z0-9]+$/.test(name)) name += '.txt';
  return generated.has(name) || name === BUNDLE_DIR ? `spec-${name}` : name;
}

/** Runs the command; resolves to the process exit code (0 written, 1 the spec or the output failed). */
export async function runRender(args: RenderArgs, io: Output): Promise<number> {
  const say = (line: string): void => {
    if (!args.quiet) io.stderr(line);
  };
  const started = Date.now();
  const loaded = await loadInput(args.input, args.root === undefined ? {} : { root: args.root }, () => say(`Loading ${args.input} …`));
  if (!loaded.ok && loaded.stage === 'read') {
    io.stderr(`spec-viewer render: cannot read ${args.input}: ${loaded.reason}`);
    return 1;
  }
  if (!loaded.ok) {
    const e = loaded.error;
    io.stderr(`spec-viewer render: could not load ${args.input}`);
    io.stderr(e.message);
    if (e.location) io.stderr(`Location: ${e.location}`);
    io.stderr(`Error code: ${e.code}`);
    return 1;
  }
  const { model, source } = loaded;
  const specBytes = source.fetched.get(source.url)?.bytes;
  const large = model.operations.length >= LARGE_OPERATIONS || (specBytes?.byteLength ?? 0) >= LARGE_BYTES;
  say(`Loaded ${model.info.title || 'the API'} (${specTypeLabel(model)}): ${count(model.operations.length, 'operation')}, ${count(model.schemas.size, 'schema')} in ${seconds(Date.now() - started)}`);
  for (const warning of model.warnings.slice(0, 5)) say(`  warning: ${warning.message}`);
  if (model.warnings.length > 5) say(`  … and ${model.warnings.length - 5} more warnings`);

  const generated = new Set(['index.html', 'api.md', 'llms.txt', 'tags']);
  const specName = specFileName(args.input, generated);
  const extended = model.specType === 'graphql';
  const bundleUrl = args.bundleUrl === false ? undefined : (args.bundleUrl ?? `${BUNDLE_DIR}/module/${extended ? 'spec-viewer-extended.js' : 'spec-viewer.js'}`);
  let lastTenth = -1;
  const rendering = Date.now();
  const options: Parameters<typeof renderStaticSite>[1] = {
    specUrl: specName,
    lang: args.lang ?? 'en',
    split: args.split ?? 'auto',
    generator: `spec-viewer ${args.version ?? ''}`.trim(),
    onProgress: (done, total) => {
      const tenth = Math.floor((done / total) * 10);
      if (large && tenth > lastTenth) {
        lastTenth = tenth;
        say(`Rendering: ${done}/${total} operations (${tenth * 10}%)`);
      }
    },
  };
  if (bundleUrl !== undefined) options.bundleUrl = bundleUrl;
  if (args.mock) options.tryItMock = true;
  if (args.baseUrl !== undefined) options.baseUrl = args.baseUrl;
  if (args.schemaDepth !== undefined) options.schemaDepth = args.schemaDepth;
  const site = renderStaticSite(model, options);
  say(`Rendered ${site.files.length} files${site.split ? ' (split into section pages)' : ''} in ${seconds(Date.now() - rendering)}`);

  try {
    await mkdir(args.out, { recursive: true });
    let bytes = 0;
    for (const file of site.files) {
      const path = join(args.out, ...file.path.split('/'));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content);
      bytes += Buffer.byteLength(file.content);
    }
    // The spec and the related documents in its folder, so the live element finds them where the spec says.
    for (const doc of source.fetched.values()) {
      const path = doc.url === source.url ? specName : outputPathOf(doc.url, source.url);
      if (path === undefined || (doc.url !== source.url && (generated.has(path.split('/')[0]!) || path === specName))) continue;
      const target = join(args.out, ...path.split('/'));
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, doc.bytes);
      bytes += doc.bytes.byteLength;
    }
    if (args.bundleUrl === undefined) bytes += await copyModuleBuild(args.moduleDir ?? fileURLToPath(new URL('../module/', import.meta.url)), join(args.out, BUNDLE_DIR));
    say(`Wrote ${count(site.files.length + source.fetched.size, 'file')}${args.bundleUrl === undefined ? ` and the viewer's module build` : ''} (${(bytes / 1024 / 1024).toFixed(1)} MB) to ${args.out} in ${seconds(Date.now() - started)}`);
    return 0;
  } catch (error) {
    io.stderr(`spec-viewer render: could not write ${args.out}: ${(error as Error).message}`);
    return 1;
  }
}

/** The validator workers, which the module build's chunks start from the page build's chunks/ (../../chunks/). */
const WORKERS = ['validate-worker.js', 'asyncapi-validate-worker.js'];

/**
 * Copies the module build (the bundler entries and their chunks, without source maps) to `<to>/module/`, and the
 * validator workers its chunks start to `<to>/chunks/`, as the package lays them out; returns the bytes copied.
 */
async function copyModuleBuild(from: string, to: string): Promise<number> {
  try {
    await stat(join(from, 'spec-viewer.js'));
  } catch {
    throw new Error(`the viewer's module build is missing (${from}): run \`npm run build\`, or pass --bundle-url or --no-bundle`);
  }
  await cp(from, join(to, 'module'), { recursive: true, filter: (path) => !path.endsWith('.map') });
  for (const worker of WORKERS) {
    const source = join(from, '../chunks', worker);
    if (await stat(source).then(() => true, () => false)) await cp(source, join(to, 'chunks', worker));
  }
  let bytes = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else bytes += (await stat(path)).size;
    }
  };
  await walk(to);
  return bytes;
}
