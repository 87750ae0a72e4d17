/**
 * The extended build's app module, loaded by `components/extended.ts` once the spec downloads have started:
 * the base build's elements plus the extended-tier formats (GraphQL SDL and introspection: its parser and
 * elements are lazy chunks, loaded only when a GraphQL schema is shown) and the OAuth 2.0 / OpenID Connect Get
 * Token plugin of the Authorize panel (a lazy chunk).
 */
import { extendedFormats, registerFormat } from '../../src/index.js';
import { registerAuthPlugin } from '../authorize/auth-plugins.js';
import { oauthAuthPlugin } from '../authorize/oauth/plugin.js';
import { elements } from '../register-elements.js';
import { registerLazyChunks } from './lazy-chunks.js';
import { registerFormatView } from '../shared/format-views.js';

for (const plugin of extendedFormats) registerFormat(plugin);
registerAuthPlugin(oauthAuthPlugin);
for (const [tag, element] of elements) element.define(tag);
registerLazyChunks();
registerFormatView('graphql', async () => {
  const { graphqlElements, graphqlView } = await import('../graphql/graphql-elements.js');
  for (const [tag, element] of graphqlElements) element.define(tag);
  return graphqlView;
});

export * from './public-exports.js';
// Not public: the lazy chunks' handles, which the page entry follows to set the lazy classes (lazy-exports.ts).
export * as lazyElements from '../shared/lazy-elements.js';
