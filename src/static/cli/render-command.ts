/**
 * `spec-viewer render <file-or-url> --out <dir>`: loads a spec with the element's loader (every format, related
 * documents included, the same limits), renders the static reference (index.html, api.md, llms.txt, and section
 * pages when split), copies the spec and its related documents next to index.html (so `spec-url` resolves), and
 * the files of the viewer's page build these pages load, unless a bundle URL is given. bin/spec-viewer.js parses
 * the flags; this does the work.
 */
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadInput } from '../../cli/load-input.js';
import { isUrl, outputPathOf } from '../../cli/spec-source.js';
import { specTypeLabel } from '../labels.js';
import { LOCALES, localeLabels, renderStaticSite } from '../index.js';
import { FILE_NOTE_SCRIPT_FILE, STYLESHEET_FILE } from '../page/page-html.js';
import { pageBuildFiles } from './page-build-files.js';

export interface RenderArgs {
  input: string;
  out: string;
  baseUrl?: string;
  /** A script URL; `false`: no script; undefined: copy what the pages load of the page build to <out>/spec-viewer/. */
  bundleUrl?: string | false;
  split?: 'auto' | boolean;
  schemaDepth?: number;
  /** A BCP 47 tag: the words of the pages and of their live element (the closest built-in locale). */
  locale?: string;
  lang?: string;
  root?: string;
  /** The element gets `try-it-mock`: Try-It answers from the document in the page (a static host answers every Send). */
  mock?: boolean;
  quiet?: boolean;
  /** Where the page build is (default: the dist/ that holds this file's dist/static). */
  buildDir?: string;
  version?: string;
}

export interface Output {
  stderr: (line: string) => void;
}

/** Specs this big get progress lines. */
const LARGE_OPERATIONS = 200;
const LARGE_BYTES = 1024 * 1024;
/** The folder the page build's files are copied to. */
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

/** Runs the command; resolves to the process exit code (0 written, 1 the spec or the output failed, 2 an unknown locale). */
export async function runRender(args: RenderArgs, io: Output): Promise<number> {
  const say = (line: string): void => {
    if (!args.quiet) io.stderr(line);
  };
  const labels = args.locale === undefined ? undefined : await localeLabels(args.locale);
  if (args.locale !== undefined && labels === undefined) {
    io.stderr(`spec-viewer render: no built-in locale matches "${args.locale}" (built in: ${LOCALES.join(', ')})`);
    return 2;
  }
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

  const generated = new Set(['index.html', 'api.md', 'llms.txt', 'tags', STYLESHEET_FILE, FILE_NOTE_SCRIPT_FILE]);
  const specName = specFileName(args.input, generated);
  const extended = model.specType === 'graphql';
  const entry = extended ? 'spec-viewer-extended.js' : 'spec-viewer.js';
  const bundleUrl = args.bundleUrl === false ? undefined : (args.bundleUrl ?? `${BUNDLE_DIR}/${entry}`);
  let lastTenth = -1;
  const rendering = Date.now();
  const options: Parameters<typeof renderStaticSite>[1] = {
    specUrl: specName,
    ...(args.lang === undefined ? {} : { lang: args.lang }),
    ...(labels === undefined ? {} : { labels }),
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
    let copied = 0;
    if (args.bundleUrl === undefined) copied = await copyPageBuild(args.buildDir ?? fileURLToPath(new URL('../', import.meta.url)), entry, join(args.out, BUNDLE_DIR));
    const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
    say(`Wrote ${count(site.files.length + source.fetched.size, 'file')} (${mb(bytes)})${copied ? ` and the viewer's script (${mb(copied)}, in ${BUNDLE_DIR}/)` : ''} to ${args.out} in ${seconds(Date.now() - started)}`);
    if (copied) say(`Sites that host the viewer's script once can pass --bundle-url <url of dist/${entry}> instead of a copy per site.`);
    if (bundleUrl !== undefined) say(`Serve it over HTTP to get the interactive viewer (opened from file:// the pages stay static): npx serve ${args.out}`);
    return 0;
  } catch (error) {
    io.stderr(`spec-viewer render: could not write ${args.out}: ${(error as Error).message}`);
    return 1;
  }
}

/**
 * Copies the page build's `entry` and the chunks it can load (pageBuildFiles) from `from` to `to`, as the package
 * lays them out; returns the bytes copied.
 */
async function copyPageBuild(from: string, entry: string, to: string): Promise<number> {
  try {
    await stat(join(from, entry));
  } catch {
    throw new Error(`the viewer's page build is missing (${join(from, entry)}): run \`npm run build\`, or pass --bundle-url or --no-bundle`);
  }
  let bytes = 0;
  for (const file of await pageBuildFiles(from, entry)) {
    const target = join(to, ...file.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(from, ...file.split('/')), target);
    bytes += (await stat(target)).size;
  }
  return bytes;
}
