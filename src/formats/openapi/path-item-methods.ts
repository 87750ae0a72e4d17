import { isFixedHttpMethod, isHttpMethodToken } from '../../model/http-method.js';
import { pointerToken, specError, say } from '../../errors.js';
import { entries, isObject, type RawObject } from '../../load/raw.js';
import type { OpenApiContext } from './context.js';
import { openapiMessages } from './texts.js';

const METHODS_BEFORE_32 = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const METHODS_32 = new Set([...METHODS_BEFORE_32, 'query']);

/** One operation of a path item: its method (fixed ones lower-case, others as written) and where it sits. */
export interface PathItemMethod {
  method: string;
  raw: RawObject;
  /** Keys below the path item: `['get']`, or `['additionalOperations', 'PURGE']`. */
  keys: string[];
}

/**
 * The operations of a path item in the order written: fixed method fields (`query` from 3.2 on) and the 3.2
 * `additionalOperations` map, whose keys are kept as written. A key that is not a method token, or that names a
 * fixed method in any case, is warned about and skipped. `where` is the path item's JSON pointer.
 */
export function pathItemMethods(ctx: OpenApiContext, item: RawObject, where: () => string): PathItemMethod[] {
  const fixed = ctx.version === '3.2' ? METHODS_32 : METHODS_BEFORE_32;
  const out: PathItemMethod[] = [];
  for (const key of Object.keys(item)) {
    const raw = item[key];
    if (fixed.has(key) && isObject(raw)) out.push({ method: key, raw, keys: [key] });
    else if (key === 'additionalOperations' && ctx.version === '3.2') out.push(...additionalOperations(ctx, raw, where));
  }
  return out;
}

function additionalOperations(ctx: OpenApiContext, map: unknown, where: () => string): PathItemMethod[] {
  const out: PathItemMethod[] = [];
  for (const [method, raw] of entries(map)) {
    if (!isObject(raw)) continue;
    const problem = !isHttpMethodToken(method) ? 'additionalOperationNotToken' : isFixedHttpMethod(method) ? 'additionalOperationFixedMethod' : undefined;
    if (problem) {
      ctx.warn(specError('invalid-document', say(openapiMessages, problem, method), `${where()}/additionalOperations/${pointerToken(method)}`));
      continue;
    }
    out.push({ method, raw, keys: ['additionalOperations', method] });
  }
  return out;
}
