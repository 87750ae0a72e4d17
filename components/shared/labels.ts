/** Small pure helpers turning model values into display text and CSS classes. */
import { FIXED_HTTP_METHODS, type ApiModel, type Operation } from '../../src/index.js';
import type { Labels } from '../i18n/en.js';

/** AsyncAPI actions: their own class (`method-send`, `method-receive`), neutral unless a stylesheet colours them. */
const ASYNC_ACTIONS = new Set(['send', 'receive']);
/** GraphQL root kinds take the colours of the HTTP verbs closest in meaning. */
const GRAPHQL_ROOTS: Record<string, string> = { query: 'get', mutation: 'post', subscription: 'options' };

/**
 * CSS class of a method badge (`method-get`, `method-query` …); custom methods (`PURGE`) and SOAP get the
 * neutral colour. A GraphQL `query` takes GET's colour, an HTTP QUERY its own.
 */
export function methodClass(op: Pick<Operation, 'kind' | 'method'>): string {
  const m = op.method.toLowerCase();
  if (op.kind === 'graphql' && GRAPHQL_ROOTS[m]) return `method-${GRAPHQL_ROOTS[m]}`;
  if (op.kind === 'async') return ASYNC_ACTIONS.has(m) ? `method-${m}` : 'method-other';
  return FIXED_HTTP_METHODS.has(op.method) ? `method-${op.method}` : 'method-other';
}

/** CSS class of a status chip: `status-2xx`, …, or `status-default`. */
export function statusClass(status: string): string {
  const first = status.trim()[0];
  return first !== undefined && '12345'.includes(first) ? `status-${first}xx` : 'status-default';
}

/** What a status stands for when the spec gives no description ("2XX" → "Success"). */
export function statusClassName(status: string, t: Labels): string {
  return t.statusClasses[status.trim()[0] ?? ''] ?? t.anyOtherResponse;
}

/** "OpenAPI 3.1.0", "Swagger 2.0", "AsyncAPI 3.0.0", "WSDL 1.1", "GraphQL". */
export function specTypeLabel(model: Pick<ApiModel, 'specType' | 'specVersion'>): string {
  const family: Record<ApiModel['specType'], string> = {
    'openapi-2': 'Swagger',
    'openapi-3': 'OpenAPI',
    'openapi-3.1': 'OpenAPI',
    'openapi-3.2': 'OpenAPI',
    'asyncapi-2': 'AsyncAPI',
    'asyncapi-3': 'AsyncAPI',
    wsdl: 'WSDL',
    graphql: 'GraphQL',
  };
  return `${family[model.specType]} ${model.specVersion}`.trim();
}

/** The heading of an operation: its summary, else its operationId, else the path. */
export function operationTitle(op: Operation): string {
  return op.summary?.trim() || op.operationId || op.path;
}

/** Short text for an unknown value shown inline (defaults, enum values, examples). */
export function inlineValue(value: unknown, max = 200): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (value === undefined) text = 'undefined';
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value shown as a code block: strings verbatim (XML, CSV …), everything else as indented JSON. */
export function blockValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}
