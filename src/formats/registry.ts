import type { ApiModel } from '../model/api.js';
import type { SpecTypeValue } from '../model/spec-type-value.js';
import type { Limits } from '../limits.js';

/** What a format parser receives besides the document. */
export interface ParseContext {
  /** The type the plugin detected (or the caller's `specType`). */
  specType: SpecTypeValue;
  /** Absolute URL the spec came from; base for relative servers and external references. */
  sourceUrl?: string;
  limits: Limits;
  signal?: AbortSignal;
  /** Fetches a related document (external `$ref`, XSD import) with the caller's fetch and limits. */
  fetchText(url: string): Promise<string>;
  /** The JSON text the document was parsed from (absent for YAML, XML, SDL), for fast scans over it. */
  jsonText?: string;
  /** Decodes JSON or YAML text of a related document. */
  decodeData(text: string): Promise<unknown>;
}

export interface FormatParser {
  parse(doc: unknown, ctx: ParseContext): Promise<ApiModel> | ApiModel;
}

/**
 * A spec format: metadata and detection up front (tiny, always bundled), the parser behind `load()` so a
 * bundler splits it into its own chunk. `doc` is the decoded JSON/YAML value, or the raw text when the
 * content is not JSON/YAML (WSDL/XML, GraphQL SDL).
 */
export interface FormatPlugin {
  type: SpecTypeValue | SpecTypeValue[];
  detect(doc: unknown): SpecTypeValue | undefined;
  load(): Promise<FormatParser>;
}

const registered: FormatPlugin[] = [];

/** Adds a plugin to the ones loadSpec uses when the caller passes no `formats`. Registering twice is a no-op. */
export function registerFormat(plugin: FormatPlugin): void {
  if (!registered.includes(plugin)) registered.push(plugin);
}

/** The plugins registered so far, in registration order. */
export function registeredFormats(): readonly FormatPlugin[] {
  return registered;
}

export function pluginTypes(plugin: FormatPlugin): SpecTypeValue[] {
  return Array.isArray(plugin.type) ? plugin.type : [plugin.type];
}

const loading = new WeakMap<FormatPlugin, Promise<FormatParser>>();

/** The plugin's parser, loaded once however often it is asked for (the loader preloads, then uses it). */
export function loadParser(plugin: FormatPlugin): Promise<FormatParser> {
  let pending = loading.get(plugin);
  if (!pending) {
    pending = plugin.load();
    loading.set(plugin, pending);
    // A failed load may be retried later (e.g. a chunk that failed on a flaky network).
    pending.catch(() => loading.delete(plugin));
  }
  return pending;
}
