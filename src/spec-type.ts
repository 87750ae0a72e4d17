import type { CoreText } from './errors.js';
import type { SpecTypeValue } from './model/spec-type-value.js';
import type { FormatDetector, TextMatch } from './formats/registry.js';
import { openApiDetector } from './formats/openapi/detect.js';
import { asyncApiDetector } from './formats/asyncapi/detect.js';
import { wsdlDetector } from './formats/wsdl/detect.js';
import { graphqlDetector } from './formats/graphql/detect.js';

/** The spec types the viewer knows, as constants (`SpecType.OPENAPI_3` === 'openapi-3'). */
export const SpecType = {
  OPENAPI_2: 'openapi-2',
  OPENAPI_3: 'openapi-3',
  OPENAPI_3_1: 'openapi-3.1',
  OPENAPI_3_2: 'openapi-3.2',
  ASYNCAPI_2: 'asyncapi-2',
  ASYNCAPI_3: 'asyncapi-3',
  WSDL: 'wsdl',
  GRAPHQL: 'graphql',
} as const satisfies Record<string, SpecTypeValue>;

/** The type of a spec-type value, named like the constants so props can be typed `specType?: SpecType`. */
export type SpecType = (typeof SpecType)[keyof typeof SpecType];

/**
 * Every format's detector, whether or not its parser is in this build, so a document of a missing format is
 * named ("this build has no GraphQL support") rather than called "not a spec". Each format owns its own.
 */
const DETECTORS: readonly FormatDetector[] = [openApiDetector, asyncApiDetector, wsdlDetector, graphqlDetector];

/** How much of the text detection looks at first: version keys sit near the top of every real document. */
const HEAD_CHARS = 4096;

/**
 * Cheap detection from raw text, without a full parse: looks at the first few KB for a format's version key
 * (`openapi`, `swagger`, `asyncapi`), WSDL root element, GraphQL SDL keywords or an introspection result.
 * Returns undefined when nothing matches (including unsupported versions such as Swagger 1.2).
 */
export function detectSpecType(text: string): SpecTypeValue | undefined {
  const clean = text.replace(/^\uFEFF/, '');
  // Generators that sort keys put the version key last, so fall back from the head to the whole text.
  return (earliestMatch(clean.slice(0, HEAD_CHARS)) ?? earliestMatch(clean))?.type;
}

/** Like detectSpecType, but reads only the first few KB: a cheap guess for preloading a parser. */
export function detectSpecTypeHead(text: string): SpecTypeValue | undefined {
  return earliestMatch(text.slice(0, HEAD_CHARS).replace(/^\uFEFF/, ''))?.type;
}

/** Detection on decoded data (JSON/YAML value) or on raw text (XML, SDL). */
export function detectDocumentType(doc: unknown): SpecTypeValue | undefined {
  for (const detector of DETECTORS) {
    const type = detector.document(doc);
    if (type !== undefined) return type;
  }
  return undefined;
}

/** True when a decoded document declares security schemes (a hint before the model is built; see FormatDetector). */
export function declaresSecuritySchemes(doc: unknown): boolean {
  return DETECTORS.some((detector) => detector.declaresSecurity?.(doc) === true);
}

/** The owning format's message when the document declares a version the viewer does not read. */
export function unsupportedVersionMessage(doc: unknown): CoreText | undefined {
  for (const detector of DETECTORS) {
    const message = detector.unsupported(doc);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** Human name of a spec type, for messages. */
export function specTypeName(type: SpecTypeValue): string {
  switch (type) {
    case 'openapi-2':
      return 'Swagger 2.0';
    case 'openapi-3':
      return 'OpenAPI 3.0';
    case 'openapi-3.1':
      return 'OpenAPI 3.1';
    case 'openapi-3.2':
      return 'OpenAPI 3.2';
    case 'asyncapi-2':
      return 'AsyncAPI 2';
    case 'asyncapi-3':
      return 'AsyncAPI 3';
    case 'wsdl':
      return 'WSDL';
    case 'graphql':
      return 'GraphQL';
  }
}

/** The evidence that starts first (a format's key with an unsupported version counts: it ends the search). */
function earliestMatch(text: string): TextMatch | undefined {
  let best: TextMatch | undefined;
  for (const detector of DETECTORS) {
    const match = detector.text(text);
    if (match && (!best || match.at < best.at)) best = match;
  }
  return best;
}
