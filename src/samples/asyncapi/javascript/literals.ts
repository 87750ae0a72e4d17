/** JavaScript pieces the AsyncAPI writers share: string literals and object literals of text pairs. */
import { jsMultiline, jsString } from '../../http/string-literals.js';

export { jsMultiline, jsString };

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property key: bare when it is an identifier, quoted otherwise. */
export const jsKey = (name: string): string => (IDENTIFIER.test(name) ? name : jsString(name));

/** `{ name: "value", … }` over several lines at `indent`, `{}` when empty. */
export function jsObject(pairs: ReadonlyArray<readonly [string, string]>, indent: string): string {
  if (pairs.length === 0) return '{}';
  return `{\n${pairs.map(([n, v]) => `${indent}  ${jsKey(n)}: ${jsString(v)},`).join('\n')}\n${indent}}`;
}

/** The error handler every sample ends with: print, fail the process. */
export const JS_FAIL = 'process.exitCode = 1;';
