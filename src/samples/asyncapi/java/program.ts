/**
 * Java pieces the AsyncAPI writers share: a `Main` class from its imports and the body of `main` (four spaces, as
 * the HTTP samples), string literals in pure ASCII, `Map.of` for headers.
 */
import { javaMultiline, javaString } from '../../http/string-literals.js';

export { javaMultiline, javaString };

/** Lines of `main` are written at two levels (8 spaces); nested blocks add 4 each. */
export const IN = '        ';

export function javaProgram(comments: string[], imports: string[], body: string[], extra: string[] = []): string {
  const sorted = [...new Set(imports)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [
    ...comments,
    ...sorted.map((i) => `import ${i};`),
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
    ...body,
    '    }',
    ...extra,
    '}',
  ].join('\n');
}

/** `java.*` first, then libraries. */
const rank = (name: string): number => (name.startsWith('java.') ? 0 : 1);

/** `String payload = …;` at `main`'s level, multi-line text one literal per line. */
export const payloadLine = (text: string): string => `${IN}String payload = ${javaMultiline(text, `${IN}    `)};`;

/** `Map.of("a", "b", …)` (up to 10 pairs), else `Map.ofEntries(Map.entry(…), …)`. */
export function javaMap(pairs: ReadonlyArray<readonly [string, string]>, valueType = 'String'): string {
  const typed = valueType === 'String' ? '' : `<String, ${valueType}>`;
  if (pairs.length <= 10) return `Map.${typed}of(${pairs.map(([n, v]) => `${javaString(n)}, ${javaString(v)}`).join(', ')})`;
  return `Map.${typed}ofEntries(${pairs.map(([n, v]) => `Map.entry(${javaString(n)}, ${javaString(v)})`).join(', ')})`;
}
