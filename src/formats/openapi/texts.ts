/** The English sentences of the OpenAPI reader (keys shared with the viewer's locale tables). */
export const openapiMessages = {
  openapiNotObject: () => 'An OpenAPI document must be a JSON/YAML object.',
  openapiCannotShow: (family: 'Swagger' | 'OpenAPI', version: string, noInfo: boolean, noPaths: '' | 'paths' | 'paths-webhooks-components', noVersion: boolean) => {
    const lacks = [noInfo && 'the `info` object', noPaths === 'paths' && 'the `paths` object', noPaths && noPaths !== 'paths' && 'all of `paths`, `webhooks` and `components` (at least one is required)'];
    return `This ${family} ${version} document cannot be shown: it lacks ${lacks.filter(Boolean).join(' and ')}.${noVersion ? ' It also lacks `info.version`.' : ''}`;
  },
  tooManyOperations: (count: number, max: number) => `The document declares ${count} operations, more than the ${max} allowed (limits.maxOperations).`,
  schemaRefUnresolved: (ref: string) => `The schema reference "${ref}" could not be resolved; it is shown as unresolved.`,
  selfNotUri: (value: string) => `\`$self\` (${value}) is not a URI reference without a fragment; references resolve against the spec's own URL.`,
  additionalOperationNotToken: (method: string) => `The additionalOperations key "${method}" is not a valid HTTP method name (letters, digits and !#$%&'*+-.^_\`|~ only); that operation is skipped.`,
  additionalOperationFixedMethod: (method: string) => `The additionalOperations key "${method}" names a method that has its own Path Item field (use \`${method.toLowerCase()}\` there); that operation is skipped.`,
  querystringWithoutContent: (name: string) => `The querystring parameter "${name}" has no \`content\` describing the query string; it is left out.`,
  queryWithQuerystring: () => 'An operation has both query parameters and a querystring parameter; Try-It sends the query parameters first, then the query string.',
  tagParentMissing: (tag: string, parent: string) => `The tag "${tag}" names the parent "${parent}", which is not a declared tag; it is shown at the top level.`,
  tagParentCycle: (tag: string, chain: string) => `The tag "${tag}" is its own ancestor (${chain}); it is shown at the top level.`,
  moreSchemaErrors: (count: number) => `… and ${count} more schema errors.`,
};
