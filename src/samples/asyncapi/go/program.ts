/**
 * Go pieces the AsyncAPI writers share: a program from its imports and the body of `main` (gofmt's layout: tabs,
 * imports sorted, standard library first), string literals, and the error check every call is followed by.
 */
import { goMultiline, goString } from '../../http/string-literals.js';

export { goMultiline, goString };

/** `if err != nil { log.Fatal(err) }` at one tab. */
export const CHECK = ['\tif err != nil {', '\t\tlog.Fatal(err)', '\t}'];

/** A whole program: comment lines, package, imports (std first, then modules), `func main()` with `body` (one tab in). */
export function goProgram(comments: string[], imports: string[], body: string[]): string {
  const unique = [...new Set(imports)];
  const std = unique.filter((i) => !i.includes('.')).sort();
  const modules = unique.filter((i) => i.includes('.')).sort((a, b) => importPath(a).localeCompare(importPath(b)));
  const spec = (i: string) => (i.includes(' ') ? `\t${i}` : `\t"${i}"`);
  const groups = [std.map(spec), modules.map(spec)].filter((g) => g.length > 0);
  return [
    ...comments,
    'package main',
    '',
    'import (',
    ...groups.flatMap((g, i) => (i === 0 ? g : ['', ...g])),
    ')',
    '',
    'func main() {',
    ...body,
    '}',
  ].join('\n');
}

/** `mqtt "github.com/…"` → `github.com/…` (the path sorts, not the alias). */
const importPath = (spec: string): string => spec.replace(/^\S+ /, '').replace(/"/g, '');

/** `name := value` for the payload, as a raw string where it can be. */
export const payloadLine = (text: string): string => `\tpayload := ${goMultiline(text)}`;
