/** The English sentences of the AsyncAPI reader (keys shared with the viewer's locale tables). */
export const asyncapiMessages = {
  asyncapiNotObject: () => 'An AsyncAPI document must be a JSON/YAML object.',
  noInfoObject: () => 'The document has no `info` object; it is shown as untitled.',
  noChannels: () => 'An AsyncAPI 2 document needs a `channels` object; this one has no operations to show.',
  operationNotObject: (key: string) => `The operation "${key}" is not an object; it is left out.`,
  operationAction: (key: string, action: string) =>
    `The operation "${key}" has action ${action}; AsyncAPI 3 operations send or receive, so it is shown as receive.`,
  operationNoChannel: (key: string) => `The operation "${key}" names no channel (\`channel\` must be a $ref to one).`,
  parserStopped: () => 'the AsyncAPI parser stopped on a value of a type or shape it did not expect (for example a number where text belongs)',
  noHttpUrl: () => 'the spec was parsed without an http(s) URL, so related files cannot be located.',
  refNotText: (where: string, what: 'number' | 'null' | 'list' | 'object' | 'boolean' | 'other', value: string) =>
    `The $ref at ${where} is ${what === 'number' ? `the number ${value}` : what === 'null' ? 'null' : what === 'list' ? 'a list' : what === 'object' ? 'an object' : `a ${value}`}; a $ref must be text such as "#/components/schemas/Pet".`,
  refShownAsWritten: (ref: string, where: string) => `The $ref "${ref}" used at ${where} points to nothing; it is shown as written.`,
  otherOrigin: (origin: string) => `it is on another origin than the spec (${origin}); AsyncAPI external documents are only fetched from the spec's own origin.`,
};
