import type { CoreText } from '../errors.js';
import type { ApiModel } from '../model/api.js';
import type { SpecTypeValue } from '../model/spec-type-value.js';
import type { Limits } from '../limits.js';
import { lazyModules } from '../lazy-module.js';

/** What a format parser receives besides the document. */
export interface ParseContext {
  /** The type the loader detected (or the caller's `specType`): parsers trust it and never detect again. */
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

/** What a look at undecoded text found: `type` is undefined for a version the format does not read. */
export interface TextMatch {
  type: SpecTypeValue | undefined;
  /** Where the evidence starts, so the earliest of several formats' evidence wins. */
  at: number;
}

/**
 * A format's detection, the one reader of its version key (or root element): `src/spec-type.ts` composes the
 * formats' detectors, the loader asks them once and hands the result to the parser as `ParseContext.specType`.
 */
export interface FormatDetector {
  /** A guess from the text before it is decoded (a head of a few KB is enough for preloading a parser). */
  text(text: string): TextMatch | undefined;
  /** The type of the decoded document (the raw text for XML and SDL); undefined if not this format or version. */
  document(doc: unknown): SpecTypeValue | undefined;
  /** The format's one "not supported" message, for a document declaring a version this viewer does not read. */
  unsupported(doc: unknown): CoreText | undefined;
  /**
   * True when the decoded document declares security schemes: a cheap hint, before the model is built, that its
   * page will show the Authorize panel (the model's `securitySchemes` decide what it shows).
   */
  declaresSecurity?(doc: unknown): boolean;
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

const parsers = lazyModules((plugin: FormatPlugin) => plugin.load());

/** The plugin's parser, loaded once however often it is asked for (the loader preloads, then uses it). */
export function loadParser(plugin: FormatPlugin): Promise<FormatParser> {
  return parsers(plugin).load();
}
