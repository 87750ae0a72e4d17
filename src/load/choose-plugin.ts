import type { SpecTypeValue } from '../model/spec-type-value.js';
import { SpecLoadError, specError, say } from '../errors.js';
import { detectDocumentType, specTypeName, unsupportedVersionMessage } from '../spec-type.js';
import { loadMessages } from '../source/texts.js';
import { pluginTypes, type FormatPlugin } from '../formats/registry.js';

/** The plugin that handles a document: the one owning the caller's `specType`, else the first that detects it. */
export function choosePlugin(
  plugins: readonly FormatPlugin[],
  doc: unknown,
  specType: SpecTypeValue | undefined,
): { plugin: FormatPlugin; type: SpecTypeValue } | undefined {
  if (specType !== undefined) {
    const plugin = plugins.find((p) => pluginTypes(p).includes(specType));
    return plugin ? { plugin, type: specType } : undefined;
  }
  for (const plugin of plugins) {
    const type = plugin.detect(doc);
    if (type !== undefined) return { plugin, type };
  }
  return undefined;
}

/**
 * Explains why no plugin took the document: a known type this build lacks, an unsupported version, or not a
 * spec. Every format's detector is asked here, as the plugins given may not include the document's format.
 */
export function noPluginError(doc: unknown, hint: SpecTypeValue | undefined): SpecLoadError {
  const type = hint ?? detectDocumentType(doc);
  if (type !== undefined) {
    const name = specTypeName(type);
    // Only the extended build registers GraphQL, so a build without it is the base build (or a custom plugin list).
    const message = type === 'graphql' ? say(loadMessages, 'graphqlInBaseBuild') : say(loadMessages, 'formatNotLoaded', name);
    return new SpecLoadError(specError('unsupported-in-tier', message));
  }
  const unsupported = unsupportedVersionMessage(doc);
  if (unsupported) return new SpecLoadError(specError('unsupported-version', unsupported));
  if (typeof doc === 'string') {
    return new SpecLoadError(specError('not-a-spec', say(loadMessages, /^\s*</.test(doc) ? 'notWsdlXml' : 'unknownText')));
  }
  return new SpecLoadError(
    specError('not-a-spec', say(loadMessages, 'noVersionKey')),
  );
}
