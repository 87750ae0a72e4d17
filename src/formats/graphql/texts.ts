/** The English framing of GraphQL problems; graphql-js findings inside them are its own words. */
export const graphqlMessages = {
  graphqlCannotBuild: (reason: string) => `The GraphQL schema cannot be built: ${reason}`,
  graphqlTooManyUndefined: (max: number) => `The GraphQL schema cannot be built: more than ${max} types are used but not defined.`,
  graphqlUndefinedType: (name: string) => `Type "${name}" is used but not defined; it is shown as a scalar.`,
  graphqlNoSchema: (detail: string) => `The introspection result has no \`__schema\`${detail ? `: ${detail}` : '.'}`,
  graphqlTypesNotList: () => 'The introspection result cannot be read: `__schema.types` is not a list.',
  graphqlIntrospectionError: (message: string) => `The introspection response reports an error: ${message}`,
  graphqlCheckFailed: (reason: string) => `The schema could not be checked: ${reason}`,
  graphqlNoAnswer: () => 'no answer',
  graphqlWorkerDidNotStart: () => 'its worker did not start',
};
