import type { SpecError } from '../../model/errors.js';
import { specError, textOf, say } from '../../errors.js';
import { resolveLimits } from '../../limits.js';
import { decodeData, stripBom } from '../../source/decode.js';
import { isObject } from '../raw.js';
import { findingsOf } from './diagnostics.js';
import { loadMessages } from '../../source/texts.js';
import { importValidator } from '../../validate/validator-module.js';

/** What an external document the validator may not fetch reads as. */
const NOT_FETCHED = JSON.stringify({ 'x-unresolved-ref': 'not fetched by the validator' });

/**
 * Validation of an AsyncAPI document with @asyncapi/parser (Spectral + AJV, ~430 KB gzip, seconds of start-up),
 * the `validate` option's check: never on the loading path, imported lazily, and in a page run inside the
 * validator's worker (validate-worker.ts). `doc` is the decoded document or its JSON/YAML text. External
 * references are not fetched; enums longer than limits.maxValidatedEnum are validated by their first values
 * (the parser's uniqueness check is quadratic).
 */
export async function checkAsyncApi(doc: unknown): Promise<SpecError[]> {
  const limits = resolveLimits();
  try {
    const data = typeof doc === 'string' ? await decodeData(stripBom(doc), limits) : doc;
    const { Parser } = await importValidator('@asyncapi/parser', () => import('@asyncapi/parser/cjs/parser.js'));
    const read = async () => NOT_FETCHED;
    const resolvers = ['http', 'https', 'file'].map((schema) => ({ schema, order: 1, canRead: true as const, read }));
    const parser = new Parser({ __unstable: { resolver: { resolvers } } });
    const { diagnostics } = await parser.parse(shortenEnums(structuredClone(data), limits.maxValidatedEnum) as { asyncapi: string }, {
      applyTraits: false,
      validateOptions: { allowedSeverity: { error: true, warning: true, info: true, hint: true } },
    });
    return findingsOf(diagnostics.map((d) => ({ code: d.code, message: d.message, severity: d.severity, path: d.path })));
  } catch (error) {
    return [specError('validation', say(loadMessages, 'validatorFailed', textOf(error)))];
  }
}

/** Cuts every enum to its first `max` values, in place (on the validator's own copy). */
function shortenEnums(value: unknown, max: number, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 512) return value;
  if (isObject(value) && Array.isArray(value['enum']) && value['enum'].length > max) value['enum'] = value['enum'].slice(0, max);
  for (const child of Object.values(value)) shortenEnums(child, max, depth + 1);
  return value;
}
