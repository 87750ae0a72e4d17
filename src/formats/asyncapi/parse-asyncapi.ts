import type { ApiModel } from '../../model/api.js';
import { fail, specError, toPointer } from '../../errors.js';
import type { ParseContext } from '../registry.js';
import { buildModel } from './build-model.js';
import { invalidDocumentMessage, sortDiagnostics } from './diagnostics.js';
import { isObject } from '../../load/raw.js';
import { guardRefs } from './guard-refs.js';
import { runParser } from './run-parser.js';

/**
 * AsyncAPI 2.x / 3.0 → ApiModel: @asyncapi/parser validates, dereferences and applies traits; its errors
 * end the load with the parser's diagnostics (path and message), its warnings are listed on the page.
 */
export async function parse(doc: unknown, ctx: ParseContext): Promise<ApiModel> {
  if (!isObject(doc)) fail('not-a-spec', 'An AsyncAPI document must be a JSON/YAML object.');
  const guarded = guardRefs(doc, ctx.sourceUrl, ctx.limits);
  const { json, diagnostics, unresolved } = await runParser(guarded.doc, ctx);
  const { fatal, warnings } = sortDiagnostics(diagnostics, json, new Set(unresolved.map((u) => u.url)));
  if (fatal.length > 0 || !json) {
    const first = fatal[0];
    const message = fatal.length > 0 ? invalidDocumentMessage(fatal) : 'The AsyncAPI parser could not read this document.';
    fail('invalid-document', message, first ? toPointer(first.path) : undefined);
  }
  guarded.restore(json);
  warnings.push(...guarded.warnings);
  for (const { url, reason } of unresolved) {
    warnings.push(specError('unresolved-ref', `The external $ref "${url}" was not loaded (${reason}); it is shown as written.`));
  }
  return buildModel(json, ctx.specType, warnings);
}
