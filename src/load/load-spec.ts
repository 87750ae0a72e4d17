import type { ApiModel } from '../model/api.js';
import type { SpecTypeValue } from '../model/spec-type-value.js';
import { fail, toSpecLoadError, say } from '../errors.js';
import { resolveLimits, type Limits } from '../limits.js';
import { declaresSecuritySchemes, detectSpecType, detectSpecTypeHead } from '../spec-type.js';
import { loadParser, registeredFormats, type FormatPlugin, type ParseContext } from '../formats/registry.js';
import { baseFormats } from '../formats/builtin.js';
import { checkText, decodeData, decodeDocument, firstSignificantChar, looksLikeXml, stripBom } from '../source/decode.js';
import { loadYamlDecoder } from '../source/decode-yaml.js';
import { YamlSections } from '../source/yaml-sections.js';
import { fetchSpecSource, type FetchSpecOptions } from '../source/fetch-spec.js';
import { relatedFetcher } from './related-fetch.js';
import { choosePlugin, noPluginError } from './choose-plugin.js';
import type { SpecText } from '../source/spec-text.js';
import { markPhase } from './timing.js';
import { absoluteUrl, takePrefetched } from './early-fetch.js';
import { loadMessages } from '../source/texts.js';

export interface LoadOptions {
  /** Skips detection (`specType`, README.md#attributes-and-properties). */
  specType?: SpecTypeValue;
  /** Cancels a stale load; the promise then rejects with code `aborted`. */
  signal?: AbortSignal;
  /** Defaults to globalThis.fetch; also used for external `$ref` documents. */
  fetch?: typeof fetch;
  limits?: Partial<Limits>;
  /** Format plugins to use; default: the registered ones, else the base build's. */
  formats?: readonly FormatPlugin[];
  /**
   * Called with the likely spec type as soon as it is guessed (from the document's first bytes while the rest
   * downloads, else from its text), so a page can fetch that format's views early. May be called twice.
   */
  onTypeGuess?: (type: SpecTypeValue) => void;
  /**
   * Called once the decoded document declares security schemes, before its model is built, so a page can fetch
   * its Authorize panel while the model builds.
   */
  onSecurityGuess?: () => void;
}

/** Fetches a spec and parses it into the normalized model. Fatal problems reject with a SpecLoadError. */
export async function loadSpec(url: string, options: LoadOptions = {}): Promise<ApiModel> {
  try {
    throwIfAborted(options.signal);
    const sourceUrl = absoluteUrl(url);
    const load = settingsOf(options, sourceUrl);
    // Start fetching the likely parser chunk, and the YAML decoder for a YAML text, while the spec still downloads.
    // A YAML text's top-level sections are decoded as they arrive, while the rest downloads (src/source/yaml-sections.ts).
    const onHead = (head: string): YamlSections | undefined => {
      const type = options.specType ?? detectSpecTypeHead(head);
      preloadPlugin(load, type);
      if (!looksLikeYaml(stripBom(head), type)) return undefined;
      loadYamlDecoder().catch(() => undefined);
      return new YamlSections();
    };
    // A download the page started early (prefetchSpec) serves a load with default fetch and limits.
    const early = options.fetch === undefined && options.limits === undefined ? takePrefetched(sourceUrl, onHead) : undefined;
    if (!early) markPhase('fetch-start');
    const source = await (early ?? fetchSpecSource(sourceUrl, { ...fetchOptions(load.limits, options), onHead }));
    throwIfAborted(options.signal);
    markPhase('fetched');
    return await parseSource(source, load);
  } catch (error) {
    throw toSpecLoadError(error);
  }
}

/** Parses spec text (JSON, YAML, XML or SDL) into the normalized model. */
export async function parseSpec(text: string, options: LoadOptions & { sourceUrl?: string } = {}): Promise<ApiModel> {
  try {
    return await parseSource({ text }, settingsOf(options, options.sourceUrl));
  } catch (error) {
    throw toSpecLoadError(error);
  }
}

/** What one load works with, worked out once at its entry point. */
interface LoadSettings {
  options: LoadOptions;
  limits: Limits;
  plugins: readonly FormatPlugin[];
  sourceUrl: string | undefined;
}

function settingsOf(options: LoadOptions, sourceUrl: string | undefined): LoadSettings {
  return { options, limits: resolveLimits(options.limits), plugins: pluginsOf(options), sourceUrl };
}

/** Decode, detect once, parse; errors propagate to the entry point, which wraps them. */
async function parseSource(source: SpecText, load: LoadSettings): Promise<ApiModel> {
  const { options, limits, plugins } = load;
  const clean = stripBom(source.text);
  checkText(clean, limits);
  const first = firstSignificantChar(clean);
  const isData = first === '{' || first === '[';
  // One look at the text picks the decoder (XML and SDL must not reach the YAML parser) and the parser chunk
  // to fetch while decoding; JSON needs no decoder hint, so its head is enough.
  const guess = options.specType ?? (isData ? detectSpecTypeHead(clean) : detectSpecType(clean));
  preloadPlugin(load, guess);
  const raw = isRawTextFormat(clean, isData, guess);
  const early = raw || isData ? undefined : source.readYaml?.();
  const decoded = raw ? undefined : early ? { data: early.value, format: 'yaml' as const } : await decodeDocument(clean, limits, source.exact);
  const doc = decoded ? decoded.data : clean;
  throwIfAborted(options.signal);
  markPhase('parsed');
  if (options.onSecurityGuess && decoded && declaresSecuritySchemes(doc)) options.onSecurityGuess();

  // The decoded document decides (a JSON key found in text may sit anywhere); the parser trusts the result.
  const chosen = choosePlugin(plugins, doc, options.specType);
  if (!chosen) throw noPluginError(doc, isData ? undefined : guess);
  const parser = await loadParser(chosen.plugin);
  throwIfAborted(options.signal);
  const ctx = parseContext(chosen.type, load);
  if (decoded?.format === 'json') ctx.jsonText = clean;
  const model = await parser.parse(doc, ctx);
  throwIfAborted(options.signal);
  markPhase('model');
  if (load.sourceUrl !== undefined) model.sourceUrl = load.sourceUrl;
  return model;
}

function pluginsOf(options: LoadOptions): readonly FormatPlugin[] {
  return options.formats ?? (registeredFormats().length > 0 ? registeredFormats() : baseFormats);
}

function preloadPlugin({ plugins, options }: LoadSettings, type: SpecTypeValue | undefined): void {
  if (type === undefined) return;
  options.onTypeGuess?.(type);
  const plugin = plugins.find((p) => (Array.isArray(p.type) ? p.type.includes(type) : p.type === type));
  // A failed preload surfaces again, with context, when the chosen plugin is loaded for real.
  if (plugin) loadParser(plugin).catch(() => undefined);
}

/** What decodeDocument will read as YAML: neither JSON, XML nor GraphQL SDL. */
function looksLikeYaml(head: string, hint: SpecTypeValue | undefined): boolean {
  const first = firstSignificantChar(head);
  return first !== undefined && first !== '{' && first !== '[' && !isRawTextFormat(head, false, hint);
}

/** XML (WSDL) and GraphQL SDL reach their plugin as text; everything else is decoded JSON/YAML first. */
function isRawTextFormat(text: string, isData: boolean, hint: SpecTypeValue | undefined): boolean {
  if (isData) return false;
  return looksLikeXml(text) || hint === 'graphql';
}

function parseContext(specType: SpecTypeValue, { options, limits, sourceUrl }: LoadSettings): ParseContext {
  const ctx: ParseContext = {
    specType,
    limits,
    fetchText: relatedFetcher(fetchOptions(limits, options)),
    decodeData: (text) => {
      const clean = stripBom(text);
      checkText(clean, limits);
      return decodeData(clean, limits);
    },
  };
  if (sourceUrl !== undefined) ctx.sourceUrl = sourceUrl;
  if (options.signal !== undefined) ctx.signal = options.signal;
  return ctx;
}

function fetchOptions(limits: Limits, options: LoadOptions): FetchSpecOptions {
  const result: FetchSpecOptions = { limits };
  if (options.fetch) result.fetch = options.fetch;
  if (options.signal) result.signal = options.signal;
  return result;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) fail('aborted', say(loadMessages, 'loadCancelled'));
}
