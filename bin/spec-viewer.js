#!/usr/bin/env node
// spec-viewer: the package's command line. `render` writes a static, crawlable copy of an API reference. Parses
// flags and calls dist/static/cli.js; all behaviour lives in src/static/cli. (The Try-It proxy has its own bin,
// spec-viewer-proxy.)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const usage = `Usage: spec-viewer render <file-or-url> --out <dir> [options]

Writes a static reference of an API description (OpenAPI 2.0-3.2, AsyncAPI 2/3, WSDL 1.1, GraphQL) that search
engines, AI assistants and readers without JavaScript can read, and that becomes the interactive <spec-viewer>
once its script runs:

  index.html   the reference inside <spec-viewer spec-url="…">: semantic HTML, deep-link ids of the live page
  api.md       the whole reference as Markdown
  llms.txt     an index for AI assistants (llmstxt.org)
  tags/        one page per section, when the reference is split (large specs)
  the spec file (and the related documents in its folder), and spec-viewer/ (the viewer's module build)

Options:
  -o, --out <dir>        Output folder, created if needed (required)
  --base-url <url>       Where the folder will be published: canonical URLs, absolute links in llms.txt
  --bundle-url <url>     Script URL of the viewer (a CDN, your own copy); default: copy the module build to
                         <out>/spec-viewer/
  --no-bundle            No script: static pages only
  --split <mode>         auto (default: split above 400 operations or 2 MB of HTML), always or never
  --schema-depth <n>     Levels of nested properties in schema outlines (default 3)
  --lang <code>          lang of the pages (default en)
  --root <dir>           Folder local related documents may be read from (default: the spec's folder)
  -q, --quiet            No progress on stderr
  -h, --help             Show this help
  -v, --version          Show the version

Exit codes: 0 written; 1 the spec could not be loaded (the reason on stderr, as the viewer's error panel words
it) or the output could not be written; 2 wrong usage.
`;

function fail(message) {
  process.stderr.write(`spec-viewer: ${message}\n\n${usage}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    strict: true,
    allowPositionals: true,
    options: {
      out: { type: 'string', short: 'o' },
      'base-url': { type: 'string' },
      'bundle-url': { type: 'string' },
      'no-bundle': { type: 'boolean' },
      split: { type: 'string' },
      'schema-depth': { type: 'string' },
      lang: { type: 'string' },
      root: { type: 'string' },
      quiet: { type: 'boolean', short: 'q' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
} catch (error) {
  fail(error.message);
}
const flags = parsed.values;
const version = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

if (flags.help) {
  process.stdout.write(usage);
  process.exit(0);
}
if (flags.version) {
  process.stdout.write(`${version}\n`);
  process.exit(0);
}

const [command, input, ...extra] = parsed.positionals;
if (command === undefined) fail('a command is needed: render');
if (command !== 'render') fail(`unknown command "${command}"`);
if (input === undefined) fail('render needs a spec file or URL');
if (extra.length > 0) fail(`unexpected arguments: ${extra.join(' ')}`);
if (!flags.out) fail('--out <dir> is required');
if (flags['bundle-url'] !== undefined && flags['no-bundle']) fail('--bundle-url and --no-bundle exclude each other');
const splitModes = { auto: 'auto', always: true, never: false };
if (flags.split !== undefined && !(flags.split in splitModes)) fail(`--split must be auto, always or never, got "${flags.split}"`);
let schemaDepth;
if (flags['schema-depth'] !== undefined) {
  schemaDepth = Number(flags['schema-depth']);
  if (!Number.isInteger(schemaDepth) || schemaDepth < 0 || schemaDepth > 32) fail(`--schema-depth must be an integer from 0 to 32, got "${flags['schema-depth']}"`);
}
if (flags['base-url'] !== undefined && !/^https?:\/\//i.test(flags['base-url'])) fail(`--base-url must be an http(s) URL, got "${flags['base-url']}"`);

const { runRender } = await import('../dist/static/cli.js');
const code = await runRender(
  {
    input,
    out: flags.out,
    baseUrl: flags['base-url'],
    bundleUrl: flags['no-bundle'] ? false : flags['bundle-url'],
    split: flags.split === undefined ? undefined : splitModes[flags.split],
    schemaDepth,
    lang: flags.lang,
    root: flags.root,
    quiet: flags.quiet,
    version,
  },
  { stderr: (line) => process.stderr.write(`${line}\n`) },
);
process.exitCode = code;
