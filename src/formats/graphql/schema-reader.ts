import type { GraphqlDirective, GraphqlRootKind, GraphqlType, GraphqlTypeKind, SpecError } from '../../model/index.js';
import type { TypeLinks } from './relations.js';

/** A named type the schema defines, converted to the model only when first read. */
export interface ReaderType {
  name: string;
  kind: GraphqlTypeKind;
  description?: string;
  /** The model's type (converted once, then the same object). */
  convert(): GraphqlType;
  /** The names it links to, for the reverse relations (cheaper than converting). */
  links(): TypeLinks;
}

/**
 * What the normalizer needs of a schema, whatever it was read from: SDL through graphql-js, or an introspection
 * result read directly (its JSON already is a plain description of every type, so no graphql-js schema is built).
 */
export interface SchemaReader {
  source: 'sdl' | 'introspection';
  description?: string;
  /** The root types the schema has, in query, mutation, subscription order. */
  roots: Array<[GraphqlRootKind, string]>;
  /** Types the schema defines in schema order, built-in scalars and `__` types left out. */
  types: ReaderType[];
  directives: GraphqlDirective[];
  warnings: SpecError[];
  /** Introspection only: the raw `__schema`, to tell which export options were off. */
  raw?: Record<string, unknown>;
}

/** Memoizes a conversion. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) {
      value = make();
      done = true;
    }
    return value as T;
  };
}
