/** The English sentences of the OpenAPI reader (keys shared with the viewer's locale tables). */
export const openapiMessages = {
  openapiNotObject: () => 'An OpenAPI document must be a JSON/YAML object.',
  openapiCannotShow: (family: 'Swagger' | 'OpenAPI', version: string, noInfo: boolean, noPaths: '' | 'paths' | 'paths-webhooks-components', noVersion: boolean) => {
    const lacks = [noInfo && 'the `info` object', noPaths === 'paths' && 'the `paths` object', noPaths && noPaths !== 'paths' && 'all of `paths`, `webhooks` and `components` (at least one is required)'];
    return `This ${family} ${version} document cannot be shown: it lacks ${lacks.filter(Boolean).join(' and ')}.${noVersion ? ' It also lacks `info.version`.' : ''}`;
  },
  tooManyOperations: (count: number, max: number) => `The document declares ${count} operations, more than the ${max} allowed (limits.maxOperations).`,
  schemaRefUnresolved: (ref: string) => `The schema reference "${ref}" could not be resolved; it is shown as unresolved.`,
  moreSchemaErrors: (count: number) => `… and ${count} more schema errors.`,
};
