import type { SpecError } from '../../model/errors.js';
import { specError, toPointer } from '../../errors.js';
import { isUnresolvedRef } from './external-refs.js';

/** The part of a @asyncapi/parser (Spectral) diagnostic this plugin reads. */
export interface Diagnostic {
  code: string | number;
  message: string;
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number;
  path: ReadonlyArray<string | number>;
  /** The document the finding is in, when the parser names one (external documents). */
  source?: string;
}

export interface SortedDiagnostics {
  /** Errors that make the document unusable. */
  fatal: Diagnostic[];
  /** Shown on the rendered page. */
  warnings: SpecError[];
}

const MAX_LISTED = 20;

/**
 * Splits the parser's diagnostics. Errors are fatal, except schema-validation errors inside `bindings`:
 * binding schemas evolve apart from the spec and the parser's are stricter than real documents (the Adeo
 * Kafka case study fails 11 of them), yet a binding cannot break the page, so they become warnings.
 * Warnings stay warnings; information and hints (style advice such as "use the latest version") are dropped.
 */
export function sortDiagnostics(
  diagnostics: readonly Diagnostic[],
  resolved?: unknown,
  unresolvedUrls: ReadonlySet<string> = new Set(),
): SortedDiagnostics {
  const fatal: Diagnostic[] = [];
  const warnings: SpecError[] = [];
  for (const d of diagnostics) {
    const aboutUnloaded =
      (d.source !== undefined && unresolvedUrls.has(d.source)) || namesUnloaded(d, unresolvedUrls) || isAboutUnresolvedRef(d, resolved);
    if (d.severity === 0 && !isBindingValidation(d) && !aboutUnloaded) fatal.push(d);
    else if (d.severity <= 1) warnings.push(specError('validation', d.message, toPointer(d.path)));
  }
  return { fatal, warnings };
}

/** "'#/Pet' does not exist @ '<url>'": a pointer into a document that was not loaded (its stand-in has no Pet). */
function namesUnloaded(d: Diagnostic, urls: ReadonlySet<string>): boolean {
  for (const url of urls) if (d.message.includes(`@ '${url}'`)) return true;
  return false;
}

function isBindingValidation(d: Diagnostic): boolean {
  return d.code === 'asyncapi-document-resolved' && d.path.includes('bindings');
}

/**
 * A validation error about a value that stands in for an external document that was not loaded (see
 * external-refs.ts): the document is fine, the viewer just did not fetch that file, so it is a warning.
 */
function isAboutUnresolvedRef(d: Diagnostic, resolved: unknown): boolean {
  if (d.code !== 'asyncapi-document-resolved') return false;
  let node = resolved;
  for (const key of d.path) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string | number, unknown>)[key];
  }
  if (typeof node !== 'object' || node === null) return false;
  return isUnresolvedRef(node) || Object.values(node).some(isUnresolvedRef);
}

/** One message listing the parser's errors (path and message), the first few in full. */
export function invalidDocumentMessage(fatal: readonly Diagnostic[]): string {
  const lines = fatal.slice(0, MAX_LISTED).map((d) => `${toPointer(d.path) || '/'}: ${d.message}`);
  const more = fatal.length > MAX_LISTED ? ` … and ${fatal.length - MAX_LISTED} more` : '';
  const count = fatal.length === 1 ? '1 error' : `${fatal.length} errors`;
  return `The AsyncAPI document is invalid (${count} from @asyncapi/parser): ${lines.join('; ')}${more}.`;
}
