/** The reference reading for the parity tests: a graphql-js schema → a SchemaReader (what the page read before types were read directly). */
import { isIntrospectionType, isSpecifiedScalarType, type GraphQLSchema } from 'graphql';
import type { GraphqlRootKind, SpecError } from '../../src/index.js';
import { once, type ReaderType, type SchemaReader } from '../../src/formats/graphql/schema-reader.js';
import { directive, namedType, typeKind, typeLinks } from '../../src/formats/graphql/to-types.js';

export function schemaReader(schema: GraphQLSchema, source: SchemaReader['source'], warnings: SpecError[]): SchemaReader {
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !isIntrospectionType(t) && !isSpecifiedScalarType(t))
    .map((type): ReaderType => {
      const entry: ReaderType = { name: type.name, kind: typeKind(type), convert: once(() => namedType(type)), links: () => typeLinks(type) };
      if (type.description) entry.description = type.description;
      return entry;
    });
  const roots: Array<[GraphqlRootKind, string]> = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const) {
    if (type) roots.push([kind, type.name]);
  }
  const reader: SchemaReader = { source, roots, types, directives: schema.getDirectives().map(directive), warnings };
  if (schema.description) reader.description = schema.description;
  return reader;
}
