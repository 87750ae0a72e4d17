import type { SpecError } from '../../model/errors.js';
import { specError, textOf, toPointer, say } from '../../errors.js';
import { resolveLimits } from '../../limits.js';
import { decodeData, stripBom } from '../../source/decode.js';
import { loadMessages } from '../../source/texts.js';
import { importValidator } from '../../validate/validator-module.js';
import { openapiMessages } from './texts.js';
import { detectOpenApi } from './detect.js';

/**
 * Full schema validation of an OpenAPI document with @readme/openapi-parser (3.2: the official 3.2 schema), mapped to `validation`
 * warnings. Deliberately not on the loading path (it is slow on big specs and ~97 KB gzip in a browser):
 * callers who want it import this lazily. Runs on a copy, because the library dereferences in place.
 * `doc` is the decoded document or its JSON/YAML text. External references are not fetched. In a page this
 * runs inside the validator's worker (validate-worker.ts); in Node, where it is called directly.
 */
export async function checkOpenApi(doc: unknown): Promise<SpecError[]> {
  let result: { valid: boolean; errors: Array<{ message: string }>; warnings: Array<{ message: string }>; additionalErrors: number };
  try {
    const data = typeof doc === 'string' ? await decodeData(stripBom(doc), resolveLimits()) : doc;
    if (detectOpenApi(data) === 'openapi-3.2') {
      // The parser refuses 3.2: the official 3.2 schema checks it instead.
      const { validateOpenApi32 } = await import('./validate-32.js');
      result = validateOpenApi32(data);
    } else {
      const { validate } = await importValidator('@readme/openapi-parser', () => import('@readme/openapi-parser'));
      const copy = structuredClone(data) as Parameters<typeof validate>[0];
      const checked = await validate(copy, { resolve: { external: false }, validate: { errors: { colorize: false } } });
      result = checked.valid ? { ...checked, errors: [], additionalErrors: 0 } : checked;
    }
  } catch (error) {
    return [specError('validation', say(loadMessages, 'validatorFailed', textOf(error)))];
  }
  const findings: SpecError[] = [];
  const add = (item: { message: string }): void => {
    const path = (item as { path?: unknown }).path;
    const location = Array.isArray(path) ? toPointer(path.map(String)) : undefined;
    findings.push(specError('validation', readableFinding(item.message), location));
  };
  if (!result.valid) {
    result.errors.forEach(add);
    if (result.additionalErrors > 0) findings.push(specError('validation', say(openapiMessages, 'moreSchemaErrors', result.additionalErrors)));
  }
  result.warnings.forEach(add);
  return findings;
}

/**
 * The validator's messages end with a code frame of its own re-serialization of the document, whose line
 * numbers match nothing the reader has: keep the headline, the frame's hint and the offending line.
 * "TYPE must be object" + frame → "TYPE must be object: type must be object (near `"items": [`)".
 */
function readableFinding(message: string): string {
  const lines = message.split('\n');
  const headline = lines[0]!.trim();
  const marked = lines.findIndex((line) => /^>\s*\d+\s*\|/.test(line));
  if (marked < 0) return headline;
  const source = lines[marked]!.replace(/^>\s*\d+\s*\|\s?/, '').trim();
  const hint = (lines[marked + 1] ?? '').replace(/^[\s|]*\^+\s*/, '').trim();
  return `${headline}${hint ? `: ${hint}` : ''} (near \`${source}\`)`;
}
