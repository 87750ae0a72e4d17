/**
 * The files of the viewer's page build that one page can load: its entry and every chunk it reaches through
 * relative `.js` references (static and dynamic imports, the preload list, the GraphQL mock's file), read from the
 * built files themselves, so the package needs no build metadata. The validator workers are left out: rendered
 * pages do not set `validate`.
 */
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';

/** A relative script reference as the minified build writes it: "./chunks/chunk-AB12.js", "../chunks/x.js". */
const RELATIVE_SCRIPT = /["'](\.\.?\/[\w./-]+\.js)["']/g;

/** Files the rendered pages never start. */
const LEFT_OUT = /(^|\/)(asyncapi-)?validate-worker\.js$/;

/**
 * Paths (relative to `buildDir`, with `/`) of `entry` and what it reaches. A reference that leaves `buildDir` or
 * names a missing file throws: a copy without it would fail in the reader's browser, not here.
 */
export async function pageBuildFiles(buildDir: string, entry: string): Promise<string[]> {
  const found = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = await readFile(posix.join(buildDir, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new Error(`the viewer's page build is missing ${file} (${error.code ?? error.message})`);
    });
    for (const [, reference] of source.matchAll(RELATIVE_SCRIPT)) {
      const target = posix.normalize(posix.join(posix.dirname(file), reference!));
      if (target.startsWith('../')) throw new Error(`${file} refers to ${reference}, outside the page build`);
      if (LEFT_OUT.test(target) || found.has(target)) continue;
      found.add(target);
      queue.push(target);
    }
  }
  return [...found].sort();
}
