import { sectionId, type ApiModel } from '../../src/index.js';
import type { Target } from '../content/resolve-target.js';

/** GraphQL schema coordinates as deep links: `type-<Name>`, `type-<Name>.<field>`, `directives`, `directive-<name>`. */
export function graphqlTarget(id: string, model: ApiModel): Target | undefined {
  const typePrefix = sectionId.graphqlType('');
  if (id.startsWith(typePrefix)) {
    const [name = '', field] = id.slice(typePrefix.length).split('.');
    if (!model.schemas.has(name)) return undefined;
    const target: Target = { elementId: sectionId.graphqlType(name), renderKeys: ['schemas', `schema:${name}`] };
    if (field !== undefined) target.section = id;
    return target;
  }
  const directives = model.graphql?.directives ?? [];
  // `directives`: the content's render key of the (lazily rendered) directives section.
  if (id === sectionId.graphqlDirectives()) return directives.length ? { elementId: id, renderKeys: ['directives'] } : undefined;
  const directivePrefix = sectionId.graphqlDirective('');
  if (id.startsWith(directivePrefix) && directives.some((d) => d.name === id.slice(directivePrefix.length))) {
    return { elementId: sectionId.graphqlDirectives(), renderKeys: ['directives'], section: id };
  }
  return undefined;
}
