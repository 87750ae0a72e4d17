/** The English sentences about a document's structure and references that more than one format says. */
export const documentMessages = {
  noInfoVersion: () => 'The document has no `info.version`; the API version is shown as empty.',
  noInfoTitle: () => 'The document has no `info.title`.',
  refLoop: (chain: string) => `The $ref chain ${chain} loops without ever reaching a schema or value; make one of them a real definition.`,
  refChainTooLong: (where: string, max: number) => `The $ref chain starting at ${where} is longer than ${max} links (limits.maxRefChainDepth).`,
  refToNothing: (ref: string, where: string, missing: string) => `The $ref "${ref}" used at ${where} points to nothing: ${missing}`,
  refParentLacks: (parent: string, name: string) => `${parent} has no "${name}".`,
  refDocumentLacks: (name: string) => `the document has no "${name}".`,
  externalNotLoaded: (ref: string, where: string, problem: string) => `The external $ref "${ref}" used at ${where} was not loaded: ${problem}`,
  externalToNothing: (ref: string, where: string, url: string) => `The external $ref "${ref}" used at ${where} points to nothing in ${url === '' ? 'its document' : url}.`,
  noBaseUrl: () => 'the spec was parsed without a URL, so relative files cannot be located.',
  tooManyExternal: (max: number) => `more than ${max} external documents are referenced (limits.maxExternalDocuments).`,
};
