/** Which parameters Try-It (and the mock reading its requests) takes. */
import type { Operation, Parameter } from '../model/index.js';

/** OpenAPI: header parameters with these names SHALL be ignored (they come from the body and the auth panel). */
const IGNORED_HEADER_PARAMS = new Set(['accept', 'content-type', 'authorization']);

/** Parameters Try-It offers inputs for. */
export function tryItParameters(operation: Pick<Operation, 'parameters'>): Parameter[] {
  return operation.parameters.filter((p) => !(p.in === 'header' && IGNORED_HEADER_PARAMS.has(p.name.toLowerCase())));
}
