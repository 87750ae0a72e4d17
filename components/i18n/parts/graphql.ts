/**
 * English labels of the GraphQL pages (the lazy graphql chunks, extended build): they load with that part, not with the entry.
 * Every locale table still has them (typed `Labels`); elements of the part read them through `this.t`.
 */
import { code, num, plural } from '../format.js';

const L = 'en';
const n = (v: number) => num(L, v);

export const graphqlEn = {
  graphqlErrors: (count: number) => plural(L, count, { one: 'The GraphQL server returned an error', other: `The GraphQL server returned ${n(count)} errors` }),
  graphqlKinds: { object: 'Object', interface: 'Interface', union: 'Union', enum: 'Enum', input: 'Input', scalar: 'Scalar' },
  graphqlKindsPlural: { object: 'Objects', interface: 'Interfaces', union: 'Unions', enum: 'Enums', input: 'Inputs', scalar: 'Scalars' },
  directives: 'Directives',
  graphqlRequest: 'GraphQL request',
  graphqlSubscriptionNote: 'Subscriptions usually need a WebSocket or SSE transport; Try it sends one HTTP POST.',
  graphqlQuery: 'Query',
  graphqlVariables: 'Variables',
  graphqlOperationName: 'Operation name',
  graphqlMissingExport: (options: string[]) =>
    `This schema comes from an introspection export made without ${options.map(code).join(', ')}, so what those options carry (schema description, ${code('@specifiedBy')} URLs, argument and input-field deprecation, repeatable directives) cannot be shown. Export with these introspection options on to see it.`,
  arguments: 'Arguments',
  showDeprecated: (count: number) => `Show ${n(count)} deprecated`,
  repeatable: 'repeatable',
  builtIn: 'built-in',
  anchorDirective: (name: string) => `directive @${name}`,
  anchorType: (name: string) => `type ${name}`,
  directiveOn: (locations: string) => `On ${code(locations)}`,
  returns: 'Returns',
  fieldWord: 'Field',
  ofRootType: (root: string) => `of the ${root} root type.`,
  exactlyOneField: 'Exactly one field must be set',
  fields: 'Fields',
  inputFields: 'Input fields',
  implements: 'Implements',
  implementedBy: 'Implemented by',
  memberOf: 'Member of',
  specifiedBy: 'Specified by',
  possibleTypes: 'Possible types',
  listOf: (title: string, name: string) => `${title} of ${name}`,
  showAllValues: (count: number) => `Show all ${n(count)} values`,
  usageKinds: { field: 'field', argument: 'argument', 'input-field': 'input field', 'union-member': 'union', 'directive-argument': 'directive argument' } as Record<string, string>,
  usedBy: 'Used by',
};
