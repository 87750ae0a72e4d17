/**
 * The corpus round-trip's request: what an untouched Try-It form sends for an operation, with a small file picked
 * for every file input (the one input the form cannot prefill) and credentials applied for every scheme, as the
 * mock would receive it (absolute URL, Headers, the body's bytes as fetch encodes them).
 */
import {
  applyCredentials,
  buildRequest,
  credentialKind,
  defaultServerVariables,
  formFields,
  initialFormState,
  paramInputSpec,
  paramKey,
  RAW_BODY_FILE,
  sampleFromSchema,
  toInputValue,
  tryItParameters,
  resolveServerUrl,
  serversForOperation,
  specBaseUrl,
  type ApiModel,
  type Credentials,
  type HttpRequest,
  type Operation,
  type SecurityScheme,
} from '../../src/index.js';
import { bodyEditorKind } from '../../src/request/body.js';
import { parameterValue } from '../../src/request/build-request.js';
import { fetchBody, fetchHeaders } from '../../src/tryit/transport-direct.js';
import type { MockRequest } from '../../src/mock/types.js';

/** Where a relative request URL (a document without servers) is resolved. */
export const MOCK_ORIGIN = 'https://mock.example.com/';

const FILE = { filename: 'file.bin', contentType: 'application/octet-stream', data: new Uint8Array([1, 2, 3]) };

/** A credential of the right form for every scheme (the values are not checked, only their presence and form). */
export function credentialsFor(schemes: readonly SecurityScheme[]): Credentials {
  const out: Record<string, Record<string, string>> = {};
  for (const scheme of schemes) {
    switch (credentialKind(scheme)) {
      case 'apiKey': out[scheme.key] = { value: 'key-123' }; break;
      case 'basic': out[scheme.key] = { username: 'user', password: 'secret' }; break;
      case 'bearer': out[scheme.key] = { token: 'token-123' }; break;
      case 'rawAuthorization': out[scheme.key] = { authorization: `${scheme.kind === 'http' ? scheme.scheme : 'X'} credentials` }; break;
      case 'none': break;
    }
  }
  return out;
}

/**
 * The form's request for `op`: the default state, files picked, credentials applied. Required inputs the form
 * leaves empty (no example, no default: Send is blocked, or a required header would be left out) get the
 * schema's sample, as the user must type a value; `filled` collects their names.
 */
export function tryItRequest(op: Operation, model: ApiModel, filled: string[] = []): HttpRequest {
  const state = initialFormState(op, model);
  for (const param of tryItParameters(op)) {
    const key = paramKey(param);
    if (!('missing' in parameterValue(param, state.params[key])) || !(param.required || param.in === 'path')) continue;
    const sample = param.schema ? sampleFromSchema(param.schema, { mode: 'request' }) : undefined;
    state.params[key] = toInputValue(paramInputSpec(param), sample ?? 'value');
    filled.push(key);
  }
  const media = op.requestBody?.content.find((m) => m.mediaType === state.contentType);
  if (media) {
    const kind = bodyEditorKind(media);
    if (kind === 'binary') state.files[RAW_BODY_FILE] = [FILE];
    if (kind === 'multipart') {
      for (const field of formFields(media)) if (field.kind === 'file' || field.kind === 'files') state.files[field.name] = [FILE];
    }
  }
  const built = buildRequest(op, state, { model });
  return applyCredentials(built, op, model, credentialsFor(model.securitySchemes));
}

/** The raw path text after the server's base path, as the router sees it. */
export function requestPath(op: Operation, model: ApiModel, url: URL): string {
  const server = serversForOperation(op, model)[0];
  const base = server ? resolveServerUrl(server, defaultServerVariables(server), specBaseUrl(model)) : '';
  const basePath = new URL(base, MOCK_ORIGIN).pathname.replace(/\/$/, '');
  return url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
}

/** Template variables matched in a raw path (`/pets/{id}` against `/pets/a%20b` → `{ id: 'a%20b' }`); undefined when it does not match. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = (template.split('#')[0] ?? '').replace(/\{([^}]+)\}|[^{]+/g, (piece, name?: string) => {
    if (name === undefined) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(name);
    return '([^/]*?)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((n, i) => [n, match[i + 1] ?? '']));
}

/** The request as the mock receives it: multipart and urlencoded bodies encoded as fetch encodes them. */
export async function toMockRequest(request: HttpRequest): Promise<MockRequest> {
  const url = new URL(request.url, MOCK_ORIGIN);
  const headers = new Headers(fetchHeaders(request) as Array<[string, string]>);
  if (request.cookies && request.cookies.length > 0) headers.set('Cookie', request.cookies.map(([n, v]) => `${n}=${v}`).join('; '));
  const out: MockRequest = { method: request.method.toUpperCase(), url, headers };
  const init = fetchBody(request.body);
  if (init !== undefined) {
    // A POST only to encode: fetch refuses bodies on GET, which the mock (behind a proxy or in Node) may still get.
    const encoded = new Request(MOCK_ORIGIN, { method: 'POST', body: init });
    out.body = new Uint8Array(await encoded.arrayBuffer());
    const type = encoded.headers.get('content-type');
    if (!headers.has('content-type') && type !== null) headers.set('content-type', type);
  }
  return out;
}
