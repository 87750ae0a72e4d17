/** The answer to a request that breaks the document: RFC 9457 problem details listing every violation. */
import { problemJson } from './problem-json.js';
import type { MockAnswer, RequestViolation } from './types.js';

/** The status the whole request gets: missing credentials first, then a media type nobody declared, else 400. */
function statusOf(violations: readonly RequestViolation[]): RequestViolation['status'] {
  if (violations.some((v) => v.status === 401)) return 401;
  return violations.some((v) => v.status === 415) ? 415 : 400;
}

export function problemAnswer(violations: RequestViolation[]): MockAnswer {
  const status = statusOf(violations);
  const count = violations.length;
  const errors = violations.map((v) => ({ in: v.location, ...(v.name !== undefined ? { name: v.name } : {}), pointer: v.pointer, message: v.message }));
  // Challenges only for schemes with one (http, OAuth 2.0, OpenID Connect): an API key has no standard challenge.
  const challenges = [...new Set(violations.flatMap((v) => (v.status === 401 && v.challenge !== undefined ? [v.challenge] : [])))];
  const headers: Array<[string, string]> = status === 401 && challenges.length > 0 ? [['WWW-Authenticate', challenges.join(', ')]] : [];
  return problemJson(status, `The request breaks the API description in ${count} place${count === 1 ? '' : 's'}.`, { errors }, headers);
}
