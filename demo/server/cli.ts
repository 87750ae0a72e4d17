/**
 * `npm start` (`node demo/server.mjs`): builds the bundle, then serves the demo and the spec backend.
 * Flags: --port N, --host H, --spec FILE (repeatable; reloads open pages when the file changes),
 * --specs-dir DIR, --static (the static reference inside the element), --watch (rebuild on source changes),
 * --no-build, --help.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, watch } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDemoServer, DEFAULT_SPEC, DEMO_SPECS, type DemoServer } from './create-demo-server.js';
import { specFilesIn, type SpecSource } from './spec-registry.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_FOLDERS = ['components', 'src', 'styles'];

const usage = `Usage: npm start -- [options]

  --spec FILE       show FILE (JSON, YAML, WSDL, GraphQL …) instead of the bundled example; the page
                    reloads when FILE changes. Repeat to register several files.
  --specs-dir DIR   also register every spec file in DIR (json, yaml, yml, wsdl, xml, xsd, graphql, gql)
  --port N          port to listen on (default 8080; 0 picks a free one)
  --host H          interface to bind (default 127.0.0.1)
  --static          put the spec's static reference (what \`spec-viewer render\` writes) inside the element:
                    turn JavaScript off to see what crawlers and readers without it get
  --watch           rebuild the bundle when components/, src/ or styles/ change, and reload the page
  --no-build        serve the existing dist/ without building first
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

/** Runs esbuild.config.mjs in the repository root; returns whether it succeeded. */
function buildOnce(): boolean {
  const result = spawnSync(process.execPath, ['esbuild.config.mjs', '--no-types'], { cwd: repoRoot, stdio: 'inherit' });
  return result.status === 0;
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
  if (!options['no-build'] && !buildOnce()) fail('the build failed (see above); fix it or run with --no-build');

  let server: DemoServer;
  try {
    server = await createDemoServer({
      specs: sources,
      port: options.port,
      host: options.host,
      watchSpecs: true,
      staticReference: options.static,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`port ${options.port} is in use; pick another with --port N`);
    fail(error instanceof Error ? error.message : String(error));
  }
  if (options.watch) rebuildOnChange(server);

  const loopback = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(options.host);
  const shown = loopback ? `http://localhost:${server.port}` : server.url;
  const ids = server.registry.ids;
  console.log(`\nspec-viewer demo: ${shown}/`);
  console.log(`  showing "${ids[0] ?? ''}"; ${ids.length} spec(s) listed at ${shown}/api/specs`);
  console.log('  press Ctrl+C to stop');

  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
