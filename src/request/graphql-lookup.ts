import type { ApiModel } from '../model/index.js';
import type { TypeLookup } from '../formats/graphql/example.js';

/** The GraphQL types of a model, as the example writers look them up (a module of its own: it pulls in nothing). */
export function graphqlLookup(model: Pick<ApiModel, 'schemas' | 'graphql'>): TypeLookup {
  return {
    type: (name) => model.schemas.get(name)?.graphql,
    implementedBy: (name) => model.graphql?.relations.implementedBy.get(name) ?? [],
  };
}
