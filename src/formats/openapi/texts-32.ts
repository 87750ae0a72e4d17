/**
 * The English sentences of the OpenAPI 3.2 reader's chunk (keys shared with the viewer's locale tables). A table
 * of their own so that 3.2-only wording travels with the 3.2 chunk.
 */
export const openapi32Messages = {
  selfNotUri: (value: string) => `\`$self\` (${value}) is not a URI reference without a fragment; references resolve against the spec's own URL.`,
  additionalOperationNotToken: (method: string) => `The additionalOperations key "${method}" is not a valid HTTP method name (letters, digits and !#$%&'*+-.^_\`|~ only); that operation is skipped.`,
  additionalOperationFixedMethod: (method: string) => `The additionalOperations key "${method}" names a method that has its own Path Item field (use \`${method.toLowerCase()}\` there); that operation is skipped.`,
  querystringWithoutContent: (name: string) => `The querystring parameter "${name}" has no \`content\` describing the query string; it is left out.`,
  queryWithQuerystring: () => 'An operation has both query parameters and a querystring parameter; Try-It sends the query parameters first, then the query string.',
  tagParentMissing: (tag: string, parent: string) => `The tag "${tag}" names the parent "${parent}", which is not a declared tag; it is shown at the top level.`,
  tagParentCycle: (tag: string, chain: string) => `The tag "${tag}" is its own ancestor (${chain}); it is shown at the top level.`,
};

/** Spec text quoted in a message, cut to 120 characters: a key or name of megabytes would make every warning as long. */
export function clipped(text: string): string {
  if (text.length <= 120) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(118)) ? 118 : 119; // never half a surrogate pair
  return `${text.slice(0, end)}…`;
}
