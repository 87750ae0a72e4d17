/**
 * GraphQL details of the normalized model (extended build). Root fields are Operations (`kind: 'graphql'`)
 * with `graphql` set; every named type is a Schema with `graphql` set; directive definitions and root type
 * names live on `ApiModel.graphql`. Types are referred to by name, printed as GraphQL writes them (`[ID!]!`).
 */
import type { SpecError } from './errors.js';

export type GraphqlRootKind = 'query' | 'mutation' | 'subscription';
export type GraphqlTypeKind = 'object' | 'interface' | 'union' | 'enum' | 'input' | 'scalar';

/** An argument, an input field or a directive argument. */
export interface GraphqlInputValue {
  name: string;
  /** The type reference as GraphQL prints it: `String`, `[ID!]!`. */
  type: string;
  /** The named type inside the reference (`ID` for `[ID!]!`). */
  typeName: string;
  /** Markdown. */
  description?: string;
  /** The default printed as a GraphQL literal (`10`, `"x"`, `ASC`, `{a: 1}`). */
  defaultValue?: string;
  deprecated: boolean;
  deprecationReason?: string;
  /** Directives applied in the SDL, printed (`@lowercase`); empty for introspection. */
  directives: string[];
}

export interface GraphqlField {
  name: string;
  type: string;
  typeName: string;
  description?: string;
  args: GraphqlInputValue[];
  deprecated: boolean;
  deprecationReason?: string;
  directives: string[];
}

export interface GraphqlEnumValue {
  name: string;
  description?: string;
  deprecated: boolean;
  deprecationReason?: string;
  directives: string[];
}

/** Where a type is used: a field returning it, an argument or input field of its type, a union containing it. */
export interface GraphqlUsage {
  kind: 'field' | 'argument' | 'input-field' | 'union-member' | 'directive-argument';
  /** Schema coordinate: `Repository.owner`, `Query.user(login:)`, `SearchResultItem`, `@include(if:)`. */
  coordinate: string;
  /** The type (or `@directive`) that owns the usage, for linking. */
  owner: string;
  /** The field of the owner (absent for union members and directive arguments). */
  field?: string;
}

export interface GraphqlType {
  kind: GraphqlTypeKind;
  name: string;
  /** Markdown. */
  description?: string;
  /** Object and interface fields, in schema order. */
  fields: GraphqlField[];
  /** Input object fields. */
  inputFields: GraphqlInputValue[];
  enumValues: GraphqlEnumValue[];
  /** Interfaces this object or interface implements. */
  interfaces: string[];
  /** Union members. */
  possibleTypes: string[];
  /** Scalars: `@specifiedBy(url:)`. */
  specifiedByURL?: string;
  /** Inputs: `@oneOf`. */
  oneOf: boolean;
  directives: string[];
}

export interface GraphqlDirective {
  name: string;
  description?: string;
  locations: string[];
  args: GraphqlInputValue[];
  repeatable: boolean;
  /** `@include`, `@skip`, `@deprecated`, `@specifiedBy`, `@oneOf`. */
  builtIn: boolean;
}

/** One generated example of a root field. */
export interface GraphqlExample {
  /** The operation document, with variables for the field's arguments. */
  document: string;
  variables: Record<string, unknown>;
  operationName: string;
  /** A response shaped by the selection set. */
  response: unknown;
}

/** The GraphQL side of an Operation (a root field). */
export interface GraphqlOperationInfo {
  root: GraphqlRootKind;
  /** The root type's name as the schema declares it (`Query`, `QueryRoot`, `Root`). */
  rootTypeName: string;
  field: GraphqlField;
  /** Generated on first read at the default depth. */
  example: GraphqlExample;
}

/** Schema-wide GraphQL facts. */
export interface GraphqlSchemaInfo {
  source: 'sdl' | 'introspection';
  rootTypes: Partial<Record<GraphqlRootKind, string>>;
  /** Kind of every named type, known without converting the type (the schemas' `graphql` details are lazy). */
  kinds: Map<string, GraphqlTypeKind>;
  directives: GraphqlDirective[];
  /**
   * Introspection options the export evidently had off (`specifiedByUrl`, `schemaDescription`,
   * `inputValueDeprecation`, `directiveIsRepeatable`): what the page cannot show.
   */
  missingExportOptions: string[];
  /** Reverse relations, computed on first read. */
  relations: GraphqlRelations;
  /**
   * Set when the schema's validation runs after loading (a large SDL document in a page: in a worker, so the
   * page shows first): its findings, to list with the page's problems once known. Without it, they are all in
   * `ApiModel.warnings`.
   */
  checked?: Promise<SpecError[]>;
}

export interface GraphqlRelations {
  /** Interface name → objects and interfaces implementing it. */
  implementedBy: Map<string, string[]>;
  /** Type name → where it is used. */
  usedBy: Map<string, GraphqlUsage[]>;
  /** Type name → unions containing it. */
  memberOf: Map<string, string[]>;
}
