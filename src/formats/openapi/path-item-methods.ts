import { FIXED_HTTP_METHODS } from '../../model/http-method.js';
import { isObject, type RawObject } from '../raw.js';
import type { OpenApiContext } from './context.js';

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
  const out: PathItemMethod[] = [];
  for (const key of Object.keys(item)) {
    const raw = item[key];
    if (FIXED_HTTP_METHODS.has(key) && (key !== 'query' || ctx.v32) && isObject(raw)) out.push({ method: key, raw, keys: [key] });
    else if (key === 'additionalOperations' && ctx.v32) {
      for (const [method, op] of ctx.v32.additionalOperations(ctx, raw, where)) out.push({ method, raw: op, keys: [key, method] });
    }
  }
  return out;
}
