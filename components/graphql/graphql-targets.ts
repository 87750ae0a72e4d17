import { sectionId, type ApiModel } from '../../src/index.js';
import type { SectionRenderKeys, Target } from '../shared/target.js';

/** GraphQL schema coordinates as deep links: `type-<Name>`, `type-<Name>.<field>`, `directives`, `directive-<name>`. */
export function graphqlTarget(id: string, model: ApiModel, keys: SectionRenderKeys): Target | undefined {
  const typePrefix = sectionId.graphqlType('');
  if (id.startsWith(typePrefix)) {
    const [name = '', field] = id.slice(typePrefix.length).split('.');
    if (!model.schemas.has(name)) return undefined;
    const target: Target = { elementId: sectionId.graphqlType(name), renderKeys: [keys.schemas, keys.schema(name)] };
    if (field !== undefined) target.section = id;
    return target;
  }
  const directives = model.graphql?.directives ?? [];
  if (id === sectionId.graphqlDirectives()) return directives.length ? { elementId: id, renderKeys: [keys.directives] } : undefined;
  const directivePrefix = sectionId.graphqlDirective('');
  if (id.startsWith(directivePrefix) && directives.some((d) => d.name === id.slice(directivePrefix.length))) {
    return { elementId: sectionId.graphqlDirectives(), renderKeys: [keys.directives], section: id };
  }
  return undefined;
}
