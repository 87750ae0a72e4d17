/**
 * Which operation of the document a request is for: the method and the path, matched against each operation's
 * path template with or without its servers' base path (the mock answers for any host). Literal segments win
 * over template variables, as servers route.
 */
import type { ApiModel, Operation } from '../model/index.js';
import { serversForOperation, interpolateServerUrl } from '../request/servers.js';

export interface Route {
  operation: Operation;
  /** Raw (still percent-encoded) text each template variable matched. */
  pathValues: Record<string, string>;
}

export type RouteResult = { found: Route } | { allowed: string[] } | undefined;

interface Compiled {
  operation: Operation;
  pattern: RegExp;
  names: string[];
  /** Literal characters: the more, the more specific. */
  literal: number;
  bases: string[];
}

const compiledCache = new WeakMap<ApiModel, Compiled[]>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(operation: Operation, model: ApiModel): Compiled {
  const names: string[] = [];
  let literal = 0;
  const source = operation.path.replace(/\/+$/, '').split(/(\{[^{}]+\})/).map((piece) => {
    const variable = /^\{([^{}]+)\}$/.exec(piece);
    if (!variable) {
      literal += piece.length;
      return escapeRegExp(piece);
    }
    names.push(variable[1]!);
    return '([^/]+?)';
  });
  return { operation, pattern: new RegExp(`^${source.join('')}/?$`), names, literal, bases: basePaths(operation, model) };
}

/** The path part of each server URL the operation offers (variables at their defaults), plus '' (no base). */
function basePaths(operation: Operation, model: ApiModel): string[] {
  const bases = new Set<string>(['']);
  for (const server of serversForOperation(operation, model)) {
    const url = interpolateServerUrl(server);
    let path: string;
    try {
      path = new URL(url, 'http://base.invalid').pathname;
    } catch {
      continue;
    }
    bases.add(path.replace(/\/+$/, ''));
  }
  return [...bases];
}

function compiled(model: ApiModel): Compiled[] {
  let list = compiledCache.get(model);
  if (!list) {
    list = model.operations.filter((op) => op.kind === 'http').map((op) => compile(op, model));
    // Most literal first: `/pets/mine` before `/pets/{id}`.
    list.sort((a, b) => a.names.length - b.names.length || b.literal - a.literal);
    compiledCache.set(model, list);
  }
  return list;
}

function matchPath(entry: Compiled, path: string): Record<string, string> | undefined {
  for (const base of entry.bases) {
    if (base !== '' && path !== base && !path.startsWith(`${base}/`)) continue;
    const rest = path.slice(base.length) || '/';
    const match = entry.pattern.exec(rest);
    if (!match) continue;
    return Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1] ?? '']));
  }
  return undefined;
}

/** The operation for `method` and `path`; else the methods the path allows (a 405); else undefined (a 404). */
export function routeRequest(model: ApiModel, method: string, path: string): RouteResult {
  const allowed: string[] = [];
  for (const entry of compiled(model)) {
    const values = matchPath(entry, path);
    if (!values) continue;
    if (entry.operation.method.toUpperCase() === method.toUpperCase()) return { found: { operation: entry.operation, pathValues: values } };
    allowed.push(entry.operation.method.toUpperCase());
  }
  // HEAD is GET without the body wherever the document leaves it undeclared, as HTTP has it.
  if (method.toUpperCase() === 'HEAD' && allowed.includes('GET')) return routeRequest(model, 'GET', path);
  return allowed.length > 0 ? { allowed: [...new Set(allowed)] } : undefined;
}
