import type { SpecTypeValue } from '../model/spec-type-value.js';
import { SpecLoadError, specError } from '../errors.js';
import { detectDocumentType, specTypeName, versionText } from '../spec-type.js';
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

/** Explains why no plugin took the document: a known type this build lacks, an unsupported version, or not a spec. */
export function noPluginError(doc: unknown, hint: SpecTypeValue | undefined): SpecLoadError {
  const type = hint ?? detectDocumentType(doc);
  if (type !== undefined) {
    const name = specTypeName(type);
    // Only the extended build registers GraphQL, so a build without it is the base build (or a custom plugin list).
    const message =
      type === 'graphql'
        ? 'This is a GraphQL schema. GraphQL is supported in the extended build (spec-viewer/extended, dist/spec-viewer-extended.js); this page loads a build without it.'
        : `This is a ${name} document, but this build of spec-viewer has no ${name} support loaded. Register the ${name} format plugin.`;
    return new SpecLoadError(specError('unsupported-in-tier', message));
  }
  const unsupported = unsupportedVersion(doc);
  if (unsupported) return new SpecLoadError(specError('unsupported-version', unsupported));
  if (typeof doc === 'string') {
    const what = /^\s*</.test(doc) ? 'XML, but not a WSDL 1.1 document (no <definitions> root element)' : 'neither JSON, YAML, XML nor GraphQL SDL';
    return new SpecLoadError(specError('not-a-spec', `The content is ${what}, so it is not an API description.`));
  }
  return new SpecLoadError(
    specError('not-a-spec', 'The document is valid JSON/YAML but not an API description: it has no `openapi`, `swagger` or `asyncapi` version key.'),
  );
}

function unsupportedVersion(doc: unknown): string | undefined {
  if (typeof doc !== 'object' || doc === null) return undefined;
  const record = doc as Record<string, unknown>;
  const swagger = versionText(record['swagger']) ?? versionText(record['swaggerVersion']);
  if (swagger !== undefined) {
    return `Swagger ${swagger} is not supported: convert the description to OpenAPI 2.0 or 3.x (for example with swagger-converter, then swagger2openapi).`;
  }
  const openapi = versionText(record['openapi']);
  if (openapi !== undefined) return `OpenAPI ${openapi} is not supported: this viewer reads OpenAPI 2.0, 3.0 and 3.1.`;
  const asyncapi = versionText(record['asyncapi']);
  if (asyncapi !== undefined) return `AsyncAPI ${asyncapi} is not supported: this viewer reads AsyncAPI 2.x and 3.x.`;
  return undefined;
}
