#!/usr/bin/env node
// spec-viewer: the package's command line. `render` writes a static, crawlable copy of an API reference; `mock`
// serves answers built from the document over HTTP. Parses flags and calls dist/static/cli.js or dist/mock/cli.js;
// all behaviour lives in src/static/cli and src/mock (cli.ts, server.ts). (The Try-It proxy has its own bin,
// spec-viewer-proxy.)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const usage = `Usage: spec-viewer render <file-or-url> --out <dir> [options]
       spec-viewer mock <file-or-url> [--port <n>] [options]

render writes a static reference of an API description (OpenAPI 2.0-3.2, AsyncAPI 2/3, WSDL 1.1, GraphQL)
that search engines, AI assistants and readers without JavaScript can read, and that becomes the interactive
<spec-viewer> once its script runs:

  index.html   the reference inside <spec-viewer spec-url="…">: semantic HTML, deep-link ids of the live page
  api.md       the whole reference as Markdown
  spec-viewer-static.css, spec-viewer-file-note.js   the pages' stylesheet, the file:// note's script
  llms.txt     an index for AI assistants (llmstxt.org)
  tags/        one page per section, when the reference is split (large specs)
  the spec file (and the related documents in its folder), and spec-viewer/ (the viewer's script: the files
  these pages load, about 1.6 MB). Serve the folder over HTTP: opened from file://, the pages stay static.

Options of render:
  -o, --out <dir>        Output folder, created if needed (required)
  --base-url <url>       Where the folder will be published: canonical URLs, absolute links in llms.txt
  --bundle-url <url>     Script URL of the viewer (a CDN, or dist/spec-viewer.js hosted once for several
                         sites); default: copy the files the pages load to <out>/spec-viewer/
  --no-bundle            No script: static pages only
  --split <mode>         auto (default: split above 400 operations or 2 MB of HTML), always or never
  --schema-depth <n>     Levels of nested properties in schema outlines (default 3)
  --locale <tag>         Words of the pages and of their viewer: en (default), de, fr, es, pt-BR, ja, zh-CN,
                         ar, or a tag one of them matches (de-AT, pt, zh-TW)
  --lang <code>          lang of the pages (default: the locale's)
  --mock                 The page's Try-It offers "Mock (from this document)" and chooses it first: every Send
                         is answered in the page from the document, wherever the folder is hosted
  --root <dir>           Folder local related documents may be read from (default: the spec's folder)
  -q, --quiet            No progress on stderr

mock serves the answers an OpenAPI, GraphQL or WSDL document describes over HTTP, with the engine of Try-It's
mock: its examples or bodies generated from its schemas, requests checked (problems answered as
application/problem+json), streams item by item; for curl, the code samples and front-end apps. It prints 'Mock of "<title>" on http://127.0.0.1:4010', then a line
per request, and runs until SIGINT (Ctrl-C) or SIGTERM. A Prefer header picks an answer: code=404, example=<name>.

Options of mock:
  --port <n>             Port to listen on (default 4010; 0: any free port, named in the start line)
  --host <address>       Address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 or :: opens the mock
                         to other machines)
  --cors-origin <origin> The one origin browsers may call from (default: any, the request's Origin reflected)
  --no-cors              No CORS headers at all
  --root <dir>           Folder local related documents may be read from (default: the spec's folder)
  -q, --quiet            No line per request

  -h, --help             Show this help
  -v, --version          Show the version

Exit codes of render: 0 written; 1 the spec could not be loaded (the reason on stderr, as the viewer's error
panel words it) or the output could not be written; 2 wrong usage.
Exit codes of mock: 0 stopped by SIGINT or SIGTERM; 1 the spec could not be loaded (one line on stderr, as the
viewer's error panel words it) or the port could not be opened; 2 wrong usage.
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
      locale: { type: 'string' },
      root: { type: 'string' },
      mock: { type: 'boolean' },
      port: { type: 'string' },
      host: { type: 'string' },
      'cors-origin': { type: 'string' },
      'no-cors': { type: 'boolean' },
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
if (command === undefined) fail('a command is needed: render or mock');
if (command !== 'render' && command !== 'mock') fail(`unknown command "${command}"`);
if (input === undefined) fail(`${command} needs a spec file or URL`);
if (extra.length > 0) fail(`unexpected arguments: ${extra.join(' ')}`);
const only = { render: ['out', 'base-url', 'bundle-url', 'no-bundle', 'split', 'schema-depth', 'locale', 'lang', 'mock'], mock: ['port', 'host', 'cors-origin', 'no-cors'] };
const other = command === 'render' ? 'mock' : 'render';
const misplaced = only[other].find((name) => flags[name] !== undefined);
if (misplaced !== undefined) fail(`--${misplaced} is an option of ${other}, not of ${command}`);

if (command === 'mock') {
  let port = 4010;
  if (flags.port !== undefined) {
    port = /^\d{1,5}$/.test(flags.port) ? Number(flags.port) : NaN;
    if (!(port >= 0 && port <= 65535)) fail(`--port must be an integer from 0 to 65535, got "${flags.port}"`);
  }
  if (flags.host !== undefined && !/^[A-Za-z0-9.:[\]%_-]+$/.test(flags.host)) fail(`--host must be a host name or an IP address, got "${flags.host}"`);
  if (flags['cors-origin'] !== undefined && flags['no-cors']) fail('--cors-origin and --no-cors exclude each other');
  let cors = '*';
  if (flags['no-cors']) cors = false;
  else if (flags['cors-origin'] !== undefined && flags['cors-origin'] !== '*') {
    let origin;
    try {
      origin = new URL(flags['cors-origin']).origin;
    } catch {}
    if (!origin || origin === 'null' || origin !== flags['cors-origin'].replace(/\/$/, '')) fail(`--cors-origin must be an origin such as https://app.example.com (or *), got "${flags['cors-origin']}"`);
    cors = origin;
  }
  const { runMock } = await import('../dist/mock/cli.js');
  process.exitCode = await runMock(
    { input, port, host: flags.host ?? '127.0.0.1', cors, root: flags.root, quiet: flags.quiet },
    { stdout: (line) => process.stdout.write(`${line}\n`), stderr: (line) => process.stderr.write(`${line}\n`) },
  );
} else {
  if (!flags.out) fail('--out <dir> is required');
  if (flags['bundle-url'] !== undefined && flags['no-bundle']) fail('--bundle-url and --no-bundle exclude each other');
  if (flags.mock && flags['no-bundle']) fail('--mock needs the viewer\'s script: it cannot go with --no-bundle');
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
      locale: flags.locale,
      lang: flags.lang,
      root: flags.root,
      mock: flags.mock,
      quiet: flags.quiet,
      version,
    },
    { stderr: (line) => process.stderr.write(`${line}\n`) },
  );
  process.exitCode = code;
}
