/**
 * `npm start` (`node demo/server.mjs`): serves the demo and the spec backend at once, building the bundle first
 * when a source is newer than dist/ (its requests wait for the build).
 * Flags: --port N, --host H, --spec FILE (repeatable; reloads open pages when the file changes),
 * --specs-dir DIR, --static (the static reference inside the element), --watch (rebuild on source changes),
 * --no-build, --verbose, --help.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, watch } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDemoServer, DEFAULT_SPEC, DEMO_SPECS, type DemoServer } from './create-demo-server.js';
import { specFilesIn, type SpecSource } from './spec-registry.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_FOLDERS = ['components', 'integrations', 'src', 'styles'];

const usage = `Usage: npm start -- [options]

  --spec FILE       show FILE (JSON, YAML, WSDL, GraphQL …) instead of the bundled example; the page
                    reloads when FILE changes. Repeat to register several files.
  --specs-dir DIR   also register every spec file in DIR (json, yaml, yml, wsdl, xml, xsd, graphql, gql)
  --port N          port to listen on (default 8080; 0 picks a free one)
  --host H          interface to bind (default 127.0.0.1)
  --static          put the spec's static reference (what \`spec-viewer render\` writes) inside the element:
                    turn JavaScript off to see what crawlers and readers without it get
  --watch           rebuild the bundle when components/, src/ or styles/ change, and reload the page
  --no-build        serve the existing dist/ without building first (by default it builds only when a
                    source is newer than dist/)
  --verbose         print the build's chunk sizes
  --help            show this text`;

function fail(message: string): never {
  console.error(`demo: ${message}`);
  process.exit(1);
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        spec: { type: 'string', multiple: true, default: [] },
        'specs-dir': { type: 'string' },
        port: { type: 'string', default: '8080' },
        host: { type: 'string', default: '127.0.0.1' },
        static: { type: 'boolean', default: false },
        watch: { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0…65535, not "${values.port}"`);
    return { ...values, port };
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
}

/** What the bundle is built from: when none is newer than dist/meta.json, dist/ is current. */
const BUILD_INPUTS = [...SOURCE_FOLDERS, 'scripts', 'esbuild.config.mjs', 'package.json', 'package-lock.json'];

function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(resolve(path, entry)));
  return newest;
}

function distIsCurrent(): boolean {
  const meta = resolve(repoRoot, 'dist/meta.json');
  if (!existsSync(meta)) return false;
  const built = statSync(meta).mtimeMs;
  return BUILD_INPUTS.every((input) => newestMtime(resolve(repoRoot, input)) <= built);
}

/** Runs esbuild.config.mjs in the repository root; settles with whether it succeeded and how long it took. */
function build(verbose: boolean): Promise<{ ok: boolean; seconds: number }> {
  const started = Date.now();
  const args = ['esbuild.config.mjs', '--no-types', ...(verbose ? [] : ['--quiet'])];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => done({ ok: code === 0, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Rebuilds in the background when sources change, one build at a time, then tells open pages to reload. */
function rebuildOnChange(server: DemoServer): void {
  let building = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => {
    if (building) return void (again = true);
    building = true;
    const child = spawn(process.execPath, ['esbuild.config.mjs', '--no-types', '--quiet'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => {
      building = false;
      console.log(code === 0 ? 'demo: rebuilt, reloading open pages' : 'demo: rebuild failed (see above)');
      if (code === 0) server.reload.send('reload', {});
      if (again) {
        again = false;
        rebuild();
      }
    });
  };
  for (const folder of SOURCE_FOLDERS) {
    try {
      watch(resolve(repoRoot, folder), { recursive: true, persistent: false }, () => {
        clearTimeout(timer);
        timer = setTimeout(rebuild, 150);
      });
    } catch {
      // A folder that does not exist yet has nothing to rebuild.
    }
  }
}

/** npm runs scripts in the package folder; INIT_CWD is where the user typed `npm start`. */
const userCwd = process.env['INIT_CWD'] ?? process.cwd();

function specSources(userSpecs: string[], specsDir: string | undefined): SpecSource[] {
  const sources: SpecSource[] = userSpecs.map((file) => {
    const path = resolve(userCwd, file);
    if (!existsSync(path) || !statSync(path).isFile()) fail(`--spec ${file}: no such file (looked at ${path})`);
    return { file: path };
  });
  sources.push(DEFAULT_SPEC, ...DEMO_SPECS);
  if (specsDir !== undefined) {
    try {
      sources.push(...specFilesIn(resolve(userCwd, specsDir)).map((file) => ({ file })));
    } catch (error) {
      fail(`cannot read --specs-dir ${specsDir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return sources;
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.log(usage);
    return;
  }
  const sources = specSources(options.spec, options['specs-dir']);
  const needsBuild = !options['no-build'] && !distIsCurrent();
  // The page may be opened at once: its bundle requests wait for the build.
  const built = needsBuild ? build(options.verbose) : Promise.resolve({ ok: true, seconds: 0 });

  let server: DemoServer;
  try {
    server = await createDemoServer({
      specs: sources,
      port: options.port,
      host: options.host,
      watchSpecs: true,
      staticReference: options.static,
      distReady: built,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${options.port} is in use; pick another with --port N`);
    fail(error instanceof Error ? error.message : String(error));
  }

  const loopback = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(options.host);
  const shown = loopback ? `http://localhost:${server.port}` : server.url;
  const ids = server.registry.ids;
  console.log(`spec-viewer demo: ${shown}/`);
  console.log(`  showing "${ids[0] ?? ''}"; ${ids.length} spec(s) listed at ${shown}/api/specs; press Ctrl+C to stop`);
  if (needsBuild) {
    console.log('  building the bundle (the page waits for it)…');
    const result = await built;
    if (!result.ok) {
      await server.close();
      fail('the build failed (see above); fix it or run with --no-build');
    }
    console.log(`  bundle built in ${result.seconds.toFixed(1)} s${options.verbose ? '' : ' (--verbose for chunk sizes)'}`);
  } else {
    console.log(options['no-build'] ? '  serving dist/ as it is (--no-build)' : '  bundle up to date: no build needed');
  }
  if (options.watch) rebuildOnChange(server);

  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
