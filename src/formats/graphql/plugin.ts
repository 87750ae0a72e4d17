import type { FormatPlugin } from '../registry.js';
import { detectGraphql } from './detect.js';

/**
 * GraphQL SDL and introspection results (extended build only): detection is inline, the `graphql` package and
 * the normalizer sit behind `import()`, so no other page downloads them.
 */
export const graphqlFormat: FormatPlugin = {
  type: 'graphql',
  detect: detectGraphql,
  load: () => import('./parse-graphql.js'),
};
