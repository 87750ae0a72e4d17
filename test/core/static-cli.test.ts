/**
 * `spec-viewer render` through the real process (bin/spec-viewer.js in a private layout with a fresh
 * dist/static and a stand-in module build): flags, exit codes, the files written, the spec and its related
 * documents copied, and a bad spec's error in the element's wording.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extendedFormats, parseSpec, sectionId } from '../../src/index.js';
import { elementsOf, idCounts } from '../static/scan.js';
import { privateLayout, runCli, runCliAsync, serveFolder, SPECS, type Layout } from '../static/layout.js';
import { FILE_NOTE_SCRIPT, fileNote, fileNoteScript } from '../../src/static/page/page-html.js';
import { englishLabels } from '../../src/static/locale-tables.js';

let layout: Layout;
let work: string;
const out = (name: string): string => join(work, name);
const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

before(async () => {
  layout = await privateLayout('stand-in');
  work = mkdtempSync(join(tmpdir(), 'sv-static-cli-'));
});
after(() => {
  layout.cleanup();
  rmSync(work, { recursive: true, force: true });
});

describe('spec-viewer: usage', () => {
  it('--help prints the usage and exits 0', () => {
    const run = runCli(layout, ['--help']);
    assert.equal(run.status, 0);
    assert.match(run.stdout, /^Usage: spec-viewer render <file-or-url> --out <dir>/);
    assert.match(run.stdout, /--base-url <url>/);
    assert.match(run.stdout, /--bundle-url <url>/);
    assert.match(run.stdout, /--mock {2,}The page's Try-It offers "Mock \(from this document\)"/);
  });
  it('--version prints the package version', () => {
    const version = (JSON.parse(readFileSync(join(layout.dir, 'package.json'), 'utf8')) as { version: string }).version;
    assert.equal(runCli(layout, ['--version']).stdout.trim(), version);
  });
  for (const [args, message] of [
    [[], /a command is needed/],
    [['build', 'x'], /unknown command "build"/],
    [['render'], /needs a spec file or URL/],
    [['render', 'x.yaml'], /--out <dir> is required/],
    [['render', 'x.yaml', '--out', 'o', '--split', 'sometimes'], /--split must be auto, always or never/],
    [['render', 'x.yaml', '--out', 'o', '--schema-depth', '40'], /--schema-depth must be an integer from 0 to 32/],
    [['render', 'x.yaml', '--out', 'o', '--frobnicate'], /Unknown option '--frobnicate'/],
    [['render', 'x.yaml', '--out', 'o', '--mock', '--no-bundle'], /--mock needs the viewer's script/],
  ] as const) {
    it(`${args.join(' ') || '(no arguments)'} → exit 2`, () => {
      const run = runCli(layout, [...args]);
      assert.equal(run.status, 2);
      assert.match(run.stderr, message);
      assert.match(run.stderr, /Usage:/);
    });
  }
});

describe('spec-viewer render: output', () => {
  it('writes index.html, api.md, llms.txt, the spec and the page build files the page loads (no worker, no source map)', () => {
    const dir = out('petstore');
    const run = runCli(layout, ['render', join(SPECS, 'oas30-petstore.yaml'), '--out', dir, '--base-url', 'https://docs.example.com/petstore/']);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(readdirSync(dir).sort(), ['api.md', 'index.html', 'llms.txt', 'oas30-petstore.yaml', 'spec-viewer', 'spec-viewer-file-note.js', 'spec-viewer-static.css']);
    assert.equal(read(dir, 'spec-viewer-file-note.js'), FILE_NOTE_SCRIPT);
    assert.match(read(dir, 'spec-viewer-static.css'), /\.sv-static-file-note\{/);
    assert.equal(read(dir, 'oas30-petstore.yaml'), readFileSync(join(SPECS, 'oas30-petstore.yaml'), 'utf8'));
    // The entry, its static import and the dynamic one; not the validator worker, a chunk nothing loads or the map.
    assert.deepEqual(readdirSync(join(dir, 'spec-viewer'), { recursive: true }).map(String).sort(), ['chunks', 'chunks/a.js', 'chunks/b.js', 'spec-viewer.js']);
    const index = read(dir, 'index.html');
    const elements = elementsOf(index);
    assert.equal(elements.find((e) => e.tag === 'html')?.attrs.lang, 'en');
    assert.equal(elements.find((e) => e.tag === 'link' && e.attrs.rel === 'canonical')?.attrs.href, 'https://docs.example.com/petstore/');
    assert.match(elements.find((e) => e.tag === 'meta' && e.attrs.name === 'description')?.attrs.content ?? '', /sample server Petstore/);
    assert.match(index, /<title>Swagger Petstore 1\.0\.0 — API reference<\/title>/);
    assert.deepEqual(elements.filter((e) => e.tag === 'script').map((e) => [e.attrs.type, e.attrs.src]), [['module', 'spec-viewer/spec-viewer.js'], [undefined, 'spec-viewer-file-note.js']]);
    assert.ok(index.includes(`${fileNote(englishLabels.staticFileNote())}${fileNoteScript('')}`), 'the file:// note, hidden unless opened from a file');
    // Nothing inline that a Content-Security-Policy without 'unsafe-inline' refuses: the stylesheet is a file too.
    assert.deepEqual(elements.filter((e) => e.tag === 'link' && e.attrs.rel === 'stylesheet').map((e) => e.attrs.href), ['spec-viewer-static.css']);
    assert.ok(!/<style|<script>| style="/.test(index));
    assert.match(run.stderr, /Wrote \d+ files \([\d.]+ MB\) and the viewer's script \(0\.0 MB, in spec-viewer\/\)/);
    assert.match(run.stderr, /pass --bundle-url <url of dist\/spec-viewer\.js> instead of a copy per site/);
    assert.match(run.stderr.trimEnd().split('\n').at(-1)!, /^Serve it over HTTP to get the interactive viewer \(opened from file:\/\/ the pages stay static\): npx serve /);
    const viewer = elements.find((e) => e.tag === 'spec-viewer');
    assert.equal(viewer?.attrs['spec-url'], 'oas30-petstore.yaml');
    assert.equal(viewer?.attrs['try-it-mock'], undefined, 'no mock unless --mock');
    assert.ok(elements.some((e) => e.tag === 'article' && e.path.includes('spec-viewer')), 'the static reference is the element\'s child');
    assert.ok(idCounts(index).has(sectionId.operation('getPetById')));
    assert.match(read(dir, 'api.md'), /^# Swagger Petstore\n/);
    const llms = read(dir, 'llms.txt');
    assert.match(llms, /^# Swagger Petstore\n\n> This is a sample server Petstore server/);
    assert.match(llms, /\n## Reference\n\n- \[API reference \(Markdown\)\]\(https:\/\/docs\.example\.com\/petstore\/api\.md\): /);
    assert.match(llms, /- \[API reference \(HTML\)\]\(https:\/\/docs\.example\.com\/petstore\/index\.html\): /);
    assert.match(llms, /- \[API description\]\(https:\/\/docs\.example\.com\/petstore\/oas30-petstore\.yaml\): /);
    assert.match(run.stderr, /Loaded Swagger Petstore \(OpenAPI 3\.0\.0\): 20 operations/);
  });

  it('--mock: the element gets try-it-mock (Try-It answers from the document in the page)', () => {
    const dir = out('mock');
    const run = runCli(layout, ['render', join(SPECS, 'oas30-petstore.yaml'), '--out', dir, '--mock', '-q']);
    assert.equal(run.status, 0, run.stderr);
    const index = read(dir, 'index.html');
    const viewer = elementsOf(index).find((e) => e.tag === 'spec-viewer');
    assert.deepEqual(viewer?.attrs, { 'spec-url': 'oas30-petstore.yaml', 'try-it-mock': '' });
    assert.match(index, /<spec-viewer spec-url="oas30-petstore\.yaml" try-it-mock>/);
  });

  it('--locale: the pages and their element in the locale\'s words; Arabic right to left; --lang still sets lang', () => {
    const dir = out('german');
    const run = runCli(layout, ['render', join(SPECS, 'oas30-petstore.yaml'), '--out', dir, '--locale', 'de-AT', '-q']);
    assert.equal(run.status, 0, run.stderr);
    const index = read(dir, 'index.html');
    const elements = elementsOf(index);
    assert.equal(elements.find((e) => e.tag === 'html')?.attrs.lang, 'de');
    assert.deepEqual(elements.find((e) => e.tag === 'spec-viewer')?.attrs, { 'spec-url': 'oas30-petstore.yaml', locale: 'de' });
    assert.match(index, /<title>Swagger Petstore 1\.0\.0 — API-Referenz<\/title>/);
    assert.match(index, /<h4>Antworten<\/h4>/);
    assert.match(index, /Als Datei geöffnet, zeigt diese Seite nur die statische Referenz/);
    assert.match(read(dir, 'api.md'), /^#### Antworten$/m);
    const arabic = out('arabic');
    assert.equal(runCli(layout, ['render', join(SPECS, 'oas30-petstore.yaml'), '--out', arabic, '--locale', 'ar', '--lang', 'en', '--no-bundle', '-q']).status, 0);
    const root = elementsOf(read(arabic, 'index.html')).find((e) => e.tag === 'html');
    assert.deepEqual(root?.attrs, { lang: 'en', dir: 'rtl' });
  });

  it('--locale with a tag no built-in locale matches → exit 2, nothing written', () => {
    const dir = out('klingon');
    const run = runCli(layout, ['render', join(SPECS, 'oas30-petstore.yaml'), '--out', dir, '--locale', 'tlh']);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /no built-in locale matches "tlh" \(built in: en, de, fr, es, pt-BR, ja, zh-CN, ar\)/);
    assert.ok(!existsSync(dir));
  });

  it('GraphQL pages load the extended build', () => {
    const dir = out('swapi');
    assert.equal(runCli(layout, ['render', join(SPECS, 'graphql-swapi.graphql'), '--out', dir, '-q']).status, 0);
    assert.match(read(dir, 'index.html'), /<script type="module" src="spec-viewer\/spec-viewer-extended\.js"><\/script>/);
  });

  it('copies the related documents of a spec (a WSDL and the XSD it imports)', () => {
    const dir = out('doorcontrol');
    const run = runCli(layout, ['render', join(SPECS, 'wsdl-onvif-doorcontrol.wsdl'), '--out', dir, '-q']);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(read(dir, 'types.xsd'), readFileSync(join(SPECS, 'types.xsd'), 'utf8'));
    assert.equal(run.stderr, '', '--quiet');
  });

  it('--bundle-url points the script elsewhere and copies nothing; --no-bundle writes a static page only', () => {
    const cdn = out('cdn');
    assert.equal(runCli(layout, ['render', join(SPECS, 'oas30-petstore-simple.yaml'), '--out', cdn, '--bundle-url', 'https://cdn.example.com/sv/spec-viewer.js', '-q']).status, 0);
    assert.ok(!existsSync(join(cdn, 'spec-viewer')));
    assert.match(read(cdn, 'index.html'), /<script type="module" src="https:\/\/cdn\.example\.com\/sv\/spec-viewer\.js">/);
    const plain = out('plain');
    assert.equal(runCli(layout, ['render', join(SPECS, 'oas30-petstore-simple.yaml'), '--out', plain, '--no-bundle', '-q']).status, 0);
    assert.ok(!read(plain, 'index.html').includes('<script'));
    assert.ok(!read(plain, 'index.html').includes('sv-file-note'), 'no script, nothing to explain');
    assert.ok(!existsSync(join(plain, 'spec-viewer')));
  });

  it('--split always: section pages linked both ways, index items keep the deep-link ids', () => {
    const dir = out('split');
    assert.equal(runCli(layout, ['render', join(SPECS, 'oas30-petstore.yaml'), '--out', dir, '--split', 'always', '-q']).status, 0);
    assert.deepEqual(readdirSync(join(dir, 'tags')).sort(), ['pet.html', 'pet.md', 'store.html', 'store.md', 'user.html', 'user.md']);
    const index = read(dir, 'index.html');
    const item = elementsOf(index).find((e) => e.tag === 'li' && e.attrs.id === 'getPetById');
    assert.ok(item, 'the index item has the operation id');
    assert.match(index, /<li id="getPetById"><a href="tags\/pet\.html#getPetById">/);
    const pet = read(dir, 'tags/pet.html');
    assert.match(pet, /<section class="sv-static-op" id="getPetById">/);
    assert.match(pet, /<a href="\.\.\/index\.html#getPetById">Open in the interactive reference<\/a>/);
    assert.match(pet, /<a href="\.\.\/index\.html">Swagger Petstore: all operations<\/a>/);
    assert.ok(!pet.includes('<spec-viewer'), 'section pages are static');
    assert.match(read(dir, 'llms.txt'), /## Sections\n\n- \[pet\]\(tags\/pet\.html\): 8 operations; Everything about your Pets \(\[Markdown\]\(tags\/pet\.md\)\)/);
  });

  it('a spec from a URL: fetched, rendered, copied', async () => {
    const server = await serveFolder(SPECS);
    try {
      const dir = out('url');
      const run = await runCliAsync(layout, ['render', `${server.url}oas31-webhooks.yaml`, '--out', dir, '-q']);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(read(dir, 'oas31-webhooks.yaml'), readFileSync(join(SPECS, 'oas31-webhooks.yaml'), 'utf8'));
      assert.match(read(dir, 'index.html'), /spec-url="oas31-webhooks\.yaml"/);
    } finally {
      await server.close();
    }
  });

  it('local related documents outside the spec\'s folder are not read', () => {
    const base = out('outside');
    mkdirSync(join(base, 'api'), { recursive: true });
    writeFileSync(join(base, 'secret.yaml'), 'Secret:\n  type: string\n  description: TOP-SECRET-MARKER\n');
    writeFileSync(
      join(base, 'api/spec.yaml'),
      'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n  /x:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: "../secret.yaml#/Secret"}\n',
    );
    const run = runCli(layout, ['render', join(base, 'api/spec.yaml'), '--out', join(base, 'site'), '-q']);
    assert.ok(run.status === 0 || run.status === 1, run.stderr);
    if (run.status === 0) assert.ok(!read(join(base, 'site'), 'index.html').includes('TOP-SECRET-MARKER'));
    else assert.match(run.stderr, /Error code: /);
  });
});

describe('spec-viewer render: bad specs exit 1 with the element\'s message', () => {
  const bad = readdirSync(SPECS).filter((f) => f.startsWith('bad-'));
  for (const file of bad) {
    it(file, async () => {
      const expected = (await parseSpec(readFileSync(join(SPECS, file), 'utf8'), { formats: extendedFormats }).catch((e: unknown) => e)) as { message: string; code: string };
      const run = runCli(layout, ['render', join(SPECS, file), '--out', out(`bad-${file}`), '-q']);
      assert.equal(run.status, 1);
      assert.match(run.stderr, new RegExp(`^spec-viewer render: could not load .*${file.replace(/\./g, '\\.')}\n`));
      assert.ok(run.stderr.includes(`Error code: ${expected.code}`), run.stderr);
      // The same sentence as the error panel (the core's message), up to the URL the CLI loaded it from.
      const first = expected.message.split(/https?:\/\//)[0]!.slice(0, 60);
      assert.ok(run.stderr.includes(first), `${run.stderr}\nexpected: ${first}`);
      assert.ok(!existsSync(out(`bad-${file}`)), 'nothing written');
    });
  }
  it('a missing file', () => {
    const run = runCli(layout, ['render', join(SPECS, 'no-such-file.yaml'), '--out', out('missing'), '-q']);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /cannot read .*no-such-file\.yaml/);
  });
});
