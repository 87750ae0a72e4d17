/**
 * C# pieces the AsyncAPI writers share: a console program whose `Main` runs `RunAsync` to the end (no async Main, so
 * Mono's mcs builds it as the HTTP samples), string literals, Allman braces and four-space indents.
 */
import { csharpMultiline, csharpString } from '../../http/string-literals.js';

export { csharpMultiline, csharpString };

/** Lines of `RunAsync` are written at two levels (8 spaces). */
export const IN = '        ';

export function csharpProgram(comments: string[], usings: string[], body: string[], extra: string[] = []): string {
  const sorted = [...new Set(usings)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return [
    ...comments,
    ...sorted.map((u) => `using ${u};`),
    '',
    'class Program',
    '{',
    '    static void Main()',
    '    {',
    '        RunAsync().GetAwaiter().GetResult();',
    '    }',
    '',
    '    static async Task RunAsync()',
    '    {',
    ...body,
    '    }',
    ...extra,
    '}',
  ].join('\n');
}

/** `System` namespaces first, as Visual Studio sorts them. */
const rank = (name: string): number => (name === 'System' || name.startsWith('System.') ? 0 : 1);

export const payloadLine = (text: string): string => `${IN}var payload = ${csharpMultiline(text)};`;

/** `{ "a", "b" }` collection-initializer entries of a dictionary. */
export const dictionaryEntries = (pairs: ReadonlyArray<readonly [string, string]>): string =>
  pairs.map(([n, v]) => `{ ${csharpString(n)}, ${csharpString(v)} }`).join(', ');
