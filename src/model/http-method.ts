/**
 * HTTP method tokens. The model stores the fixed OpenAPI methods lower-case (`get`, `query` …) and any other
 * method (a 3.2 `additionalOperations` key such as `PURGE`) exactly as written, because a method token is
 * case-sensitive on the wire.
 */

/** The methods OpenAPI names as Path Item fields (`query` only from 3.2 on), lower-case. */
export const FIXED_HTTP_METHODS: ReadonlySet<string> = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

/** Methods that browsers refuse in fetch; only a proxy can send them. */
const BROWSER_FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

// RFC 9110 token: one or more tchar.
const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** True when `text` may stand as an HTTP method (a non-empty token). */
export function isHttpMethodToken(text: string): boolean {
  return tokenPattern.test(text);
}

/** True for a method that names one of OpenAPI's fixed Path Item fields, in any case (`Post`, `QUERY`). */
export function isFixedHttpMethod(method: string): boolean {
  return FIXED_HTTP_METHODS.has(method.toLowerCase());
}

/**
 * The method to send and to show: a fixed method upper-cased (`get`, `Post` → `GET`, `POST`), any other token as written
 * (`PURGE`, `Link`), since servers may treat custom methods case-sensitively.
 */
export function methodToken(method: string): string {
  return isFixedHttpMethod(method) ? method.toUpperCase() : method;
}

/** True for CONNECT, TRACE and TRACK in any case: fetch throws on them. */
export function isBrowserForbiddenMethod(method: string): boolean {
  return BROWSER_FORBIDDEN_METHODS.has(method.toUpperCase());
}

/**
 * The badge text of an operation: for HTTP kinds the method to send (methodToken); for the others (AsyncAPI
 * actions, GraphQL root kinds, SOAP) the verb upper-cased.
 */
export function operationMethodLabel(op: { kind: string; method: string }): string {
  return op.kind === 'http' || op.kind === 'webhook' || op.kind === 'callback' ? methodToken(op.method) : op.method.toUpperCase();
}
