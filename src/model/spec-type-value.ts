/** The closed set of spec types the viewer knows. `SpecType` (src/spec-type.ts) exposes them as constants. */
export type SpecTypeValue =
  | 'openapi-2'
  | 'openapi-3'
  | 'openapi-3.1'
  | 'openapi-3.2'
  | 'asyncapi-2'
  | 'asyncapi-3'
  | 'wsdl'
  | 'graphql';
