/**
 * The English sentences of loading (fetch, decode, detect) and of the errors every load can end in. Keys are
 * shared with the viewer's locale tables (components/i18n/core/): a new sentence here needs one there in
 * every locale, which the typecheck enforces.
 */
/** A part of a document, as the warning about it names it. */
export type DocumentPart = 'operation' | 'message' | 'channel' | 'part';

const UNEXPECTED = 'a value in it has a type or shape the viewer did not expect (for example a number where text belongs)';
const PARTS: Record<DocumentPart, string> = { operation: 'The operation', message: 'The message', channel: 'The channel', part: 'Part of the document' };

/** What the JSON scanner expected where the syntax broke. */
export type JsonExpected = 'value' | 'name' | 'colon' | 'comma-brace' | 'comma-bracket' | 'end';
const EXPECTED: Record<JsonExpected, string> = {
  value: 'a value', name: 'a double-quoted property name', colon: '":"', 'comma-brace': '"," or "}"', 'comma-bracket': '"," or "]"', end: 'the end of the document',
};

/** A JSON syntax problem, as the scanner found it. */
export type JsonProblem = 'control-char' | 'unterminated' | 'unknown' | 'too-deep';
const JSON_PROBLEMS: Record<JsonProblem, string> = {
  'control-char': 'unescaped control character in a string', unterminated: 'unterminated string', unknown: 'unknown syntax error', 'too-deep': 'nesting too deep',
};

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export const loadMessages = {
  loadCancelled: () => 'Loading the spec was cancelled.',
  unreadableDocument: () => `The viewer could not read this document: ${UNEXPECTED}.`,
  unreadablePart: (what: DocumentPart, where: string) => `${PARTS[what]} at ${where} could not be read and is left out: ${UNEXPECTED}.`,
  emptyDocument: () => 'The spec is empty: the URL returned no content.',
  tooLarge: (limitBytes: number) => `The spec is larger than the ${formatBytes(limitBytes)} limit (limits.maxSpecBytes).`,
  htmlPage: () => 'The URL returned an HTML page, not an API description (is spec-url pointing at a login or error page?).',
  noFetch: () => 'No fetch implementation is available to load the spec.',
  fetchFailed: (url: string, reason: string) =>
    `Could not fetch the spec from ${url} (${reason}). If it is on another origin, its server must allow this page ` +
    'with CORS (Access-Control-Allow-Origin), or serve the spec from the same origin; also check the URL and the network.',
  httpStatus: (url: string, status: string) => `The spec URL ${url} answered HTTP ${status}; check that spec-url points at the spec content.`,
  invalidUrl: (url: string) => `"${url}" is not a valid URL.`,
  protocolRefused: (protocol: string, url: string) => `the viewer only fetches http: and https: documents, not ${protocol} URLs such as "${url}".`,
  relatedBudget: (ms: number) => `related documents took longer than ${seconds(ms)} together (limits.relatedFetchBudgetMs).`,
  relatedTimeout: (url: string, ms: number) => `${url} did not answer within ${seconds(ms)} (limits.relatedFetchTimeoutMs).`,
  jsonExpected: (expected: JsonExpected, found: string) => `expected ${EXPECTED[expected]} but found ${found === '' ? 'the end of the document' : `"${found}"`}`,
  jsonProblem: (problem: JsonProblem) => JSON_PROBLEMS[problem],
  jsonSyntax: (reason: string, line: number, column: number, atEnd: boolean) =>
    `The spec is not valid JSON: ${reason} at line ${line}, column ${column}.${atEnd ? ' The document ends too early: was the download cut off?' : ''}`,
  yamlSyntax: (reason: string, line: number, column: number, tabs: boolean) =>
    `The spec is not valid YAML: ${reason}${line > 0 ? ` at line ${line}, column ${column}` : ''}.${tabs ? ' Indent YAML with spaces; tab characters are not allowed.' : ''}`,
  yamlAliasLimit: (limit: number) =>
    `The YAML document uses more than ${limit} alias expansions, which is how "billion laughs" documents exhaust memory; it was refused.`,
  graphqlInBaseBuild: () =>
    'This is a GraphQL schema. GraphQL is supported in the extended build (spec-viewer/extended, dist/spec-viewer-extended.js); this page loads a build without it.',
  formatNotLoaded: (name: string) => `This is a ${name} document, but this build of spec-viewer has no ${name} support loaded. Register the ${name} format plugin.`,
  notWsdlXml: () => 'The content is XML, but not a WSDL 1.1 document (no <definitions> root element), so it is not an API description.',
  unknownText: () => 'The content is neither JSON, YAML, XML nor GraphQL SDL, so it is not an API description.',
  noVersionKey: () => 'The document is valid JSON/YAML but not an API description: it has no `openapi`, `swagger` or `asyncapi` version key.',
  swaggerUnsupported: (version: string) =>
    `Swagger ${version} is not supported: convert the description to OpenAPI 2.0 or 3.x (for example with swagger-converter, then swagger2openapi).`,
  openapiUnsupported: (version: string) => `OpenAPI ${version} is not supported: this viewer reads OpenAPI 2.0, 3.0, 3.1 and 3.2.`,
  asyncapiUnsupported: (version: string) => `AsyncAPI ${version} is not supported: this viewer reads AsyncAPI 2.x and 3.x.`,
  wsdl20Unsupported: () => 'WSDL 2.0 is not supported: this viewer reads WSDL 1.1 with SOAP 1.1, SOAP 1.2 and HTTP bindings.',
  tooDeep: (max: number) => `The document nests deeper than ${max} levels.`,
  validatorFailed: (reason: string) => `The validator could not check this document: ${reason}`,
  validatorNoAnswer: () => 'The validator stopped without an answer.',
  validatorDidNotRun: (reason: string) => `The validator could not run: ${reason}`,
  validatorNoScript: () => 'its worker script did not load',
};
