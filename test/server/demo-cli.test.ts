/**
 * `npm start` as a new user meets it (issue 50 point 7): the real demo command prints its URL first, builds only
 * when a source is newer than dist/ (one line, `--verbose` for chunk sizes), lists a document of every format, and
 * stops on SIGTERM. Loopback, an ephemeral port.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../../demo/server.mjs', import.meta.url));

describe('npm start (demo/server.mjs)', () => {
  it('--help names --no-build and --verbose', () => {
    const help = spawnSync(process.execPath, [server, '--help'], { encoding: 'utf8', timeout: 20_000 });
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, /--verbose +print the build's chunk sizes/);
    assert.match(help.stdout, /builds only when a\s+source is newer than dist\//);
  });

  it('prints its URL first, skips a build dist/ does not need, lists every format, stops on SIGTERM', async () => {
    // npm test has just built dist/: nothing is newer.
    const child = spawn(process.execPath, [server, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      for (const end = Date.now() + 30_000; !/bundle up to date|building the bundle/.test(out) && Date.now() < end; ) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const lines = out.split('\n');
      const url = /^spec-viewer demo: (http:\/\/localhost:\d+)\/$/.exec(lines[0] ?? '')?.[1];
      assert.ok(url, `the URL comes first:\n${out}`);
      assert.match(out, /bundle up to date: no build needed/);
      assert.ok(lines.length < 8, `a few lines, no chunk sizes:\n${out}`);
      const specs = (await (await fetch(`${url.replace('localhost', '127.0.0.1')}/api/specs`)).json()) as Array<{ specType: string }>;
      const formats = new Set(specs.map((s) => s.specType));
      for (const format of ['openapi-2', 'openapi-3', 'openapi-3.1', 'openapi-3.2', 'asyncapi-2', 'asyncapi-3', 'wsdl', 'graphql']) {
        assert.ok(formats.has(format), `a ${format} document is listed`);
      }
      const page = await (await fetch(`${url.replace('localhost', '127.0.0.1')}/`)).text();
      assert.match(page, /id="locale-picker"/);
      assert.match(page, /id="spec-url-input"/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
