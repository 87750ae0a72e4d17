/** Python pieces the AsyncAPI writers share: str literals, dict literals of text pairs, the `print` that flushes. */
import { pythonMultiline, pythonString } from '../../http/string-literals.js';

export { pythonMultiline, pythonString };

/** `{"name": "value", …}` over several lines at `indent` (Black's layout), `{}` when empty. */
export function pyDict(pairs: ReadonlyArray<readonly [string, string]>, indent: string): string {
  if (pairs.length === 0) return '{}';
  return `{\n${pairs.map(([n, v]) => `${indent}    ${pythonString(n)}: ${pythonString(v)},`).join('\n')}\n${indent}}`;
}

/** Python's bool literal. */
export const pyBool = (value: boolean): string => (value ? 'True' : 'False');

/** Printed messages reach a pipe at once (Python buffers stdout when it is not a terminal). */
export const PRINT_BODY = 'print(body.decode(), flush=True)';
