import type { FormatPlugin } from './registry.js';
import { openApiFormat } from './openapi/plugin.js';
import { asyncApiFormat } from './asyncapi/plugin.js';
import { wsdlFormat } from './wsdl/plugin.js';
import { graphqlFormat } from './graphql/plugin.js';

/**
 * Plugins of the base build: OpenAPI 2.0/3.0/3.1. AsyncAPI and WSDL plugins join this list when they exist;
 * each is metadata plus a lazily imported parser, so adding one costs the base bundle only its detector.
 */
export const baseFormats: readonly FormatPlugin[] = [openApiFormat, asyncApiFormat, wsdlFormat];

/**
 * Plugins of the extended build: the base ones plus GraphQL (SDL and introspection). Written out rather than
 * spread from baseFormats so the base bundle, which never reads it, drops it (and the GraphQL detector).
 */
export const extendedFormats: readonly FormatPlugin[] = [openApiFormat, asyncApiFormat, wsdlFormat, graphqlFormat];
