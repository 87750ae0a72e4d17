import type { SpecError } from '../../model/errors.js';
import { specError, toPointer } from '../../errors.js';
import { resolveLimits } from '../../limits.js';
import { decodeData, stripBom } from '../../load/decode.js';

/**
 * Full schema validation of an OpenAPI document with @readme/openapi-parser, mapped to `validation`
 * warnings. Deliberately not on the loading path (it is slow on big specs and ~97 KB gzip in a browser):
 * callers who want it import this lazily. Runs on a copy, because the library dereferences in place.
 * `doc` is the decoded document or its JSON/YAML text. External references are not fetched.
 */
export async function validateOpenApi(doc: unknown): Promise<SpecError[]> {
  const { validate } = await import('@readme/openapi-parser');
  let result: Awaited<ReturnType<typeof validate>>;
  try {
    const data = typeof doc === 'string' ? await decodeData(stripBom(doc), resolveLimits()) : doc;
    const copy = structuredClone(data) as Parameters<typeof validate>[0];
    result = await validate(copy, { resolve: { external: false }, validate: { errors: { colorize: false } } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [specError('validation', `The validator could not check this document: ${message}`)];
  }
  const findings: SpecError[] = [];
  const add = (item: { message: string }): void => {
    const path = (item as { path?: unknown }).path;
    const location = Array.isArray(path) ? toPointer(path.map(String)) : undefined;
    findings.push(specError('validation', item.message, location));
  };
  if (!result.valid) result.errors.forEach(add);
  result.warnings.forEach(add);
  return findings;
}
