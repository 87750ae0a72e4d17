/**
 * Which introspection options an export evidently had off. graphql-js's `getIntrospectionQuery` defaults leave out
 * the schema description, `specifiedByURL`, argument/input-field deprecation and `isRepeatable`; a page cannot
 * recover them, so it names the options to turn on.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

export function missingExportOptions(schema: Record<string, unknown>): string[] {
  const missing: string[] = [];
  const types = list(schema['types']);
  if (!('description' in schema)) missing.push('schemaDescription');
  const scalars = types.filter((t) => t['kind'] === 'SCALAR');
  if (scalars.some((t) => !('specifiedByURL' in t) && !('specifiedByUrl' in t))) missing.push('specifiedByUrl');
  const inputValues = [
    ...types.flatMap((t) => [...list(t['inputFields']), ...list(t['fields']).flatMap((f) => list(f['args']))]),
    ...list(schema['directives']).flatMap((d) => list(d['args'])),
  ];
  if (inputValues.some((v) => !('isDeprecated' in v))) missing.push('inputValueDeprecation');
  if (list(schema['directives']).some((d) => !('isRepeatable' in d))) missing.push('directiveIsRepeatable');
  return missing;
}
