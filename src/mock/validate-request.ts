/**
 * The mock's request check, as strict as a server that enforces its OpenAPI document: parameters (with their
 * styles), the body (its media type and schema) and the required security. Every violation is listed, not only
 * the first; problem-answer.ts turns them into the problem+json answer.
 *
 * @example
 * const violations = validateRequest(operation, model, request, { id: 'a%20b' });
 * if (violations.length > 0) return problemAnswer(violations);
 */
import type { ApiModel, Operation } from '../model/index.js';
import { bodyViolations } from './body-violations.js';
import { parameterViolations } from './parameter-violations.js';
import { securityViolations } from './security-violations.js';
import type { MockRequest, RequestViolation } from './types.js';

/**
 * `pathValues`: the raw (still percent-encoded) text the router matched for each path template variable, label
 * and matrix prefixes included (`/pets/{id}` against `/pets/a%20b` gives `{ id: 'a%20b' }`). `model.security`
 * (the root requirements) applies when the operation declares none of its own.
 */
export function validateRequest(
  op: Operation,
  model: Pick<ApiModel, 'securitySchemes' | 'security'>,
  request: MockRequest,
  pathValues: Readonly<Record<string, string>>,
): RequestViolation[] {
  return [
    ...parameterViolations(op, request, pathValues),
    ...bodyViolations(op.requestBody, request),
    ...securityViolations(op, model, request),
  ];
}
