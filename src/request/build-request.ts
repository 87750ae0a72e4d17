/**
 * Form state → the one normalized HttpRequest (what Try-It sends, the proxy envelope wraps and code samples print),
 * and the reasons Send is blocked.
 */
import { tryItParameters } from './try-it-parameters.js';
import { methodToken, type ApiModel, type HttpBody, type HttpRequest, type Operation, type Parameter } from '../model/index.js';
import { buildBody } from './body.js';
import { graphqlBlockerList, graphqlBody } from './graphql-request.js';
import { blockerMessage, type SendBlocker } from './send-blocker.js';
import type { ParamInput, TryItFormState } from './form-state.js';
import { paramKey } from './form-state.js';
import { paramInputSpec } from './param-input.js';
import { querystringValue, serializeQuerystring } from './querystring.js';
import type { ParamValue } from './serialize-params.js';
import {
  serializeCookieParameter,
  serializeHeaderParameter,
  serializePathParameter,
  serializeQueryParameter,
} from './serialize-params.js';
import { resolveServerUrl, serversForOperation, specBaseUrl } from './servers.js';

export interface BuildContext {
  /** Root servers and the spec's own URL (base of relative server URLs). */
  model?: Pick<ApiModel, 'servers' | 'sourceUrl' | 'baseUrl'>;
}

type Parsed = { value: ParamValue } | { missing: true } | { invalid: true };

/** A parameter's input as a serializable value: empty inputs are "missing", unparsable JSON is "invalid". */
export function parameterValue(param: Parameter, input: ParamInput | undefined): Parsed {
  const spec = paramInputSpec(param);
  if (Array.isArray(input)) {
    const items = input.filter((i) => i !== '');
    return items.length === 0 ? { missing: true } : { value: items };
  }
  const text = input ?? '';
  if (text.trim() === '') return { missing: true };
  if (param.in === 'querystring') {
    const value = querystringValue(param, text);
    if (value === undefined) return { invalid: true };
    return typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0 ? { missing: true } : { value };
  }
  if (spec.kind !== 'json' || param.contentType !== undefined) return { value: text };
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return { value: parsed.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) };
    if (parsed !== null && typeof parsed === 'object') return { value: parsed as Record<string, unknown> };
    return { value: typeof parsed === 'string' ? parsed : JSON.stringify(parsed) };
  } catch {
    return { invalid: true };
  }
}

export function buildRequest(operation: Operation, state: TryItFormState, context: BuildContext = {}): HttpRequest {
  const servers = serversForOperation(operation, context.model);
  const server = servers[state.serverIndex] ?? servers[0];
  const base = server ? resolveServerUrl(server, state.serverVariables, specBaseUrl(context.model)) : '';

  const graphql = operation.kind === 'graphql';
  // A `#…` in a path template (used by some specs to tell operations on one path apart) is never sent.
  // A GraphQL root field's path is its schema coordinate: the request goes to the endpoint itself.
  let path = graphql ? '' : (operation.path.split('#')[0] ?? '');
  // Query parameters first, then a querystring parameter's whole query string (the reader warns when both exist).
  const query: string[] = [];
  const querystring: string[] = [];
  const headers: Array<[string, string]> = [];
  const cookies: Array<[string, string]> = [];
  for (const param of tryItParameters(operation)) {
    const parsed = parameterValue(param, state.params[paramKey(param)]);
    if (!('value' in parsed)) continue;
    const { value } = parsed;
    if (param.in === 'path') path = path.split(`{${param.name}}`).join(serializePathParameter(param, value));
    else if (param.in === 'query') query.push(...serializeQueryParameter(param, value));
    else if (param.in === 'querystring') querystring.push(serializeQuerystring(param, value));
    else if (param.in === 'header') headers.push([param.name, serializeHeaderParameter(param, value)]);
    else cookies.push(...serializeCookieParameter(param, value));
  }

  const media = operation.requestBody?.content.find((m) => m.mediaType === state.contentType);
  const body = graphql
    ? graphqlBody(state.formFields)
    : media
    ? buildBody(media, {
        text: state.bodies[media.mediaType] ?? '',
        fields: state.formFields,
        files: state.files,
      })
    : undefined;
  const contentType = bodyContentType(body);
  if (contentType !== undefined) headers.push(['Content-Type', contentType]);
  // The reader's pick of the mock's answer travels as Prism reads it, so the CLI mock answers the same request alike.
  if (state.mock && state.mockPrefer) headers.push(['Prefer', state.mockPrefer]);

  const request: HttpRequest = {
    method: graphql ? 'POST' : methodToken(operation.method),
    url: base + path + queryPart([...query, ...querystring.filter((q) => q !== '')]),
    headers: withCustomHeaders(headers, state.customHeaders),
  };
  if (body) request.body = body;
  if (cookies.length > 0) request.cookies = cookies;
  return request;
}

function queryPart(pieces: string[]): string {
  return pieces.length > 0 ? `?${pieces.join('&')}` : '';
}

/** Multipart gets its Content-Type (with the boundary) from the transport that serializes it. */
function bodyContentType(body: HttpBody | undefined): string | undefined {
  if (!body) return undefined;
  if (body.kind === 'text' || body.kind === 'binary') return body.contentType;
  if (body.kind === 'urlencoded') return 'application/x-www-form-urlencoded';
  return undefined;
}

/** Custom headers replace same-named (case-insensitive) headers in place; new ones are appended. */
export function withCustomHeaders(
  headers: ReadonlyArray<[string, string]>,
  custom: ReadonlyArray<{ name: string; value: string }>,
): Array<[string, string]> {
  const out = headers.map((h): [string, string] => [h[0], h[1]]);
  for (const { name, value } of custom) {
    const trimmed = name.trim();
    if (trimmed === '') continue;
    const at = out.findIndex(([n]) => n.toLowerCase() === trimmed.toLowerCase());
    if (at >= 0) out[at] = [trimmed, value];
    else out.push([trimmed, value]);
  }
  return out;
}

/** RFC 9110 token characters: what a header name may contain. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Why Send is disabled, in words (empty: enabled). Required path and query parameters must be filled in
 * (docs/try-it.md#try-it-panel, Send); inputs that cannot be sent at all (invalid JSON, malformed headers) block too.
 * Other blockers (missing credentials) are added by the caller through the same list.
 */
export function sendBlockers(operation: Operation, state: TryItFormState): string[] {
  return sendBlockerList(operation, state).map(blockerMessage);
}

/** `sendBlockers` as data, for interfaces that word the reasons in their own language. */
export function sendBlockerList(operation: Operation, state: TryItFormState): SendBlocker[] {
  const reasons: SendBlocker[] = operation.kind === 'graphql' ? graphqlBlockerList(state) : [];
  for (const param of tryItParameters(operation)) {
    const parsed = parameterValue(param, state.params[paramKey(param)]);
    const at = { place: param.in, name: param.name };
    if ('missing' in parsed && (param.in === 'path' || ((param.in === 'query' || param.in === 'querystring') && param.required))) {
      reasons.push({ code: 'param-required', ...at });
    } else if ('invalid' in parsed) {
      reasons.push({ code: 'param-invalid-json', ...at });
    } else if ('value' in parsed && param.in === 'header' && typeof parsed.value === 'string' && /[\r\n]/.test(parsed.value)) {
      reasons.push({ code: 'header-line-break', name: param.name });
    }
  }
  for (const { name, value } of state.customHeaders) {
    const trimmed = name.trim();
    if (trimmed === '' && value === '') continue;
    if (!HEADER_NAME.test(trimmed)) reasons.push({ code: 'header-name-invalid', name: trimmed });
    else if (/[\r\n\0]/.test(value)) reasons.push({ code: 'header-line-break', name: trimmed });
  }
  return reasons;
}
